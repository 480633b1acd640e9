import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/utils/cn";

/** Radix's defaults, kept: open after 700 ms, skip the delay for 300 ms after one closes. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

/**
 * `inline`: rendered where the trigger is rather than at the end of the body, so it stays inside the page's landmarks
 * (axe's "region" rule) — it is positioned as fixed either way.
 */
export function TooltipContent({
  className,
  sideOffset = 6,
  inline = false,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content> & { inline?: boolean }) {
  const content = (
    <TooltipPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md",
        className,
      )}
      {...props}
    />
  );
  return inline ? content : <TooltipPrimitive.Portal>{content}</TooltipPrimitive.Portal>;
}
