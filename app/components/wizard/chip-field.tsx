import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { Check, Plus, X } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MAX_SHORT_FIELD_LENGTH } from "~/domain/buyer/business-problem";
import { addChip, duplicateChipMessage, removeChip, toggleChip } from "~/domain/buyer/wizard";
import { cn } from "~/utils/cn";

interface ChipFieldProps {
  title: string;
  description: string;
  presets: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
  /** Singular noun for the custom input and its button: "feature", "deployment model". */
  noun: string;
  placeholder: string;
}

/** A required multi-choice question: preset toggle chips, a custom value added with Enter, removable chips. */
export function ChipField({
  title,
  description,
  presets,
  values,
  onChange,
  noun,
  placeholder,
}: ChipFieldProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const [draft, setDraft] = useState("");
  const [message, setMessage] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const selectedRef = useRef<HTMLUListElement>(null);

  const add = () => {
    const result = addChip(values, draft, presets);
    if (result.ok) {
      onChange(result.list);
      setMessage(`Added "${result.value}".`);
    } else if (result.reason === "duplicate") {
      setMessage(duplicateChipMessage(result.existing));
    } else if (result.reason === "full") {
      setMessage(`You can choose up to ${result.max}.`);
    }
    setDraft("");
  };

  const remove = (value: string, index: number) => {
    flushSync(() => onChange(removeChip(values, value)));
    setMessage(`Removed "${value}".`);
    // The removed chip's button is gone: keep keyboard focus in the list, or go back to the input.
    const buttons = selectedRef.current?.querySelectorAll<HTMLButtonElement>("button[data-chip-remove]");
    const next = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : undefined;
    (next ?? inputRef.current)?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>

      <fieldset aria-labelledby={titleId} aria-describedby={descriptionId} className="flex flex-wrap gap-2">
        {presets.map((preset) => {
          const on = values.includes(preset);
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggleChip(values, preset))}
              className={cn(
                "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none",
                on
                  ? "border-primary bg-primary text-white hover:bg-primary-hover"
                  : "border-input bg-white text-slate-800 hover:border-primary/60 hover:bg-secondary/60",
              )}
            >
              {on ? (
                <Check aria-hidden="true" className="size-4" strokeWidth={3} />
              ) : (
                <Plus aria-hidden="true" className="size-4" />
              )}
              {preset}
            </button>
          );
        })}
      </fieldset>

      <div className="space-y-2">
        <Label htmlFor={inputId}>Add another {noun}</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            value={draft}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="done"
            maxLength={MAX_SHORT_FIELD_LENGTH}
            aria-describedby={`${hintId} ${messageId}`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
              event.preventDefault();
              add();
            }}
          />
          <Button type="button" variant="outline" onClick={add} disabled={draft.trim() === ""}>
            Add<span className="sr-only"> {noun}</span>
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          Type it and press Enter.
        </p>
        <p id={messageId} role="status" className="min-h-5 text-sm text-slate-700">
          {message}
        </p>
      </div>

      {values.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-900" aria-hidden="true">
            Selected ({values.length})
          </p>
          <ul ref={selectedRef} aria-label={`Selected ${noun}s`} className="flex flex-wrap gap-2">
            {values.map((value, index) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm font-medium text-secondary-foreground"
              >
                {value}
                <button
                  type="button"
                  data-chip-remove
                  aria-label={`Remove ${value}`}
                  onClick={() => remove(value, index)}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
