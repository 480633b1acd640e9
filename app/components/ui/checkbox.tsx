import type * as React from "react";
import { cn } from "~/utils/cn";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox in the design's colours (`accent-color`). It is one element where a Radix checkbox was a button,
 * a hidden input and an indicator: cheaper to render on every results view, and it toggles before the JavaScript has
 * loaded as any form control does. Not named, it sends nothing with a form (a form adds its own hidden input).
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        "peer size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      {...props}
    />
  );
}
