/**
 * The matching engine core: pure, framework-free TypeScript. Build an index once per catalog version with
 * createMatchIndex, then call findMatches per request. See docs/matching.md.
 */

export {
  type CatalogChanges,
  type CatalogIndexer,
  createCatalogIndexer,
  createMatchIndex,
  runSteps,
  type Steps,
} from "./catalog-indexer";
export {
  BM25_K1,
  BUDGET_HARD_CONFLICT_RATIO,
  CREDIBILITY_WEIGHTS,
  DEFAULT_FACTOR_WEIGHTS,
  DEFAULT_FIELD_SPECS,
  DEFAULT_LIMIT,
  DEFAULT_SEMANTIC_WEIGHT,
  ENGINE_VERSION,
  EXCELLENT_FIT_MIN_SCORE,
  EXPANSION_TERM_WEIGHT,
  FEATURE_CUE_FACTOR,
  FEATURE_TERM_WEIGHT,
  FEEDBACK_MIN_RELATIVE,
  FEEDBACK_MIN_VOTES,
  FEEDBACK_TOP_K,
  FULL_CREDIBILITY_CERTIFICATIONS,
  FULL_CREDIBILITY_YEARS,
  GOOD_FIT_MIN_SCORE,
  HARD_CONFLICT_PENALTY,
  INDUSTRY_TERM_WEIGHT,
  INDUSTRY_VALUES,
  MAX_EXPANSION_DOC_SHARE,
  MIN_PROBLEM_FIT,
  MIN_RELATIVE_CAPABILITY_STRENGTH,
  MIN_TEXT_CAPABILITY_STRENGTH,
  MIN_TEXT_RELEVANCE,
  NEUTRAL_FACTOR,
  PROBLEM_FIT_BLEND,
  PROBLEM_FIT_BLEND_TEXT_ONLY,
  PROBLEM_TERM_WEIGHT,
  QUALIFICATION_VALUES,
  RELATED_CATEGORY_AFFINITY,
  SOFT_CONFLICT_PENALTY,
  STRONG_CUE_WEIGHT,
  WEAK_CUE_WEIGHT,
} from "./constants";
export { defaultVocabulary } from "./default-vocabulary";
export { featureCoverage } from "./feature-coverage";
export { findMatches, interpretProblem, type ProblemInterpretation } from "./find-matches";
export { createWeightedFusion, type Fusion, fitCategory, roundScore } from "./fusion";
export type { MatchIndex } from "./match-index";
export type { TextRetrieval, WeightedTerm } from "./retrieval/bm25f";
export { type CategoryTable, categoryFeedback } from "./retrieval/category-feedback";
export type { ConceptMatcher } from "./text/concept-matcher";
export { createTokenizer, type Token, type Tokenizer } from "./text/tokenizer";
export type {
  BusinessProblem,
  CatalogVendor,
  Conflict,
  ConflictKind,
  CriterionStatus,
  FindMatchesOptions,
  FitCategory,
  MatchFactors,
  QualificationCheck,
  SemanticSimilarity,
  VectorSimilaritySource,
  VendorMatch,
} from "./types";
export { parseVocabulary, type Vocabulary, VocabularySchema } from "./vocabulary";
