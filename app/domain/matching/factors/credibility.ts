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

/** The year-independent part of credibility: profile status, completeness, certifications. */
export function staticCredibility(v: CatalogVendor): number {
  const profile = v.verified ? 1 : v.claimed ? 0.6 : 0;
  const certs = Math.min(1, v.certifications.length / FULL_CREDIBILITY_CERTIFICATIONS);
  return (
    CREDIBILITY_WEIGHTS.profile * profile +
    CREDIBILITY_WEIGHTS.completeness * profileCompleteness(v) +
    CREDIBILITY_WEIGHTS.certifications * certs
  );
}

/** Years in business as a 0..1 signal; unknown founding year gives 0 (no evidence, not a penalty in kind). */
export function yearsSignal(foundedYear: number | null, currentYear: number): number {
  if (foundedYear === null || !Number.isFinite(foundedYear) || foundedYear <= 0) return 0;
  const years = Math.max(0, currentYear - foundedYear);
  return Math.min(1, years / FULL_CREDIBILITY_YEARS);
}

/** Only verifiable signals: verified/claimed profile, completeness, years in business, certifications. Never ratings. */
export function credibility(staticPart: number, foundedYear: number | null, currentYear: number): number {
  return Math.min(
    1,
    staticPart + CREDIBILITY_WEIGHTS.yearsInBusiness * yearsSignal(foundedYear, currentYear),
  );
}
