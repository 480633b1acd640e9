import { and, asc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import type { ComparableVendor } from "~/domain/comparison/types";
import { confirmedCoverage } from "~/domain/matching";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";
import type { MatchingService } from "./matching-service.server";

/** A vendor-name suggestion (the comparison tool's search box). */
export type VendorSuggestion = Pick<VendorProfile, "slug" | "name" | "tagline" | "website">;

export const MAX_SEARCH_QUERY_LENGTH = 100;
/** Suggestions returned at most per query. */
export const MAX_SUGGESTIONS = 20;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Published vendors whose name contains the query (case-insensitive, `%` and `_` taken literally):
 * names starting with it first, then names with a word starting with it, then the rest, each alphabetically.
 */
export async function findVendorsByName({
  db,
  query,
  limit = 8,
}: {
  db: Database;
  query: string;
  limit?: number;
}): Promise<VendorSuggestion[]> {
  const q = query.trim().slice(0, MAX_SEARCH_QUERY_LENGTH).toLowerCase();
  if (!q) return [];
  const escaped = escapeLike(q);
  const name = sql`lower(${vendors.name})`;
  return db
    .select({ slug: vendors.slug, name: vendors.name, tagline: vendors.tagline, website: vendors.website })
    .from(vendors)
    .where(and(eq(vendors.status, "published"), ilike(vendors.name, `%${escaped}%`)))
    .orderBy(
      sql`case when ${name} like ${`${escaped}%`} then 0 when ${name} like ${`% ${escaped}%`} then 1 else 2 end`,
      asc(name),
      asc(vendors.slug),
    )
    .limit(Math.min(Math.max(Math.trunc(limit), 1), MAX_SUGGESTIONS));
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
