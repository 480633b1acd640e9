import type { MatchIndex } from "../match-index";
import type { EngineOptions } from "../options";
import type { BusinessProblem, SemanticSimilarity } from "../types";
import type { Workspace } from "./workspace";

/** One search as every stage sees it: what was asked, under which options, and the buffers it may write. */
export interface Search {
  readonly index: MatchIndex;
  readonly problem: BusinessProblem;
  readonly options: Readonly<EngineOptions>;
  /** At most this many verdicts, ≥ 1. */
  readonly limit: number;
  readonly currentYear: number;
  /** A caller's semantic similarity per vendor slug, with its weight resolved. */
  readonly semantic: { scores: ReadonlyMap<string, number>; weight: number } | null;
  readonly buffers: Workspace;
}

export function semanticOf(
  semantic: SemanticSimilarity | undefined,
  options: Readonly<EngineOptions>,
): Search["semantic"] {
  return semantic ? { scores: semantic.scores, weight: semantic.weight ?? options.semanticWeight } : null;
}
