import { WORKED_EXAMPLES, type WorkedExample } from "~/content/worked-examples";
import { findMatches } from "~/domain/matching";
import type { FitCategory } from "~/domain/matching/types";
import type { CatalogSnapshot, MatchingService } from "./matching-service.server";

/** Vendors shown per worked example. */
export const WORKED_EXAMPLE_SHORTLIST = 3;

export interface WorkedExampleMatch {
  slug: string;
  name: string;
  website: string | null;
  fitCategory: FitCategory;
  score: number;
  explanation: string;
  matchedFeatures: string[];
  missingFeatures: string[];
  conflicts: string[];
}

export interface WorkedExampleResult extends WorkedExample {
  shortlist: WorkedExampleMatch[];
}

const cache = new WeakMap<CatalogSnapshot, Map<number, WorkedExampleResult[]>>();

/**
 * Runs each worked example through the real engine on the current catalog (offline ranking, nothing stored).
 * Cached per catalog snapshot and year, so a catalog change is reflected on the next request.
 */
export async function findWorkedExamples({
  matching,
  now = new Date(),
  examples = WORKED_EXAMPLES,
}: {
  matching: MatchingService;
  now?: Date;
  examples?: WorkedExample[];
}): Promise<WorkedExampleResult[]> {
  const snapshot = await matching.getSnapshot();
  const year = now.getUTCFullYear();
  const byYear = cache.get(snapshot) ?? new Map<number, WorkedExampleResult[]>();
  cache.set(snapshot, byYear);
  const cached = examples === WORKED_EXAMPLES ? byYear.get(year) : undefined;
  if (cached) return cached;
  const results = examples.map((example) => ({
    ...example,
    shortlist: findMatches(snapshot.index, example.problem, {
      limit: WORKED_EXAMPLE_SHORTLIST,
      currentYear: year,
    }).map((match) => ({
      slug: match.slug,
      name: snapshot.bySlug.get(match.slug)!.name,
      website: snapshot.bySlug.get(match.slug)!.website,
      fitCategory: match.fit_category,
      score: match.score,
      explanation: match.explanation,
      matchedFeatures: match.matched_features,
      missingFeatures: match.missing_features,
      conflicts: match.conflicts.map((conflict) => conflict.message),
    })),
  }));
  if (examples === WORKED_EXAMPLES) byYear.set(year, results);
  return results;
}
