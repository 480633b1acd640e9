import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/** A new path starts at the top of the page, as a full page load would; a #hash scrolls to its target instead. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, hash read on purpose
  useLayoutEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
