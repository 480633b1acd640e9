import {
  ALTERNATIVE_FEEDBACK,
  ALTERNATIVE_MAX_DESCRIPTION_TERMS,
  ALTERNATIVE_NEED_WEIGHT,
  ALTERNATIVE_TERM_WEIGHT,
  DEFAULT_FACTOR_WEIGHTS,
  DEFAULT_LIMIT,
  DEFAULT_SEMANTIC_WEIGHT,
  FEEDBACK_MIN_RELATIVE,
  FEEDBACK_MIN_VOTES,
  FEEDBACK_TOP_K,
  HARD_CONFLICT_PENALTY,
  MAX_EXPANSION_DOC_SHARE,
  MIN_PROBLEM_FIT,
  MIN_TEXT_RELEVANCE,
  NEGATED_KIND_PENALTY,
  NEUTRAL_FACTOR,
  UNCONFIRMED_REQUIREMENT_PENALTY,
} from "./constants";
import { explainMatch } from "./explain";
import { credibility } from "./factors/credibility";
import { featureAlignment, popcount } from "./factors/feature-alignment";
import { industryRelevance, industryRelevanceOf } from "./factors/industry-relevance";
import { capabilityMatch, problemFitOf } from "./factors/problem-fit";
import {
  type BuyerCriteria,
  type QualificationNames,
  qualify,
  type VendorQualificationFacts,
} from "./factors/qualification";
import { coverageMask, labelsOf, requestedCoverageDocs } from "./feature-coverage";
import { createWeightedFusion, type Fusion, fitCategory, roundScore } from "./fusion";
import type { MatchIndex } from "./match-index";
import type { ScoreBuffers, TextScores, WeightedTerm } from "./retrieval/bm25f";
import { categoryFeedbackViews } from "./retrieval/category-feedback";
import { kthLargest } from "./retrieval/top-k";
import type {
  BusinessProblem,
  FindMatchesOptions,
  MatchFactors,
  QualificationCheck,
  VendorMatch,
} from "./types";
import { type ProblemUnderstanding, understandProblem } from "./understanding/understand-problem";

/**
 * Accumulates per-vendor capability affinity: max and sum of (capability weight × affinity), into `max` and `sum`
 * (catalog-sized, all 0 on entry).
 */
