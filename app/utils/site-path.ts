/**
 * True for a path on this site ("/vendor/dashboard"): it starts with one slash, and neither with "//" nor "/\",
 * which browsers read as another host. The one test for every same-site redirect target.
 */
export function isSitePath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");
}
