import type { AnalyzedWord, Tokenizer } from "./tokenizer";

/** A phrase found in a text: words [start, end) of the analyzed text, and what the phrase stands for. */
export interface PhraseHit<T> {
  start: number;
  end: number;
  value: T;
  /** Word indexes a "*" matched: they belong to the text around the phrase, not to the phrase. */
  wildcards: number[];
}

/**
 * Finds fixed phrasings word for word, stop words included ("don't want", "alternative to", "open source"). A "*"
 * in a phrase stands for any one content word ("free * tool" finds "free invoicing tool").
 */
export interface PhraseMatcher<T> {
  /** Non-overlapping hits, left to right; at each word the longest phrase wins. */
  find(words: readonly AnalyzedWord[]): PhraseHit<T>[];
  /** The longest phrase starting exactly at word `at`, or null. */
  at(words: readonly AnalyzedWord[], at: number): PhraseHit<T> | null;
}

const WILDCARD = "*";

interface Entry<T> {
  terms: string[];
  /** Whether each phrase word is a stop word: "not" matches the stop word "not", never "note" stemmed to "not". */
  stops: boolean[];
  /**
   * Whether each phrase word was written right after a dropped "I" or "'d" ("i d like", "we d love"): the text's word
   * must be written after a one-letter word too (`AnalyzedWord.letter`). The tokenizer drops one-letter words, so
   * without this "i d like" was the bare word "like" and "the tool feels like overkill" or "customers like the
   * newsletter" stated a need.
   */
  afterLetter: boolean[];
  value: T;
}

/** One-letter words that are a subject or a contraction ("I", "'d"), never an article: a phrase written with one keeps it. */
const KEPT_LETTERS: ReadonlySet<string> = new Set(["i", "d"]);

/**
 * Whether the text's word at `i` may be the word a phrase wrote after "I" or "'d": it was written after one ("I'd
 * like"), or after a stop word ("we would also like"), or after one word that was ("I'd really like", "I would
 * really like"), within its clause. Not after a content word: "the tool feels like", "customers like".
 */
function afterKeptLetter(words: readonly AnalyzedWord[], i: number): boolean {
  const letter = (k: number) => KEPT_LETTERS.has(words[k]!.letter ?? "");
  if (letter(i)) return true;
  if (i === 0 || words[i]!.clauseStart) return false;
  const prev = words[i - 1]!;
  if (prev.stop || letter(i - 1)) return true;
  return i > 1 && !prev.clauseStart && letter(i - 2);
}

export function createPhraseMatcher<T>(
  tokenizer: Tokenizer,
  phrases: ReadonlyArray<{ text: string; value: T }>,
): PhraseMatcher<T> {
  const byFirst = new Map<string, Entry<T>[]>();
  for (const { text, value } of phrases) {
    const words: Array<{ term: string; stop: boolean; afterLetter: boolean }> = [];
    let letter = false;
    for (const part of text.split(/\s+/)) {
      const analyzed = part === WILDCARD ? [{ term: WILDCARD, stop: false }] : tokenizer.analyze(part);
      if (analyzed.length === 0) {
        letter = KEPT_LETTERS.has(part.toLowerCase());
        continue;
      }
      for (const w of analyzed) words.push({ term: w.term, stop: w.stop, afterLetter: letter });
      letter = false;
    }
    const terms = words.map((w) => w.term);
    if (terms.length === 0 || terms[0] === WILDCARD) continue;
    const list = byFirst.get(terms[0]!) ?? [];
    list.push({
      terms,
      stops: words.map((w) => w.stop),
      afterLetter: words.map((w) => w.afterLetter),
      value,
    });
    byFirst.set(terms[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.terms.length - a.terms.length);

  function at(words: readonly AnalyzedWord[], i: number): PhraseHit<T> | null {
    const list = byFirst.get(words[i]!.term);
    if (!list) return null;
    for (const e of list) {
      if (i + e.terms.length > words.length) continue;
      if (words[i]!.stop !== e.stops[0]) continue;
      if (e.afterLetter[0] && !afterKeptLetter(words, i)) continue;
      let ok = true;
      for (let k = 1; k < e.terms.length; k++) {
        const w = words[i + k]!;
        // A phrase never runs over a clause break ("…free. Plan…").
        const ok1 =
          (e.terms[k] === WILDCARD ? !w.stop : w.term === e.terms[k] && w.stop === e.stops[k]) &&
          (!e.afterLetter[k] || afterKeptLetter(words, i + k));
        if (!ok1 || w.clauseStart) {
          ok = false;
          break;
        }
      }
      if (ok) {
        const wildcards: number[] = [];
        e.terms.forEach((t, k) => {
          if (t === WILDCARD) wildcards.push(i + k);
        });
        return { start: i, end: i + e.terms.length, value: e.value, wildcards };
      }
    }
    return null;
  }

  return {
    at,
    find(words) {
      const hits: PhraseHit<T>[] = [];
      for (let i = 0; i < words.length; ) {
        const hit = at(words, i);
        if (hit) {
          hits.push(hit);
          i = hit.end;
        } else i++;
      }
      return hits;
    },
  };
}
