import { type CatalogVendorRecord, parseCatalogFile } from "./catalog-format";

/** One catalog file as read from disk: its name (for messages) and its parsed JSON. */
export interface CatalogFileInput {
  name: string;
  json: unknown;
}

/** duplicates: records left out because an earlier file has their slug, one line each naming both files. */
export type MergedCatalog =
  | { ok: true; vendors: CatalogVendorRecord[]; duplicates: string[] }
  | { ok: false; problems: string[]; duplicates: string[] };

/**
 * Validates several vendor-catalog/v1 files and joins their vendors in the order given. Every problem names its file.
 * A slug already given by an earlier file keeps the earlier record; the later one is listed in duplicates (the
 * catalog check fails on it, the seeding goes on without it).
 */
export function mergeCatalogFiles(files: readonly CatalogFileInput[]): MergedCatalog {
  const problems: string[] = [];
  const duplicates: string[] = [];
  const vendors: CatalogVendorRecord[] = [];
  const fileOfSlug = new Map<string, string>();
  for (const file of files) {
    const parsed = parseCatalogFile(file.json);
    if (!parsed.ok) {
      for (const problem of parsed.problems) problems.push(`${file.name}: ${problem}`);
      continue;
    }
    parsed.catalog.vendors.forEach((vendor, i) => {
      const other = fileOfSlug.get(vendor.slug);
      if (other !== undefined) {
        duplicates.push(`${file.name}: vendors[${i}].slug "${vendor.slug}" is already in ${other}`);
        return;
      }
      fileOfSlug.set(vendor.slug, file.name);
      vendors.push(vendor);
    });
  }
  return problems.length > 0 ? { ok: false, problems, duplicates } : { ok: true, vendors, duplicates };
}
