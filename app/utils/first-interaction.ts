/** What counts as the visitor starting to use the page: a pointer moving or pressed, a key, a touch, a scroll. */
export const INTERACTION_EVENTS = [
  "pointermove",
  "pointerdown",
  "keydown",
  "touchstart",
  "scroll",
  "wheel",
] as const;

let interacted = false;
const waiting = new Set<() => void>();

function onInteraction() {
  interacted = true;
  for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onInteraction, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/**
 * Calls `callback` once, when the visitor first interacts with the page (at once if they already have). For work
 * the first screen does not need (code for panels, toasts, the next page) that would otherwise run while the page
 * loads. Returns a function that cancels the call.
 */
export function whenFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback();
    return () => {};
  }
  if (waiting.size === 0) {
    for (const type of INTERACTION_EVENTS) {
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** For tests: forget that the visitor has interacted. */
export function resetFirstInteraction() {
  interacted = false;
  waiting.clear();
  for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onInteraction, true);
}
