import { z } from "zod";
import { type BusinessProblem, BusinessProblemSchema } from "~/domain/buyer/business-problem";
import type { MatchVerdict, ProblemInterpretation } from "~/domain/matching/types";

/**
 * A buyer's search as it is stored (table `buyer_requests`), so its results can be reopened and vendors can see why
 * they were matched: what the buyer asked, what the engine read from it, the engine's verdicts in ranked order and
 * the engine version that ranked. The JSON columns are typed with these types in app/db/schema.ts; this module is
 * the only place that reads them back: rows written by earlier releases are read here too.
 */
export interface StoredSearch {
  problem: BusinessProblem;
  /** What the engine read from the problem text; null for searches stored before it was kept with them. */
  interpretation: ProblemInterpretation | null;
  /**
   * The reading the buyer chose on the results page in place of the one read (a kind of software, one of the
   * interpretation's needs or other readings): the verdicts were ranked with it. Null when none was chosen.
   */
  chosenNeed: string | null;
  /** Best first. */
  verdicts: MatchVerdict[];
}

/** The stored search's JSON columns as the database returns them, before they are read. */
export interface StoredSearchColumns {
  problem: unknown;
  results: unknown;
  interpretation: unknown;
}

const CriterionSchema = z.enum([
  "company_size",
  "budget",
  "deployment",
  "region",
  "timeline",
  "license",
  "compliance",
  "data_location",
]);

const strings = z.array(z.string());

const MatchVerdictSchema = z.object({
  slug: z.string(),
  fit_category: z.enum(["Excellent fit", "Good fit", "Partial fit"]),
  /** Kept since engine 1.8.0; null before (the score decided the label then). */
  fit_note: z.string().nullable().default(null),
  score: z.number(),
  factors: z.object({
    problem_fit: z.number(),
    feature_alignment: z.number(),
    industry_relevance: z.number(),
    qualification: z.number(),
    credibility: z.number(),
  }),
  matched_features: strings.default([]),
  missing_features: strings.default([]),
  /** Kept since engine 1.8.0; a stored ✓ without its words is looked up again when the search is viewed. */
  feature_sources: z
    .array(
      z.object({
        feature: z.string(),
        field: z.enum([
          "features",
          "integrations",
          "categories",
          "certifications",
          "name",
          "tagline",
          "description",
        ]),
        text: z.string(),
      }),
    )
    .default([]),
  conflicts: z.array(z.object({ kind: CriterionSchema, hard: z.boolean(), message: z.string() })).default([]),
  qualification_checks: z
    .array(
      z.object({
        criterion: CriterionSchema,
        status: z.enum(["met", "unknown", "conflict"]),
        detail: z.string(),
      }),
    )
    .default([]),
  explanation: z.string(),
}) satisfies z.ZodType<MatchVerdict, unknown>;

/**
 * The `interpretation` column: what the engine read, and the reading the buyer chose in its place (kept with it, so
 * the one column says how the problem was read). Absent in rows stored before a reading could be chosen.
 */
export interface StoredReading extends ProblemInterpretation {
  chosenNeed?: string | null;
}

/** A stored reading without a field the current one has (e.g. `needs`) does not parse: it is read again instead. */
const ProblemInterpretationSchema = z.object({
  needs: strings,
  alternativesTo: z.array(z.object({ slug: z.string(), name: z.string() })),
  requirements: z.array(z.object({ criterion: CriterionSchema, label: z.string() })),
  avoided: strings,
  missingKind: z.object({ id: z.string(), name: z.string(), nearest: strings }).nullable(),
  otherReadings: strings,
}) satisfies z.ZodType<ProblemInterpretation, unknown>;

/** The whole stored search, or null when its problem no longer parses (never shown half-read). */
export function readStoredSearch(columns: StoredSearchColumns): StoredSearch | null {
  const problem = readStoredProblem(columns.problem);
  if (!problem) return null;
  return {
    problem,
    interpretation: readInterpretation(columns.interpretation),
    chosenNeed: readChosenNeed(columns.interpretation),
    verdicts: readVerdicts(columns.results),
  };
}

/** The buyer's problem, or null when it no longer parses. */
export function readStoredProblem(raw: unknown): BusinessProblem | null {
  const parsed = BusinessProblemSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const ChosenNeedSchema = z.object({ chosenNeed: z.string().min(1) });

function readChosenNeed(raw: unknown): string | null {
  const parsed = ChosenNeedSchema.safeParse(raw);
  return parsed.success ? parsed.data.chosenNeed : null;
}

function readInterpretation(raw: unknown): ProblemInterpretation | null {
  if (raw === null || raw === undefined) return null;
  const parsed = ProblemInterpretationSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function storedEntries(raw: unknown): unknown[] {
  return Array.isArray(raw) ? raw : [];
}

function slugOf(entry: unknown): string | null {
  return entry && typeof (entry as { slug?: unknown }).slug === "string"
    ? (entry as { slug: string }).slug
    : null;
}

function readVerdict(entry: unknown): MatchVerdict | null {
  const parsed = MatchVerdictSchema.safeParse(entry);
  return parsed.success ? parsed.data : null;
}

/** The verdicts in ranked order; an entry that does not read as a verdict is left out. */
export function readVerdicts(raw: unknown): MatchVerdict[] {
  return storedEntries(raw).flatMap((entry) => readVerdict(entry) ?? []);
}

/** The verdict on one vendor, or null when it was not ranked; reads only that vendor's entry. */
export function readVerdictFor(raw: unknown, slug: string): MatchVerdict | null {
  const entry = storedEntries(raw).find((e) => slugOf(e) === slug);
  return entry === undefined ? null : readVerdict(entry);
}

/** The ranked vendors' slugs in ranked order, without reading the rest of each verdict. */
export function readRankedSlugs(raw: unknown): string[] {
  return storedEntries(raw).flatMap((entry) => slugOf(entry) ?? []);
}
