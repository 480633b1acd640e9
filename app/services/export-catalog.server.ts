import { asc } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import { CATALOG_SCHEMA_ID, type CatalogFile } from "~/domain/catalog/catalog-format";
import { rowToRecord } from "./vendor-records.server";

/** Every vendor in the vendor-catalog/v1 format, ordered by slug. */
export async function exportCatalog({ db }: { db: Database }): Promise<CatalogFile> {
  const rows = await db.select().from(vendors).orderBy(asc(vendors.slug));
  return { schema: CATALOG_SCHEMA_ID, vendors: rows.map(rowToRecord) };
}
