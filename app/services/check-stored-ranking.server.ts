import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, vendors } from "~/db/schema";
import { ENGINE_VERSION, matchProblem } from "~/domain/matching";
import { checkRanking, type RankingCheck } from "~/domain/results/ranking-check";
import { readStoredSearch } from "~/domain/results/stored-search";
import { MATCH_LIMIT } from "./find-vendor-matches.server";
import { REQUEST_ID_PATTERN } from "./get-buyer-request.server";
import type { MatchingService } from "./matching-service.server";

export interface StoredRankingCheck extends RankingCheck {
  /** Slug → name for both orders (current catalog names; a removed vendor keeps its slug). */
  names: Record<string, string>;
  searchedAt: string;
  /** An AI model is configured: live searches may have been refined by it, the check reruns the engine alone. */
  aiConfigured: boolean;
}

/**
 * Ranks a stored search again from its stored problem, with the current catalog and the engine's own ranking (the
 * year of the search, as it was ranked then), and compares with the stored order. Null when the search is unknown.
 */
export async function checkStoredRanking({
  db,
  matching,
  requestId,
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
}): Promise<StoredRankingCheck | null> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return null;
  const [row] = await db
    .select({
      problem: buyerRequests.problem,
      results: buyerRequests.results,
      interpretation: buyerRequests.interpretation,
      engineVersion: buyerRequests.engineVersion,
      createdAt: buyerRequests.createdAt,
    })
    .from(buyerRequests)
    .where(eq(buyerRequests.id, requestId));
  if (!row) return null;
  const stored = readStoredSearch(row);
  if (!stored) return null;
  const snapshot = await matching.getSnapshot();
  const { verdicts } = matchProblem(snapshot.index, stored.problem, {
    limit: MATCH_LIMIT,
    currentYear: row.createdAt.getUTCFullYear(),
    need: stored.chosenNeed ?? undefined,
  });
  const storedOrder = stored.verdicts.map((v) => v.slug);
  const rerunOrder = verdicts.map((v) => v.slug);
  const slugs = [...new Set([...storedOrder, ...rerunOrder])];
  const touched =
    slugs.length === 0
      ? []
      : await db
          .select({ slug: vendors.slug, createdAt: vendors.createdAt })
          .from(vendors)
          .where(and(inArray(vendors.slug, slugs), gt(vendors.updatedAt, row.createdAt)));
  const added = new Set(touched.filter((v) => v.createdAt > row.createdAt).map((v) => v.slug));
  const changed = new Set(touched.map((v) => v.slug).filter((slug) => !added.has(slug)));
  const removed = new Set(slugs.filter((slug) => !snapshot.bySlug.has(slug)));
  const names = new Map(slugs.map((slug) => [slug, snapshot.bySlug.get(slug)?.name ?? slug]));
  return {
    ...checkRanking({
      storedOrder,
      rerunOrder,
      storedEngineVersion: row.engineVersion,
      currentEngineVersion: ENGINE_VERSION,
      changes: { removed, changed, added },
      names,
    }),
    names: Object.fromEntries(names),
    searchedAt: row.createdAt.toISOString(),
    aiConfigured: Boolean(matching.ai.llm || matching.ai.embeddings),
  };
}