function accumulateCapabilities(
  understanding: ProblemUnderstanding,
  source: MatchIndex["capabilityByCategory"],
  max: Float32Array,
  sum: Float32Array,
): { max: Float32Array; sum: Float32Array; touched: number[] } {
  const touched: number[] = [];
  for (const { capability, weight } of understanding.capabilities) {
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

export function vendorFacts(index: MatchIndex, d: number): VendorQualificationFacts {
  const price = index.startingPrice[d]!;
  const bandMin = index.bandMin[d]!;
  const bandMax = index.bandMax[d]!;
  const free = index.freeTier[d]!;
  return {
    deploymentMask: index.deploymentMask[d]!,
    companySizeMask: index.companySizeMask[d]!,
    regionMask: index.regionMask[d]!,
    startingPrice: Number.isNaN(price) ? null : price,
    priceBand: Number.isNaN(bandMin)
      ? null
      : { min: bandMin, max: bandMax === Number.POSITIVE_INFINITY ? null : bandMax },
    freeTier: free === -1 ? null : free === 1,
    licenseClass: index.licenseClass[d]!,
    license: index.vendors[d]!.license,
    complianceMask: index.complianceMask[d]!,
  };
}

export function buyerCriteria(
  index: MatchIndex,
  problem: BusinessProblem,
  u: ProblemUnderstanding,
): BuyerCriteria {
  return {
    deploymentMask: u.deploymentMask,
    deploymentLabels: u.deploymentRequirement ? [u.deploymentRequirement.label] : problem.deployment_model,
    companySizeMask: u.companySizeMask,
    companySizeLabel: problem.company_size,
    regionMask: u.regionMask,
    regionLabel: problem.region_focus,
    globalRegionBit: index.vocab.regions.bit("global"),
    budget: u.budget,
    budgetLabel: u.budgetRequirement?.fromText
      ? u.budgetRequirement.label[0]!.toLowerCase() + u.budgetRequirement.label.slice(1)
      : problem.budget_range,
    timeline: u.timeline,
    timelineLabel: problem.timeline,
    wantsFree: u.wantsFree,
    deploymentFromText: u.deploymentRequirement?.fromText === true,
    budgetFromText: u.budgetRequirement?.fromText === true,
    license: u.license,
    compliance: u.compliance.map((i) => ({
      name: index.vocab.vocabulary.constraints[i]!.name,
      bit: (1 << i) >>> 0,
    })),
    dataLocation: u.dataLocation,
  };
}

/**
 * A product the buyer wants to replace says what they need: its categories become detected needs, its
 * categories' and description's words join the query, and its categories count as category feedback.
 */
function withAlternatives(index: MatchIndex, u: ProblemUnderstanding): ProblemUnderstanding {
  if (u.alternatives.length === 0) return u;
  const strengths = new Map(u.capabilities.map((c) => [c.capability, c.weight]));
  const terms = new Map(u.coreQuery.map((t) => [t.term, t.weight]));
  const addTerm = (term: string, weight: number) => {
    if (index.vocab.filler.has(term)) return;
    if (weight > (terms.get(term) ?? 0)) terms.set(term, weight);
  };
  const { tokenizer } = index.vocab;
  for (const { docs } of u.alternatives) {
    for (const d of docs) {
      const vendor = index.vendors[d]!;
      // What it is (its categories) and what it says it does (its own text) both describe the need.
      index.capabilityByCategory.forEach((p, capability) => {
        const i = binarySearch(p.docs, d);
        if (i < 0 || p.weights[i] !== 1) return;
        strengths.set(capability, Math.max(strengths.get(capability) ?? 0, ALTERNATIVE_NEED_WEIGHT));
      });
      index.capabilityByText.forEach((p, capability) => {
        const i = binarySearch(p.docs, d);
        if (i < 0) return;
        const w = ALTERNATIVE_NEED_WEIGHT * p.weights[i]!;
        strengths.set(capability, Math.max(strengths.get(capability) ?? 0, w));
      });
      for (const t of tokenizer.terms(vendor.categories.join(" . "))) addTerm(t, ALTERNATIVE_TERM_WEIGHT);
      const nameTerms = new Set(tokenizer.terms(vendor.name));
      const described = tokenizer
        .terms(`${vendor.tagline ?? ""} . ${vendor.description}`)
        .filter((t) => !nameTerms.has(t))
        .slice(0, ALTERNATIVE_MAX_DESCRIPTION_TERMS);
      for (const t of described) addTerm(t, ALTERNATIVE_TERM_WEIGHT / 2);
    }
  }
  const capabilities = [...strengths]
    .map(([capability, weight]) => ({ capability, weight }))
    .sort((a, b) => b.weight - a.weight || a.capability - b.capability);
  const expansionOnly = new Set(u.expansionOnly);
  for (const { capability, weight } of capabilities) {
    for (const e of index.vocab.expansions[capability]!) {
      if (!terms.has(e.term)) expansionOnly.add(e.term);
      addTerm(e.term, e.weight * weight);
    }
  }
  const coreQuery: WeightedTerm[] = [...terms]
    .map(([term, weight]) => ({ term, weight }))
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return { ...u, capabilities, coreQuery, expansionOnly };
}

export function qualificationNames(index: MatchIndex): QualificationNames {
  return {
    deployments: (m) => index.vocab.deployments.namesOf(m),
    companySizes: (m) => index.vocab.companySizes.namesOf(m),
    regions: (m) => index.vocab.regions.namesOf(m),
  };
}

/** Per-request state shared by every vendor evaluation. */
interface Evaluation {
  index: MatchIndex;
  u: ProblemUnderstanding;
  criteria: BuyerCriteria;
  core: TextScores;
  industryText: TextScores | null;
  textMax: number;
  cat: ReturnType<typeof accumulateCapabilities>;
  concept: ReturnType<typeof accumulateCapabilities>;
  maxWeight: number;
  sumWeight: number;
  coverage: Uint32Array;
  /** Category feedback strength per category id. */
  feedback: Float32Array;
  /** The same as the best text match sees it, when one vendor leads. */
  leaderFeedback: { doc: number; strengths: Float32Array } | null;
  buyerIndustryMask: number;
  semantic: FindMatchesOptions["semantic"];
  semanticWeight: number;
  currentYear: number;
  /** Qualification per vendor profile (vendors with equal facts qualify equally): score, or NaN. */
  qualScore: Float64Array;
  /** Per qualification profile: 0 no conflict, 1 soft conflict, 2 hard conflict. */
  qualHard: Uint8Array;
  /** Per qualification profile: 1 when a requirement stated in the problem text is unknown for it. */
  qualUnconfirmed: Uint8Array;
  /** 1 for vendors whose categories are a kind of software the buyer said they do not want. */
  avoided: Uint8Array | null;
  fusion: Fusion;
}

const F_FIT = 0;
const F_FEATURES = 1;
const F_INDUSTRY = 2;
const F_QUAL = 3;
const F_CRED = 4;
const F_HARD = 5;

/** Problem fit of one vendor, 0..1. */
function fitOf(e: Evaluation, d: number): number {
  const text =
    e.textMax > 0 ? (e.core.scores[d]! + (e.industryText ? e.industryText.scores[d]! : 0)) / e.textMax : 0;
  let similarity = 0;
  if (e.semantic) similarity = e.semantic.scores.get(e.index.vendors[d]!.slug) ?? 0;
  return problemFitOf(
    capabilityMatch(e.cat.max[d]!, e.cat.sum[d]!, e.maxWeight, e.sumWeight),
    capabilityMatch(e.concept.max[d]!, e.concept.sum[d]!, e.maxWeight, e.sumWeight),
    text,
    feedbackOf(e, d),
    e.maxWeight,
    similarity,
    e.semantic ? e.semanticWeight : 0,
  );
}

function feedbackOf(e: Evaluation, d: number): number {
  const { index } = e;
  const strengths = e.leaderFeedback?.doc === d ? e.leaderFeedback.strengths : e.feedback;
  let best = 0;
  for (let i = index.docCategoryStart[d]!; i < index.docCategoryStart[d + 1]!; i++) {
    const s = strengths[index.docCategories[i]!]!;
    if (s > best) best = s;
  }
  return best;
}

/** Fills `out` with the five factors and the hard-conflict flag; returns the fused score. */
function evaluate(e: Evaluation, d: number, fit: number, out: Float64Array): number {
  const { index } = e;
  const profile = index.qualificationProfile[d]!;
  let qual = e.qualScore[profile]!;
  if (Number.isNaN(qual)) {
    const q = qualify(e.criteria, vendorFacts(index, d), index.deploymentBits);
    qual = q.score;
    e.qualScore[profile] = qual;
    e.qualHard[profile] = q.hardConflict ? 2 : q.softConflict ? 1 : 0;
    e.qualUnconfirmed[profile] = q.unconfirmed ? 1 : 0;
  }
  const features = featureAlignment(popcount(e.coverage[d]!), e.u.features.length);
  const industry = industryRelevanceOf(
    e.buyerIndustryMask,
    index.industryDeclared[d]!,
    index.declaresIndustries[d] === 1,
    e.u.industryLabel !== "" &&
      index.declaredIndustryLabels[d]!.length > 0 &&
      index.declaredIndustryLabels[d]!.includes(e.u.industryLabel),
    index.industryMentioned[d]!,
  );
  const cred = credibility(index.credibilityStatic[d]!, index.foundedYear[d]! || null, e.currentYear);
  const hard = e.qualHard[profile] === 2;
  const soft = e.qualHard[profile] === 1;
  out[F_FIT] = fit;
  out[F_FEATURES] = features;
  out[F_INDUSTRY] = industry;
  out[F_QUAL] = qual;
  out[F_CRED] = cred;
  out[F_HARD] = hard ? 1 : 0;
  let score = e.fusion.fuseValues(fit, features, industry, qual, cred, hard, soft);
  if (e.qualUnconfirmed[profile] === 1) score *= UNCONFIRMED_REQUIREMENT_PENALTY;
  if (e.avoided && e.avoided[d] === 1) score *= NEGATED_KIND_PENALTY;
  return score;
}

function toFactors(f: Float64Array): MatchFactors {
  return {
    problem_fit: f[F_FIT]!,
    feature_alignment: f[F_FEATURES]!,
    industry_relevance: f[F_INDUSTRY]!,
    qualification: f[F_QUAL]!,
    credibility: f[F_CRED]!,
  };
}

/**
 * The best vendors for a business problem, best first: at most `limit` (default 20), only vendors with real
 * relevance to the problem, [] when nothing relates. Same index and input → same output; ties go to slug order.
 */
export function findMatches(
  index: MatchIndex,
  problem: BusinessProblem,
  options: FindMatchesOptions,
): VendorMatch[] {
  const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_LIMIT));
  if (limit === 0 || index.size === 0) return [];
  const ws = acquireWorkspace(index);
  let completed = false;
  try {
    const matches = rank(index, problem, options, limit, ws);
    completed = true;
    return matches;
  } finally {
    // A search that threw may have left the buffers dirty: they are dropped, not reused.
    if (completed) releaseWorkspace(index, ws);
  }
}

