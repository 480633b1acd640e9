import { Loader2 } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center", className)}>
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
