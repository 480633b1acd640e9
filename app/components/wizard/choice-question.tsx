import { useId } from "react";
import { RadioGroup, RadioGroupChip } from "~/components/ui/radio-group";
import { cn } from "~/utils/cn";

interface ChoiceQuestionProps {
  title: string;
  description?: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** "grid" for long option labels (budgets, roles), "wrap" for short ones. */
  layout?: "grid" | "wrap";
  /** The value was read from the problem text, not chosen: said in words, as part of the group's description. */
  prefilled?: boolean;
  children?: React.ReactNode;
}

/** A required single-choice question: a heading that names a radio group of pills. */
export function ChoiceQuestion({
  title,
  description,
  options,
  value,
  onChange,
  layout = "wrap",
  prefilled = false,
  children,
}: ChoiceQuestionProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const prefilledId = `${id}-prefilled`;
  const describedBy = [description ? descriptionId : "", prefilled ? prefilledId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
        {prefilled && (
          <p id={prefilledId} className="text-sm font-medium text-primary">
            Prefilled from your description. Change it if it is not right.
          </p>
        )}
      </div>
      <RadioGroup
        aria-labelledby={titleId}
        aria-describedby={describedBy || undefined}
        aria-required="true"
        value={value}
        onValueChange={onChange}
        className={cn(layout === "grid" && "grid gap-2 sm:grid-cols-2")}
      >
        {options.map((option) => (
          <RadioGroupChip key={option} value={option} className={cn(layout === "grid" && "rounded-lg")}>
            {option}
          </RadioGroupChip>
        ))}
      </RadioGroup>
      {children}
    </div>
  );
}
