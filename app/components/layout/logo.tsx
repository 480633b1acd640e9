import { Sparkles } from "~/components/ui/icons";
import { SITE } from "~/config/site";
import { cn } from "~/utils/cn";

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900",
        className,
      )}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-white">
        <Sparkles aria-hidden="true" className="size-4" />
      </span>
      {SITE.name}
    </span>
  );
}
