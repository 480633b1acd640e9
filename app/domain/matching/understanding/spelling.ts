import { memoizeByWord } from "../text/stemmer";
import { normalizeText } from "../text/tokenizer";
import type { Vocabulary } from "../vocabulary";

/**
 * How buyers mistype the words of their need ("accouting sofware", "Zeiterfasung", "urenregistatie", "Buero"), read
 * back as the vocabulary's own words before the text is read. A word is corrected only when nothing knows it: no word
 * of the vocabulary (any list, any language), no stem of one, and no word the caller knows (the catalog's own words).
 * It is corrected only to a word of a kind's phrasings (cues, weak cues, terms, names, translations) in a language the
 * text is written in, one slip of the hand away (`isTypoOf`: the same first letter, no edit at the word's end), and to
 * one answer only: a typo that could be two different words is left as written. Words of fewer than six letters are
 * never corrected ("fax" is no "tax", "chat" no "chart").
 *
 * German written without umlauts ("Buero", "Loehne", "fuer") is read as the vocabulary's word that has them, whatever
 * its length: only the vocabulary's own umlaut words are spelled that way, and only when the spelling is no word of
 * its own.
 */
export interface SpellingCorrector {
  /**
   * The text with its mistyped words replaced (in place, case kept as written: all capitals, a capital first letter or
   * none). `known(word)` says whether the caller knows a normalized word the vocabulary does not; `languages()` the
   * languages the text is written in (asked once, only when a word may be mistyped): a word is corrected only to a
   * word of one of them ("en" always among them: buyers write "Software" and "Tool" in every language).
   */
  correct(text: string, known?: (word: string) => boolean, languages?: () => readonly string[]): string;
  /**
   * The vocabulary's word a normalized word is read as, among the words of `languages` ("en", "de", …; null: all), or
   * null when it is left as written (the caller's words aside).
   */
  correctWord(word: string, languages: readonly string[] | null): string | null;
}

/** Fewest letters a word needs to be corrected at all: one letter off in a shorter word is another word too often. */
export const MIN_CORRECTED_LETTERS = 6;

/** Words whose reading is remembered, at most (cleared when full). */
const SPELLING_MEMO_WORDS = 20_000;

const WORD = /[\p{L}\p{M}]+/gu;
const ASCII_WORD = /^[a-z]+$/;
const UMLAUT = /[äöüÄÖÜ]/;

/** Shortest known word whose stems are known too: a corrected word is longer, and so is its stem's word. */
const MIN_STEMMED_LETTERS = 4;

/** Every string a vocabulary holds, at any depth (object keys too). */
function stringsOf(value: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        out.push(k);
        stack.push(x);
      }
  }
  return out;
}

