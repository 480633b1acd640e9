import { CREDIBILITY_WEIGHTS, FULL_CREDIBILITY_CERTIFICATIONS, FULL_CREDIBILITY_YEARS } from "../constants";
import type { CatalogVendor } from "../types";

/** Share of profile fields filled in (unknown = empty list or null). */
export function profileCompleteness(v: CatalogVendor): number {
  const filled = [
    v.website !== null && v.website !== "",
    v.tagline !== null && v.tagline.trim() !== "",
    v.description.trim() !== "",
    v.categories.length > 0,
    v.features.length > 0,
    v.industries.length > 0,
    v.company_sizes.length > 0,
    v.deployment_models.length > 0,
    v.regions.length > 0,
    v.pricing.starting_price_eur_per_year !== null || v.pricing.free_tier !== null,
    v.integrations.length > 0,
    v.founded_year !== null,
  ];
  return filled.filter(Boolean).length / filled.length;
}

/**
 * The year-independent part of credibility: profile status, completeness, certifications, and published buyer
 * reviews through the prior (reviewSignal; 0 without reviews, so a catalog without reviews ranks as before).
 */
export function staticCredibility(v: CatalogVendor): number {
  const profile = v.verified ? 1 : v.claimed ? 0.6 : 0;
  const certs = Math.min(1, v.certifications.length / FULL_CREDIBILITY_CERTIFICATIONS);
  const part =
    CREDIBILITY_WEIGHTS.profile * profile +
    CREDIBILITY_WEIGHTS.completeness * profileCompleteness(v) +
    CREDIBILITY_WEIGHTS.certifications * certs;
  const reviews = reviewSignal(v.reviews);
  return reviews === 0 ? part : Math.max(0, Math.min(1, part + REVIEW_CREDIBILITY_WEIGHT * reviews));
}

/** Years in business as a 0..1 signal; unknown founding year gives 0 (no evidence, not a penalty in kind). */
export function yearsSignal(foundedYear: number | null, currentYear: number): number {
  if (foundedYear === null || !Number.isFinite(foundedYear) || foundedYear <= 0) return 0;
  const years = Math.max(0, currentYear - foundedYear);
  return Math.min(1, years / FULL_CREDIBILITY_YEARS);
}

/**
 * Only verifiable signals: verified/claimed profile, completeness, years in business, certifications, and reviews
 * of buyers who connected, through the prior. Never anything paid.
 */
export function credibility(staticPart: number, foundedYear: number | null, currentYear: number): number {
  return Math.min(
    1,
    staticPart + CREDIBILITY_WEIGHTS.yearsInBusiness * yearsSignal(foundedYear, currentYear),
  );
}

/**
 * The review prior (docs/decisions/017): a vendor's ratings are shrunk towards a neutral 3 of 5 as if it had
 * REVIEW_PRIOR_COUNT more reviews at that rating, so one or two reviews barely move it and many are needed for a
 * lasting effect. Only published reviews of buyers who connected count; payments, unlocks and refunds never do.
 */
export const REVIEW_PRIOR = Object.freeze({ count: 10, mean: 3 });

/** Share of credibility (0..1) the review signal can add or take away at most. */
export const REVIEW_CREDIBILITY_WEIGHT = 0.2;

/** Published reviews as a signal in -1..1: the Bayesian mean rating against the prior, 0 without reviews. */
export function reviewSignal(reviews: { count: number; ratingSum: number } | undefined): number {
  if (!reviews || !(reviews.count > 0) || !Number.isFinite(reviews.ratingSum)) return 0;
  const mean =
    (REVIEW_PRIOR.count * REVIEW_PRIOR.mean + reviews.ratingSum) / (REVIEW_PRIOR.count + reviews.count);
  return Math.max(-1, Math.min(1, (mean - REVIEW_PRIOR.mean) / 2));
}
