import { type ComponentType, lazy } from "react";

/**
 * A lazily loaded component the page can do without (a decoration, an enhancement): when its chunk cannot be loaded
 * (the connection dropped, or a new release replaced the assets while the page was open), `Fallback` is rendered in
 * its place. A plain `lazy()` throws the failed import into the route's error boundary, replacing the whole page.
 */
export function optionalChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      () => ({ default: Fallback }),
    ),
  );
}
