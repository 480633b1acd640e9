import type { Stemmer } from "./stemmer";

/** Languages besides English whose buyer phrasings the vocabulary carries. */
export const PHRASE_LANGUAGES = ["de", "fr", "es", "it", "nl"] as const;
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];

/**
 * Languages that write a compound as one word or two ("Formularbaukasten", "Formular-Baukasten", "chatapp",
 * "chat-app"): their two-word phrases are cues written as one word too, so either spelling meets the other.
 */
export const CLOSED_COMPOUND_LANGUAGES: ReadonlySet<PhraseLanguage> = new Set(["de", "nl"]);

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
const frenchEnding = stripper(["es", "s", "x", "e"], 4);
/** "-eaux" is "-eau" plus x ("tableaux", "bureaux"); "-aux" is the plural of "-al" ("canaux", "journaux"). */
const french = (w: string) =>
  w.endsWith("eaux")
    ? w.slice(0, -1)
    : w.endsWith("aux") && w.length >= 6
      ? `${w.slice(0, -3)}al`
      : frenchEnding(w);
const spanishPlural = stripper(["es", "s"], 3);
const spanishVowel = stripper(["a", "o", "e"], 3);
const spanish = (w: string) => spanishVowel(spanishPlural(w));
const italianEnding = stripper(["i", "e", "a", "o"], 3);
/** A hard c or g keeps its sound with an h before e and i ("bacheca" / "bacheche", "catalogo" / "cataloghi"). */
const italian = (w: string) => {
  const s = italianEnding(w);
  return s !== w && /[cg]h$/.test(s) ? s.slice(0, -1) : s;
};
const dutchPlural = stripper(["en", "es", "s", "e"], 4);
/** A word in "-us" is a singular ("cursus", "status"); its plural is "-ussen". */
const dutchEnding = (w: string) => (w.endsWith("us") ? w : dutchPlural(w));
/**
 * Dutch doubles a vowel in an open syllable ("afspraak" / "afspraken"): folding doubles meets both. After a short
 * vowel it doubles the consonant before an ending ("cursus" / "cursussen", "map" / "mappen"): undone. An f becomes v
 * before the ending ("brief" / "brieven"): undone.
 */
const dutch = (w: string) => {
  let s = dutchEnding(w);
  if (s !== w && /([b-df-hj-np-tv-z])\1$/.test(s)) s = s.slice(0, -1);
  // An f before the plural ending is written v ("nieuwsbrief" / "nieuwsbrieven", "bedrijf" / "bedrijven").
  else if (w.endsWith("ven") && s === w.slice(0, -2)) s = `${s.slice(0, -1)}f`;
  return s.replace(/([aeou])\1/g, "$1");
};

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
