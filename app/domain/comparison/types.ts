import type { FeatureSource } from "~/domain/matching/types";
import { pick, type VendorProfile } from "~/domain/vendors/vendor-profile";

/** The profile fields the comparison table reads. */
const COMPARED_FIELDS = [
  "slug",
  "name",
  "website",
  "tagline",
  "categories",
  "features",
  "deployment_models",
  "company_sizes",
  "regions",
  "certifications",
  "founded_year",
  "pricing",
  "license",
] as const satisfies readonly (keyof VendorProfile)[];

/** What the comparison reads about one vendor. Empty lists and nulls mean "not listed", never "no". */
export type ComparableVendor = Pick<VendorProfile, (typeof COMPARED_FIELDS)[number]> & {
  /**
   * Which of the buyer's requested features the vendor's own words confirm, with those words; null when no request
   * is known.
   */
  coverage: { matched: string[]; missing: string[]; sources: FeatureSource[] } | null;
};

/** Picks the compared fields from a richer vendor record (the loader sends only these). */
export function toComparableVendor(v: ComparableVendor): ComparableVendor {
  return { ...pick(v, COMPARED_FIELDS), coverage: v.coverage };
}
