import { createContext, useContext } from "react";
import appStylesheet from "~/app.css?url";

/** The built stylesheet's text, provided by entry.server in production; absent in the browser. */
const InlineCssContext = createContext<string | null>(null);

export const InlineCssProvider = InlineCssContext.Provider;

/** React's key for the inlined stylesheet resource (rendered as `data-href`). */
const INLINE_CSS_KEY = "app-css";

/**
 * The app's one stylesheet. In production its text is inlined in the document's <head> (≈12 KB gzipped): a separate
 * stylesheet request blocks the first paint on a slow connection for a round trip, behind which the browser also
 * queues the page's module preloads. React treats the <style href precedence> as a resource: the browser renders
 * it with no text and React adopts the server's element by its key instead of touching its contents. In development
 * Vite serves the stylesheet itself (and updates it on save).
 */
export function AppStyles() {
  const css = useContext(InlineCssContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={appStylesheet} precedence="default" />;
  return (
    <style href={INLINE_CSS_KEY} precedence="default">
      {css ?? ""}
    </style>
  );
}
