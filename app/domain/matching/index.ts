/**
 * The matching engine core: pure, framework-free TypeScript. Build an index once per catalog version with
 * createMatchIndex (or a CatalogIndexer, updated incrementally), then call findMatches per request. See
 * docs/matching.md. Only what callers outside the engine use is exported here.
 */

export { type CatalogIndexer, createCatalogIndexer, createMatchIndex, type Steps } from "./catalog-indexer";
export { ENGINE_VERSION } from "./constants";
export { defaultVocabulary } from "./default-vocabulary";
export { featureCoverage } from "./feature-coverage";
export { confirmedCoverage, withFeatureSources } from "./feature-evidence";
export { findMatches, matchProblem, type ProblemMatches } from "./find-matches";
export type { MatchIndex } from "./match-index";
export type { EngineOptions, EngineOptionsOverrides } from "./options";
export { interpretProblem, spelledProblem } from "./pipeline/understand";
export { createTokenizer, type Tokenizer, words } from "./text/tokenizer";
export type {
  BusinessProblem,
  CatalogVendor,
  FeatureSource,
  MatchFactors,
  MatchVerdict,
  MissingKind,
  ProblemInterpretation,
  SemanticSimilarity,
} from "./types";
export type { NamedProduct, ProductLookup } from "./understanding/request-language";
export { understandProblem } from "./understanding/understand-problem";
export { parseVocabulary, type Vocabulary } from "./vocabulary";
