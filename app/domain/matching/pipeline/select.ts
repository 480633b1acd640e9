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
import { categoryKey } from "../understanding/compiled-vocabulary";
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
 * shortlist (`balanceStrongestNeed`), or needs of about equal strength share it (`balanceEqualNeeds`).
 */
export function select(search: Search, u: ProblemUnderstanding, c: Candidates, scorer: Scorer): Selection {
  const { index, limit, options } = search;
  if (u.capabilities.length < 2) return bestByScore(search, u, c, scorer, limit);
  const poolSize = Math.max(limit * NEED_BALANCE_POOL, NEED_BALANCE_MIN_POOL);
  const equal = equalNeeds(search, u);
  if (equal.length >= 2) {
    // Each need's best vendors are weighed, even when another need's fill the best candidates by score.
    let pool = bestByScore(search, u, c, scorer, poolSize);
    for (const need of equal) {
      const docs = c.docs.filter((d) => need.some((kind) => answerTo(index, kind, d) > 0));
      pool = merged(pool, bestByScore(search, u, { ...c, docs }, scorer, limit));
    }
    return balanceEqualNeeds(search, pool, equal);
  }
  if (options.secondaryNeedDecay >= 1) return bestByScore(search, u, c, scorer, limit);
  return balanceStrongestNeed(search, u, bestByScore(search, u, c, scorer, poolSize));
}

