import { useId, useRef, useState } from "react";
import { Check, X } from "~/components/ui/icons";
import { Label } from "~/components/ui/label";
import { cn } from "~/utils/cn";

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line under the label (e.g. "Also: Chatbots"). */
  detail?: string;
}

/** Options rendered at once: more would make the list slow to scroll by keyboard; typing narrows it. */
const SHOWN_OPTIONS = 60;

/**
 * A searchable multi-select in the WAI-ARIA combobox pattern (ARIA 1.2, list autocomplete): a text box with role
 * combobox filters a listbox of options as the user types; Arrow Down/Up (Home/End) move through the options,
 * Enter chooses or un-chooses the active one, Escape closes the list (then clears the text), Backspace in an
 * empty box removes the last choice. Focus stays in the text box; the active option is announced through
 * aria-activedescendant. Chosen values show as removable chips and are submitted as one hidden field, one value
 * per line. Works in a plain form: `name` is the submitted field.
 */
export function MultiCombobox({
  label,
  name,
  field,
  options,
  filter,
  value,
  onChange,
  max,
  hint,
  error,
  placeholder,
  labelOf,
}: {
  label: string;
  name: string;
  /** Marks the text box as this form field's control (focus goes there when the field is invalid). */
  field?: string;
  options: readonly ComboboxOption[];
  /** The options matching what was typed, best first. */
  filter: (typed: string) => readonly ComboboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  max?: number;
  hint?: string;
  error?: string;
  placeholder?: string;
  /** The label of a chosen value no option has (a stored value outside the list). */
  labelOf?: (value: string) => string;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = open ? filter(typed) : [];
  const shown = matches.slice(0, SHOWN_OPTIONS);
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  const chosen = new Set(value);
  const full = max !== undefined && value.length >= max;
  const optionId = (index: number) => `${id}-option-${index}`;
  const labelFor = (v: string) => options.find((o) => o.value === v)?.label ?? labelOf?.(v) ?? v;

  const toggle = (option: ComboboxOption) => {
    if (chosen.has(option.value)) onChange(value.filter((v) => v !== option.value));
    else if (!full) {
      onChange([...value, option.value]);
      setTyped("");
      setActive(0);
    }
    inputRef.current?.focus();
  };
  const move = (to: number) => {
    if (!open) setOpen(true);
    const count = open ? shown.length : Math.min(filter(typed).length, SHOWN_OPTIONS);
    if (count === 0) return;
    const next = (to + count) % count;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(open ? active + 1 : 0);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(open ? active - 1 : -1);
        break;
      case "Home":
        if (open) {
          event.preventDefault();
          move(0);
        }
        break;
      case "End":
        if (open) {
          event.preventDefault();
          move(-1);
        }
        break;
      case "Enter":
        // Enter in the box never submits the form: it chooses the active option, or opens the list.
        event.preventDefault();
        if (activeOption) toggle(activeOption);
        else setOpen(true);
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (typed) {
          event.preventDefault();
          setTyped("");
        }
        break;
      case "Backspace":
        if (typed === "" && value.length > 0) onChange(value.slice(0, -1));
        break;
    }
  };

  const status = !open
    ? ""
    : matches.length === 0
      ? "No kind matches. Try another word, or propose a new one below."
      : matches.length > shown.length
        ? `${matches.length} matches, the first ${shown.length} shown: type to narrow them.`
        : `${matches.length} ${matches.length === 1 ? "match" : "matches"}.`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen: ${label}`}>
          {value.map((v) => (
            <li
              key={v}
              className="flex items-center gap-1 rounded-full border border-primary/40 bg-primary/5 py-0.5 pr-1 pl-3 text-sm text-slate-900"
            >
              {labelFor(v)}
              <button
                type="button"
                className="rounded-full p-1 text-slate-700 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${labelFor(v)}`}
                onClick={() => {
                  onChange(value.filter((x) => x !== v));
                  inputRef.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          data-field={field}
          autoComplete="off"
          spellCheck={false}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(shown.indexOf(activeOption)) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={full ? `At most ${max} chosen` : placeholder}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={(event) => {
            // A click on an option moves focus nowhere (mousedown is prevented); leaving the widget closes it.
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
          }}
          onKeyDown={onKeyDown}
          className="flex h-10 w-full rounded-md border border-input bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          hidden={!open || shown.length === 0}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-white py-1 shadow-lg"
        >
          {shown.map((option, index) => {
            const selected = chosen.has(option.value);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the text box handles the keys (aria-activedescendant)
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={selected}
                aria-disabled={!selected && full ? true : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => toggle(option)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-slate-900",
                  option === activeOption && "bg-primary/10",
                  !selected && full && "cursor-not-allowed text-slate-600",
                )}
              >
                <Check
                  aria-hidden="true"
                  className={cn("mt-0.5 size-4 shrink-0", selected ? "text-primary" : "invisible")}
                />
                <span>
                  {option.label}
                  {option.detail && <span className="block text-xs text-slate-600">{option.detail}</span>}
                </span>
              </div>
            );
          })}
        </div>
      </div>
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <input type="hidden" name={name} value={value.join("\n")} />
    </div>
  );
}