/**
 * Catalog-sized buffers of one search, reused by the next search on the same index instead of allocating
 * ~40 bytes per vendor each time (at 100k vendors, 4 MB a search and the garbage collections that follow).
 * Every buffer is all 0 between searches: a search records what it wrote, and release zeroes just that.
 */
interface Workspace {
  core: ScoreBuffers;
  industry: ScoreBuffers;
  catMax: Float32Array;
  catSum: Float32Array;
  conceptMax: Float32Array;
  conceptSum: Float32Array;
  candidate: Uint8Array;
  fits: Float32Array;
  coverage: Uint32Array;
  /** What the search wrote, for release. */
  written: {
    core: Int32Array | null;
    industry: Int32Array | null;
    cat: number[] | null;
    concept: number[] | null;
    marked: number[] | null;
    candidates: Int32Array | null;
    coverage: readonly Int32Array[] | null;
  };
}

const workspaces = new WeakMap<MatchIndex, Workspace[]>();

function acquireWorkspace(index: MatchIndex): Workspace {
  const free = workspaces.get(index)?.pop();
  if (free) return free;
  const n = index.size;
  return {
    core: { scores: new Float64Array(n), touched: new Uint8Array(n) },
    industry: { scores: new Float64Array(n), touched: new Uint8Array(n) },
    catMax: new Float32Array(n),
    catSum: new Float32Array(n),
    conceptMax: new Float32Array(n),
    conceptSum: new Float32Array(n),
    candidate: new Uint8Array(n),
    fits: new Float32Array(n),
    coverage: new Uint32Array(n),
    written: emptyWritten(),
  };
}

