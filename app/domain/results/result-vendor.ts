import type { VendorMatch } from "~/domain/matching/types";

/** One ranked vendor as the results page shows it: the engine's verdict plus the few profile fields a card needs. */
export type ResultVendor = Pick<
  VendorMatch,
  | "slug"
  | "name"
  | "website"
  | "description"
  | "fit_category"
  | "score"
  | "factors"
  | "matched_features"
  | "missing_features"
  | "conflicts"
  | "qualification_checks"
  | "explanation"
> & {
  /** 1-based position in the engine's ranking; stays with the vendor when the page is re-sorted. */
  rank: number;
  tagline: string | null;
  /** The vendor proved its website domain (or an operator did): the "Verified" badge. */
  verified: boolean;
  deployment_models: string[];
  pricing: { free_tier: boolean | null; starting_price_eur_per_year: number | null; model: string | null };
  /** SPDX licence expression, "Proprietary", or null when not listed. */
  license: string | null;
};

export type ResultVendorSource = Omit<ResultVendor, "rank">;

/** Picks what the results page needs from ranked matches (which carry the whole profile), keeping their order. */
export function toResultVendors(matches: readonly ResultVendorSource[]): ResultVendor[] {
  return matches.map((m, i) => ({
    rank: i + 1,
    slug: m.slug,
    name: m.name,
    website: m.website,
    tagline: m.tagline,
    verified: m.verified,
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
    license: m.license,
  }));
}
