import type { ComparableVendor } from "~/domain/comparison/types";
import { rankByName } from "~/domain/comparison/vendor-name-search";
import { confirmedCoverage } from "~/domain/matching";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";
import type { MatchingService } from "./matching-service.server";

/** A vendor-name suggestion (the comparison tool's search box). */
export type VendorSuggestion = Pick<VendorProfile, "slug" | "name" | "tagline" | "website">;

export const MAX_SEARCH_QUERY_LENGTH = 100;
/** Suggestions returned at most per query. */
export const MAX_SUGGESTIONS = 20;

/**
 * Published vendors by name, best match first (exact, start of the name, start of a word, anywhere in it, one typo
 * away; see rankByName), read from the current catalog snapshot, which holds every published vendor.
 */
export async function findVendorsByName({
  matching,
  query,
  limit = 8,
}: {
  matching: MatchingService;
  query: string;
  limit?: number;
}): Promise<VendorSuggestion[]> {
  const q = query.trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
  if (!q) return [];
  const { bySlug } = await matching.getSnapshot();
  const capped = Math.min(Math.max(Math.trunc(limit), 1), MAX_SUGGESTIONS);
  return rankByName(bySlug.values(), q, capped).map((v) => ({
    slug: v.slug,
    name: v.name,
    tagline: v.tagline,
    website: v.website,
  }));
}

export interface ComparedVendor extends VendorProfile {
  /** Only when the buyer's requested features are known (arriving from a search); a match has the vendor's words. */
  coverage: ComparableVendor["coverage"];
}

/**
 * Published vendors by slug, in the order asked, with feature coverage against the buyer's requested features.
 * Read from the current catalog snapshot, which already holds every published vendor.
 */
export async function getVendorsForComparison({
  matching,
  slugs,
  requestedFeatures,
}: {
  matching: MatchingService;
  slugs: string[];
  requestedFeatures: string[];
}): Promise<ComparedVendor[]> {
  if (slugs.length === 0) return [];
  const { index, bySlug } = await matching.getSnapshot();
  const out: ComparedVendor[] = [];
  for (const slug of slugs) {
    const vendor = bySlug.get(slug);
    if (!vendor) continue;
    out.push({
      ...vendor,
      coverage: requestedFeatures.length > 0 ? confirmedCoverage(index, vendor, requestedFeatures) : null,
    });
  }
  return out;
}
