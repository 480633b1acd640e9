import type { MatchIndex } from "../match-index";
import type { TextScores } from "../retrieval/bm25f";
import { categoryFeedbackViews } from "../retrieval/category-feedback";
import type { ProblemUnderstanding } from "../understanding/understand-problem";
import { catalogHasKind } from "./missing-kind";
import type { Search } from "./search";

/** Per vendor: the best and the summed (capability strength × affinity) over the detected needs. */
export interface CapabilityAffinity {
  max: Float32Array;
  sum: Float32Array;
  /** Vendors with any affinity. */
  touched: number[];
}

/** What stage 2 found: every vendor related to the problem, and the relevance signals it gathered on the way. */
export interface Candidates {
  /** Related vendors in document id order (= slug order, so ties settle by slug), the excluded ones left out. */
  docs: Int32Array;
  /** BM25F over the buyer's words and expansions; over the industry words (null without any). */
  core: TextScores;
  industryText: TextScores | null;
  /** The best text score (core plus industry) among the candidates. */
  textMax: number;
  /** Affinity of the vendors' categories, and of their own text, to the detected needs. */
  byCategory: CapabilityAffinity;
  byText: CapabilityAffinity;
  /** The strongest and the summed strength of the detected needs. */
  maxWeight: number;
  sumWeight: number;
  /** Category feedback strength per category id. */
  feedback: Float32Array;
  /** The same as the best text match sees it, when one vendor leads. */
  leaderFeedback: { doc: number; strengths: Float32Array } | null;
  /**
   * Per vendor, how much it is of a kind of software the buyer said they do not want, 0..1: 1 when a category of
   * it names the kind, the share of a nameless category's members describing themselves so otherwise.
   */
  avoided: Float32Array | null;
}

/**
 * Stage 2: the vendors related to the problem by text, by the kind of software they are, by a caller's semantic
 * similarity or by the categories the best text matches share; without the products being replaced (and their
 * brand siblings). Candidates are kept as a flag per vendor and a list, so no step walks the whole catalog.
 */
export function collectCandidates(search: Search, u: ProblemUnderstanding): Candidates {
  const { index, options, buffers: ws } = search;
  const written = ws.written;

  // Expansion words found in a large share of the catalog cannot tell vendors apart; skipping them saves time.
  const maxDf = index.size * options.maxExpansionDocShare;
  const core = index.text.score(
    u.coreQuery.filter((t) => !u.expansionOnly.has(t.term) || index.text.df(t.term) <= maxDf),
    ws.core,
  );
  written.core = core.docs;
  const industryText = u.industryQuery.length > 0 ? index.text.score(u.industryQuery, ws.industry) : null;
  written.industry = industryText?.docs ?? null;
  const byCategory = accumulateCapabilities(u, index.capabilityByCategory, ws.catMax, ws.catSum);
  written.cat = byCategory.touched;
  const byText = accumulateCapabilities(u, index.capabilityByText, ws.conceptMax, ws.conceptSum);
  written.concept = byText.touched;
  let maxWeight = 0;
  let sumWeight = 0;
  for (const c of u.capabilities) {
    maxWeight = Math.max(maxWeight, c.weight);
    sumWeight += c.weight;
  }

  const candidate = ws.candidate;
  // Each vendor is marked once (its flag), so the workspace's catalog-sized list holds them without growing.
  const markedAll = ws.marked;
  let markedCount = 0;
  const mark = (d: number) => {
    if (candidate[d] === 1) return;
    candidate[d] = 1;
    markedAll[markedCount++] = d;
  };
  const textFloor = core.max * options.minTextRelevance;
  for (const d of core.docs) if (core.scores[d]! > 0 && core.scores[d]! >= textFloor) mark(d);
  for (const d of byCategory.touched) mark(d);
  for (const d of byText.touched) mark(d);
  if (search.semantic) {
    for (const [slug, similarity] of search.semantic.scores) {
      const d = index.docBySlug.get(slug);
      if (d !== undefined && similarity > 0) mark(d);
    }
  }

  const { feedback, leader } = categoryFeedbackOf(search, u, core);
  if (feedback.some((f) => f > 0)) {
    const members = categoryMembers(index);
    for (let c = 0; c < feedback.length; c++) {
      if (!(feedback[c]! > 0)) continue;
      for (let i = members.start[c]!; i < members.start[c + 1]!; i++) mark(members.docs[i]!);
    }
  }

  written.markedCount = markedCount;

  // The replaced product is never a result, nor another product of its brand (leaving Zendesk is not a search
  // for Zendesk Chat).
  for (const { docs, siblings } of u.alternatives) for (const d of [...docs, ...siblings]) candidate[d] = 0;
  // In document id order, as a walk over the catalog would visit them (ties are settled in this order).
  // When many are marked, the flags are walked instead of sorting (as BM25F does).
  let kept = 0;
  for (let i = 0; i < markedCount; i++) if (candidate[markedAll[i]!] === 1) kept++;
  const docs = new Int32Array(kept);
  if (kept * 16 < index.size) {
    for (let i = 0, j = 0; i < markedCount; i++)
      if (candidate[markedAll[i]!] === 1) docs[j++] = markedAll[i]!;
    docs.sort();
  } else for (let d = 0, j = 0; j < kept; d++) if (candidate[d] === 1) docs[j++] = d;
  written.candidates = docs;

  let textMax = 0;
  for (const d of docs) {
    const t = core.scores[d]! + (industryText ? industryText.scores[d]! : 0);
    if (t > textMax) textMax = t;
  }
  return {
    docs,
    core,
    industryText,
    textMax,
    byCategory,
    byText,
    maxWeight,
    sumWeight,
    feedback,
    leaderFeedback: leader,
    avoided: avoidedKinds(index, u),
  };
}

