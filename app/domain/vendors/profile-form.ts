import { z } from "zod";
import { isStorableText } from "~/domain/accounts/account-schema";
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import { countOf, type NounForms } from "~/utils/plural";
import {
  PROFILE_COMPANY_SIZES,
  PROFILE_DEPLOYMENT_MODELS,
  PROFILE_INDUSTRIES,
  PROFILE_REGIONS,
} from "./profile-options";
import { registrableDomain } from "./website-domain";

export * from "./profile-options";

/** The catalog facts a vendor edits: the catalog record without the fields the system owns. */
export type ProfileFacts = Omit<CatalogVendorRecord, "slug" | "source">;

/** What the registration form and the profile editor submit: the facts plus two profile-only fields. */
export interface VendorProfileInput {
  facts: ProfileFacts;
  companyName: string;
  contactEmail: string;
}

/** The form's field names, in the order they are shown; errors are keyed by these. */
export const PROFILE_FIELDS = [
  "companyName",
  "name",
  "website",
  "contactEmail",
  "tagline",
  "description",
  "categories",
  "features",
  "industries",
  "companySizes",
  "deploymentModels",
  "regions",
  "freeTier",
  "startingPrice",
  "pricingModel",
  "license",
  "integrations",
  "certifications",
  "foundedYear",
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** What was typed, as the form re-renders it after an error. Multi-choice fields are lists. */
export type ProfileFormValues = Partial<Record<ProfileField, string | string[]>>;

const MULTI: ReadonlySet<ProfileField> = new Set([
  "industries",
  "companySizes",
  "deploymentModels",
  "regions",
]);

/**
 * Reads the profile fields of a submitted form as typed (nothing is lost, nothing else is read). A text field the
 * form did not send at all takes its value from `stored`, so a form that does not show a field never erases it
 * (ticked boxes are sent only when ticked, so a list of choices is always read as sent).
 */
export function readProfileForm(
  form: { get(name: string): unknown; getAll(name: string): unknown[] },
  stored: ProfileFormValues = {},
) {
  const values: ProfileFormValues = {};
  for (const field of PROFILE_FIELDS) {
    if (MULTI.has(field))
      values[field] = form.getAll(field).filter((v): v is string => typeof v === "string");
    else {
      const value = form.get(field);
      values[field] = typeof value === "string" ? value : value == null ? (stored[field] ?? "") : "";
    }
  }
  return values;
}

const storable = (v: string) => isStorableText(v);

const line = (label: string, max: number, required: boolean) => {
  const base = z
    .string()
    .trim()
    .max(max, `${label}: use at most ${max} characters.`)
    .refine(storable, `${label} contains characters that cannot be stored.`);
  return required ? base.min(1, `Enter ${label.toLowerCase()}.`) : base;
};

/** "A, B\nC" → ["A", "B", "C"]: one item per line or comma, trimmed, without repeats. */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(/[\n,;]/)) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

const list = (
  label: string,
  noun: NounForms,
  { min, max, itemMax }: { min: number; max: number; itemMax: number },
) =>
  z
    .string()
    .transform(splitList)
    .pipe(
      z
        .array(
          z
            .string()
            .max(itemMax, `${label}: each item at most ${itemMax} characters.`)
            .refine(storable, `${label} contain characters that cannot be stored.`),
        )
        .min(min, min === 1 ? `Add at least one ${noun.one}.` : `Add at least ${countOf(min, noun)}.`)
        .max(max, `${label}: at most ${max}.`),
    );

const choices = <T extends readonly string[]>(label: string, noun: NounForms, options: T, min: number) =>
  z
    .array(z.enum(options, { error: `Choose ${label.toLowerCase()} from the list.` }))
    .transform((items) => options.filter((o) => items.includes(o)))
    .refine(
      (items) => items.length >= min,
      `Choose at least ${min === 1 ? `one ${noun.one}` : countOf(min, noun)}.`,
    );

function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const websiteSchema = z
  .string()
  .transform(normalizeWebsite)
  .pipe(
    z
      .string()
      .min(1, "Enter your website's address.")
      .max(500, "Website: use at most 500 characters.")
      .superRefine((v, ctx) => {
        let url: URL;
        try {
          url = new URL(v);
        } catch {
          url = new URL("invalid:");
        }
        if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") {
          ctx.addIssue({ code: "custom", message: "Enter a website address like https://www.example.com." });
        } else if (!registrableDomain(v)) {
          // A public suffix would let any address under it "prove" the website (x@anything.com for https://com).
          ctx.addIssue({
            code: "custom",
            message: `${url.hostname} is not a domain a company can own (a public suffix such as com or co.uk, an IP address or a local name). Enter your product's own website, like https://www.example.com.`,
          });
        }
      }),
  );

/** What the profile schema checks against what the server knows: the offered kinds of software. */
export interface ProfileSchemaOptions {
  /** Whether a category is one of the kinds offered (kind-choices.ts); without it any category passes. */
  isOfferedCategory?: (category: string) => boolean;
}

export const UNKNOWN_CATEGORY_MESSAGE =
  "is not a kind of software in our list. Choose kinds from the list, or propose a new kind.";

