/**
 * "/" then printable ASCII but "\" (no space, no control character, nothing beyond ASCII). Anything else is refused
 * rather than repaired: browsers drop tabs and line breaks from a URL ("/\t/evil.example" is read as "//evil.example",
 * another host), read "\" as "/", and a CR, LF or NUL cannot even be put in a Location header.
 */
const SITE_PATH = /^\/[\x21-\x5b\x5d-\x7e]*$/;

/**
 * True for a path on this site ("/vendor/dashboard"): "/" then printable ASCII only, and neither "//" nor "/\" at
 * its start, which browsers read as another host. The one test for every same-site redirect target.
 */
export function isSitePath(target: string): boolean {
  return SITE_PATH.test(target) && !target.startsWith("//");
}

/**
 * True for a return address an auth link may carry: a path of this site (isSitePath), or an absolute URL on
 * `publicUrl`'s origin written in the same printable ASCII (the URL parser would drop a tab or line break that
 * the Location header then carries).
 */
export function isSiteAddress(target: string, publicUrl: string): boolean {
  if (target.startsWith("/")) return isSitePath(target);
  if (!/^[\x21-\x5b\x5d-\x7e]+$/.test(target)) return false;
  try {
    return new URL(target).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