/** Accumulates into `max` and `sum` (catalog-sized, all 0 on entry). */
function accumulateCapabilities(
  u: ProblemUnderstanding,
  source: MatchIndex["capabilityByCategory"],
  max: Float32Array,
  sum: Float32Array,
): CapabilityAffinity {
  const touched: number[] = [];
  for (const { capability, weight } of u.capabilities) {
    const p = source[capability]!;
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i]!;
      const w = weight * p.weights[i]!;
      if (sum[d] === 0) touched.push(d);
      sum[d]! += w;
      if (w > max[d]!) max[d] = w;
    }
  }
  return { max, sum, touched };
}

/**
 * The categories the best text matches share (the best match's own lead must not cost its category the feedback:
 * it has its own view), and the replaced product's own categories.
 */
function categoryFeedbackOf(search: Search, u: ProblemUnderstanding, core: TextScores) {
  const { index, options } = search;
  const { strengths: feedback, leader } = categoryFeedbackViews(index, core, options.feedback);
  const confidence = confidenceInKind(index, u);
  if (confidence > 0) {
    gateByKind(index, u, confidence, feedback);
    if (leader) gateByKind(index, u, confidence, leader.strengths);
  }
  const strength = options.alternative.feedback;
  for (const { docs } of u.alternatives) {
    for (const d of docs) {
      for (let i = index.docCategoryStart[d]!; i < index.docCategoryStart[d + 1]!; i++) {
        const c = index.docCategories[i]!;
        feedback[c] = Math.max(feedback[c]!, strength);
        if (leader) leader.strengths[c] = Math.max(leader.strengths[c]!, strength);
      }
    }
  }
  return { feedback, leader };
}

/**
 * Category feedback stands in for the vocabulary when no kind was read. When kinds were read, a category whose
 * kinds the catalog knows (by its name, or by category induction) but that means none of them owes its feedback to
 * words the text shares with another kind of software ("code" in "no-code", "now" in "buy now, pay later"): its
 * strength is scaled by 1 − confidence × (1 − its affinity to the needs), confidence being the strength of the
 * strongest need whose kind some category of the catalog means (for a kind no category means, feedback still
 * stands in for the taxonomy). A category of a need keeps its feedback, a neighbour keeps part, and a category
 * whose name means nothing the vocabulary knows (and that induced no kind) keeps all of it.
 */
function gateByKind(
  index: MatchIndex,
  u: ProblemUnderstanding,
  confidence: number,
  strengths: Float32Array,
): void {
  const needs = new Set(u.capabilities.map((c) => c.capability));
  for (let c = 0; c < strengths.length; c++) {
    if (!(strengths[c]! > 0)) continue;
    const affinity = kindAffinity(index, c, needs);
    if (affinity === null) continue;
    strengths[c] = strengths[c]! * (1 - confidence * (1 - affinity));
  }
}

