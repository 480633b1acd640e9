import type { Conflict, FitCategory, MatchFactors, QualificationCheck } from "~/domain/matching/types";

/** One ranked vendor as the results page shows it: the engine's verdict plus the few profile fields a card needs. */
export interface ResultVendor {
  /** 1-based position in the engine's ranking; stays with the vendor when the page is re-sorted. */
  rank: number;
  slug: string;
  name: string;
  website: string | null;
  tagline: string | null;
  description: string;
  fit_category: FitCategory;
  score: number;
  factors: MatchFactors;
  matched_features: string[];
  missing_features: string[];
  conflicts: Conflict[];
  qualification_checks: QualificationCheck[];
  explanation: string;
  deployment_models: string[];
  pricing: { free_tier: boolean | null; starting_price_eur_per_year: number | null; model: string | null };
}

export type ResultVendorSource = Omit<ResultVendor, "rank">;

/** Picks what the results page needs from ranked matches (which carry the whole profile), keeping their order. */
export function toResultVendors(matches: readonly ResultVendorSource[]): ResultVendor[] {
  return matches.map((m, i) => ({
    rank: i + 1,
    slug: m.slug,
    name: m.name,
    website: m.website,
    tagline: m.tagline,
    description: m.description,
    fit_category: m.fit_category,
    score: m.score,
    factors: m.factors,
    matched_features: m.matched_features,
    missing_features: m.missing_features,
    conflicts: m.conflicts,
    qualification_checks: m.qualification_checks,
    explanation: m.explanation,
    deployment_models: m.deployment_models,
    pricing: m.pricing,
  }));
}
