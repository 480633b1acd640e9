import { words } from "../text/tokenizer";
import type { ProductLookup } from "../understanding/request-language";

const KEY_SEPARATOR = " ";

/** The name without a trailing explanation: "Nextcloud (Hub)", "Plane – project tool", "Foo: bar" → "Nextcloud", "Plane", "Foo". */
function coreName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .split(/\s+[-–—|:]\s+|:\s/)[0]!
    .trim();
}

/** The website's host name split at its dots, in lower case; null when there is no website or it is no URL. */
function hostParts(website: string | null): string[] | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().split(".");
  } catch {
    return null;
  }
}

/** Where the registrable domain's name stands in `parts`: "example" of shop.example.com and of shop.example.co.uk. */
function registrableIndex(parts: readonly string[]): number {
  const n = parts.length;
  return n >= 3 && ["co", "com", "org", "net"].includes(parts[n - 2]!) && parts[n - 1]!.length === 2
    ? n - 3
    : n - 2;
}

/**
 * "https://www.airtable.com/" → "airtable": the product's own domain. Subdomains (x.notion.site, y.github.io) name a
 * host, not the product, and are skipped.
 */
function hostLabel(website: string | null): string | null {
  const parts = hostParts(website);
  if (!parts) return null;
  if (parts[0] === "www") parts.shift();
  if (registrableIndex(parts) !== 0) return null;
  const label = parts[0]!;
  return label.length >= 4 && /^[a-z0-9]+$/.test(label) ? label : null;
}

/**
 * The name of the website's registrable domain, subdomains and all: "support.google.com" and "www.google.com" →
 * "google", "quickbooks.intuit.com" → "intuit", "shop.example.co.uk" → "example". Products on one registrable
 * domain come from one company.
 */
function domainLabel(website: string | null): string | null {
  const parts = hostParts(website);
  if (!parts || parts.length < 2) return null;
  const label = parts[registrableIndex(parts)]!;
  return /^[a-z0-9-]+$/.test(label) ? label : null;
}

/** Edit distance (with transpositions) if it is at most `max`, else max + 1. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (max === 1) return distanceUpToOne(a, b);
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[n]! <= max ? prev[n]! : max + 1;
}

/**
 * `boundedEditDistance(a, b, 1)` without the table: 0 when equal, 1 when one substitution, one swap of neighbours or
 * one insertion makes them equal, else 2. Product names are looked up fuzzily for every word of a request against
 * each catalog name of about its length, and the table allocated arrays for each pair.
 */
function distanceUpToOne(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === b.length) {
    let i = 0;
    while (a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (sameFrom(a, i + 1, b, i + 1)) return 1;
    const swapped =
      i + 1 < a.length && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i);
    return swapped && sameFrom(a, i + 2, b, i + 2) ? 1 : 2;
  }
  const short = a.length < b.length ? a : b;
  const long = a.length < b.length ? b : a;
  let i = 0;
  while (i < short.length && short.charCodeAt(i) === long.charCodeAt(i)) i++;
  return sameFrom(short, i, long, i + 1) ? 1 : 2;
}

/** Whether `a` from `i` on equals `b` from `j` on (their rests have the same length). */
function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

const LETTER_OR_DIGIT_BEFORE = /[\p{L}\p{N}]$/u;
const PLAIN_WORD = /^[a-z0-9]+$/;

/**
 * Whether `word` (lowercase) starts a word of `stripped` (a text without accents) in a capital letter anywhere.
 * `lower` is `stripped` lowercased. A plain ASCII word is compared in place (no pattern is compiled for each new
 * word a buyer writes); any other word goes through a case-insensitive Unicode pattern.
 */
export function capitalizedAt(stripped: string, lower: string, word: string): boolean {
  if (!word) return false;
  if (!PLAIN_WORD.test(word) || lower.length !== stripped.length) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "giu");
    for (const m of stripped.matchAll(re)) {
      const c = m[0][0]!;
      if (c !== c.toLowerCase()) return true;
    }
    return false;
  }
  for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
    const c = stripped[at]!;
    if (c === c.toLowerCase()) continue;
    if (at > 0 && LETTER_OR_DIGIT_BEFORE.test(stripped.slice(Math.max(0, at - 2), at))) continue;
    return true;
  }
  return false;
}

