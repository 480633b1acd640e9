import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  PrefetchPageLinks,
  Scripts,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { ChatLauncher } from "~/components/chat/chat-launcher";
import { AppStyles } from "~/components/layout/app-styles";
import { NavigationProgress } from "~/components/layout/navigation-progress";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { isFooterDeferred, SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { TOASTER_PROPS, Toaster } from "~/components/ui/toast";
import { PAGES } from "~/config/pages";
import { whenFirstInteraction } from "~/utils/first-interaction";
import { useNonce } from "~/utils/nonce";
import { useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.env.PUBLIC_URL };
}

// The root's data is the process's configuration: it never changes after the first load. Revalidating it on every
// navigation cost a request per wizard step (each step is a history entry of /form).
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Home and the wizard are loaded ahead, but only once the visitor starts using this page: preloaded in the server
  // HTML they would compete with the page's own first paint, and evaluating them (<PrefetchPageLinks> imports the
  // route modules) while the page loads made long tasks.
  const [interacted, setInteracted] = useState(false);
  useEffect(() => whenFirstInteraction(() => setInteracted(true)), []);
  // A page whose first screen is all the server sends (/results: `handle.footerAfterHydration`) gets the footer, far
  // below that screen, from the browser once its JavaScript runs.
  const footerLater = useMatches().some((match) => isFooterDeferred(match.handle));
  const hydrated = useHydrated();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <AppStyles />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-primary shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <SiteHeader />
        <NavigationProgress />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        {(!footerLater || hydrated) && <SiteFooter />}
        <ChatLauncher />
        <Toaster {...TOASTER_PROPS} />
        {/* Home and the wizard are fetched ahead (see above); every other page is its own lazily loaded chunk. */}
        {data && interacted && <PrefetchPageLinks page={PAGES.home.path} />}
        {data && interacted && <PrefetchPageLinks page={PAGES.form.path} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document interactive once React has hydrated (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-muted-foreground">We couldn't show this page. Please try again in a moment.</p>
      <a href="/" className="mt-6 font-medium text-primary underline underline-offset-4">
        Return to Home
      </a>
    </section>
  );
}
