import { Suspense, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { ExternalToast, ToasterProps } from "sonner";
import { whenFirstInteraction } from "~/utils/first-interaction";
import { optionalChunk } from "~/utils/optional-chunk";

/**
 * The one toast of the app (sonner), loaded when needed: sonner's code and the stylesheet it injects (a style
 * recalculation of the whole page) are not part of loading a page. <Toaster {...TOASTER_PROPS} /> in root.tsx
 * mounts sonner's toaster when the visitor first interacts with the page, so its live region is in place before any
 * toast their actions cause; a toast asked for earlier loads it at once and is shown when it is ready.
 */

/**
 * Above the bottom edge, where they cover no navigation: the header's links, logo and menu button are at the top, and
 * the chat button (56 px at 16 px from the bottom) and the results' compare bar (about 65 px high) stay below them.
 */
const CLEAR_OF_BOTTOM_CONTROLS = "5.5rem";

/** How every toast is shown. Rich colors are re-tuned in app.css (`[data-sonner-toaster]`) so each type's text
 * reaches 4.5:1 and the close button is a 24 px target (WCAG 2.2 AA, 2.5.8). */
export const TOASTER_PROPS = {
  position: "bottom-left",
  offset: { bottom: CLEAR_OF_BOTTOM_CONTROLS, left: "1.5rem" },
  mobileOffset: { bottom: CLEAR_OF_BOTTOM_CONTROLS, left: "1rem", right: "1rem" },
  richColors: true,
  closeButton: true,
} satisfies ToasterProps;

type Kind = "success" | "error";
type Sonner = typeof import("sonner");

/** Toasts asked for before sonner's toaster was mounted. */
let queue: { kind: Kind; message: string; options: ExternalToast & { id: string | number } }[] = [];
let mounted: Sonner | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** The page each shown toast belongs to (its pathname when it was asked for): a toast never follows the user. */
const shownOn = new Map<string | number, string>();
let nextId = 0;

function currentPath(): string {
  return typeof window === "undefined" ? "" : window.location.pathname;
}

/** Dismisses the toasts asked for on another page than `pathname` (the one the user has just gone to). */
export function dismissToastsNotOn(pathname: string) {
  for (const [id, path] of shownOn) {
    if (path === pathname) continue;
    shownOn.delete(id);
    queue = queue.filter((item) => item.options.id !== id);
    mounted?.toast.dismiss(id);
  }
}

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  const id = options?.id ?? `toast-${++nextId}`;
  const withId = {
    ...options,
    id,
    onAutoClose: forget(options?.onAutoClose),
    onDismiss: forget(options?.onDismiss),
  };
  shownOn.set(id, currentPath());
  if (mounted) {
    mounted.toast[kind](message, withId);
    return;
  }
  queue.push({ kind, message, options: withId });
  want();
}

type ToastCallback = ExternalToast["onDismiss"];
function forget(callback: ToastCallback): ToastCallback {
  return (t) => {
    shownOn.delete(t.id);
    callback?.(t);
  };
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};

/** A live region announces what is added after it exists: queued toasts wait a moment after the mount. */
const ANNOUNCE_DELAY_MS = 150;

/** sonner, once loaded (by SonnerToaster below). */
let sonner: Sonner | undefined;

function LoadedToaster(props: ToasterProps) {
  // Set before this component can render (SonnerToaster awaits it), and never changes.
  const loaded = sonner as Sonner;
  // Runs after sonner's <Toaster> has subscribed to its toasts (a child's effects run first).
  useEffect(() => {
    mounted = loaded;
    const timer = window.setTimeout(() => {
      const pending = queue;
      queue = [];
      for (const item of pending) loaded.toast[item.kind](item.message, item.options);
    }, ANNOUNCE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      mounted = undefined;
    };
  }, []);
  return <loaded.Toaster {...props} />;
}

// If sonner cannot be loaded, the page goes on without toasts (the messages they would show are lost).
const SonnerToaster = optionalChunk(
  async () => {
    sonner = await import("sonner");
    return LoadedToaster;
  },
  () => null,
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster(props: ToasterProps) {
  const { pathname } = useLocation();
  useEffect(() => dismissToastsNotOn(pathname), [pathname]);
  const load = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => whenFirstInteraction(want), []);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