/** The words of a text as normalizeText writes them (lowercase, accents stripped). */
function normalizedWords(text: string): string[] {
  return normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** "für" → "fuer", "Löhne" → "loehne": how a German word is written on a keyboard without umlauts. */
function umlautSpelling(word: string): string | null {
  const lower = word.toLowerCase();
  if (!/[äöü]/.test(lower)) return null;
  return lower.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue");
}

/**
 * Whether `typed` is `target` mistyped the way hands mistype, one edit off: a letter left out inside the word or of a
 * double ("accouting", "sofware", "payrol"), a letter doubled ("marketting"), two neighbours swapped after the first
 * letter ("inventroy"), or, in a long word, one letter for another before its last two ("managemant"). An edit at the
 * word's end is how languages inflect ("abteilungen", "afficher", "aggiornamenti"), and one letter for another in a
 * short word makes another word ("winter", "finger", "sister"): neither is a typo.
 */
export function isTypoOf(typed: string, target: string): boolean {
  const n = typed.length;
  const m = target.length;
  let i = 0;
  while (i < n && i < m && typed.charCodeAt(i) === target.charCodeAt(i)) i++;
  if (i === 0) return false;
  if (n === m) {
    if (i >= n) return false;
    // Two neighbours swapped, before the last letter.
    if (
      i + 2 < n &&
      typed[i] === target[i + 1] &&
      typed[i + 1] === target[i] &&
      typed.slice(i + 2) === target.slice(i + 2)
    )
      return true;
    // One letter for another, in a long word, before its last two letters.
    return n >= MIN_SUBSTITUTION_LETTERS && i < n - 2 && typed.slice(i + 1) === target.slice(i + 1);
  }
  if (n === m - 1) {
    // A letter left out: `target[i]`, inside the word or one of a double.
    if (typed.slice(i) !== target.slice(i + 1)) return false;
    const doubled = target[i] === target[i - 1] || target[i] === target[i + 1];
    return doubled || (i < m - 1 && n >= MIN_LEFT_OUT_LETTERS);
  }
  if (n === m + 1) {
    // A letter added: `typed[i]`, only as a double of its neighbour.
    if (typed.slice(i + 1) !== target.slice(i)) return false;
    return typed[i] === typed[i - 1] || typed[i] === typed[i + 1];
  }
  return false;
}

/** Fewest letters a word needs for one of its letters to be read as mistyped for another. */
export const MIN_SUBSTITUTION_LETTERS = 12;

/** Fewest letters a word needs to be read as missing a letter that is no double ("county" is no "country"). */
export const MIN_LEFT_OUT_LETTERS = 7;

/**
 * `stemmers`: each language's stemmer ("en" first, the one the text index uses). A word whose stem in a language the
 * text is written in is a known word's stem is that word inflected ("abteilungen", "aggiornamento"), not mistyped.
 */
export function createSpellingCorrector(
  vocabulary: Vocabulary,
  stemmers: ReadonlyArray<readonly [string, (word: string) => string]>,
): SpellingCorrector {
  const known = new Set<string>();
  /** Words of the vocabulary outside the other languages' phrasings and stop words: the English reading's own. */
  const english = new Set<string>();
  const umlauts = new Map<string, string>();
  const { capabilities, language_stop_words, ...rest } = vocabulary;
  const read = (strings: readonly string[], own: boolean) => {
    for (const s of strings) {
      for (const w of normalizedWords(s)) {
        known.add(w);
        if (own) english.add(w);
      }
      if (!UMLAUT.test(s)) continue;
      for (const raw of s.match(WORD) ?? []) {
        const spelled = umlautSpelling(raw);
        const folded = normalizedWords(raw)[0];
        if (spelled && folded && spelled !== folded) umlauts.set(spelled, folded);
      }
    }
  };
  read(stringsOf(rest), true);
  read(stringsOf(language_stop_words), false);
  for (const { translations, weak_translations, ...own } of capabilities) {
    read(stringsOf(own), true);
    read(stringsOf([translations, weak_translations]), false);
  }
  // A word's stem in English is known when an English word has it ("personeelsplaning" is no "personeelsplan…").
  // Computed the first time a text in the language has a word that may be mistyped: most texts have none.
  const stemSets: Array<Set<string> | undefined> = stemmers.map(() => undefined);
  const knownStemsOf = (i: number): ReadonlySet<string> => {
    let stems = stemSets[i];
    if (!stems) {
      stems = new Set<string>();
      const [language, stem] = stemmers[i]!;
      for (const w of i === 0 && language === "en" ? english : known)
        if (w.length >= MIN_STEMMED_LETTERS) stems.add(stem(w));
      stemSets[i] = stems;
    }
    return stems;
  };
  /** Whether a language of `languages` (null: any) reads a word as a known word's stem. */
  const stemKnown = (w: string, languages: readonly string[] | null) =>
    stemmers.some(
      ([language, stem], i) =>
        (languages === null || languages.includes(language)) && knownStemsOf(i).has(stem(w)),
    );

  // The words of the kinds' phrasings, per language and by first letter and length: what a mistyped word may be
  // corrected to.
  const targets = new Map<string, Map<string, string[]>>();
  const addTarget = (language: string, w: string) => {
    if (w.length < MIN_CORRECTED_LETTERS - 1 || !ASCII_WORD.test(w)) return;
    let byLetter = targets.get(language);
    if (!byLetter) {
      byLetter = new Map();
      targets.set(language, byLetter);
    }
    const key = w[0]! + w.length;
    const list = byLetter.get(key);
    if (!list) byLetter.set(key, [w]);
    else if (!list.includes(w)) list.push(w);
  };
  for (const c of vocabulary.capabilities) {
    for (const text of [c.name, ...c.cues, ...c.weak_cues, ...c.terms])
      for (const w of normalizedWords(text)) addTarget("en", w);
    for (const [language, texts] of [
      ...Object.entries(c.translations),
      ...Object.entries(c.weak_translations),
    ])
      for (const text of texts ?? []) for (const w of normalizedWords(text)) addTarget(language, w);
  }
  const stem = stemmers[0]?.[1] ?? ((w: string) => w);

  /** The words a word may be mistyped for, per language (none when it is short, known or no typo of any). */
  const candidatesOf = memoizeByWord((word: string): ReadonlyMap<string, readonly string[]> => {
    const out = new Map<string, string[]>();
    if (word.length < MIN_CORRECTED_LETTERS || !ASCII_WORD.test(word) || known.has(word)) return out;
    for (const [language, byLetter] of targets) {
      const found: string[] = [];
      for (let n = word.length - 1; n <= word.length + 1; n++)
        for (const t of byLetter.get(word[0]! + n) ?? []) if (isTypoOf(word, t)) found.push(t);
      if (found.length > 0) out.set(language, found);
    }
    return out;
  }, SPELLING_MEMO_WORDS);

  const correctWord = (word: string, languages: readonly string[] | null): string | null => {
    const umlaut = umlauts.get(word);
    if (umlaut !== undefined) return umlaut;
    const candidates = candidatesOf(word);
    if (candidates.size === 0) return null;
    if (stemKnown(word, languages)) return null;
    const found = [
      ...new Set(
        [...candidates].filter(([l]) => languages === null || languages.includes(l)).flatMap(([, ws]) => ws),
      ),
    ];
    if (found.length === 0) return null;
    // Two words of one stem ("invoice", "invoices") are one answer; two different words are none.
    if (new Set(found.map(stem)).size > 1) return null;
    return found.reduce((a, b) => (b.length < a.length || (b.length === a.length && b < a) ? b : a));
  };

  function correct(
    text: string,
    knownByCaller?: (word: string) => boolean,
    languagesOf?: () => readonly string[],
  ): string {
    let languages: readonly string[] | null | undefined;
    return text.replace(WORD, (written) => {
      const words = normalizedWords(written);
      if (words.length !== 1) return written;
      const word = words[0]!;
      if (!umlauts.has(word) && candidatesOf(word).size === 0) return written;
      if (languages === undefined) languages = languagesOf ? languagesOf() : null;
      const fixed = correctWord(word, languages);
      if (fixed === null || fixed === word) return written;
      if (!umlauts.has(word) && knownByCaller?.(word)) return written;
      if (written.length > 1 && written === written.toUpperCase()) return fixed.toUpperCase();
      if (written[0] !== written[0]!.toLowerCase()) return fixed[0]!.toUpperCase() + fixed.slice(1);
      return fixed;
    });
  }

  return { correct, correctWord };
}
