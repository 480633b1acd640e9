import { useId } from "react";
import { FormField } from "~/components/auth/form-field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { KindPicker } from "~/components/vendor/kind-picker";
import type { KindChoice } from "~/domain/catalog/kind-choices";
import type { ProfileField, ProfileFormValues } from "~/domain/vendors/profile-form";
import {
  PRICING_MODELS,
  PROFILE_COMPANY_SIZES,
  PROFILE_DEPLOYMENT_MODELS,
  PROFILE_INDUSTRIES,
  PROFILE_REGIONS,
} from "~/domain/vendors/profile-options";

type Errors = Partial<Record<ProfileField, string>>;

function text(values: ProfileFormValues, field: ProfileField): string {
  const v = values[field];
  return typeof v === "string" ? v : "";
}

function listOf(values: ProfileFormValues, field: ProfileField): string[] {
  const v = values[field];
  return Array.isArray(v) ? v : [];
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function TextareaField({
  label,
  name,
  hint,
  values,
  errors,
  rows = 4,
  required,
}: {
  label: string;
  name: ProfileField;
  hint?: string;
  values: ProfileFormValues;
  errors: Errors;
  rows?: number;
  required?: boolean;
}) {
  const id = useId();
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        defaultValue={text(values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Choices({
  legend,
  name,
  options,
  values,
  errors,
  hint,
}: {
  legend: string;
  name: ProfileField;
  options: readonly string[];
  values: ProfileFormValues;
  errors: Errors;
  hint?: string;
}) {
  const id = useId();
  const chosen = new Set(listOf(values, name));
  const error = errors[name];
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={
        [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={chosen.has(option)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-border bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Every field of a vendor profile, grouped in the order a vendor thinks about them; errors beside each. */
export function ProfileFields({
  values,
  errors,
  kindChoices,
  kindProposal,
  contactEmailHint,
}: {
  values: ProfileFormValues;
  errors: Errors;
  /** Every kind a product can be listed under (kind-choices.ts). */
  kindChoices: readonly KindChoice[];
  /** Shown under the kinds: the fields to propose a kind the list lacks (registration). */
  kindProposal?: React.ReactNode;
  /** Whether the contact address is confirmed, and where vendor mail goes until it is (the dashboard says so). */
  contactEmailHint?: string;
}) {
  const freeTierId = useId();
  const pricingModelsId = useId();
  const freeTier = text(values, "freeTier");
  return (
    <div className="space-y-6">
      <Section title="Company and product">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Company name"
            name="companyName"
            required
            autoComplete="organization"
            defaultValue={text(values, "companyName")}
            error={errors.companyName}
          />
          <FormField
            label="Product name"
            name="name"
            required
            defaultValue={text(values, "name")}
            error={errors.name}
          />
          <FormField
            label="Website"
            name="website"
            type="url"
            inputMode="url"
            required
            placeholder="https://www.example.com"
            defaultValue={text(values, "website")}
            error={errors.website}
          />
          <FormField
            label="Contact email for leads"
            name="contactEmail"
            type="email"
            required
            autoComplete="email"
            defaultValue={text(values, "contactEmail")}
            error={errors.contactEmail}
            hint={contactEmailHint}
          />
        </div>
      </Section>

      <Section title="What it does">
        <FormField
          label="Tagline"
          name="tagline"
          maxLength={300}
          hint="Optional. One line under your product's name on buyers' results, e.g. Help desk for growing support teams."
          defaultValue={text(values, "tagline")}
          error={errors.tagline}
        />
        <TextareaField
          label="Description"
          name="description"
          required
          rows={6}
          hint="The problem your software solves and for whom, in plain words (50 to 5000 characters). Buyers and the matching read this."
          values={values}
          errors={errors}
        />
        <KindPicker
          choices={kindChoices}
          defaultValue={text(values, "categories")}
          error={errors.categories}
        />
        {kindProposal}
        <TextareaField
          label="Features"
          name="features"
          rows={5}
          required
          hint="One per line, e.g. Shared inbox."
          values={values}
          errors={errors}
        />
        <TextareaField
          label="Integrations"
          name="integrations"
          rows={3}
          hint="Optional. One per line, e.g. Slack."
          values={values}
          errors={errors}
        />
        <TextareaField
          label="Certifications"
          name="certifications"
          rows={2}
          hint="Optional. Only certifications you hold, e.g. ISO 27001, SOC 2 Type II."
          values={values}
          errors={errors}
        />
      </Section>

      <Section title="Who it is for">
        <Choices
          legend="Industries served"
          name="industries"
          options={PROFILE_INDUSTRIES}
          values={values}
          errors={errors}
          hint="Leave all unticked if it serves any industry."
        />
        <Choices
          legend="Company sizes"
          name="companySizes"
          options={PROFILE_COMPANY_SIZES}
          values={values}
          errors={errors}
        />
        <Choices
          legend="Deployment models"
          name="deploymentModels"
          options={PROFILE_DEPLOYMENT_MODELS}
          values={values}
          errors={errors}
        />
        <Choices legend="Regions" name="regions" options={PROFILE_REGIONS} values={values} errors={errors} />
      </Section>

      <Section title="Pricing and company">
        <fieldset
          className="space-y-2"
          aria-describedby={errors.freeTier ? `${freeTierId}-error` : undefined}
        >
          <legend className="text-sm font-medium text-slate-900">Free tier</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {[
              ["yes", "Yes"],
              ["no", "No"],
              ["", "Prefer not to say"],
            ].map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="freeTier"
                  value={value}
                  defaultChecked={freeTier === value}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {label}
              </label>
            ))}
          </div>
          <FieldError id={`${freeTierId}-error`} message={errors.freeTier} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label="Starting price (€ per year)"
            name="startingPrice"
            inputMode="decimal"
            defaultValue={text(values, "startingPrice")}
            error={errors.startingPrice}
          />
          <FormField
            label="Pricing model"
            name="pricingModel"
            list={pricingModelsId}
            defaultValue={text(values, "pricingModel")}
            error={errors.pricingModel}
          />
          <datalist id={pricingModelsId}>
            {PRICING_MODELS.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
          <FormField
            label="Licence"
            name="license"
            hint='"Proprietary", or an open-source licence such as AGPL-3.0. Optional.'
            defaultValue={text(values, "license")}
            error={errors.license}
          />
          <FormField
            label="Founded (year)"
            name="foundedYear"
            inputMode="numeric"
            defaultValue={text(values, "foundedYear")}
            error={errors.foundedYear}
          />
        </div>
      </Section>
    </div>
  );
}