/** Marks a website-name key among a vendor's name keys (and separates a brand key's word from its domain). */
const HOST_KEY_PREFIX = "@";
/** Marks a brand key: the first word of a vendor's name with its website's domain ("zendesk@zendesk"). */
const BRAND_WORD_PREFIX = "#";

/**
 * The keys a vendor is found by: its name and the core of it (spaced and written together), its website's name
 * (marked with HOST_KEY_PREFIX) and its name's first word with its website's domain (BRAND_WORD_PREFIX): a brand,
 * when several products on one domain have names that start with it ("QuickBooks Online" and "QuickBooks Payroll"
 * on intuit.com; "Zendesk" and "Zendesk Chat").
 */
export function productNameKeys(v: { name: string; website: string | null }): string[] {
  const keys = new Set<string>();
  for (const n of [v.name, coreName(v.name)]) {
    const w = words(n);
    if (w.length === 0) continue;
    keys.add(w.join(KEY_SEPARATOR));
    keys.add(w.join(""));
  }
  const host = hostLabel(v.website);
  if (host) keys.add(`${HOST_KEY_PREFIX}${host}`);
  const nameWords = words(v.name);
  const domain = domainLabel(v.website);
  if (nameWords.length > 0 && domain)
    keys.add(`${BRAND_WORD_PREFIX}${nameWords[0]}${HOST_KEY_PREFIX}${domain}`);
  return [...keys];
}

/** Collects vendors' name keys by document id (ascending), then answers lookups with `lookup`. */
export interface ProductNameTable {
  add(keys: readonly string[], doc: number): void;
  /**
   * `isCommonWord`: whether a lowercase single word is too common in the catalog's text to be read as a product name.
   * `known`: widely known products by their name's words (spaced and written together) → their kinds, read when the
   * catalog has no product of that name.
   */
  lookup(
    isCommonWord: (word: string) => boolean,
    known?: ReadonlyMap<string, readonly number[]>,
  ): ProductLookup;
}

/**
 * Finds catalog products by name: exact (case, accents and punctuation aside: "monday.com" = "Monday com"),
 * written together ("air table" = "Airtable"), by the core of a longer name or the website's name, and with one
 * typo (not in the first letter) in names of five letters or more. A common lowercase word is not read as a name.
 */
