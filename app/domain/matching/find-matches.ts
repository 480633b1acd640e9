import type { MatchIndex } from "./match-index";
import { collectCandidates } from "./pipeline/candidates";
import { explain } from "./pipeline/explain";
import { createScorer } from "./pipeline/score";
import { type Search, semanticOf } from "./pipeline/search";
import { select } from "./pipeline/select";
import { understand } from "./pipeline/understand";
import { withWorkspace } from "./pipeline/workspace";
import type { BusinessProblem, FindMatchesOptions, VendorMatch } from "./types";

/**
 * The best vendors for a business problem, best first: at most `limit` (default: the index's options), only
 * vendors with real relevance to the problem, [] when nothing relates. Same index and input → same output; ties
 * go to slug order. A search runs five stages over one workspace: understand → candidates → score → select →
 * explain (docs/matching.md).
 */
export function findMatches(
  index: MatchIndex,
  problem: BusinessProblem,
  options: FindMatchesOptions,
): VendorMatch[] {
  const engine = index.options;
  const limit = Math.max(0, Math.floor(options.limit ?? engine.limit));
  if (limit === 0 || index.size === 0) return [];
  return withWorkspace(index, (buffers) => {
    const search: Search = {
      index,
      problem,
      options: engine,
      limit,
      currentYear: options.currentYear,
      semantic: semanticOf(options.semantic, engine),
      buffers,
    };
    const u = understand(index, problem, engine);
    const candidates = collectCandidates(search, u);
    const scorer = createScorer(search, u, candidates);
    return explain(search, u, scorer, select(search, u, candidates, scorer));
  });
}
