import type { TextScores } from "./bm25f";
import { kthLargestOf } from "./top-k";

/** What category feedback needs from the index: vendors' categories and how common each category is. */
export interface CategoryTable {
  readonly size: number;
  readonly categorySize: Int32Array;
  readonly docCategoryStart: Int32Array;
  readonly docCategories: Int32Array;
}

export interface CategoryFeedbackOptions {
  /** How many of the best text matches vote. */
  topK: number;
  /** Categories below this share of the strongest one are ignored. */
  minRelative: number;
  /** A category needs at least this much vote (sum of relative text scores) to count. */
  minVotes: number;
}

/**
 * Pseudo-relevance feedback at the level of categories: the categories over-represented among the best text
 * matches, weighted by how rare each category is in the catalog. Returns a 0..1 strength per category id.
 * It lets the catalog's own taxonomy stand in for the vocabulary when no capability was recognized.
 */
export function categoryFeedback(
  table: CategoryTable,
  text: TextScores,
  options: CategoryFeedbackOptions,
): Float32Array {
  if (text.docs.length === 0 || text.max <= 0) return new Float32Array(table.categorySize.length);
  return strengthsFrom(table, text, topDocs(text, options.topK), text.max, options);
}

/** Category feedback for every vendor, plus the view of the single best text match when one vendor leads. */
export interface CategoryFeedbackViews {
  strengths: Float32Array;
  leader: { doc: number; strengths: Float32Array } | null;
}

/**
 * `categoryFeedback`, and the leader's own view of it. Votes are relative to the best text score, so when one
 * vendor leads, its own lead shrinks every other vote: a vendor whose text grew more relevant could lose its
 * category's feedback. The leader therefore sees the others measured against the best score besides its own
 * (the runner-up's), its own vote counting 1, which no longer depends on its lead; every other vendor sees
 * `strengths`. The two views meet when the leader's score comes down to the runner-up's.
 */
export function categoryFeedbackViews(
  table: CategoryTable,
  text: TextScores,
  options: CategoryFeedbackOptions,
): CategoryFeedbackViews {
  if (text.docs.length === 0 || text.max <= 0)
    return { strengths: new Float32Array(table.categorySize.length), leader: null };
  const best = topDocs(text, options.topK);
  const strengths = strengthsFrom(table, text, best, text.max, options);
  let doc = -1;
  let runnerUp = 0;
  for (const d of best) {
    const s = text.scores[d]!;
    if (s === text.max && doc < 0) doc = d;
    else if (s > runnerUp) runnerUp = s;
  }
  if (doc < 0 || runnerUp <= 0 || runnerUp >= text.max) return { strengths, leader: null };
  return { strengths, leader: { doc, strengths: strengthsFrom(table, text, best, runnerUp, options) } };
}

/** Each of the best matches votes for its categories with its text score relative to `reference`, at most 1. */
function strengthsFrom(
  table: CategoryTable,
  text: TextScores,
  best: readonly number[],
  reference: number,
  options: CategoryFeedbackOptions,
): Float32Array {
  const strengths = new Float32Array(table.categorySize.length);
  const votes = new Float64Array(table.categorySize.length);
  for (const d of best) {
    const w = Math.min(1, text.scores[d]! / reference);
    for (let i = table.docCategoryStart[d]!; i < table.docCategoryStart[d + 1]!; i++)
      votes[table.docCategories[i]!]! += w;
  }
  let max = 0;
  for (let c = 0; c < votes.length; c++) {
    if (votes[c]! < options.minVotes) {
      votes[c] = 0;
      continue;
    }
    votes[c] = votes[c]! * Math.log(1 + table.size / table.categorySize[c]!);
    if (votes[c]! > max) max = votes[c]!;
  }
  if (max <= 0) return strengths;
  for (let c = 0; c < votes.length; c++) {
    const s = votes[c]! / max;
    if (s >= options.minRelative) strengths[c] = s;
  }
  return strengths;
}

/** Ids of the k best-scoring documents (ties at the cut all kept), in id order. */
function topDocs(text: TextScores, k: number): number[] {
  if (text.docs.length <= k) return [...text.docs];
  // The k-th largest score, ties counted (as a full sort would give it), in one pass.
  const threshold = kthLargestOf(text.scores, text.docs, k);
  const out: number[] = [];
  for (const d of text.docs) if (text.scores[d]! >= threshold) out.push(d);
  return out;
}
