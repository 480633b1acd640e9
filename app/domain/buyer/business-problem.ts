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

/**
 * What the server would say about the problem text (the same schema), worded for the field: null when it passes.
 * The wizard checks step 1 with it before moving on, so text the server refuses never travels to the last step.
 */
export function problemTextError(text: string): string | null {
  const checked = BusinessProblemSchema.shape.problem.safeParse(text);
  return checked.success ? null : `Your description ${checked.error.issues[0]!.message}.`;
}

/**
 * The server's own check of a whole search, run before sending: null when it passes, else the server's message
 * for it ("Invalid business problem data: businessProblem.industry must not be empty").
 */
export function businessProblemError(problem: BusinessProblemInput): string | null {
  const checked = VendorMatchRequestSchema.safeParse({ businessProblem: problem });
  if (checked.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    fields[
      issue.path
        .map(String)
        .join(".")
        .replace(/\.\d+$/, "")
    ] ??= issue.message;
  }
  return invalidProblemMessage(fields);
}

/** The API's message for a refused search, from its messages by field path (the server and the wizard use it). */
export function invalidProblemMessage(fields: Record<string, string>): string {
  return `Invalid business problem data: ${Object.entries(fields)
    .map(([path, message]) => `${path} ${message}`)
    .join("; ")}`;
}

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