/** The strength (at most 1) of the strongest need whose kind some category of the catalog means; 0 when none. */
function confidenceInKind(index: MatchIndex, u: ProblemUnderstanding): number {
  let known = kindKnownCache.get(index);
  if (!known) {
    known = new Int8Array(index.capabilityByCategory.length).fill(-1);
    kindKnownCache.set(index, known);
  }
  let confidence = 0;
  for (const { capability, weight } of u.capabilities) {
    if (weight <= confidence) continue;
    if (known[capability] === -1) known[capability] = catalogHasKind(index, capability) ? 1 : 0;
    if (known[capability] === 1) confidence = Math.min(1, weight);
  }
  return confidence;
}

/** Per capability of an index: 1 when some category means it, 0 when none, -1 not yet known. */
const kindKnownCache = new WeakMap<MatchIndex, Int8Array>();

/**
 * The category's best affinity to the needs, 0 when none; null when no kind of it is known at all. A nameless
 * category with induced kinds is of an induced kind at the induction affinity, and of any other kind its members
 * name in proportion: the induction affinity times the share of its members describing themselves so.
 */
function kindAffinity(index: MatchIndex, category: number, needs: ReadonlySet<number>): number | null {
  const named = index.vocab.categoryAffinities(index.categoryNames[category]!);
  const induced = index.categoryKinds[category]!;
  if (named.length === 0 && induced.length === 0) return null;
  let best = 0;
  for (const a of named) if (needs.has(a.capability) && a.affinity > best) best = a.affinity;
  const { inductionAffinity } = index.options.indexing;
  for (const k of induced) if (needs.has(k)) best = Math.max(best, inductionAffinity);
  for (const [k, share] of index.categoryKindShares[category]!)
    if (needs.has(k)) best = Math.max(best, inductionAffinity * share);
  return best;
}

/**
 * Per vendor, how much it is of an avoided kind: 1 when a category of it names the kind (affinity 1), and for a
 * member of a nameless category the share of the category's members describing themselves as the kind (a renamed
 * catalog's categories are penalized in proportion, not by their induced kind alone).
 */
function avoidedKinds(index: MatchIndex, u: ProblemUnderstanding): Float32Array | null {
  let avoided: Float32Array | null = null;
  for (const capability of u.avoided) {
    const p = index.capabilityByCategory[capability]!;
    for (let i = 0; i < p.docs.length; i++) {
      if (p.weights[i] !== 1) continue;
      avoided ??= new Float32Array(index.size);
      avoided[p.docs[i]!] = 1;
    }
  }
  if (u.avoided.length === 0) return avoided;
  const shares = index.categoryKindShares;
  let members: CategoryMembers | null = null;
  for (let c = 0; c < shares.length; c++) {
    let degree = 0;
    for (const capability of u.avoided) degree = Math.max(degree, shares[c]!.get(capability) ?? 0);
    if (degree === 0) continue;
    members ??= categoryMembers(index);
    avoided ??= new Float32Array(index.size);
    for (let i = members.start[c]!; i < members.start[c + 1]!; i++) {
      const d = members.docs[i]!;
      if (degree > avoided[d]!) avoided[d] = degree;
    }
  }
  return avoided;
}

/** Per category id, the ascending ids of the vendors that have it (CSR): derived once per index. */
interface CategoryMembers {
  start: Int32Array;
  docs: Int32Array;
}

const categoryMembersCache = new WeakMap<MatchIndex, CategoryMembers>();

function categoryMembers(index: MatchIndex): CategoryMembers {
  const cached = categoryMembersCache.get(index);
  if (cached) return cached;
  const categories = index.categorySize.length;
  const start = new Int32Array(categories + 1);
  for (let i = 0; i < index.docCategoryStart[index.size]!; i++) start[index.docCategories[i]! + 1]!++;
  for (let c = 0; c < categories; c++) start[c + 1]! += start[c]!;
  const docs = new Int32Array(start[categories]!);
  const cursor = start.slice(0, categories);
  for (let d = 0; d < index.size; d++) {
    for (let i = index.docCategoryStart[d]!; i < index.docCategoryStart[d + 1]!; i++)
      docs[cursor[index.docCategories[i]!]!++] = d;
  }
  const members = { start, docs };
  categoryMembersCache.set(index, members);
  return members;
}
