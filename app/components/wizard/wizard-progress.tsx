import { Check } from "~/components/ui/icons";
import { WIZARD_STEPS } from "~/domain/buyer/wizard";
import { cn } from "~/utils/cn";

/** Numbered circles, a check mark on completed steps; labels show from the md breakpoint, always for screen readers. */
export function WizardProgress({ current }: { current: number }) {
  return (
    <ol aria-label="Form progress" className="flex items-start">
      {WIZARD_STEPS.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step.key}
            aria-current={active ? "step" : undefined}
            className="relative flex flex-1 flex-col items-center gap-2 text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-4 right-1/2 left-[-50%] h-0.5 -translate-y-1/2",
                  index <= current ? "bg-primary" : "bg-slate-200",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors motion-reduce:transition-none",
                done && "border-primary bg-primary text-white",
                active && "border-primary bg-white text-primary ring-4 ring-secondary",
                !done && !active && "border-slate-300 bg-white text-slate-500",
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                "sr-only md:not-sr-only md:text-xs md:font-medium",
                active ? "md:text-primary" : "md:text-slate-600",
              )}
            >
              <span className="sr-only">Step {index + 1}: </span>
              {step.label}
              {done && <span className="sr-only"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
