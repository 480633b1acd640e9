import {
  ALTERNATIVE_FEEDBACK,
  ALTERNATIVE_MAX_DESCRIPTION_TERMS,
  ALTERNATIVE_NEED_WEIGHT,
  ALTERNATIVE_TERM_WEIGHT,
  AVOIDED_KIND_MIN_STRENGTH,
  BM25_K1,
  CHEAP_MAX_EUR_PER_YEAR,
  COMMON_WORD_DOC_SHARE,
  CONTEXT_CUE_FACTOR,
  CONTEXT_ONLY_CUE_FACTOR,
  CONTEXT_TERM_WEIGHT,
  DEFAULT_FACTOR_WEIGHTS,
  DEFAULT_FIELD_SPECS,
  DEFAULT_LIMIT,
  DEFAULT_SEMANTIC_WEIGHT,
  EQUAL_NEED_DECAY,
  EQUAL_NEED_FLOOR,
  EQUAL_NEEDS_MIN_RATIO,
  EQUAL_NEEDS_MIN_STRENGTH,
  EXCELLENT_FIT_MIN_SCORE,
  EXCELLENT_MIN_CONFIRMED_SHARE,
  FEATURE_CUE_FACTOR,
  FEATURE_TERM_WEIGHT,
  FEATURES_ADD_KINDS_BELOW,
  FEEDBACK_MIN_RELATIVE,
  FEEDBACK_MIN_VOTES,
  FEEDBACK_TOP_K,
  GOOD_FIT_MIN_SCORE,
  HARD_CONFLICT_PENALTY,
  INDUCTION_AFFINITY,
  INDUCTION_LEAD_MARGIN,
  INDUCTION_LEAD_MIN_SHARE,
  INDUCTION_MIN_MEMBERS,
  INDUCTION_MIN_SHARE,
  INDUCTION_NARROWER_MIN_SHARE,
  INDUCTION_SMALL_MIN_MEMBERS,
  INDUCTION_TEXT_VOTE,
  INDUSTRY_TERM_WEIGHT,
  MAX_EXPANSION_DOC_SHARE,
  MIN_PROBLEM_FIT,
  MIN_RELATIVE_CAPABILITY_STRENGTH,
  MIN_TEXT_RELEVANCE,
  NEED_DETAIL_CUE_FACTOR,
  NEGATED_KIND_PENALTY,
  OWN_KIND_AFFINITY,
  PROBLEM_FIT_BLEND,
  PROBLEM_FIT_BLEND_TEXT_ONLY,
  PROBLEM_TERM_WEIGHT,
  SECONDARY_NEED_DECAY,
  SOFT_CONFLICT_PENALTY,
  STRONG_NEED_MIN_STRENGTH,
  SUITE_MIN_AFFINITY,
  UNCONFIRMED_REQUIREMENT_PENALTY,
} from "./constants";
import type { FieldSpec } from "./indexing/text-index";
import type { MatchFactors } from "./types";
import type { TEXT_FIELDS } from "./vendor-analysis";

/** Shares of problem fit given to each relevance signal; each 0..1, summing to 1. */
export interface ProblemFitBlend {
  /** The vendor's categories mean the detected need. */
  category: number;
  /** The vendor's own text names the detected need. */
  concept: number;
  /** BM25F text relevance, relative to the best candidate. */
  text: number;
  /** The vendor's categories are over-represented among the best text matches. */
  feedback: number;
}

/**
 * Every weight and threshold a search applies, after the index is built. An index carries one resolved set
 * (DEFAULT_ENGINE_OPTIONS unless overridden when it was built); each search reads it. Changing a default
 * changes rankings: bump ENGINE_VERSION with it.
 */
