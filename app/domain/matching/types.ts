import type { BusinessProblem } from "~/domain/buyer/business-problem";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";

export type { BusinessProblem };

/** A vendor as the engine sees it: the one vendor profile record (catalog facts plus the vendor side's flags). */
export type CatalogVendor = VendorProfile;

/** The five factors, each 0..1. */
export interface MatchFactors {
  problem_fit: number;
  feature_alignment: number;
  industry_relevance: number;
  qualification: number;
  credibility: number;
}

export type FitCategory = "Excellent fit" | "Good fit" | "Partial fit";

export type ConflictKind = QualificationCheck["criterion"];

export interface Conflict {
  kind: ConflictKind;
  /** A hard conflict rules the vendor out for this buyer (e.g. on-premise required, cloud-only vendor). */
  hard: boolean;
  /** Human-readable, e.g. "Cloud only — you asked for On-premise". */
  message: string;
}

/** Where in a vendor's profile the words a ✓ rests on were found. */
export type FeatureSourceField =
  | "features"
  | "integrations"
  | "categories"
  | "certifications"
  | "name"
  | "tagline"
  | "description";

/** The vendor's own words a confirmed feature rests on: one profile item (a description sentence), quoted. */
export interface FeatureSource {
  /** The requested feature, as the buyer wrote it. */
  feature: string;
  field: FeatureSourceField;
  text: string;
}

export type CriterionStatus = "met" | "unknown" | "conflict";

/** One qualification criterion's outcome, for the results page's factor breakdown. */
export interface QualificationCheck {
  /** The five wizard criteria always; license, compliance and data_location only when the problem text asks. */
  criterion:
    | "company_size"
    | "budget"
    | "deployment"
    | "region"
    | "timeline"
    | "license"
    | "compliance"
    | "data_location";
  status: CriterionStatus;
  detail: string;
}

/**
 * The engine's verdict on one vendor for one problem: which vendor (its slug), how well it fits and why. It copies
 * no profile field: a view composes it with the vendor's profile. Stored with a search as the engine returned it.
 */
export interface MatchVerdict {
  slug: string;
  fit_category: FitCategory;
  /**
   * Why the fit category is lower than the score alone would give, e.g. "Partial fit: serves US only — you asked
   * for Europe"; null when the score decides it.
   */
  fit_note: string | null;
  /** 0..100, one decimal. */
  score: number;
  factors: MatchFactors;
  /**
   * Requested features the vendor's own words confirm, and those they do not, as the buyer wrote them. Each matched
   * feature has its words in `feature_sources`.
   */
  matched_features: string[];
  missing_features: string[];
  /** The vendor's words each matched feature rests on (as they read when it was ranked). */
  feature_sources: FeatureSource[];
  /** Hard conflicts first. */
  conflicts: Conflict[];
  qualification_checks: QualificationCheck[];
  /** One sentence from the facts above. */
  explanation: string;
}

/** How the engine read a problem beyond its topic, for the criteria summary. */
export interface ProblemInterpretation {
  /** Kinds of software read as the need, strongest first (at most three): "You need: Forms & surveys". */
  needs: string[];
  /** Products the buyer wants an alternative to (excluded from the results). */
  alternativesTo: Array<{ slug: string; name: string }>;
  /** Requirements read from the problem text (a wizard field on the same criterion wins). */
  requirements: Array<{ criterion: QualificationCheck["criterion"]; label: string }>;
  /** Kinds of software the buyer said they do not want. */
  avoided: string[];
  /** The kind the buyer needs when the catalog has no product of it; null when it has (or no kind was read). */
  missingKind: MissingKind | null;
  /**
   * The next-best readings of the need (kinds of software, at most three), offered as one-click corrections; the
   * buyer's choice re-ranks with `FindMatchesOptions.need`.
   */
  otherReadings: string[];
}

/** A kind of software the buyer needs that the catalog lacks, and the kinds of the vendors shown instead. */
export interface MissingKind {
  /** The vocabulary's capability id. */
  id: string;
  name: string;
  /** Kinds of the vendors shown, in rank order (empty when none is shown or the reading had no ranking). */
  nearest: string[];
}

export interface FindMatchesOptions {
  /** At most this many vendors, best first. Default: the index's options.limit (20 unless overridden). */
  limit?: number;
  /** The current year, for years in business; injected to keep results deterministic in tests. */
  currentYear: number;
  /**
   * Optional semantic similarity (0..1) per vendor slug from a vector provider, computed by the caller before
   * the call (findMatches stays synchronous and pure). Blended into problem_fit; vendors without an entry keep
   * their lexical fit.
   */
  semantic?: SemanticSimilarity;
  /**
   * A kind of software (a vocabulary capability's name, e.g. "Forms & surveys") the buyer chose as their need in
   * place of the one read from the problem. An unknown name is ignored.
   */
  need?: string;
}

/** Similarities from an embedding search, keyed by vendor slug. */
export interface SemanticSimilarity {
  scores: ReadonlyMap<string, number>;
  /** Share of problem_fit given to the similarity, 0..1. Default: the index's options.semanticWeight (0.25). */
  weight?: number;
}
