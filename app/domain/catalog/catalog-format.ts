import { z } from "zod";
import { inputText } from "~/utils/input-text";

export const CATALOG_SCHEMA_ID = "vendor-catalog/v1";

/** A vendor slug: kebab-case. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const nullableText = (max: number) =>
  inputText({ error: "must be a string or null" })
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v == null || v.trim() === "" ? null : v));

const list = (max: number) =>
  z
    .array(
      inputText({ error: "must be a list of strings" }).max(200, "items must be at most 200 characters"),
      {
        error: "must be a list of strings",
      },
    )
    .max(max, `must have at most ${max} items`)
    .nullable()
    .optional()
    .transform((items) => (items ?? []).map((s) => s.trim()).filter(Boolean));

/** One vendor record of the vendor-catalog/v1 format. Empty lists and null mean unknown. */
export const CatalogVendorRecordSchema = z.object({
  slug: z
    .string({ error: "must be a string" })
    .max(120, "must be at most 120 characters")
    .regex(SLUG_PATTERN, "must be kebab-case"),
  name: inputText({ error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(200, "must be at most 200 characters"),
  website: z
    .string({ error: "must be a URL or null" })
    .max(2000)
    .refine((v) => isHttpUrl(v), "must be an http:// or https:// URL")
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  tagline: nullableText(300),
  description: inputText({ error: "must be a string" })
    .max(20_000, "must be at most 20000 characters")
    .nullable()
    .optional()
    .transform((v) => v ?? ""),
  categories: list(50),
  features: list(200),
  industries: list(50),
  company_sizes: list(10),
  deployment_models: list(10),
  regions: list(50),
  pricing: z
    .object({
      free_tier: z.boolean({ error: "must be true, false or null" }).nullable().optional(),
      starting_price_eur_per_year: z
        .number({ error: "must be a number or null" })
        .finite()
        .min(0, "must not be negative")
        .nullable()
        .optional(),
      model: nullableText(200),
    })
    .nullable()
    .optional()
    .transform((p) => ({
      free_tier: p?.free_tier ?? null,
      starting_price_eur_per_year: p?.starting_price_eur_per_year ?? null,
      model: p?.model ?? null,
    })),
  license: z
    .string({ error: 'must be an SPDX licence expression, "Proprietary" or null' })
    .max(200, "must be at most 200 characters")
    .nullable()
    .optional()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim())),
  integrations: list(300),
  certifications: list(50),
  founded_year: z
    .number({ error: "must be a year or null" })
    .int("must be a whole year")
    .min(1800, "must be a year after 1800")
    .max(2100, "must be a plausible year")
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  source: nullableText(500),
});

export type CatalogVendorRecord = z.output<typeof CatalogVendorRecordSchema>;

export const CatalogFileSchema = z
  .object({
    schema: z.literal(CATALOG_SCHEMA_ID, { error: `must be "${CATALOG_SCHEMA_ID}"` }),
    vendors: z.array(CatalogVendorRecordSchema, { error: "must be a list of vendors" }),
  })
  .passthrough();

export type CatalogFile = { schema: typeof CATALOG_SCHEMA_ID; vendors: CatalogVendorRecord[] };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Formats a path like ["vendors", 12, "slug"] as "vendors[12].slug". */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || "(root)";
}

export type CatalogParseResult = { ok: true; catalog: CatalogFile } | { ok: false; problems: string[] };

/** Validates a whole catalog file; reports every problem with its path, plus duplicate slugs. */
export function parseCatalogFile(json: unknown): CatalogParseResult {
  const result = CatalogFileSchema.safeParse(json);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push(`${formatIssuePath(issue.path)}: ${issue.message}`);
  }
  const vendors = (json as { vendors?: unknown })?.vendors;
  if (Array.isArray(vendors)) {
    const firstIndex = new Map<string, number>();
    vendors.forEach((v, i) => {
      const slug = (v as { slug?: unknown })?.slug;
      if (typeof slug !== "string") return;
      const seen = firstIndex.get(slug);
      if (seen === undefined) firstIndex.set(slug, i);
      else problems.push(`vendors[${i}].slug: duplicate of vendors[${seen}].slug "${slug}"`);
    });
  }
  if (problems.length > 0 || !result.success) return { ok: false, problems };
  return { ok: true, catalog: result.data as CatalogFile };
}