export function profileFormSchema(currentYear: number, { isOfferedCategory }: ProfileSchemaOptions = {}) {
  return z.object({
    companyName: line("Company name", 200, true),
    name: line("Product name", 200, true),
    website: websiteSchema,
    contactEmail: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "Enter a contact email for buyers' leads.")
      .max(254, "Contact email: use at most 254 characters.")
      .pipe(z.email("Enter a valid email address, like sales@company.com.")),
    tagline: line("Tagline", 300, false),
    description: z
      .string()
      .trim()
      .min(50, "Describe your software in at least 50 characters: what problem it solves and for whom.")
      .max(5000, "Description: use at most 5000 characters.")
      .refine(
        (v) => isStorableText(v, { allowControl: true }),
        "Description contains characters that cannot be stored.",
      ),
    categories: list(
      "Kinds of software",
      { one: "kind of software", other: "kinds of software" },
      { min: 1, max: 5, itemMax: 100 },
    ).superRefine((items, ctx) => {
      const unknown = isOfferedCategory ? items.find((c) => !isOfferedCategory(c)) : undefined;
      if (unknown !== undefined)
        ctx.addIssue({ code: "custom", message: `"${unknown}" ${UNKNOWN_CATEGORY_MESSAGE}` });
    }),
    features: list("Features", { one: "feature", other: "features" }, { min: 1, max: 100, itemMax: 120 }),
    industries: choices("Industries", { one: "industry", other: "industries" }, PROFILE_INDUSTRIES, 0),
    companySizes: choices(
      "Company sizes",
      { one: "company size", other: "company sizes" },
      PROFILE_COMPANY_SIZES,
      1,
    ),
    deploymentModels: choices(
      "Deployment models",
      { one: "deployment model", other: "deployment models" },
      PROFILE_DEPLOYMENT_MODELS,
      1,
    ),
    regions: choices("Regions", { one: "region", other: "regions" }, PROFILE_REGIONS, 1),
    freeTier: z.enum(["yes", "no", ""], { error: "Choose whether there is a free tier." }),
    startingPrice: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || /^\d{1,9}(\.\d{1,2})?$/.test(v),
        "Enter a price in euros per year, like 1200.",
      )
      .transform((v) => (v === "" ? null : Number(v))),
    pricingModel: line("Pricing model", 100, false),
    license: line("Licence", 200, false),
    integrations: list(
      "Integrations",
      { one: "integration", other: "integrations" },
      { min: 0, max: 300, itemMax: 120 },
    ),
    certifications: list(
      "Certifications",
      { one: "certification", other: "certifications" },
      { min: 0, max: 50, itemMax: 120 },
    ),
    foundedYear: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || (/^\d{4}$/.test(v) && Number(v) >= 1800 && Number(v) <= currentYear),
        `Enter the year it was founded, between 1800 and ${currentYear}.`,
      )
      .transform((v) => (v === "" ? null : Number(v))),
  });
}

export type ProfileParseResult =
  | { ok: true; profile: VendorProfileInput }
  | { ok: false; fields: Partial<Record<ProfileField, string>> };

/** Validates what the form submitted; every problem comes back keyed by its field. */
export function parseProfileForm(
  values: ProfileFormValues,
  currentYear: number,
  options: ProfileSchemaOptions = {},
): ProfileParseResult {
  const input: Record<string, string | string[]> = {};
  for (const field of PROFILE_FIELDS) input[field] = values[field] ?? (MULTI.has(field) ? [] : "");
  const result = profileFormSchema(currentYear, options).safeParse(input);
  if (!result.success) {
    const fields: Partial<Record<ProfileField, string>> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as ProfileField;
      fields[key] ??= issue.message;
    }
    return { ok: false, fields };
  }
  const v = result.data;
  return {
    ok: true,
    profile: {
      companyName: v.companyName,
      contactEmail: v.contactEmail,
      facts: {
        name: v.name,
        website: v.website,
        tagline: v.tagline || null,
        description: v.description,
        categories: v.categories,
        features: v.features,
        industries: v.industries,
        company_sizes: v.companySizes,
        deployment_models: v.deploymentModels,
        regions: v.regions,
        pricing: {
          free_tier: v.freeTier === "" ? null : v.freeTier === "yes",
          starting_price_eur_per_year: v.startingPrice,
          model: v.pricingModel || null,
        },
        license: v.license || null,
        integrations: v.integrations,
        certifications: v.certifications,
        founded_year: v.foundedYear,
      },
    },
  };
}

/** The form values that show an existing profile in the editor. */
export function profileToFormValues(profile: VendorProfileInput): ProfileFormValues {
  const f = profile.facts;
  return {
    companyName: profile.companyName,
    name: f.name,
    website: f.website ?? "",
    contactEmail: profile.contactEmail,
    tagline: f.tagline ?? "",
    description: f.description,
    categories: f.categories.join("\n"),
    features: f.features.join("\n"),
    industries: f.industries,
    companySizes: f.company_sizes,
    deploymentModels: f.deployment_models,
    regions: f.regions,
    freeTier: f.pricing.free_tier === null ? "" : f.pricing.free_tier ? "yes" : "no",
    startingPrice:
      f.pricing.starting_price_eur_per_year === null ? "" : String(f.pricing.starting_price_eur_per_year),
    pricingModel: f.pricing.model ?? "",
    license: f.license ?? "",
    integrations: f.integrations.join("\n"),
    certifications: f.certifications.join("\n"),
    foundedYear: f.founded_year === null ? "" : String(f.founded_year),
  };
}
