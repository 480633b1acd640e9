import type { VendorMatch } from "~/domain/matching/types";
import { pick, type VendorProfile } from "~/domain/vendors/vendor-profile";

/** The engine's verdict fields a results card shows. */
const VERDICT_FIELDS = [
  "slug",
  "name",
  "website",
  "description",
  "fit_category",
  "score",
  "factors",
  "matched_features",
  "missing_features",
  "conflicts",
  "qualification_checks",
  "explanation",
] as const satisfies readonly (keyof VendorMatch)[];

/** The profile fields a results card shows beyond the verdict. */
const PROFILE_FIELDS = [
  "tagline",
  "verified",
  "deployment_models",
  "pricing",
  "license",
] as const satisfies readonly (keyof VendorProfile)[];

/** One ranked vendor as the results page shows it: the engine's verdict plus the few profile fields a card needs. */
export type ResultVendor = Pick<VendorMatch, (typeof VERDICT_FIELDS)[number]> &
  Pick<VendorProfile, (typeof PROFILE_FIELDS)[number]> & {
    /** 1-based position in the engine's ranking; stays with the vendor when the page is re-sorted. */
    rank: number;
  };

export type ResultVendorSource = Omit<ResultVendor, "rank">;

/** Picks what the results page needs from ranked matches (which carry the whole profile), keeping their order. */
export function toResultVendors(matches: readonly ResultVendorSource[]): ResultVendor[] {
  return matches.map((m, i) => ({
    rank: i + 1,
    ...pick(m, VERDICT_FIELDS),
    ...pick(m, PROFILE_FIELDS),
  }));
}
