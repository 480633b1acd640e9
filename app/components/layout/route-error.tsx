import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";

/** The message a route threw on purpose (`data({ message })` or `data({ error })`), when it is meant for the user. */
export function thrownMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const body: unknown = error.data;
  if (typeof body === "string") return body.trim() || null;
  if (body && typeof body === "object") {
    const { message, error: text } = body as { message?: unknown; error?: unknown };
    if (typeof message === "string" && message) return message;
    if (typeof text === "string" && text) return text;
  }
  return null;
}

/**
 * A page's error boundary: the error is shown where the page was, inside the site's header and footer, with what
 * went wrong when the route said so (a 4xx's own message), and a way to try again or go back to where the user was
 * working. An unexpected error (5xx) shows no detail, which stays in the server's log.
 */
export function RouteError({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    thrownMessage(error) ??
    (status === 404
      ? "We could not find what this page asked for."
      : "Something went wrong on our side, and this page could not be shown. Please try again in a moment.");
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" aria-labelledby="route-error-title">
      <p className="text-5xl font-bold text-primary">{status}</p>
      <h1 id="route-error-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {status === 404 ? "Not found" : status < 500 ? "This could not be done" : "Something went wrong"}
      </h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <a
          href={`${location.pathname}${location.search}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          Try again
        </a>
        <Link to={backTo} className="font-medium text-primary underline underline-offset-4">
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
