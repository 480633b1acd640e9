import {
  NEED_BALANCE_MIN_POOL,
  NEED_BALANCE_MIN_STRENGTH,
  NEED_BALANCE_POOL,
  NEUTRAL_FACTOR,
  SECONDARY_NEED_FLOOR,
  SECONDARY_NEED_FREE_PLACES,
} from "../constants";
import type { MatchIndex } from "../match-index";
import { binarySearch } from "../retrieval/sorted";
import { kthLargest } from "../retrieval/top-k";
import type { ProblemUnderstanding } from "../understanding/understand-problem";
import type { Candidates } from "./candidates";
import { catalogHasKind } from "./missing-kind";
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
 * so most candidates are never fully scored. With two or more needs, the strongest need holds most of the
 * shortlist (`balanceNeeds`).
 */
export function select(search: Search, u: ProblemUnderstanding, c: Candidates, scorer: Scorer): Selection {
  const balance = u.capabilities.length > 1 && search.options.secondaryNeedDecay < 1;
  const best = bestByScore(
    search,
    u,
    c,
    scorer,
    balance ? Math.max(search.limit * NEED_BALANCE_POOL, NEED_BALANCE_MIN_POOL) : search.limit,
  );
  return balance ? balanceNeeds(search, u, best) : best;
}

/** The best `limit` candidates by fused score, best first. */
function bestByScore(
  search: Search,
  u: ProblemUnderstanding,
  c: Candidates,
  scorer: Scorer,
  limit: number,
): Selection {
  const { options } = search;
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

/**
 * Two or three needs read from one text are rarely equal: the first is what the buyer is shopping for, the others
 * are often what it must do or work with ("a wiki with good search", "a shared inbox for our web shop"). Scored
 * alone, vendors of a side need can fill the shortlist when their categories name it plainly or their text shares
 * more of the buyer's words. So the shortlist is drawn from the best candidates one by one: a vendor that answers
 * another need but not the strongest at all (neither its categories nor its own text mean that kind, not even as a
 * neighbour) places on its own score for the first SECONDARY_NEED_FREE_PLACES such vendors; after them, each one
 * placed multiplies the next one's score by `secondaryNeedDecay` (down to SECONDARY_NEED_FLOOR), while vendors of
 * the strongest need remain. The best vendors of a real second need ("an invoicing tool and a time tracker") still
 * win places; the fifth of them no longer beats the strongest need's good ones. Factors only fall, so the scores
 * stay best first. The order is left as it is when the strongest need was not read surely and alone at the top
 * (NEED_BALANCE_MIN_STRENGTH: the reading's order is then too often wrong), and when no category of the catalog is
 * of its kind (the other needs' vendors are the best the catalog has).
 */
function balanceNeeds(search: Search, u: ProblemUnderstanding, pool: Selection): Selection {
  const { index, limit, options } = search;
  const strongest = u.capabilities[0]!.capability;
  const top = u.capabilities[0]!.weight;
  const surelyFirst =
    top >= NEED_BALANCE_MIN_STRENGTH && u.capabilities.every((need, i) => i === 0 || need.weight < top);
  const side =
    surelyFirst && catalogHasKind(index, strongest)
      ? pool.docs.map((d) => answersOnlyAnotherNeed(index, u, strongest, d))
      : [];
  let strongestLeft = side.filter((s) => !s).length;
  if (strongestLeft === 0 || strongestLeft === side.length) {
    return { docs: pool.docs.slice(0, limit), scores: pool.scores.slice(0, limit), fits: pool.fits };
  }
  const taken = new Uint8Array(pool.docs.length);
  const docs: number[] = [];
  const scores: number[] = [];
  let factor = 1;
  let sidePlaced = 0;
  while (docs.length < limit) {
    let at = -1;
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < pool.docs.length; i++) {
      if (taken[i] === 1) continue;
      const score = side[i] ? pool.scores[i]! * factor : pool.scores[i]!;
      if (score > best) {
        best = score;
        at = i;
      }
    }
    if (at < 0) break;
    taken[at] = 1;
    docs.push(pool.docs[at]!);
    scores.push(best);
    if (!side[at]) strongestLeft--;
    else if (++sidePlaced >= SECONDARY_NEED_FREE_PLACES && strongestLeft > 0)
      factor = Math.max(SECONDARY_NEED_FLOOR, factor * options.secondaryNeedDecay);
  }
  return { docs, scores, fits: pool.fits };
}

/** Whether the vendor answers another need (by its categories or its own text) and not the strongest at all. */
function answersOnlyAnotherNeed(
  index: MatchIndex,
  u: ProblemUnderstanding,
  strongest: number,
  d: number,
): boolean {
  const answers = (capability: number) =>
    affinityOf(index.capabilityByCategory[capability]!, d) > 0 ||
    affinityOf(index.capabilityByText[capability]!, d) > 0;
  if (answers(strongest)) return false;
  return u.capabilities.some((need) => need.capability !== strongest && answers(need.capability));
}

function affinityOf(postings: MatchIndex["capabilityByCategory"][number], d: number): number {
  const i = binarySearch(postings.docs, d);
  return i >= 0 ? postings.weights[i]! : 0;
}
