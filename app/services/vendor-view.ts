import type { CatalogVendor, VendorMatch } from "~/domain/matching/types";

/** What a vendor card and the comparison table show about a vendor, beyond the match itself. */
export interface VendorProfileView {
  slug: string;
  name: string;
  website: string | null;
  tagline: string | null;
  description: string;
  categories: string[];
  features: string[];
  industries: string[];
  company_sizes: string[];
  deployment_models: string[];
  regions: string[];
  pricing: { free_tier: boolean | null; starting_price_eur_per_year: number | null; model: string | null };
  license: string | null;
  integrations: string[];
  certifications: string[];
  founded_year: number | null;
  verified: boolean;
  claimed: boolean;
}

/** A ranked match as the API and the results page return it: the engine's verdict plus the vendor's profile. */
export type VendorMatchView = VendorMatch & Omit<VendorProfileView, keyof VendorMatch>;

export function toProfileView(v: CatalogVendor): VendorProfileView {
  return {
    slug: v.slug,
    name: v.name,
    website: v.website,
    tagline: v.tagline,
    description: v.description,
    categories: v.categories,
    features: v.features,
    industries: v.industries,
    company_sizes: v.companySizes,
    deployment_models: v.deploymentModels,
    regions: v.regions,
    pricing: {
      free_tier: v.pricing.freeTier,
      starting_price_eur_per_year: v.pricing.startingPriceEurPerYear,
      model: v.pricing.model,
    },
    license: v.license,
    integrations: v.integrations,
    certifications: v.certifications,
    founded_year: v.foundedYear,
    verified: v.verified,
    claimed: v.claimed,
  };
}

/** The engine's verdict on a vendor without the profile fields it copies (name, website, description, features). */
export type MatchVerdict = Omit<VendorMatch, "name" | "website" | "description" | "features">;

/** A fresh match or a stored verdict, completed with the vendor's current profile. */
export function toMatchView(match: VendorMatch | MatchVerdict, vendor: CatalogVendor): VendorMatchView {
  return { ...toProfileView(vendor), ...match };
}
