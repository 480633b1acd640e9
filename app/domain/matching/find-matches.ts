import type { MatchIndex } from "./match-index";
import { collectCandidates } from "./pipeline/candidates";
import { explain } from "./pipeline/explain";
import { answerMissingKind } from "./pipeline/missing-kind";
import { capabilityNamed, withChosenNeed } from "./pipeline/reading";
import { createScorer } from "./pipeline/score";
import { type Search, semanticOf } from "./pipeline/search";
import { select } from "./pipeline/select";
import { interpretation, interpretProblem, understand } from "./pipeline/understand";
import { withWorkspace } from "./pipeline/workspace";
import type { BusinessProblem, FindMatchesOptions, MatchVerdict, ProblemInterpretation } from "./types";

/** What one search answers. */
export interface ProblemMatches {
  /** Best first. */
  verdicts: MatchVerdict[];
  /** What the engine read from the problem text besides its topic. */
  interpretation: ProblemInterpretation;
}

/**
 * The best vendors for a business problem, best first: at most `limit` (default: the index's options), only
 * vendors with real relevance to the problem, [] when nothing relates. Same index and input → same output; ties
 * go to slug order. A search runs five stages over one workspace: understand → candidates → score → select →
 * explain (docs/matching.md).
 */
export function matchProblem(
  index: MatchIndex,
  problem: BusinessProblem,
  options: FindMatchesOptions,
): ProblemMatches {
  const engine = index.options;
  const limit = Math.max(0, Math.floor(options.limit ?? engine.limit));
  if (limit === 0 || index.size === 0) {
    return { verdicts: [], interpretation: interpretProblem(index, problem) };
  }
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
    const read = understand(index, problem, engine);
    // A need the buyer chose on the results page replaces the one read; what was read is still reported.
    const chosen = options.need === undefined ? -1 : capabilityNamed(index, options.need);
    const u = chosen < 0 ? read : withChosenNeed(index, read, chosen);
    const candidates = collectCandidates(search, u);
    const scorer = createScorer(search, u, candidates);
    const answer = answerMissingKind(
      index,
      u,
      explain(search, u, scorer, select(search, u, candidates, scorer)),
    );
    return {
      verdicts: answer.verdicts,
      interpretation: { ...interpretation(index, read), missingKind: answer.missingKind },
    };
  });
}

/** matchProblem's verdicts alone. */
export function findMatches(
  index: MatchIndex,
  problem: BusinessProblem,
  options: FindMatchesOptions,
): MatchVerdict[] {
  return matchProblem(index, problem, options).verdicts;
}