export interface EngineOptions {
  /** Vendors returned when a search gives no limit, best first. Integer ≥ 0. Default 20. */
  limit: number;
  /**
   * Fusion weight of each of the five factors. Each ≥ 0, summing to more than 0 (they are normalized to sum 1).
   * Default problem_fit 0.65, feature_alignment 0.1, industry_relevance 0.1, qualification 0.1, credibility 0.05.
   */
  factorWeights: Readonly<MatchFactors>;
  /** A hard conflict (the vendor cannot serve this buyer) multiplies the fused score by this. 0..1. Default 0.7. */
  hardConflictPenalty: number;
  /** A soft conflict (a known mismatch that may be workable) multiplies the fused score by this. 0..1. Default 0.92. */
  softConflictPenalty: number;
  /**
   * A requirement read from the problem text (open source, self-hosted, free) that the vendor's data cannot
   * confirm multiplies its score by this. 0..1. Default 0.8.
   */
  unconfirmedRequirementPenalty: number;
  /** A vendor of a kind of software the buyer said they do not want has its score multiplied by this. 0..1. Default 0.6. */
  negatedKindPenalty: number;
  /**
   * With two or more needs, one read surely first (at ≥ 0.95, alone at the top, and named by a need phrase, a wizard
   * feature or a product to replace), each vendor placed that answers only another need (not the
   * strongest at all), after the first two, multiplies the score of the next such vendor by this (down to × 0.6)
   * while vendors of the strongest need remain, so the strongest need holds most of the shortlist and the others
   * keep their best places. 0..1 (1: no balance). Default 0.9.
   */
  secondaryNeedDecay: number;
  /**
   * Two or three needs of about equal strength ("a CRM and a help desk") share the shortlist instead: each need's
   * vendors are drawn by score, and each vendor placed that answers one of them lowers the next vendor of that need,
   * so the best of each need come first and the rest follow in proportion; a suite answering several of them keeps
   * its score (`balanceEqualNeeds`, pipeline/select.ts). Needs count only when a need phrase, a wizard feature or a
   * product to replace named them (not the buyer's situation alone) and the catalog has a category of their kind.
   */
  equalNeeds: {
    /** A need read at least this share of the strongest is its equal. 0..1 (above 1: never). Default 0.9. */
    minRatio: number;
    /** … and at least this strongly. 0..1. Default 0.85. */
    minStrength: number;
    /**
     * Each vendor placed that answers one need (not a suite) multiplies the score of the next vendor of that need
     * by this. 0..1 (1: no balance). Default 0.85.
     */
    decay: number;
    /** The lowest factor the decay reaches. 0..1. Default 0.5. */
    floor: number;
    /**
     * A vendor whose categories mean at least two of the equal needs at least this strongly (1: the category names
     * the kind; a neighbouring category 0.45) is a suite: it keeps its score, and while one is among the candidates
     * each single-need vendor starts one decay step down, so a suite that fits ranks above them. 0..1. Default 0.75.
     */
    suiteMinAffinity: number;
  };
  /** Score (0..100) from which a match without conflicts is an "Excellent fit". Default 75. */
  excellentFitMinScore: number;
  /** Score (0..100) from which a match is a "Good fit"; below it "Partial fit". ≤ excellentFitMinScore. Default 50. */
  goodFitMinScore: number;
  /** What a fit label needs besides its score (`fitLabel`, fit-label.ts). */
  labels: {
    /**
     * A vendor whose categories are a kind of software read from the problem at least this strongly (a strong cue as
     * written, or several cues agreeing) is a strong need match, which "Excellent fit" needs. 0..1. Default 0.9.
     */
    strongNeedMinStrength: number;
    /** "Excellent fit" needs at least this share of the requested features confirmed in the vendor's words. 0..1. Default 0.5. */
    excellentMinConfirmedShare: number;
  };
  /**
   * Share of the best BM25F score a vendor found by text alone needs to be a candidate at all. 0..1. Default 0.15.
   */
  minTextRelevance: number;
  /** Vendors with a lower problem fit are never returned, however well they qualify. 0..1. Default 0.12. */
  minProblemFit: number;
  /**
   * Expansion words (added from a detected need, not written by the buyer) found in more than this share of the
   * catalog are left out of the text query: too common to tell vendors apart. 0..1. Default 0.05.
   */
  maxExpansionDocShare: number;
  /** Category feedback: the categories the best text matches share count as relevance. */
  feedback: {
    /** How many of the best text matches vote. Integer ≥ 1. Default 20. */
    topK: number;
    /** Categories voted less than this share of the strongest one are ignored. 0..1. Default 0.35. */
    minRelative: number;
    /** A category needs at least this vote (sum of its vendors' text scores relative to the best). ≥ 0. Default 1.5. */
    minVotes: number;
  };
  /** Share of problem fit given to a caller's semantic similarity when it gives no weight of its own. 0..1. Default 0.25. */
  semanticWeight: number;
  /**
   * How problem fit blends its signals: `detected` when a need was detected with full confidence, `textOnly` when
   * none was; in between the two mix by detection confidence. Default detected { category 0.55, concept 0.15,
   * text 0.2, feedback 0.1 }, textOnly { category 0, concept 0.15, text 0.5, feedback 0.35 }.
   */
  problemFitBlend: { detected: Readonly<ProblemFitBlend>; textOnly: Readonly<ProblemFitBlend> };
  /**
   * Weights applied while the catalog is indexed: an index built with overrides applies them to every vendor it
   * holds (a field spec is replaced whole). Weights applied while the vocabulary is compiled (cue strengths,
   * expansion and related-category weights) stay constants: one compiled vocabulary serves every index.
   */
  indexing: {
    /**
     * BM25F per field: `weight` (≥ 0, applied before saturation) and length normalization `b` (0..1; 0: a longer
     * field is not diluted). Default name 1.5 / 0.5, tagline 1.5 / 0.75, description 1 / 0.75, categories 2 / 0.3,
     * features 1.2 / 0.
     */
    fields: Readonly<Record<(typeof TEXT_FIELDS)[number], Readonly<FieldSpec>>>;
    /** BM25 term-frequency saturation. > 0. Default 1.2. */
    k1: number;
    /**
     * A one-word product name found in more than this share of vendors' text is a common word, not a name ("make",
     * "box"). 0..1. Default 0.003 (and never below 3 vendors).
     */
    commonWordDocShare: number;
    /**
     * Category induction (`indexing/category-induction.ts`): a category whose name maps to no kind at affinity 1
     * (not listed by the vocabulary, not readable as a kind) means each kind at least this share of its members
     * describe themselves as: one vote for a kind named in a member's tagline or first description sentence,
     * `inductionTextVote` for one named only elsewhere in its own text. 0..1. Default 0.3.
     */
    inductionMinShare: number;
    /** … and that at least this many members name. Integer ≥ 1. Default 3. */
    inductionMinMembers: number;
    /**
     * A category too small for `inductionMinMembers` to be `inductionMinShare` of it (under 10 members by default)
     * means a kind when at least this many of its members, and `inductionMinShare` of them, name that kind with a
     * strong cue as written in their tagline or first description sentence, and no other kind passes the same test
     * (a split category means nothing). Integer; below 1: never. Default 2.
     */
    inductionSmallMinMembers: number;
    /**
     * A category no kind reaches `inductionMinShare` of still means its most described
     * kind when that kind reaches this share, `inductionMinMembers` members, and `inductionLeadMargin` times the
     * share of the next kind: its members agree on nothing else. 0..1 (above 1: never). Default 0.15.
     */
    inductionLeadMinShare: number;
    /** See `inductionLeadMinShare`. ≥ 1. Default 1.3. */
    inductionLeadMargin: number;
    /**
     * A category induced to mean a kind also means each narrower neighbour of it (a kind whose related categories
     * name the induced kind, "co-editing" under "collaboration") that this share of its members, and
     * `inductionMinMembers` of them, describe themselves as. 0..1 (above 1: never). Default 0.15.
     */
    inductionNarrowerMinShare: number;
    /**
     * Every member of the category gets an induced kind at this affinity, whether or not its own words name the
     * kind (before engine 1.47.0: × (share + (1 − share) × its own vote)). Below 1 (the default), an induced
     * kind never counts as a core category match (labels, explanations). 0..1 (0: no induction). Default 0.8.
     */
    inductionAffinity: number;
    /** Vote of a member naming the kind only outside its tagline and first sentence. 0..1. Default 0.5. */
    inductionTextVote: number;
    /**
     * A vendor with no category of a known or induced kind gets the kinds its tagline and first description
     * sentence name at this affinity, times how surely (a strong cue as written fully). 0..1 (0: none). Default 0.5.
     */
    ownKindAffinity: number;
  };
  /** Weights applied while the problem is read (`understanding/understand-problem.ts`). */
  understanding: {
    /** Query weight of a word of the buyer's own problem text (inside the need phrases, when there are any). ≥ 0. Default 1. */
    problemTermWeight: number;
    /** Query weight of a word outside the need phrases when the text states its need. ≥ 0. Default 0.3. */
    contextTermWeight: number;
    /** Query weight of a word of a specific (non-generic) requested feature. ≥ 0. Default 0.5. */
    featureTermWeight: number;
    /** Query weight of a word naming the buyer's industry (it only reorders related vendors). ≥ 0. Default 0.2. */
    industryTermWeight: number;
    /** A wizard feature's cues count this share of their strength. 0..1. Default 0.7. */
    featureCueFactor: number;
    /** A kind named only in a need's details ("… that handles shipping") counts this share when the head names one. 0..1. Default 0.6. */
    needDetailCueFactor: number;
    /** Outside the need phrases, a cue reinforces a kind the need chose at this share; it never picks one. 0..1. Default 0.5. */
    contextCueFactor: number;
    /** When the need phrases name no kind (or point back with a pronoun), the context's kinds count this share. 0..1. Default 0.7. */
    contextOnlyCueFactor: number;
    /** A need phrase naming a kind at least this strongly leaves the features to reinforce its kinds, not add any. 0..1 (above 1: features always add kinds). Default 0.7. */
    featuresAddKindsBelow: number;
    /** Detected kinds weaker than this share of the strongest are not needs (only other readings). 0..1. Default 0.8. */
    minRelativeCapabilityStrength: number;
    /** A negated phrase names a kind to avoid only with a cue at least this strong ("no consent banner"). 0..1. Default 0.7. */
    avoidedKindMinStrength: number;
    /** "Cheap" / "affordable" in the text is a budget ceiling of this many euros a year. ≥ 0. Default 1200. */
    cheapMaxEurPerYear: number;
  };
  /** "An alternative to X": what the replaced product says about the need. */
  alternative: {
    /** Strength of the needs read from X's categories (and, times the detection's strength, from its text). 0..1. Default 0.9. */
    needWeight: number;
    /** Query weight of the words of X's categories; its tagline and description words get half. ≥ 0. Default 0.6. */
    termWeight: number;
    /** At most this many of X's description words join the query, in order of appearance. Integer ≥ 0. Default 30. */
    maxDescriptionTerms: number;
    /** Category feedback strength of X's own categories (crawled categories can be loose). 0..1. Default 0.6. */
    feedback: number;
  };
}

