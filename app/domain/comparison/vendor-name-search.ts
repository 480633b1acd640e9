import { boundedEditDistance } from "~/domain/matching/retrieval/product-names";
import { words } from "~/domain/matching/text/tokenizer";

/** How well a name matches what was typed, best first. */
export const NAME_MATCH = { exact: 0, prefix: 1, wordPrefix: 2, contains: 3, typo: 4 } as const;
export type NameMatch = (typeof NAME_MATCH)[keyof typeof NAME_MATCH];

/** Typed text this long (letters and digits) may carry one typo; shorter text matches too much when forgiven. */
export const TYPO_MIN_LENGTH = 4;

/** Letters and digits only, in lower case and without accents: "Zendesk Chat" → "zendeskchat". */
function compact(text: string): string {
  return words(text).join("");
}

function startsAWord(name: string, query: string): boolean {
  for (let i = name.indexOf(query); i >= 0; i = name.indexOf(query, i + 1)) {
    if (i === 0 || !/[\p{L}\p{N}]/u.test(name[i - 1]!)) return true;
  }
  return false;
}

/**
 * One typo away (an edit or a swap of two letters; the engine's own measure, the one that finds "an alternative to
 * Airtabel"): from the whole name, one of its words, or the start of either (the name is still being typed).
 */
function oneTypoAway(name: string, typed: string): boolean {
  const targets = [compact(name), ...words(name)];
  for (const target of targets) {
    for (let len = typed.length - 1; len <= typed.length + 1; len++) {
      if (len < 1 || len > target.length) continue;
      if (boundedEditDistance(typed, target.slice(0, len), 1) <= 1) return true;
    }
  }
  return false;
}

/**
 * How `name` matches `query` (already trimmed and lower-cased; `%`, `_` and other signs are taken literally), or null
 * when it does not: the exact name, a name starting with it, a word of the name starting with it, a name containing
 * it, or (typed text of TYPO_MIN_LENGTH letters or more) one typo away.
 */
export function nameMatch(name: string, query: string): NameMatch | null {
  const n = name.toLowerCase();
  if (n === query) return NAME_MATCH.exact;
  if (n.startsWith(query)) return NAME_MATCH.prefix;
  if (startsAWord(n, query)) return NAME_MATCH.wordPrefix;
  if (n.includes(query)) return NAME_MATCH.contains;
  const typed = compact(query);
  if (typed.length >= TYPO_MIN_LENGTH && oneTypoAway(name, typed)) return NAME_MATCH.typo;
  return null;
}

/**
 * The vendors whose names match `query`, best match first; within one kind of match the shorter name first (the
 * typed text is more of it: "Salesforce Sales Cloud" before "Salesforce Commerce Cloud"), then by name and slug.
 */
export function rankByName<T extends { slug: string; name: string }>(
  vendors: Iterable<T>,
  query: string,
  limit: number,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits: { vendor: T; match: NameMatch }[] = [];
  for (const vendor of vendors) {
    const match = nameMatch(vendor.name, q);
    if (match !== null) hits.push({ vendor, match });
  }
  hits.sort(
    (a, b) =>
      a.match - b.match ||
      a.vendor.name.length - b.vendor.name.length ||
      a.vendor.name.toLowerCase().localeCompare(b.vendor.name.toLowerCase()) ||
      (a.vendor.slug < b.vendor.slug ? -1 : a.vendor.slug > b.vendor.slug ? 1 : 0),
  );
  return hits.slice(0, limit).map((h) => h.vendor);
}
