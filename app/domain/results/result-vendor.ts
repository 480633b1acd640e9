import { pick } from "~/domain/vendors/vendor-profile";
import type { VendorMatchView } from "./vendor-view";

/** The fields of a ranked vendor (verdict and profile) a results card shows, in the order the page receives them. */
const CARD_FIELDS = [
  "slug",
  "name",
  "website",
  "description",
  "fit_category",
  "fit_note",
  "score",
  "factors",
  "matched_features",
  "missing_features",
  "feature_sources",
  "conflicts",
  "qualification_checks",
  "explanation",
  "tagline",
  "verified",
  "deployment_models",
  "pricing",
  "license",
] as const satisfies readonly (keyof VendorMatchView)[];

/** One ranked vendor as the results page shows it: the few fields of its view a card needs, and its rank. */
export type ResultVendor = Pick<VendorMatchView, (typeof CARD_FIELDS)[number]> & {
  /** 1-based position in the engine's ranking; stays with the vendor when the page is re-sorted. */
  rank: number;
};

/** Picks what the results page needs from ranked vendors, keeping their order. */
export function toResultVendors(views: readonly VendorMatchView[]): ResultVendor[] {
  return views.map((v, i) => ({ rank: i + 1, ...pick(v, CARD_FIELDS) }));
}
