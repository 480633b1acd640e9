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

/**
 * "https://www.airtable.com/" → "airtable": the product's own domain. Subdomains (x.notion.site, y.github.io) name a
 * host, not the product, and are skipped.
 */
function hostLabel(website: string | null): string | null {
  if (!website) return null;
  try {
    const parts = new URL(website).hostname.toLowerCase().split(".");
    if (parts[0] === "www") parts.shift();
    const label =
      parts.length === 2
        ? parts[0]!
        : parts.length === 3 && ["co", "com", "org", "net"].includes(parts[1]!) && parts[2]!.length === 2
          ? parts[0]!
          : null;
    return label && label.length >= 4 && /^[a-z0-9]+$/.test(label) ? label : null;
  } catch {
    return null;
  }
}

/** Edit distance (with transpositions) if it is at most `max`, else max + 1. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
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

/** The keys a vendor is found by: its name and the core of it (spaced and written together), and its website's name. */
export function productNameKeys(v: { name: string; website: string | null }): string[] {
  const keys = new Set<string>();
  for (const n of [v.name, coreName(v.name)]) {
    const w = words(n);
    if (w.length === 0) continue;
    keys.add(w.join(KEY_SEPARATOR));
    keys.add(w.join(""));
  }
  const host = hostLabel(v.website);
  if (host) keys.add(host);
  return [...keys];
}

/** Collects vendors' name keys by document id (ascending), then answers lookups with `lookup`. */
export interface ProductNameTable {
  add(keys: readonly string[], doc: number): void;
  /** `isCommonWord`: whether a lowercase single word is too common in the catalog's text to be read as a product name. */
  lookup(isCommonWord: (word: string) => boolean): ProductLookup;
}

/**
 * Finds catalog products by name: exact (case, accents and punctuation aside: "monday.com" = "Monday com"),
 * written together ("air table" = "Airtable"), by the core of a longer name or the website's name, and with one
 * typo (not in the first letter) in names of five letters or more. A common lowercase word is not read as a name.
 */
export function createProductNameTable(): ProductNameTable {
  const exact = new Map<string, number[]>();
  // Typo candidates by first letter and length: a typo in the first letter is rare, and this keeps the scan small.
  const compactByLength = new Map<string, Map<string, number[]>>();
  const addExact = (key: string, d: number) => {
    if (!key) return;
    const list = exact.get(key);
    if (!list) exact.set(key, [d]);
    else if (list[list.length - 1] !== d) list.push(d);
  };
  const add = (keys: readonly string[], d: number) => {
    for (const k of keys) {
      addExact(k, d);
      if (!k.includes(KEY_SEPARATOR) && k.length >= 5) {
        const bucketKey = `${k[0]}${k.length}`;
        let bucket = compactByLength.get(bucketKey);
        if (!bucket) {
          bucket = new Map();
          compactByLength.set(bucketKey, bucket);
        }
        const list = bucket.get(k);
        if (!list) bucket.set(k, [d]);
        else if (list[list.length - 1] !== d) list.push(d);
      }
    }
  };

  function lookup(isCommonWord: (word: string) => boolean): ProductLookup {
    const capitalizedIn = (text: string, word: string) => {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "giu");
      for (const m of text
        .normalize("NFKD")
        .replace(/\p{M}+/gu, "")
        .matchAll(re)) {
        const c = m[0][0]!;
        if (c !== c.toLowerCase()) return true;
      }
      return false;
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

    return {
      find(wordsAfter, text) {
        for (let n = Math.min(4, wordsAfter.length); n >= 1; n--) {
          const w = wordsAfter.slice(0, n);
          const docs = exact.get(w.join(KEY_SEPARATOR)) ?? exact.get(w.join(""));
          if (docs && plausible(w, text)) return { docs, length: n };
        }
        // One typo, only in a word the buyer capitalized as a name ("Airtabel") or a long one.
        for (let n = Math.min(2, wordsAfter.length); n >= 1; n--) {
          const w = wordsAfter.slice(0, n);
          if (w.some((x) => isCommonWord(x))) continue;
          const compact = w.join("");
          if (compact.length < 5) continue;
          if (!capitalizedIn(text, w[0]!) && compact.length < 8) continue;
          const docs = fuzzy(compact);
          if (docs) return { docs, length: n };
        }
        return null;
      },
    };
  }

  return { add, lookup };
}
