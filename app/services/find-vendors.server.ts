import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import { featureCoverage } from "~/domain/matching";
import type { MatchingService } from "./matching-service.server";
import { toProfileView, type VendorProfileView } from "./vendor-view";
import { rowToCatalogVendor } from "./vendor-records.server";

export interface VendorSuggestion {
  slug: string;
  name: string;
  tagline: string | null;
  website: string | null;
}

export const MAX_SEARCH_QUERY_LENGTH = 100;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Published vendors whose name contains the query, names starting with it first. */
export async function findVendorsByName({
  db,
  query,
  limit = 8,
}: {
  db: Database;
  query: string;
  limit?: number;
}): Promise<VendorSuggestion[]> {
  const q = query.trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
  if (!q) return [];
  const pattern = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q.toLowerCase())}%`;
  return db
    .select({ slug: vendors.slug, name: vendors.name, tagline: vendors.tagline, website: vendors.website })
    .from(vendors)
    .where(and(eq(vendors.status, "published"), ilike(vendors.name, pattern)))
    .orderBy(sql`case when lower(${vendors.name}) like ${prefix} then 0 else 1 end`, asc(sql`lower(${vendors.name})`), asc(vendors.slug))
    .limit(Math.min(Math.max(limit, 1), 20));
}

export interface ComparedVendor extends VendorProfileView {
  /** Only when the buyer's requested features are known (arriving from a search). */
  coverage: { matched: string[]; missing: string[] } | null;
}

/** Published vendors by slug, in the order asked, with feature coverage against the buyer's requested features. */
export async function getVendorsForComparison({
  db,
  matching,
  slugs,
  requestedFeatures,
}: {
  db: Database;
  matching: MatchingService;
  slugs: string[];
  requestedFeatures: string[];
}): Promise<ComparedVendor[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.status, "published"), inArray(vendors.slug, slugs)));
  const bySlug = new Map(rows.map((r) => [r.slug, rowToCatalogVendor(r)]));
  const { index } = requestedFeatures.length > 0 ? await matching.getSnapshot() : { index: null };
  const out: ComparedVendor[] = [];
  for (const slug of slugs) {
    const vendor = bySlug.get(slug);
    if (!vendor) continue;
    out.push({
      ...toProfileView(vendor),
      coverage: index ? featureCoverage(index, vendor, requestedFeatures) : null,
    });
  }
  return out;
}