/** Both selections' candidates, best first (ties to the lower document id). */
function merged(a: Selection, b: Selection): Selection {
  const scoreOf = new Map<number, number>();
  for (const s of [a, b]) for (let i = 0; i < s.docs.length; i++) scoreOf.set(s.docs[i]!, s.scores[i]!);
  const docs = [...scoreOf.keys()].sort((x, y) => scoreOf.get(y)! - scoreOf.get(x)! || x - y);
  return { docs, scores: docs.map((d) => scoreOf.get(d)!), fits: a.fits };
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

/** At most this many needs of equal strength share the shortlist; more read as equals are too vague to balance. */
const MAX_EQUAL_NEEDS = 3;
/** `group` of a vendor whose categories mean two or more of the equal needs. */
const SUITE = -2;
/** `group` of a vendor that answers none of them. */
const NEITHER = -1;

/** The best `limit` of the pool as scored. */
function asScored(pool: Selection, limit: number): Selection {
  return { docs: pool.docs.slice(0, limit), scores: pool.scores.slice(0, limit), fits: pool.fits };
}

/**
 * The needs of about equal strength (at least `equalNeeds.minRatio` of the strongest and `minStrength`), two or
 * three, each named apart by a need phrase ("a CRM and a help desk": a kind read from the buyer's situation is too
 * often a misreading, and kinds a wizard feature adds or a need's details name are what the software must do, not a
 * second product), without those the catalog has no category of. Kinds that share a category, or one of whose
 * categories the other lists as related, are one need ("sign-up forms" and "forms & surveys" both file form
 * builders). Empty when fewer than two needs are left.
 */
function equalNeeds(search: Search, u: ProblemUnderstanding): number[][] {
  const { minRatio, minStrength, decay } = search.options.equalNeeds;
  if (decay >= 1) return [];
  const top = u.capabilities[0]!.weight;
  const equal = u.capabilities.filter((n) => n.weight >= minStrength && n.weight >= top * minRatio);
  if (equal.length < 2 || equal.length > MAX_EQUAL_NEEDS) return [];
  if (!equal.every((n) => u.statedKinds.get(n.capability) === "apart")) return [];
  const kinds = search.index.vocab.vocabulary.capabilities;
  const alike = (a: number, b: number) => {
    const [x, y] = [kinds[a]!, kinds[b]!];
    const core = new Set([x.name, ...x.categories].map(categoryKey));
    const other = new Set([y.name, ...y.categories].map(categoryKey));
    return (
      [...other].some((c) => core.has(c)) ||
      y.related_categories.some((c) => core.has(categoryKey(c))) ||
      x.related_categories.some((c) => other.has(categoryKey(c)))
    );
  };
  const needs: number[][] = [];
  for (const { capability } of equal) {
    if (!catalogHasKind(search.index, capability)) continue;
    const same = needs.find((need) => need.some((c) => alike(c, capability)));
    if (same) same.push(capability);
    else needs.push([capability]);
  }
  return needs.length >= 2 ? needs : [];
}

/**
 * "A CRM and a help desk", "something for bookings and something to send invoices": two or three needs named side by
 * side, of about equal strength. Scored alone, one need's vendors often fill the shortlist (their text shares more of
 * the buyer's words, or their kind has more vendors). So the shortlist is drawn from the best candidates one by one:
 * each vendor answers the need its categories (else its own text) mean most strongly, and each one placed multiplies
 * the score of the next vendor of the same need by `equalNeeds.decay` (down to `equalNeeds.floor`). The best of each
 * need come first, then the rest in proportion to their scores. A suite (categories meaning two or more of the needs
 * at `suiteMinAffinity`) never decays and competes one decay step up: it ranks above a single-need vendor that
 * scores less than one step better. A vendor that answers none of the needs takes the lowest factor of the needs.
 * The factors decide the order only: a vendor keeps its score unless it is placed after one that scored less, whose
 * score it then takes, so the scores stay best first and none rises (the best of each need keep theirs). The
 * candidates hold each need's best `limit` vendors besides the best by score. When they hold vendors of one need
 * only (and no suite), the order is as scored.
 */
function balanceEqualNeeds(search: Search, pool: Selection, needs: readonly number[][]): Selection {
  const { index, limit, options } = search;
  const { decay, floor, suiteMinAffinity } = options.equalNeeds;
  const group = pool.docs.map((d) => {
    let main = NEITHER;
    let best = 0;
    let core = 0;
    needs.forEach((kinds, j) => {
      const byCategory = Math.max(...kinds.map((c) => affinityOf(index.capabilityByCategory[c]!, d)));
      const answer = Math.max(...kinds.map((c) => answerTo(index, c, d)));
      if (byCategory >= suiteMinAffinity) core++;
      if (answer > best) {
        best = answer;
        main = j;
      }
    });
    return core >= 2 ? SUITE : main;
  });
  if (new Set(group.filter((g) => g >= 0)).size < 2 && !group.includes(SUITE)) return asScored(pool, limit);
  const factors = needs.map(() => 1);
  const taken = new Uint8Array(pool.docs.length);
  const docs: number[] = [];
  const scores: number[] = [];
  while (docs.length < limit) {
    const lowest = Math.min(...factors);
    let at = -1;
    let bestKey = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < pool.docs.length; i++) {
      if (taken[i] === 1) continue;
      const g = group[i]!;
      const raw = pool.scores[i]!;
      const key = g === SUITE ? raw / decay : raw * (g === NEITHER ? lowest : factors[g]!);
      if (key > bestKey) {
        bestKey = key;
        at = i;
      }
    }
    if (at < 0) break;
    taken[at] = 1;
    const g = group[at]!;
    const raw = pool.scores[at]!;
    docs.push(pool.docs[at]!);
    scores.push(scores.length > 0 ? Math.min(raw, scores[scores.length - 1]!) : raw);
    if (g >= 0) factors[g] = Math.max(floor, factors[g]! * decay);
  }
  return { docs, scores, fits: pool.fits };
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
 * (NEED_BALANCE_MIN_STRENGTH: the reading's order is then too often wrong), or was read from the buyer's situation
 * alone rather than named by a need phrase, a wizard feature or a product to replace (a word of context can read
 * at full strength when the text states no need), and when no category of the catalog is of its kind (the other
 * needs' vendors are the best the catalog has).
 */
function balanceStrongestNeed(search: Search, u: ProblemUnderstanding, pool: Selection): Selection {
  const { index, limit, options } = search;
  const strongest = u.capabilities[0]!.capability;
  const top = u.capabilities[0]!.weight;
  const surelyFirst =
    options.secondaryNeedDecay < 1 &&
    top >= NEED_BALANCE_MIN_STRENGTH &&
    u.statedKinds.has(strongest) &&
    u.capabilities.every((need, i) => i === 0 || need.weight < top);
  const side =
    surelyFirst && catalogHasKind(index, strongest)
      ? pool.docs.map((d) => answersOnlyAnotherNeed(index, u, strongest, d))
      : [];
  let strongestLeft = side.filter((s) => !s).length;
  if (strongestLeft === 0 || strongestLeft === side.length) return asScored(pool, limit);
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

/** How strongly the vendor's categories or its own text mean the kind (0: not at all, not even as a neighbour). */
function answerTo(index: MatchIndex, capability: number, d: number): number {
  return Math.max(
    affinityOf(index.capabilityByCategory[capability]!, d),
    affinityOf(index.capabilityByText[capability]!, d),
  );
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
