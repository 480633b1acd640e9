/** What the comparison reads about one vendor. Empty lists and nulls mean "not listed", never "no". */
export interface ComparableVendor {
  slug: string;
  name: string;
  website: string | null;
  tagline: string | null;
  categories: string[];
  features: string[];
  deployment_models: string[];
  company_sizes: string[];
  regions: string[];
  certifications: string[];
  founded_year: number | null;
  pricing: { free_tier: boolean | null; starting_price_eur_per_year: number | null; model: string | null };
  /** SPDX licence expression, "Proprietary", or null when not listed. */
  license: string | null;
  /** Which of the buyer's requested features the vendor lists; null when no request is known. */
  coverage: { matched: string[]; missing: string[] } | null;
}

/** Picks the compared fields from a richer vendor record (the loader sends only these). */
export function toComparableVendor(v: ComparableVendor): ComparableVendor {
  return {
    slug: v.slug,
    name: v.name,
    website: v.website,
    tagline: v.tagline,
    categories: v.categories,
    features: v.features,
    deployment_models: v.deployment_models,
    company_sizes: v.company_sizes,
    regions: v.regions,
    certifications: v.certifications,
    founded_year: v.founded_year,
    pricing: v.pricing,
    license: v.license,
    coverage: v.coverage,
  };
}
