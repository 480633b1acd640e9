import { createContext, useContext } from "react";
import appStylesheet from "~/app.css?url";

/**
 * The built stylesheet's text as HTML (see styleTextAsHtml), provided by entry.server in production; absent in the
 * browser.
 */
const InlineCssContext = createContext<string | null>(null);

export const InlineCssProvider = InlineCssContext.Provider;

/**
 * A stylesheet's text made safe inside <style>, as React escapes a <style>'s text: `</style` (or `<style`) cannot
 * end or open an element. Done once per build by entry.server instead of on every page (React scanned the 57 KB
 * stylesheet with a regular expression per render).
 */
export function styleTextAsHtml(css: string): string {
  return css.replace(
    /(<\/|<)(s)(tyle)/gi,
    (_, prefix: string, s: string, suffix: string) => `${prefix}${s === "s" ? "\\73 " : "\\53 "}${suffix}`,
  );
}

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
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, escaped by styleTextAsHtml.
    <style href={INLINE_CSS_KEY} precedence="default" dangerouslySetInnerHTML={{ __html: css ?? "" }} />
  );
}
