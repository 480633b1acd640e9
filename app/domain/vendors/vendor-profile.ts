import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";

/**
 * The one vendor profile record that every page and API answer derives its view from (by Pick/Omit, never by
 * declaring the fields again): the catalog facts in their `vendor-catalog/v1` shape (snake_case, as the API returns
 * them) without the import's `source`, plus the two flags the vendor side sets.
 * The matching engine indexes this same record (`CatalogVendor` in app/domain/matching/types.ts is this type).
 */
export type VendorProfile = Omit<CatalogVendorRecord, "source"> & {
  /** The vendor proved its website domain (or an operator did): the "Verified" badge. */
  verified: boolean;
  /** A vendor account manages this profile. */
  claimed: boolean;
  /**
   * Published buyer reviews in aggregate, present only when there is at least one (docs/decisions/017): `count`
   * reviews whose ratings (the mean of responsiveness and fit, 1–5) add up to `ratingSum`. Nothing paid feeds it.
   */
  reviews?: { count: number; ratingSum: number };
};

/** Empty lists and nulls mean "not listed", never "no". */
export type VendorPricing = VendorProfile["pricing"];

/** A copy of `source` holding only `keys`: how a view is cut from a richer record without naming each field twice. */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}
