import type { DeploymentBits } from "./factors/qualification";
import type { EngineOptions } from "./options";
import type { TextRetrieval } from "./retrieval/bm25f";
import type { CatalogVendor } from "./types";
import type { CompiledVocabulary, LicenseClass } from "./understanding/compiled-vocabulary";
import type { ProductLookup } from "./understanding/request-language";

/** Sparse per-capability lists: the vendors that have it and how strongly. */
export interface CapabilityPostings {
  docs: Int32Array;
  weights: Float32Array;
}

/**
 * Everything findMatches needs, built once per catalog version. Treat it as opaque: its fields are the
 * engine's own and may change between versions.
 */
export interface MatchIndex {
  readonly engineVersion: string;
  readonly vocabularyVersion: string;
  /** The weights and thresholds every search on this index applies (defaults unless the index was built with others). */
  readonly options: Readonly<EngineOptions>;
  /** Number of vendors indexed (duplicate slugs are indexed once). */
  readonly size: number;
  /** Vendors by document id; ids follow slug order, so ties fall back to slug order for free. */
  readonly vendors: readonly CatalogVendor[];
  readonly docBySlug: ReadonlyMap<string, number>;
  readonly vocab: CompiledVocabulary;
  readonly text: TextRetrieval;
  /**
   * Per capability: vendors whose categories mean it (affinity 1) or a neighbour (less), or whose nameless
   * categories its members describe themselves as (category induction, less than 1).
   */
  readonly capabilityByCategory: readonly CapabilityPostings[];
  /** Per capability: vendors whose own name, tagline, description or features name it. */
  readonly capabilityByText: readonly CapabilityPostings[];
  /** Distinct vendor categories (as written), how many vendors have each, and each vendor's category ids (CSR). */
  readonly categoryNames: readonly string[];
  readonly categorySize: Int32Array;
  readonly docCategoryStart: Int32Array;
  readonly docCategories: Int32Array;
  /**
   * Per category (same ids): the kinds category induction gave it, most described first; empty for a category
   * whose name the vocabulary reads (its kinds are `vocab.categoryAffinities(name)`) or that induced nothing.
   */
  readonly categoryKinds: ReadonlyArray<readonly number[]>;
  /**
   * Per category (same ids): for a category whose name means no known kind, the share of its members describing
   * themselves as each kind at least `inductionMinMembers` of them name (empty otherwise). Category feedback and an
   * avoided kind weigh a nameless category by it, in proportion, not by its induced kinds alone.
   */
  readonly categoryKindShares: ReadonlyArray<ReadonlyMap<number, number>>;
  /**
   * Per vendor: the kinds it has by category induction or by its own words alone (ascending), and per kind 1 when
   * it is stated to be of it (an induced category and its own tagline or first sentence agree), 0 when loose.
   * What fit labels count as a need match on a catalog whose categories say nothing (ADR 018).
   */
  readonly inducedKinds: readonly Int32Array[];
  readonly inducedKindStated: readonly Uint8Array[];
  /**
   * Per feature concept: ascending ids of vendors that state it (features, text, integrations, or a capability
   * implying it that their categories name or were induced to mean).
   */
  readonly featureDocs: readonly Int32Array[];
  readonly industryDeclared: Uint32Array;
  readonly industryMentioned: Uint32Array;
  readonly declaresIndustries: Uint8Array;
  readonly deploymentMask: Uint8Array;
  readonly companySizeMask: Uint8Array;
  readonly regionMask: Uint32Array;
  /** NaN when unknown. */
  readonly startingPrice: Float64Array;
  /** NaN when unknown; max Infinity when open-ended. */
  readonly bandMin: Float64Array;
  readonly bandMax: Float64Array;
  /** -1 unknown, 0 no, 1 yes. */
  readonly freeTier: Int8Array;
  readonly foundedYear: Int32Array;
  readonly credibilityStatic: Float32Array;
  /** Vendors with identical qualification facts share a profile id, so a request qualifies each profile once. */
  readonly qualificationProfile: Int32Array;
  readonly qualificationProfileCount: number;
  /** Declared industries as normalized terms, for industries the vocabulary does not know. */
  readonly declaredIndustryLabels: ReadonlyArray<readonly string[]>;
  readonly deploymentBits: DeploymentBits;
  /** Per vendor: what its licence field says. */
  readonly licenseClass: readonly LicenseClass[];
  /** Per vendor: bits of the vocabulary's compliance constraints its certifications meet. */
  readonly complianceMask: Uint32Array;
  /** Finds vendors by the name a buyer wrote ("an alternative to Airtable"). */
  readonly products: ProductLookup;
}
