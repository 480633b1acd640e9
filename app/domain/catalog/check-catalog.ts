import type { CatalogVendorRecord } from "./catalog-format";
import { type CatalogFileInput, mergeCatalogFiles } from "./merge-catalog-files";
import type { Kind, Taxonomy } from "./taxonomy";

/** A kind of the catalog needs at least this many products, so a buyer is never shown a kind of one. */
export const MIN_PRODUCTS_PER_KIND = 3;
/** Two descriptions sharing this share of the shorter one's five-word runs are one text copied. */
export const COPIED_DESCRIPTION_OVERLAP = 0.8;
const SHINGLE_WORDS = 5;

export interface KindCount {
  id: string;
  name: string;
  products: number;
}

export interface CatalogCheckReport {
  files: number;
  products: number;
  /** Invalid records, slugs or websites used twice, copied descriptions, categories outside the taxonomy. */
  problems: string[];
  /** Every kind of the taxonomy with its number of products, most first. */
  kinds: KindCount[];
  /** Kinds with products, but fewer than MIN_PRODUCTS_PER_KIND. */
  kindsBelowMinimum: KindCount[];
  /** Kinds of the taxonomy without any product. */
  kindsWithoutProducts: KindCount[];
}

/** "https://www.Example.com/app/" and "http://example.com/app" are one website. */
export function websiteKey(website: string): string {
  try {
    const url = new URL(website);
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return `${host}${url.pathname.replace(/\/+$/, "").toLowerCase()}`;
  } catch {
    return website.trim().toLowerCase();
  }
}

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The description's words with the product's own name replaced, so "X does Y" and "Z does Y" compare equal. */
function descriptionWords(vendor: CatalogVendorRecord): string[] {
  const name = words(vendor.name);
  const out = words(vendor.description);
  if (name.length === 0) return out;
  const result: string[] = [];
  for (let i = 0; i < out.length; i++) {
    if (name.every((w, j) => out[i + j] === w)) {
      result.push("\u0000name");
      i += name.length - 1;
    } else result.push(out[i]!);
  }
  return result;
}

function copiedDescriptions(vendors: readonly CatalogVendorRecord[]): string[] {
  const problems: string[] = [];
  const shingles: Array<Set<string>> = [];
  const bearers = new Map<string, number[]>();
  vendors.forEach((vendor, i) => {
    const ws = descriptionWords(vendor);
    const set = new Set<string>();
    if (ws.length > 0 && ws.length < SHINGLE_WORDS) set.add(ws.join(" "));
    for (let j = 0; j + SHINGLE_WORDS <= ws.length; j++) set.add(ws.slice(j, j + SHINGLE_WORDS).join(" "));
    shingles.push(set);
    for (const s of set) {
      const list = bearers.get(s) ?? [];
      list.push(i);
      bearers.set(s, list);
    }
  });
  vendors.forEach((vendor, i) => {
    const shared = new Map<number, number>();
    for (const s of shingles[i]!) {
      for (const j of bearers.get(s)!) if (j < i) shared.set(j, (shared.get(j) ?? 0) + 1);
    }
    for (const [j, n] of shared) {
      const smaller = Math.min(shingles[i]!.size, shingles[j]!.size);
      if (smaller > 0 && n / smaller >= COPIED_DESCRIPTION_OVERLAP) {
        problems.push(
          `${vendor.slug}: description is a copy of ${vendors[j]!.slug}'s (${Math.round((100 * n) / smaller)} % the same)`,
        );
      }
    }
  });
  return problems;
}

/**
 * Checks a catalog made of several files against the taxonomy: every file valid, slugs and websites unique across
 * files, no description a copy of another, every category a category of a kind; counts the products of each kind.
 */
export function checkCatalog(files: readonly CatalogFileInput[], taxonomy: Taxonomy): CatalogCheckReport {
  const merged = mergeCatalogFiles(files);
  const problems = [...(merged.ok ? [] : merged.problems), ...merged.duplicates];
  const vendors: CatalogVendorRecord[] = [];
  if (merged.ok) vendors.push(...merged.vendors);
  else {
    // Still check what parses, so one bad record does not hide the other findings.
    for (const file of files) {
      const one = mergeCatalogFiles([file]);
      if (one.ok) vendors.push(...one.vendors);
    }
  }

  const websites = new Map<string, string>();
  for (const v of vendors) {
    if (!v.website) continue;
    const key = websiteKey(v.website);
    const other = websites.get(key);
    if (other !== undefined && other !== v.slug)
      problems.push(`${v.slug}: website ${v.website} is also ${other}'s`);
    else websites.set(key, v.slug);
  }

  problems.push(...copiedDescriptions(vendors));

  const counts = new Map<Kind, number>();
  const outside = new Map<string, string[]>();
  for (const v of vendors) {
    const kinds = new Set<Kind>();
    for (const category of v.categories) {
      const of = taxonomy.kindsOfCategory(category);
      if (of.length === 0) outside.set(category, [...(outside.get(category) ?? []), v.slug]);
      for (const k of of) kinds.add(k);
    }
    for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  for (const [category, slugs] of outside) {
    problems.push(
      `category "${category}" (${slugs.slice(0, 3).join(", ")}${slugs.length > 3 ? `, +${slugs.length - 3}` : ""}) is no category of any kind in the vocabulary`,
    );
  }

  const kinds = taxonomy.kinds
    .map((k) => ({ id: k.id, name: k.name, products: counts.get(k) ?? 0 }))
    .sort((a, b) => b.products - a.products || a.id.localeCompare(b.id));
  return {
    files: files.length,
    products: vendors.length,
    problems,
    kinds,
    kindsBelowMinimum: kinds.filter((k) => k.products > 0 && k.products < MIN_PRODUCTS_PER_KIND),
    kindsWithoutProducts: kinds.filter((k) => k.products === 0),
  };
}
