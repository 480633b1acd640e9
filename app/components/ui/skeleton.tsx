import type * as React from "react";
import { cn } from "~/utils/cn";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
