import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as AdminBoundary } from "~/routes/admin";
import { ErrorBoundary as PaywallBoundary } from "~/routes/paywall";
import { ErrorBoundary as ResultsBoundary } from "~/routes/results";
import { ErrorBoundary as VendorBoundary } from "~/routes/vendor";

/**
 * Renders `path` the way the server does (loaders run, a thrown error goes to the nearest boundary) under a root
 * layout with a header and a boundary of its own, the page's route carrying the given module's ErrorBoundary.
 */
async function render(path: string, boundary: ComponentType, loader: () => unknown) {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      element: (
        <>
          <header>Site header</header>
          <Outlet />
        </>
      ),
      errorElement: <p>The root error page</p>,
      children: [
        { path: path.slice(1).split("?")[0], loader, element: <p>page</p>, ErrorBoundary: boundary },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, html };
}

describe("a thrown loader error shows the route's own error page in place", () => {
  it.each([
    ["/results?r=abc", ResultsBoundary, 'href="/form"', "Start a new search"],
    ["/paywall?lead=1", PaywallBoundary, 'href="/vendor/leads"', "Back to your leads"],
    ["/admin", AdminBoundary, 'href="/"', "Return to Home"],
    ["/vendor", VendorBoundary, 'href="/for-sellers"', "Back to For Sellers"],
  ])(
    "%s: heading, what happened, a way back — inside the site's layout, not the root error page",
    async (path, boundary, href, label) => {
      const { status, html } = await render(path, boundary, () => {
        throw new Error("connection refused at 10.0.0.3");
      });
      expect(status).toBe(500);
      expect(html).toContain("Site header");
      expect(html).not.toContain("The root error page");
      expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
      expect(html).toContain("this page could not be shown");
      expect(html).not.toContain("10.0.0.3");
      expect(html).toContain(href);
      expect(html).toContain(label);
      expect(html).toContain(`href="${path}"`); // Try again
    },
  );

  it("a 4xx the route threw on purpose shows the route's own message", async () => {
    const { status, html } = await render("/results?r=abc", ResultsBoundary, () => {
      throw data({ message: "This search link is malformed." }, { status: 400 });
    });
    expect(status).toBe(400);
    expect(html).toMatch(/<h1[^>]*>This could not be done<\/h1>/);
    expect(html).toContain("This search link is malformed.");
    expect(html).not.toContain("The root error page");
  });
});
