import { sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import { bumpCatalogVersion } from "./catalog-version.server";
import { maintainTables } from "./maintenance/vacuum.server";
import { type NewVendorRow, recordToRow } from "./vendor-records.server";

export interface ImportCatalogResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Records left as they are because a vendor account owns that profile (claimed): its edits win. */
  keptClaimed: number;
}

/** Rows per INSERT statement: 400 rows x 20 columns stays far below PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 400;

/**
 * Upserts validated catalog records by slug in one transaction: all of them or none.
 * Records whose content hash is unchanged are not written; vendor-side flags (status, claimed, verified) are kept.
 * A claimed vendor's profile belongs to its vendor: the catalog never overwrites their edits (counted as keptClaimed).
 */
export async function importCatalog({
  db,
  records,
}: {
  db: Database;
  records: CatalogVendorRecord[];
}): Promise<ImportCatalogResult> {
  const result = await db.transaction(async (tx) => {
    const existing = new Map<string, string>();
    const claimed = new Set<string>();
    const current = await tx
      .select({ slug: vendors.slug, hash: vendors.contentHash, claimed: vendors.claimed })
      .from(vendors);
    for (const row of current) {
      existing.set(row.slug, row.hash);
      if (row.claimed) claimed.add(row.slug);
    }

    const toInsert: NewVendorRow[] = [];
    const toUpdate: NewVendorRow[] = [];
    let unchanged = 0;
    let keptClaimed = 0;
    for (const record of records) {
      const row = recordToRow(record);
      const hash = existing.get(record.slug);
      if (hash === undefined) toInsert.push(row);
      else if (claimed.has(record.slug)) keptClaimed++;
      else if (hash !== row.contentHash) toUpdate.push(row);
      else unchanged++;
    }

    for (let i = 0; i < toInsert.length; i += BATCH_SIZE) {
      await tx.insert(vendors).values(toInsert.slice(i, i + BATCH_SIZE));
    }
    for (let i = 0; i < toUpdate.length; i += BATCH_SIZE) {
      await tx
        .insert(vendors)
        .values(toUpdate.slice(i, i + BATCH_SIZE))
        .onConflictDoUpdate({ target: vendors.slug, set: catalogColumnsFromExcluded });
    }
    if (toInsert.length + toUpdate.length > 0) await bumpCatalogVersion(tx);
    return { inserted: toInsert.length, updated: toUpdate.length, unchanged, keptClaimed };
  });
  // A bulk import leaves the planner's statistics from before it (and, with the stamping update, a dead version of
  // every row): where no autovacuum runs, vacuum and analyze the table now, by autovacuum's own rule, so the
  // index's read of changed vendors uses its index. The import has committed: a failure here is left to the
  // recurring database.maintenance job.
  if (result.inserted + result.updated > 0)
    await maintainTables(db, { tables: ["vendors"] }).catch(() => null);
  return result;
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

const catalogColumnsFromExcluded = {
  name: excluded("name"),
  website: excluded("website"),
  tagline: excluded("tagline"),
  description: excluded("description"),
  categories: excluded("categories"),
  features: excluded("features"),
  industries: excluded("industries"),
  companySizes: excluded("company_sizes"),
  deploymentModels: excluded("deployment_models"),
  regions: excluded("regions"),
  freeTier: excluded("free_tier"),
  startingPriceEurPerYear: excluded("starting_price_eur_per_year"),
  pricingModel: excluded("pricing_model"),
  license: excluded("license"),
  integrations: excluded("integrations"),
  certifications: excluded("certifications"),
  foundedYear: excluded("founded_year"),
  source: excluded("source"),
  contentHash: excluded("content_hash"),
  updatedAt: sql`now()`,
};
