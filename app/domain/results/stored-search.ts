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

/**
 * A verdict as searches are stored since the compact form: the same facts, with every string but the slug written
 * once per search in a table of strings (the first entry carries it as `strings`) and referred to by its position
 * there. The qualification checks' sentences, the fit labels, the features and their sources repeat from vendor to
 * vendor, so a search stores about a third of the bytes of the verdicts written out. Each entry keeps its `slug` as
 * a plain string: migration 0010's buyer_request_view reads the ranked slugs with `e ->> 'slug'`.
 */
export interface StoredVerdict {
  slug: string;
  /** The search's table of strings; on the first entry only. */
  strings?: string[];
  fit: number;
  note: number | null;
  score: number;
  /** problem_fit, feature_alignment, industry_relevance, qualification, credibility. */
  factors: [number, number, number, number, number];
  matched: number[];
  missing: number[];
  /** [feature, field, text]. */
  sources: Array<[number, number, number]>;
  /** [kind, hard, message]. */
  conflicts: Array<[number, boolean, number]>;
  /** [criterion, status, detail]. */
  checks: Array<[number, number, number]>;
  why: number;
}

/** The `results` column: entries of either form (a search is written in one form; old rows are written out). */
export type StoredResults = Array<MatchVerdict | StoredVerdict>;

const at = z.number().int().nonnegative();

const StoredVerdictSchema = z.object({
  slug: z.string(),
  fit: at,
  note: at.nullable(),
  score: z.number(),
  factors: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
  matched: z.array(at),
  missing: z.array(at),
  sources: z.array(z.tuple([at, at, at])),
  conflicts: z.array(z.tuple([at, z.boolean(), at])),
  checks: z.array(z.tuple([at, at, at])),
  why: at,
});

/** The verdicts in the compact form the search is stored in: what `readVerdicts` reads back equal to them. */
export function toStoredResults(verdicts: readonly MatchVerdict[]): StoredVerdict[] {
  const strings: string[] = [];
  const positions = new Map<string, number>();
  const s = (text: string): number => {
    let position = positions.get(text);
    if (position === undefined) {
      position = strings.push(text) - 1;
      positions.set(text, position);
    }
    return position;
  };
  const entries = verdicts.map(
    (v): StoredVerdict => ({
      slug: v.slug,
      fit: s(v.fit_category),
      note: v.fit_note === null ? null : s(v.fit_note),
      score: v.score,
      factors: [
        v.factors.problem_fit,
        v.factors.feature_alignment,
        v.factors.industry_relevance,
        v.factors.qualification,
        v.factors.credibility,
      ],
      matched: v.matched_features.map(s),
      missing: v.missing_features.map(s),
      sources: v.feature_sources.map((f) => [s(f.feature), s(f.field), s(f.text)]),
      conflicts: v.conflicts.map((c) => [s(c.kind), c.hard, s(c.message)]),
      checks: v.qualification_checks.map((c) => [s(c.criterion), s(c.status), s(c.detail)]),
      why: s(v.explanation),
    }),
  );
  const [first] = entries;
  if (first) {
    const { slug, ...rest } = first;
    entries[0] = { slug, strings, ...rest };
  }
  return entries;
}

/**
 * The table of strings of a search stored in the compact form, or null when its entries are verdicts written out
 * (searches stored before it). Looked for on every entry, so a reordered copy of the entries still reads.
 */
function stringTable(entries: unknown[]): unknown[] | null {
  for (const entry of entries) {
    const table = entry && (entry as { strings?: unknown }).strings;
    if (Array.isArray(table)) return table;
  }
  return null;
}

/** A compact entry written out as the verdict it was made from; null when it does not read (e.g. a bad position). */
function expandVerdict(entry: unknown, table: unknown[]): MatchVerdict | null {
  const parsed = StoredVerdictSchema.safeParse(entry);
  if (!parsed.success) return null;
  const e = parsed.data;
  const s = (position: number): unknown => table[position];
  return readVerdict({
    slug: e.slug,
    fit_category: s(e.fit),
    fit_note: e.note === null ? null : s(e.note),
    score: e.score,
    factors: {
      problem_fit: e.factors[0],
      feature_alignment: e.factors[1],
      industry_relevance: e.factors[2],
      qualification: e.factors[3],
      credibility: e.factors[4],
    },
    matched_features: e.matched.map(s),
    missing_features: e.missing.map(s),
    feature_sources: e.sources.map(([feature, field, text]) => ({
      feature: s(feature),
      field: s(field),
      text: s(text),
    })),
    conflicts: e.conflicts.map(([kind, hard, message]) => ({ kind: s(kind), hard, message: s(message) })),
    qualification_checks: e.checks.map(([criterion, status, detail]) => ({
      criterion: s(criterion),
      status: s(status),
      detail: s(detail),
    })),
    explanation: s(e.why),
  });
}

/** A written-out verdict is checked as it is; a compact one is written out first and then checked the same way. */
function readVerdict(entry: unknown): MatchVerdict | null {
  const parsed = MatchVerdictSchema.safeParse(entry);
  return parsed.success ? parsed.data : null;
}

function readEntry(entry: unknown, table: unknown[] | null): MatchVerdict | null {
  return table ? expandVerdict(entry, table) : readVerdict(entry);
}

/** The verdicts in ranked order; an entry that does not read as a verdict is left out. */
export function readVerdicts(raw: unknown): MatchVerdict[] {
  const entries = storedEntries(raw);
  const table = stringTable(entries);
  return entries.flatMap((entry) => readEntry(entry, table) ?? []);
}

/** The verdict on one vendor, or null when it was not ranked; writes out only that vendor's entry. */
export function readVerdictFor(raw: unknown, slug: string): MatchVerdict | null {
  const entries = storedEntries(raw);
  const entry = entries.find((e) => slugOf(e) === slug);
  return entry === undefined ? null : readEntry(entry, stringTable(entries));
}

/** The ranked vendors' slugs in ranked order, without reading the rest of each verdict. */
export function readRankedSlugs(raw: unknown): string[] {
  return storedEntries(raw).flatMap((entry) => slugOf(entry) ?? []);
}
