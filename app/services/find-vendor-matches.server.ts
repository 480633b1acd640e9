import { randomBytes } from "node:crypto";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import {
  ENGINE_VERSION,
  matchProblem,
  type ProblemMatches,
  type SemanticSimilarity,
} from "~/domain/matching";
import { toStoredResults } from "~/domain/results/stored-search";
import { toMatchView, type VendorMatchView } from "~/domain/results/vendor-view";
import { LLM_CANDIDATES, LLM_RELEVANCE_WEIGHT, rateRelevance } from "./ai/llm-rerank.server";
import type { CatalogSnapshot, MatchingService } from "./matching-service.server";
import { recordMissingKind } from "./record-missing-kind.server";

/** Vendors returned per search (the API's "up to 20"). */
export const MATCH_LIMIT = 20;

export interface FindVendorMatchesResult {
  vendors: VendorMatchView[];
  requestId: string;
  tookMs: number;
}

/** An unguessable id: 128 random bits, URL-safe. */
export function newRequestId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Ranks vendors for a buyer's problem and stores the search anonymously so the results can be reopened. `need`: a
 * reading the buyer chose in place of the one read (a kind of software's name), stored with the search.
 */
export async function findVendorMatches({
  db,
  matching,
  problem,
  need,
  now = new Date(),
}: {
  db: Database;
  matching: MatchingService;
  problem: BusinessProblem;
  need?: string;
  now?: Date;
}): Promise<FindVendorMatchesResult> {
  const started = performance.now();
  const snapshot = await matching.getSnapshot();
  const { bySlug } = snapshot;
  const { verdicts, interpretation } = await rankWithOptionalAi({
    snapshot,
    matching,
    problem,
    currentYear: now.getUTCFullYear(),
    need,
  });
  const vendors = verdicts.map((v) => toMatchView(v, bySlug.get(v.slug)!));
  const tookMs = Math.round(performance.now() - started);
  const requestId = newRequestId();
  await db.insert(buyerRequests).values({
    id: requestId,
    problem,
    results: toStoredResults(verdicts),
    interpretation: need === undefined ? interpretation : { ...interpretation, chosenNeed: need },
    engineVersion: ENGINE_VERSION,
    tookMs,
  });
  if (interpretation.missingKind) await recordMissingKind({ db, kind: interpretation.missingKind });
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
  need,
}: {
  snapshot: CatalogSnapshot;
  matching: MatchingService;
  problem: BusinessProblem;
  currentYear: number;
  need?: string;
}): Promise<ProblemMatches> {
  const { index, embeddings, bySlug } = snapshot;
  const { llm, timeoutMs } = matching.ai;
  if (!llm && !embeddings) return matchProblem(index, problem, { limit: MATCH_LIMIT, currentYear, need });

  const signal = AbortSignal.timeout(timeoutMs);
  let semantic: SemanticSimilarity | undefined;
  if (embeddings) {
    try {
      semantic = { scores: await embeddings.similarities(problem.problem, EMBEDDING_CANDIDATES, signal) };
    } catch (error) {
      matching.logger.warn({ err: error }, "embedding similarity failed; using lexical retrieval");
    }
  }
  const offline = matchProblem(index, problem, {
    limit: llm ? LLM_CANDIDATES : MATCH_LIMIT,
    currentYear,
    semantic,
    need,
  });
  const offlineTop = { ...offline, verdicts: offline.verdicts.slice(0, MATCH_LIMIT) };
  if (!llm || offline.verdicts.length === 0) return offlineTop;
  try {
    const candidates = offline.verdicts.map((v) => bySlug.get(v.slug)!);
    const relevance = await rateRelevance(llm, problem, candidates, signal);
    return matchProblem(index, problem, {
      limit: MATCH_LIMIT,
      currentYear,
      semantic: { scores: relevance, weight: LLM_RELEVANCE_WEIGHT },
      need,
    });
  } catch (error) {
    matching.logger.warn({ err: error }, "model re-ranking failed; using the offline ranking");
    return offlineTop;
  }
}

/** Vendors whose embedding similarity is passed to the engine per request. */
const EMBEDDING_CANDIDATES = 300;
