import { randomBytes } from "node:crypto";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { ENGINE_VERSION, findMatches } from "~/domain/matching";
import type { SemanticSimilarity, VendorMatch } from "~/domain/matching/types";
import { LLM_CANDIDATES, LLM_RELEVANCE_WEIGHT, rateRelevance } from "./ai/llm-rerank.server";
import type { CatalogSnapshot, MatchingService } from "./matching-service.server";
import { type MatchVerdict, toMatchView, type VendorMatchView } from "./vendor-view";

/** Vendors returned per search (the API's "up to 20"). */
export const MATCH_LIMIT = 20;

export interface FindVendorMatchesResult {
  vendors: VendorMatchView[];
  requestId: string;
  tookMs: number;
}

/** The stored part of a match: what the results page needs beyond the vendor's current profile. */
export type StoredMatch = MatchVerdict;

/** An unguessable id: 128 random bits, URL-safe. */
export function newRequestId(): string {
  return randomBytes(16).toString("base64url");
}

/** Ranks vendors for a buyer's problem and stores the search anonymously so the results can be reopened. */
export async function findVendorMatches({
  db,
  matching,
  problem,
  now = new Date(),
}: {
  db: Database;
  matching: MatchingService;
  problem: BusinessProblem;
  now?: Date;
}): Promise<FindVendorMatchesResult> {
  const started = performance.now();
  const snapshot = await matching.getSnapshot();
  const { bySlug } = snapshot;
  const matches = await rankWithOptionalAi({
    snapshot,
    matching,
    problem,
    currentYear: now.getUTCFullYear(),
  });
  const vendors = matches.map((m) => toMatchView(m, bySlug.get(m.slug)!));
  const tookMs = Math.round(performance.now() - started);
  const requestId = newRequestId();
  const results: StoredMatch[] = matches.map(toStoredMatch);
  await db.insert(buyerRequests).values({
    id: requestId,
    problem,
    results,
    engineVersion: ENGINE_VERSION,
    tookMs,
  });
  return { vendors, requestId, tookMs };
}

/**
 * The offline engine ranks; when configured, embeddings feed problem_fit and a model re-judges the top candidates,
 * all within one time budget. Any AI failure or timeout falls back to the offline ranking.
 */
async function rankWithOptionalAi({
  snapshot,
  matching,
  problem,
  currentYear,
}: {
  snapshot: CatalogSnapshot;
  matching: MatchingService;
  problem: BusinessProblem;
  currentYear: number;
}): Promise<VendorMatch[]> {
  const { index, embeddings } = snapshot;
  const { llm, timeoutMs } = matching.ai;
  if (!llm && !embeddings) return findMatches(index, problem, { limit: MATCH_LIMIT, currentYear });

  const signal = AbortSignal.timeout(timeoutMs);
  let semantic: SemanticSimilarity | undefined;
  if (embeddings) {
    try {
      semantic = { scores: await embeddings.similarities(problem.problem, EMBEDDING_CANDIDATES, signal) };
    } catch (error) {
      matching.logger.warn({ err: error }, "embedding similarity failed; using lexical retrieval");
    }
  }
  const offline = findMatches(index, problem, {
    limit: llm ? LLM_CANDIDATES : MATCH_LIMIT,
    currentYear,
    semantic,
  });
  if (!llm || offline.length === 0) return offline.slice(0, MATCH_LIMIT);
  try {
    const relevance = await rateRelevance(llm, problem, offline, signal);
    return findMatches(index, problem, {
      limit: MATCH_LIMIT,
      currentYear,
      semantic: { scores: relevance, weight: LLM_RELEVANCE_WEIGHT },
    });
  } catch (error) {
    matching.logger.warn({ err: error }, "model re-ranking failed; using the offline ranking");
    return offline.slice(0, MATCH_LIMIT);
  }
}

/** Vendors whose embedding similarity is passed to the engine per request. */
const EMBEDDING_CANDIDATES = 300;

function toStoredMatch(match: VendorMatch): StoredMatch {
  const { name: _name, website: _website, description: _description, features: _features, ...stored } = match;
  return stored;
}
