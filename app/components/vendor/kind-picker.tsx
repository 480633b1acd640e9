import { useId, useMemo, useState } from "react";
import { FormField } from "~/components/auth/form-field";
import { type ComboboxOption, MultiCombobox } from "~/components/ui/combobox";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { choiceOfCategory, filterKindChoices, type KindChoice } from "~/domain/catalog/kind-choices";
import { KIND_DESCRIPTION_MAX, KIND_NAME_MAX, type KindProposalField } from "~/domain/catalog/kind-proposal";
import { splitList } from "~/domain/vendors/profile-form";

export const MAX_KINDS = 5;

function optionOf(choice: KindChoice): ComboboxOption {
  const also = choice.aliases.filter((a) => a !== choice.name).slice(0, 3);
  return {
    value: choice.category,
    label: choice.name,
    detail: choice.approvedDescription
      ? "Approved from a vendor's proposal"
      : also.length > 0
        ? `Also: ${also.join(", ")}`
        : undefined,
  };
}

/**
 * The kinds of software a product is listed under, chosen from every kind of the taxonomy (and the kinds operators
 * approved) with a searchable list. Submits `categories`, one category per line, as the profile schema reads it.
 */
export function KindPicker({
  choices,
  defaultValue,
  error,
}: {
  choices: readonly KindChoice[];
  /** The stored or typed categories ("A\nB"). */
  defaultValue: string;
  error?: string;
}) {
  const [value, setValue] = useState(() => splitList(defaultValue));
  const options = useMemo(() => choices.map(optionOf), [choices]);
  const byCategory = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const filter = (typed: string) =>
    filterKindChoices(choices, typed).map((c) => byCategory.get(c.category) ?? optionOf(c));
  return (
    <MultiCombobox
      label="Kinds of software"
      name="categories"
      field="categories"
      options={options}
      filter={filter}
      value={value}
      onChange={setValue}
      max={MAX_KINDS}
      placeholder="Type to search, e.g. help desk, invoicing, event ticketing"
      hint={`One to ${MAX_KINDS}, from our list of ${choices.length} kinds. Use the arrow keys and Enter to choose.`}
      error={error}
      labelOf={(category) => choiceOfCategory(choices, category)?.name ?? category}
    />
  );
}

/**
 * A kind of software the list lacks, proposed by the vendor: a name and what software of that kind does. An
 * operator approves or rejects it in /admin; once approved, it can be chosen like any other kind.
 */
export function KindProposalFields({
  values,
  errors,
  open,
}: {
  values: Partial<Record<KindProposalField, string>>;
  errors: Partial<Record<KindProposalField, string>>;
  /** Show the fields at once (a proposal was typed or is wrong). */
  open?: boolean;
}) {
  const id = useId();
  const error = errors.kindDescription;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <details
      className="rounded-md border border-border p-4"
      open={open || Boolean(errors.kindName || errors.kindDescription) || undefined}
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        My kind of software is not in the list: propose one
      </summary>
      <div className="mt-4 space-y-4">
        <p className="text-sm text-slate-700">
          An operator reviews each proposal. Once approved, you can choose it under Kinds of software, and
          buyers' searches read it. Until then, choose the nearest kind from the list.
        </p>
        <FormField
          label="Name of the kind"
          name="kindName"
          maxLength={KIND_NAME_MAX}
          defaultValue={values.kindName}
          error={errors.kindName}
          hint="As software directories would name it, e.g. Beekeeping management."
        />
        <div className="space-y-1.5">
          <Label htmlFor={id}>What software of this kind does</Label>
          <Textarea
            id={id}
            name="kindDescription"
            rows={3}
            maxLength={KIND_DESCRIPTION_MAX}
            defaultValue={values.kindDescription}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            One or two sentences, in plain words.
          </p>
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
      </div>
    </details>
  );
}
