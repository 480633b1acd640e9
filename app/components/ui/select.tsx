import type * as React from "react";
import { ChevronDown } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

/**
 * A native `<select>` in the design's style. It shows its value in the server-rendered page (a Radix Select showed
 * an empty box until the JavaScript ran), opens the platform's own picker (the best one on phones) and is read
 * correctly by every screen reader. Children are `<option>`s.
 */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-white py-2 pl-3 pr-9 text-sm text-slate-900 shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}
