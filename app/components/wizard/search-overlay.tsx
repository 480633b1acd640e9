import { Dialog as DialogPrimitive } from "radix-ui";
import { type RefObject, useEffect, useState } from "react";
import { Logo } from "~/components/layout/logo";
import { MOBILE_BREAKPOINT } from "~/config/navigation";
import {
  nextStatusIndex,
  SEARCH_STATUS_LINES,
  STATUS_DOTS_INTERVAL_MS,
  statusIntervalMs,
  statusProgress,
} from "~/domain/buyer/wizard";

const TITLE = "Finding your vendor matches";

/**
 * Full-screen modal while matching runs. It cannot be dismissed; focus stays inside and returns to
 * `returnFocusTo` when it closes.
 */
export function SearchOverlay({
  open,
  returnFocusTo,
}: {
  open: boolean;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-modal="true"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-white/95 px-6 text-center outline-none backdrop-blur-sm"
        >
          <SearchProgress />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Mounted while the overlay is open, so each search starts again at the first line. */
function SearchProgress() {
  const [index, setIndex] = useState(0);
  const [dots, setDots] = useState(1);

  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const mobile = window.innerWidth < MOBILE_BREAKPOINT;
    const timer = window.setInterval(
      () => setIndex(nextStatusIndex),
      statusIntervalMs({ reducedMotion, mobile }),
    );
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setDots((n) => (n % 3) + 1), STATUS_DOTS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const step = index + 1;
  const total = SEARCH_STATUS_LINES.length;
  return (
    <>
      <Logo className="text-2xl" />
      <div className="w-full max-w-sm space-y-4">
        <DialogPrimitive.Title className="text-xl font-semibold text-slate-900">
          {TITLE}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-sm text-muted-foreground">
          This usually takes a few seconds.
        </DialogPrimitive.Description>
        <div
          role="progressbar"
          aria-label="Search progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${total}`}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-700 ease-out motion-reduce:transition-none"
            style={{ width: `${statusProgress(index) * 100}%` }}
          />
        </div>
        <p className="text-lg font-medium text-slate-800">
          <span role="status">{SEARCH_STATUS_LINES[index]}</span>
          <span aria-hidden="true" className="inline-block w-6 text-left">
            {".".repeat(dots)}
          </span>
        </p>
      </div>
    </>
  );
}
