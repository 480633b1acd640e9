import { Suspense } from "react";

/**
 * A section below the first screen, hydrated by React as a separate, later unit of work (a Suspense boundary):
 * hydrating a long page in one piece made long tasks. Nothing here suspends; the fallback is never shown.
 * (content-visibility: auto on these sections cut the first layout, but axe's target-size check then saw the
 * skipped sections' links overlap the footer's, so it is not used.)
 */
export function BelowTheFold({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
