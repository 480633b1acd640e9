import type { Stemmer } from "./stemmer";

/** Languages besides English whose buyer phrasings the vocabulary carries. */
export const PHRASE_LANGUAGES = ["de", "fr", "es", "it", "nl"] as const;
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];

/**
 * Strips the longest listed ending that leaves at least `min` letters. Light on purpose, in the manner of Savoy's
 * light stemmers for European languages: it conflates singular and plural ("Rechnung" / "Rechnungen", "fattura" /
 * "fatture"), not derivations, so unrelated words stay apart.
 */
function stripper(endings: readonly string[], min: number): (w: string) => string {
  const sorted = [...endings].sort((a, b) => b.length - a.length);
  return (w) => {
    for (const e of sorted) if (w.length - e.length >= min && w.endsWith(e)) return w.slice(0, -e.length);
    return w;
  };
}

const german = stripper(["ern", "em", "en", "er", "es", "e", "s"], 4);
const french = stripper(["aux", "es", "s", "x", "e"], 4);
const spanishPlural = stripper(["es", "s"], 3);
const spanishVowel = stripper(["a", "o", "e"], 3);
const spanish = (w: string) => spanishVowel(spanishPlural(w));
const italian = stripper(["i", "e", "a", "o"], 3);
const dutchEnding = stripper(["en", "es", "s", "e"], 4);
/** Dutch doubles a vowel in an open syllable ("afspraak" / "afspraken"): folding doubles meets both. */
const dutch = (w: string) => dutchEnding(w).replace(/([aeou])\1/g, "$1");

const STEMMERS: Record<PhraseLanguage, (w: string) => string> = {
  de: german,
  fr: french,
  es: spanish,
  it: italian,
  nl: dutch,
};

/** The light stemmer of a language, for words already lowercased and stripped of accents. */
export function languageStemmer(language: PhraseLanguage): Stemmer {
  const stem = STEMMERS[language];
  return (word) => (word.length <= 3 || !/^[a-z]+$/.test(word) ? word : stem(word));
}