/** The engine's defaults; see EngineOptions for what each means. */
export const DEFAULT_ENGINE_OPTIONS: Readonly<EngineOptions> = Object.freeze({
  limit: DEFAULT_LIMIT,
  factorWeights: DEFAULT_FACTOR_WEIGHTS,
  hardConflictPenalty: HARD_CONFLICT_PENALTY,
  softConflictPenalty: SOFT_CONFLICT_PENALTY,
  unconfirmedRequirementPenalty: UNCONFIRMED_REQUIREMENT_PENALTY,
  negatedKindPenalty: NEGATED_KIND_PENALTY,
  secondaryNeedDecay: SECONDARY_NEED_DECAY,
  equalNeeds: Object.freeze({
    minRatio: EQUAL_NEEDS_MIN_RATIO,
    minStrength: EQUAL_NEEDS_MIN_STRENGTH,
    decay: EQUAL_NEED_DECAY,
    floor: EQUAL_NEED_FLOOR,
    suiteMinAffinity: SUITE_MIN_AFFINITY,
  }),
  excellentFitMinScore: EXCELLENT_FIT_MIN_SCORE,
  goodFitMinScore: GOOD_FIT_MIN_SCORE,
  labels: Object.freeze({
    strongNeedMinStrength: STRONG_NEED_MIN_STRENGTH,
    excellentMinConfirmedShare: EXCELLENT_MIN_CONFIRMED_SHARE,
  }),
  minTextRelevance: MIN_TEXT_RELEVANCE,
  minProblemFit: MIN_PROBLEM_FIT,
  maxExpansionDocShare: MAX_EXPANSION_DOC_SHARE,
  feedback: Object.freeze({
    topK: FEEDBACK_TOP_K,
    minRelative: FEEDBACK_MIN_RELATIVE,
    minVotes: FEEDBACK_MIN_VOTES,
  }),
  semanticWeight: DEFAULT_SEMANTIC_WEIGHT,
  problemFitBlend: Object.freeze({ detected: PROBLEM_FIT_BLEND, textOnly: PROBLEM_FIT_BLEND_TEXT_ONLY }),
  indexing: Object.freeze({
    fields: DEFAULT_FIELD_SPECS,
    k1: BM25_K1,
    commonWordDocShare: COMMON_WORD_DOC_SHARE,
    inductionMinShare: INDUCTION_MIN_SHARE,
    inductionMinMembers: INDUCTION_MIN_MEMBERS,
    inductionSmallMinMembers: INDUCTION_SMALL_MIN_MEMBERS,
    inductionLeadMinShare: INDUCTION_LEAD_MIN_SHARE,
    inductionLeadMargin: INDUCTION_LEAD_MARGIN,
    inductionNarrowerMinShare: INDUCTION_NARROWER_MIN_SHARE,
    inductionAffinity: INDUCTION_AFFINITY,
    inductionTextVote: INDUCTION_TEXT_VOTE,
    ownKindAffinity: OWN_KIND_AFFINITY,
  }),
  understanding: Object.freeze({
    problemTermWeight: PROBLEM_TERM_WEIGHT,
    contextTermWeight: CONTEXT_TERM_WEIGHT,
    featureTermWeight: FEATURE_TERM_WEIGHT,
    industryTermWeight: INDUSTRY_TERM_WEIGHT,
    featureCueFactor: FEATURE_CUE_FACTOR,
    needDetailCueFactor: NEED_DETAIL_CUE_FACTOR,
    contextCueFactor: CONTEXT_CUE_FACTOR,
    contextOnlyCueFactor: CONTEXT_ONLY_CUE_FACTOR,
    featuresAddKindsBelow: FEATURES_ADD_KINDS_BELOW,
    minRelativeCapabilityStrength: MIN_RELATIVE_CAPABILITY_STRENGTH,
    avoidedKindMinStrength: AVOIDED_KIND_MIN_STRENGTH,
    cheapMaxEurPerYear: CHEAP_MAX_EUR_PER_YEAR,
  }),
  alternative: Object.freeze({
    needWeight: ALTERNATIVE_NEED_WEIGHT,
    termWeight: ALTERNATIVE_TERM_WEIGHT,
    maxDescriptionTerms: ALTERNATIVE_MAX_DESCRIPTION_TERMS,
    feedback: ALTERNATIVE_FEEDBACK,
  }),
});

/** Overrides of some options; a group (`feedback`, `alternative`, …) may be overridden field by field. */
export type EngineOptionsOverrides = {
  [K in keyof EngineOptions]?: EngineOptions[K] extends number ? number : Partial<EngineOptions[K]>;
};

/** The defaults with `overrides` applied, group by group. */
export function resolveEngineOptions(overrides: EngineOptionsOverrides = {}): Readonly<EngineOptions> {
  const out: Record<string, unknown> = { ...DEFAULT_ENGINE_OPTIONS };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const base = out[key];
    out[key] = typeof base === "object" && base !== null ? { ...base, ...(value as object) } : value;
  }
  return Object.freeze(out) as unknown as EngineOptions;
}
