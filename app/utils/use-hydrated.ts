import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true right after (React renders again with the client
 * snapshot) and at once on a client navigation. For parts of a page the first screen does not need: they cost the
 * server nothing and appear as soon as the page's JavaScript runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
