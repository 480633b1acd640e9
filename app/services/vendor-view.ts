import type { CatalogVendor, VendorMatch } from "~/domain/matching/types";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";

/** What a vendor card, the comparison table and the API show about a vendor, beyond the match itself. */
export type VendorProfileView = VendorProfile;

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
