import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { type ImportCatalogResult, importCatalog } from "./import-catalog.server";

export const DEFAULT_CATALOG_PATH = resolve(process.cwd(), "catalog", "vendors.json");

/**
 * Imports the bundled catalog only when the database holds no vendors at all,
 * so it never lands on top of a catalog someone imported with catalog:import.
 */
export async function seedDefaultCatalog({
  db,
  path = DEFAULT_CATALOG_PATH,
}: {
  db: Database;
  path?: string;
}): Promise<ImportCatalogResult | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vendors);
  if ((row?.n ?? 0) > 0) return null;
  const parsed = parseCatalogFile(JSON.parse(await readFile(path, "utf8")));
  if (!parsed.ok)
    throw new Error(`The default catalog ${path} is invalid: ${parsed.problems.slice(0, 5).join("; ")}`);
  return importCatalog({ db, records: parsed.catalog.vendors });
}
