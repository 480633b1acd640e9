import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/utils/cn";

/** A single-choice group (role="radiogroup", arrow keys move and select). Label it with aria-labelledby. */
export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("flex flex-wrap gap-2", className)} {...props} />;
}

/** One choice shown as a pill: a radio dot and its label text, which is also its accessible name. */
export function RadioGroupChip({
  className,
  children,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "group inline-flex min-h-11 items-center gap-2 rounded-full border border-input bg-white px-4 py-2 text-left text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-primary/60 hover:bg-secondary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-secondary data-[state=checked]:text-secondary-foreground",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white group-data-[state=checked]:border-primary"
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </span>
      <span>{children}</span>
    </RadioGroupPrimitive.Item>
  );
}