function emptyWritten(): Workspace["written"] {
  return {
    core: null,
    industry: null,
    cat: null,
    concept: null,
    marked: null,
    candidates: null,
    coverage: null,
  };
}

function releaseWorkspace(index: MatchIndex, ws: Workspace): void {
  const w = ws.written;
  for (const [buffers, docs] of [
    [ws.core, w.core],
    [ws.industry, w.industry],
  ] as const) {
    if (!docs) continue;
    for (const d of docs) {
      buffers.scores[d] = 0;
      buffers.touched[d] = 0;
    }
  }
  if (w.cat) for (const d of w.cat) ws.catMax[d] = ws.catSum[d] = 0;
  if (w.concept) for (const d of w.concept) ws.conceptMax[d] = ws.conceptSum[d] = 0;
  if (w.marked) for (const d of w.marked) ws.candidate[d] = 0;
  if (w.candidates) for (const d of w.candidates) ws.fits[d] = 0;
  if (w.coverage) for (const docs of w.coverage) for (const d of docs) ws.coverage[d] = 0;
  ws.written = emptyWritten();
  let pool = workspaces.get(index);
  if (!pool) {
    pool = [];
    workspaces.set(index, pool);
  }
  if (pool.length < 2) pool.push(ws);
}

function rank(
  index: MatchIndex,
  problem: BusinessProblem,
  options: FindMatchesOptions,
  limit: number,
  ws: Workspace,
): VendorMatch[] {
  const u = withAlternatives(index, understandProblem(index.vocab, problem, index.products));
  const written = ws.written;

  // Expansion words found in a large share of the catalog cannot tell vendors apart; skipping them saves time.
  const maxDf = index.size * MAX_EXPANSION_DOC_SHARE;
  const core = index.text.score(
    u.coreQuery.filter((t) => !u.expansionOnly.has(t.term) || index.text.df(t.term) <= maxDf),
    ws.core,
  );
  written.core = core.docs;
  const industryText = u.industryQuery.length > 0 ? index.text.score(u.industryQuery, ws.industry) : null;
  written.industry = industryText?.docs ?? null;
  const cat = accumulateCapabilities(u, index.capabilityByCategory, ws.catMax, ws.catSum);
  written.cat = cat.touched;
  const concept = accumulateCapabilities(u, index.capabilityByText, ws.conceptMax, ws.conceptSum);
  written.concept = concept.touched;
  let maxWeight = 0;
  let sumWeight = 0;
  for (const c of u.capabilities) {
    maxWeight = Math.max(maxWeight, c.weight);
    sumWeight += c.weight;
  }

  // Candidates are kept as a flag per vendor and a list, so no later step walks the whole catalog.
  const candidate = ws.candidate;
  const marked: number[] = [];
  written.marked = marked;
  const mark = (d: number) => {
    if (candidate[d] === 1) return;
    candidate[d] = 1;
    marked.push(d);
  };
  const textFloor = core.max * MIN_TEXT_RELEVANCE;
  for (const d of core.docs) if (core.scores[d]! > 0 && core.scores[d]! >= textFloor) mark(d);
  for (const d of cat.touched) mark(d);
  for (const d of concept.touched) mark(d);
  if (options.semantic) {
    for (const [slug, similarity] of options.semantic.scores) {
      const d = index.docBySlug.get(slug);
      if (d !== undefined && similarity > 0) mark(d);
    }
  }

  // The best text match's own lead must not cost its category the feedback: it has its own view.
  const { strengths: feedback, leader } = categoryFeedbackViews(index, core, {
    topK: FEEDBACK_TOP_K,
    minRelative: FEEDBACK_MIN_RELATIVE,
    minVotes: FEEDBACK_MIN_VOTES,
  });
  // The replaced product's own categories are category feedback too; the product itself is never a result.
  for (const { docs } of u.alternatives) {
    for (const d of docs) {
      for (let i = index.docCategoryStart[d]!; i < index.docCategoryStart[d + 1]!; i++) {
        const c = index.docCategories[i]!;
        feedback[c] = Math.max(feedback[c]!, ALTERNATIVE_FEEDBACK);
        if (leader) leader.strengths[c] = Math.max(leader.strengths[c]!, ALTERNATIVE_FEEDBACK);
      }
    }
  }
  if (feedback.some((f) => f > 0)) {
    const members = categoryMembers(index);
    for (let c = 0; c < feedback.length; c++) {
      if (!(feedback[c]! > 0)) continue;
      for (let i = members.start[c]!; i < members.start[c + 1]!; i++) mark(members.docs[i]!);
    }
  }

  // Nor is another product of its brand (leaving Zendesk is not a search for Zendesk Chat).
  for (const { docs, siblings } of u.alternatives) for (const d of [...docs, ...siblings]) candidate[d] = 0;
  // In document id order, as a walk over the catalog would visit them (ties are settled in this order).
  const candidates = Int32Array.from(marked.filter((d) => candidate[d] === 1)).sort();
  written.candidates = candidates;
  let avoided: Uint8Array | null = null;
  for (const capability of u.avoided) {
    const p = index.capabilityByCategory[capability]!;
    for (let i = 0; i < p.docs.length; i++) {
      if (p.weights[i] !== 1) continue;
      avoided ??= new Uint8Array(index.size);
      avoided[p.docs[i]!] = 1;
    }
  }

  let textMax = 0;
  for (const d of candidates) {
    const t = core.scores[d]! + (industryText ? industryText.scores[d]! : 0);
    if (t > textMax) textMax = t;
  }

  const requestedDocs = requestedCoverageDocs(index, u.features);
  written.coverage = requestedDocs;
  const e: Evaluation = {
    index,
    u,
    criteria: buyerCriteria(index, problem, u),
    core,
    industryText,
    textMax,
    cat,
    concept,
    maxWeight,
    sumWeight,
    coverage: coverageMask(index, u.features, requestedDocs, ws.coverage),
    feedback,
    leaderFeedback: leader,
    buyerIndustryMask: u.industries.reduce((m, i) => (m | (1 << i)) >>> 0, 0),
    semantic: options.semantic,
    semanticWeight: options.semantic?.weight ?? DEFAULT_SEMANTIC_WEIGHT,
    currentYear: options.currentYear,
    qualScore: new Float64Array(index.qualificationProfileCount).fill(Number.NaN),
    qualHard: new Uint8Array(index.qualificationProfileCount),
    qualUnconfirmed: new Uint8Array(index.qualificationProfileCount),
    avoided,
    fusion: createWeightedFusion(DEFAULT_FACTOR_WEIGHTS, HARD_CONFLICT_PENALTY),
  };

  // Problem fit first: it is cheap, and with it an upper bound on every vendor's final score.
  const cands: number[] = [];
  const fits = ws.fits;
  for (const d of candidates) {
    const fit = fitOf(e, d);
    if (fit < MIN_PROBLEM_FIT) continue;
    fits[d] = fit;
    cands.push(d);
  }
  if (cands.length === 0) return [];
  const bestFeatures = u.features.length > 0 ? 1 : NEUTRAL_FACTOR;
  const bound = (fit: number) => e.fusion.fuseValues(fit, bestFeatures, 1, 1, 1, false);
  const fitValues = new Float32Array(cands.length);
  for (let i = 0; i < cands.length; i++) fitValues[i] = fits[cands[i]!]!;
  const seedFit = cands.length > limit ? kthLargest(fitValues, limit) : 0;

  // Bounded insertion into the best `limit`, ordered by score desc, then document id (= slug order).
  const topDocs: number[] = [];
  const topScores: number[] = [];
  const scratch = new Float64Array(6);
  const consider = (d: number) => {
    const n = topDocs.length;
    if (n === limit && bound(fits[d]!) < topScores[n - 1]!) return;
    const score = evaluate(e, d, fits[d]!, scratch);
    if (n === limit && score <= topScores[n - 1]!) return;
    let at = n;
    while (at > 0 && (score > topScores[at - 1]! || (score === topScores[at - 1]! && d < topDocs[at - 1]!)))
      at--;
    topDocs.splice(at, 0, d);
    topScores.splice(at, 0, score);
    if (topDocs.length > limit) {
      topDocs.pop();
      topScores.pop();
    }
  };
  for (const d of cands) if (fits[d]! >= seedFit) consider(d);
  for (const d of cands) if (fits[d]! < seedFit) consider(d);

  const names = qualificationNames(index);
  return topDocs.map((d, i) => {
    const vendor = index.vendors[d]!;
    evaluate(e, d, fits[d]!, scratch);
    const factors = toFactors(scratch);
    const hard = scratch[F_HARD] === 1;
    const q = qualify(e.criteria, vendorFacts(index, d), index.deploymentBits, names);
    const { matched, missing } = labelsOf(u.features, requestedDocs, d);
    const industryServed =
      factors.industry_relevance >= industryRelevance("mentioned") && problem.industry
        ? problem.industry
        : null;
    const score = roundScore(topScores[i]!);
    return {
      slug: vendor.slug,
      name: vendor.name,
      website: vendor.website,
      description: vendor.description,
      features: vendor.features,
      fit_category: fitCategory(score, hard, q.conflicts.length > 0),
      score,
      factors,
      matched_features: matched,
      missing_features: missing,
      conflicts: q.conflicts,
      qualification_checks: q.checks,
      explanation: explainMatch({
        capabilityNames: matchedCapabilityNames(index, u, d),
        requirementsMet: requirementsMet(u, q.checks),
        matched,
        missing,
        industryServed,
        conflicts: q.conflicts,
      }),
    };
  });
}

