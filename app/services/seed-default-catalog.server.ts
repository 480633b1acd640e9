import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import { type CatalogFileInput, mergeCatalogFiles } from "~/domain/catalog/merge-catalog-files";
import { type ImportCatalogResult, importCatalog } from "./import-catalog.server";

/** The directory of the bundled catalog: vendors.json, and one file per batch of kinds in vendors/. */
export const DEFAULT_CATALOG_DIR = resolve(process.cwd(), "catalog");

/** The files of a catalog directory, in load order: vendors.json, then every vendors/*.json sorted by name. */
export async function defaultCatalogFiles(dir: string = DEFAULT_CATALOG_DIR): Promise<string[]> {
  let more: string[] = [];
  try {
    more = (await readdir(join(dir, "vendors")))
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => join(dir, "vendors", name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return [join(dir, "vendors.json"), ...more];
}

/** Every file of a catalog directory, parsed, named by its path relative to the directory. */
export async function readCatalogFiles(dir: string = DEFAULT_CATALOG_DIR): Promise<CatalogFileInput[]> {
  const files = await defaultCatalogFiles(dir);
  return Promise.all(
    files.map(async (path) => {
      const name = relative(dir, path);
      const text = await readFile(path, "utf8");
      try {
        return { name, json: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`The default catalog file ${path} is not JSON: ${(error as Error).message}`);
      }
    }),
  );
}

/**
 * Reads and validates every file of the default catalog; throws with the first problems when any record is invalid.
 * A slug an earlier file already has is left out (the first record wins) and listed in duplicates.
 */
export async function loadDefaultCatalog(
  dir: string = DEFAULT_CATALOG_DIR,
): Promise<{ vendors: CatalogVendorRecord[]; duplicates: string[] }> {
  const merged = mergeCatalogFiles(await readCatalogFiles(dir));
  if (!merged.ok)
    throw new Error(`The default catalog in ${dir} is invalid: ${merged.problems.slice(0, 5).join("; ")}`);
  return { vendors: merged.vendors, duplicates: merged.duplicates };
}

/**
 * Imports the bundled catalog only when the database holds no vendors at all,
 * so it never lands on top of a catalog someone imported with catalog:import.
 */
export async function seedDefaultCatalog({
  db,
  dir = DEFAULT_CATALOG_DIR,
}: {
  db: Database;
  /** A directory laid out like catalog/ (DEFAULT_CATALOG_DIR in the environment). */
  dir?: string;
}): Promise<(ImportCatalogResult & { duplicatesLeftOut: string[] }) | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vendors);
  if ((row?.n ?? 0) > 0) return null;
  const catalog = await loadDefaultCatalog(dir);
  return {
    ...(await importCatalog({ db, records: catalog.vendors })),
    duplicatesLeftOut: catalog.duplicates,
  };
}
