import { NEUTRAL_FACTOR } from "../constants";
import { kthLargest } from "../retrieval/top-k";
import type { ProblemUnderstanding } from "../understanding/understand-problem";
import type { Candidates } from "./candidates";
import type { Scorer } from "./score";
import type { Search } from "./search";

/** The best candidates, best first, with their fused scores and problem fits. */
export interface Selection {
  docs: number[];
  scores: number[];
  /** Problem fit per document id (catalog-sized). */
  fits: Float32Array;
}

/**
 * Stage 4: the best `limit` candidates by fused score, ties to the lower document id (= slug order). Vendors
 * below the minimum problem fit are dropped first; problem fit also bounds each vendor's best possible score,
 * so most candidates are never fully scored.
 */
export function select(search: Search, u: ProblemUnderstanding, c: Candidates, scorer: Scorer): Selection {
  const { limit, options } = search;
  const fits = search.buffers.fits;
  const cands: number[] = [];
  for (const d of c.docs) {
    const fit = scorer.fit(d);
    if (fit < options.minProblemFit) continue;
    fits[d] = fit;
    cands.push(d);
  }
  const docs: number[] = [];
  const scores: number[] = [];
  if (cands.length === 0) return { docs, scores, fits };
  const bestFeatures = u.features.length > 0 ? 1 : NEUTRAL_FACTOR;
  const bound = (fit: number) => scorer.fusion.fuseValues(fit, bestFeatures, 1, 1, 1, false);
  const fitValues = new Float32Array(cands.length);
  for (let i = 0; i < cands.length; i++) fitValues[i] = fits[cands[i]!]!;
  // Candidates that can reach the top `limit` on problem fit alone go first, so the bar rises early.
  const seedFit = cands.length > limit ? kthLargest(fitValues, limit) : 0;

  // Bounded insertion into the best `limit`, ordered by score desc, then document id.
  const consider = (d: number) => {
    const n = docs.length;
    if (n === limit && bound(fits[d]!) < scores[n - 1]!) return;
    const score = scorer.score(d, fits[d]!);
    if (n === limit && score <= scores[n - 1]!) return;
    let at = n;
    while (at > 0 && (score > scores[at - 1]! || (score === scores[at - 1]! && d < docs[at - 1]!))) at--;
    docs.splice(at, 0, d);
    scores.splice(at, 0, score);
    if (docs.length > limit) {
      docs.pop();
      scores.pop();
    }
  };
  for (const d of cands) if (fits[d]! >= seedFit) consider(d);
  for (const d of cands) if (fits[d]! < seedFit) consider(d);
  return { docs, scores, fits };
}