export function createProductNameTable(): ProductNameTable {
  /** Adds document `d` to `map`'s list for `key` (documents come in ascending order, each at most once a list). */
  const push = (map: Map<string, number[]>, key: string, d: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [d]);
    else if (list[list.length - 1] !== d) list.push(d);
  };
  const exact = new Map<string, number[]>();
  // Website names: one product's own ("monday" for monday.com), or a brand several products share (zendesk.com).
  const hosts = new Map<string, number[]>();
  // Products by the first word of their name and their website's domain ("zendesk@zendesk"): a brand's products.
  const brandProducts = new Map<string, number[]>();
  // Typo candidates by first letter and length: a typo in the first letter is rare, and this keeps the scan small.
  const compactByLength = new Map<string, Map<string, number[]>>();
  const add = (keys: readonly string[], d: number) => {
    for (const key of keys) {
      if (key.startsWith(BRAND_WORD_PREFIX)) {
        push(brandProducts, key.slice(BRAND_WORD_PREFIX.length), d);
        continue;
      }
      const host = key.startsWith(HOST_KEY_PREFIX);
      const k = host ? key.slice(HOST_KEY_PREFIX.length) : key;
      if (host) push(hosts, k, d);
      else if (k) push(exact, k, d);
      // Typos are forgiven in product names only: a website name shared by many products (github) is no name.
      if (!host && !k.includes(KEY_SEPARATOR) && k.length >= 5) {
        const bucketKey = `${k[0]}${k.length}`;
        let bucket = compactByLength.get(bucketKey);
        if (!bucket) {
          bucket = new Map();
          compactByLength.set(bucketKey, bucket);
        }
        push(bucket, k, d);
      }
    }
  };

  function lookup(
    isCommonWord: (word: string) => boolean,
    known: ReadonlyMap<string, readonly number[]> = new Map(),
  ): ProductLookup {
    // Brands by their word: the products of every domain on which two or more products' names start with it.
    const brands = new Map<string, number[]>();
    for (const [key, docs] of brandProducts) {
      if (docs.length < 2) continue;
      const word = key.slice(0, key.lastIndexOf(HOST_KEY_PREFIX));
      const list = brands.get(word);
      if (list) list.push(...docs);
      else brands.set(word, [...docs]);
    }

    // `find` is called many times with one text: it is stripped of accents (and lowercased) once.
    let lastText: string | null = null;
    let stripped = "";
    let lower = "";
    const capitalizedIn = (text: string, word: string) => {
      if (text !== lastText) {
        lastText = text;
        stripped = text.normalize("NFKD").replace(/\p{M}+/gu, "");
        lower = stripped.toLowerCase();
      }
      return capitalizedAt(stripped, lower, word);
    };

    const plausible = (nameWords: readonly string[], text: string) =>
      nameWords.length > 1 ||
      /\d/.test(nameWords[0]!) ||
      capitalizedIn(text, nameWords[0]!) ||
      !isCommonWord(nameWords[0]!);

    function fuzzy(compact: string): number[] | null {
      const max = 1;
      let best: number[] | null = null;
      let bestDistance = max + 1;
      let ties = 0;
      for (let len = compact.length - max; len <= compact.length + max; len++) {
        const bucket = compactByLength.get(`${compact[0]}${len}`);
        if (!bucket) continue;
        for (const [key, docs] of bucket) {
          const dist = boundedEditDistance(compact, key, max);
          if (dist < bestDistance) {
            best = docs;
            bestDistance = dist;
            ties = 0;
          } else if (dist === bestDistance && dist <= max) ties++;
        }
      }
      return ties === 0 ? best : null;
    }

    /**
     * The products `w` names, and the other products of the same brand (`siblings`: never offered as its
     * replacement). A name names its products; a website name names one product when only that product has it
     * ("monday" for monday.com). A brand alone ("Google", "QuickBooks": the first word of several products' names
     * on one company's domain) names no product in particular: the buyer may mean one the catalog lacks ("Google
     * Analytics") or the brand as a whole, so what they need comes from their own words, and none of the brand's
     * products is offered. A code host shared by unrelated projects (github.com/…) is no brand: their names differ.
     */
    const named = (w: readonly string[]) => {
      const compact = w.join("");
      const byName = exact.get(w.join(KEY_SEPARATOR)) ?? exact.get(compact);
      const byHost = hosts.get(compact);
      // The brand is the name's first word ("Zoho" of "Zoho CRM"), or the whole name when it is one word.
      const family = new Set<number>(brands.get(w[0]!));
      const docs = byName ?? (byHost?.length === 1 && family.size < 2 ? byHost : null);
      if (docs) return { docs, siblings: [...family].filter((d) => !docs.includes(d)).sort((a, b) => a - b) };
      if (family.size < 2 || w.length > 1) return null;
      return { docs: [], siblings: [...family].sort((a, b) => a - b) };
    };

    return {
      find(wordsAfter, text) {
        for (let n = Math.min(4, wordsAfter.length); n >= 1; n--) {
          const w = wordsAfter.slice(0, n);
          const hit = named(w);
          const kinds = known.get(w.join(KEY_SEPARATOR)) ?? known.get(w.join(""));
          if ((!hit && !kinds) || !plausible(w, text)) continue;
          // The catalog's facts first: a product of that name ("Zendesk") is read as the catalog says it is.
          if (hit && hit.docs.length > 0) return { ...hit, kinds: [], length: n };
          // A widely known product the catalog lacks ("Google Hangouts") is of its known kinds; the catalog's
          // products of its brand, if any ("Google Analytics", "Google Workspace"), are its siblings.
          if (kinds) {
            const brand = n > 1 ? named([w[0]!]) : hit;
            const siblings = brand && brand.docs.length === 0 ? brand.siblings : [];
            return { docs: [], siblings, kinds: [...kinds], length: n };
          }
          if (hit) return { ...hit, kinds: [], length: n };
        }
        // One typo, only in a word the buyer capitalized as a name ("Airtabel") or a long one.
        for (let n = Math.min(2, wordsAfter.length); n >= 1; n--) {
          const w = wordsAfter.slice(0, n);
          if (w.some((x) => isCommonWord(x))) continue;
          const compact = w.join("");
          if (compact.length < 5) continue;
          if (!capitalizedIn(text, w[0]!) && compact.length < 8) continue;
          const docs = fuzzy(compact);
          if (docs) return { docs, siblings: [], kinds: [], length: n };
        }
        return null;
      },
    };
  }

  return { add, lookup };
}
