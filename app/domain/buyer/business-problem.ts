import { z } from "zod";
import { inputText } from "~/utils/input-text";

/** The text for a request without problem, industry or a features list; API clients match on it. */
export const MISSING_FIELDS_MESSAGE = "Invalid business problem data: missing required fields";

export const MAX_PROBLEM_LENGTH = 4000;
export const MAX_SHORT_FIELD_LENGTH = 200;
export const MAX_LIST_ITEMS = 30;

const shortText = inputText({ error: "must be a string" })
  .max(MAX_SHORT_FIELD_LENGTH, `must be at most ${MAX_SHORT_FIELD_LENGTH} characters`)
  .transform((s) => s.trim());

const textList = z
  .array(
    inputText({ error: "must be a list of strings" }).max(
      MAX_SHORT_FIELD_LENGTH,
      `items must be at most ${MAX_SHORT_FIELD_LENGTH} characters`,
    ),
    { error: "must be a list of strings" },
  )
  .max(MAX_LIST_ITEMS, `must have at most ${MAX_LIST_ITEMS} items`)
  .transform((items) => dedupeIgnoringCase(items.map((s) => s.trim()).filter(Boolean)));

/** A buyer's business problem as the API accepts it. Optional fields default to "" (deployment_model to []). */
export const BusinessProblemSchema = z.object({
  problem: inputText({ error: "must be a string" })
    .max(MAX_PROBLEM_LENGTH, `must be at most ${MAX_PROBLEM_LENGTH} characters`)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, "must not be empty"),
  industry: shortText.refine((s) => s.length > 0, "must not be empty"),
  features: textList,
  timeline: shortText.default(""),
  company_size: shortText.default(""),
  budget_range: shortText.default(""),
  deployment_model: textList.default([]),
  region_focus: shortText.default(""),
  buyer_role: shortText.default(""),
});

export type BusinessProblem = z.output<typeof BusinessProblemSchema>;
export type BusinessProblemInput = z.input<typeof BusinessProblemSchema>;

export const VendorMatchRequestSchema = z.object({
  businessProblem: BusinessProblemSchema,
  apiMethod: z.literal("direct", { error: 'must be "direct"' }).default("direct"),
});

export function dedupeIgnoringCase(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/**
 * True when the body lacks problem, industry or a features list: the "missing required fields" answer.
 * Present fields of the wrong type (a numeric problem, say) are left to the schema's per-field messages.
 */
export function isMissingRequiredFields(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return true;
  const bp = (body as { businessProblem?: unknown }).businessProblem;
  if (typeof bp !== "object" || bp === null || Array.isArray(bp)) return true;
  const { problem, industry, features } = bp as Record<string, unknown>;
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
  return blank(problem) || blank(industry) || !Array.isArray(features);
}