/** Requirements read from the problem text that a vendor is known to meet, as the explanation says them. */
function requirementsMet(u: ProblemUnderstanding, checks: readonly QualificationCheck[]): string[] {
  const out: string[] = [];
  const met = (criterion: QualificationCheck["criterion"]) =>
    checks.find((c) => c.criterion === criterion && c.status === "met");
  const lower = (s: string) => (s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s);
  const license = met("license");
  if (u.license && license) out.push(`${lower(u.license.label)} (${license.detail})`);
  if (u.deploymentRequirement?.fromText && met("deployment")) out.push(lower(u.deploymentRequirement.label));
  const budget = met("budget");
  if (u.budgetRequirement?.fromText && budget) out.push(lower(budget.detail));
  return out;
}

/** How the engine read a problem beyond its topic, for the criteria summary. */
export interface ProblemInterpretation {
  /** Products the buyer wants an alternative to (excluded from the results). */
  alternativesTo: Array<{ slug: string; name: string }>;
  /** Requirements read from the problem text (a wizard field on the same criterion wins). */
  requirements: Array<{ criterion: QualificationCheck["criterion"]; label: string }>;
  /** Kinds of software the buyer said they do not want. */
  avoided: string[];
}

/** What findMatches reads from the problem text besides its topic: alternatives, stated requirements, exclusions. */
export function interpretProblem(index: MatchIndex, problem: BusinessProblem): ProblemInterpretation {
  const u = understandProblem(index.vocab, problem, index.products);
  const seen = new Set<number>();
  const alternativesTo: ProblemInterpretation["alternativesTo"] = [];
  for (const { docs } of u.alternatives) {
    for (const d of docs) {
      if (seen.has(d)) continue;
      seen.add(d);
      alternativesTo.push({ slug: index.vendors[d]!.slug, name: index.vendors[d]!.name });
    }
  }
  const requirements: ProblemInterpretation["requirements"] = [];
  if (u.license) requirements.push({ criterion: "license", label: u.license.label });
  if (u.deploymentRequirement?.fromText)
    requirements.push({ criterion: "deployment", label: u.deploymentRequirement.label });
  if (u.budgetRequirement?.fromText)
    requirements.push({ criterion: "budget", label: u.budgetRequirement.label });
  if (u.compliance.length > 0) {
    requirements.push({
      criterion: "compliance",
      label: u.compliance.map((i) => index.vocab.vocabulary.constraints[i]!.name).join(", "),
    });
  }
  if (u.dataLocation) requirements.push({ criterion: "data_location", label: u.dataLocation.label });
  return {
    alternativesTo,
    requirements,
    avoided: u.avoided.map((c) => index.vocab.vocabulary.capabilities[c]!.name),
  };
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

/** Detected capabilities the vendor's categories answer as a core match, strongest first. */
function matchedCapabilityNames(index: MatchIndex, u: ProblemUnderstanding, d: number): string[] {
  const out: string[] = [];
  for (const { capability } of u.capabilities) {
    const p = index.capabilityByCategory[capability]!;
    const i = binarySearch(p.docs, d);
    if (i >= 0 && p.weights[i] === 1) out.push(index.vocab.vocabulary.capabilities[capability]!.name);
  }
  return out;
}

function binarySearch(arr: Int32Array, x: number): number {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = arr[mid]!;
    if (v === x) return mid;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
