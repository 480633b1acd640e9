import type { AnalyzedWord } from "../text/tokenizer";
import type { PhraseLanguageReader } from "./compiled-vocabulary";

/**
 * The languages a text is written in, by the function words of each language it uses (their markers): two, or one in
 * a text of eight words or fewer. A function word English cues also use ("ci" of CI, Dutch "door") counts once another
 * has shown the language ("Ci serve un programma per le fatture"). Many short function words belong to several languages ("de", "la", "un", "le"):
 * such a word says the language with more of its function words in the text, so a language whose function words
 * seen are all also those of a language seen more often is not the text's ("Je cherche un système de tickets" is
 * French, not Spanish for "un" and "de"), and one function word is not the text's language when another language
 * shows two or more ("twintig man" in a Dutch sentence is no German "man"). Languages seen equally often are all kept.
 */
export function textLanguages<
  L extends Pick<PhraseLanguageReader, "markers" | "stopWords" | "ownWord" | "englishWord">,
>(languages: readonly L[], words: readonly AnalyzedWord[]): L[] {
  const byMarkers = languagesByMarkers(languages, words);
  if (words.length > SHORT_TEXT) return byMarkers;
  // A short text: its content words agree with a language or not.
  const agreement = (l: L) => {
    const content = words.filter((w) => !w.stop && !l.stopWords.has(w.raw));
    const own = content.filter((w) => l.ownWord(w)).length;
    return { own, english: content.filter((w) => !l.ownWord(w) && l.englishWord(w)).length };
  };
  if (byMarkers.length > 0) {
    // One function word English writes too ("de-duplicate", "la carte", "die cutting") says nothing when the content
    // words are English and none is the language's; when some languages' content words agree, those are kept.
    const agreed = byMarkers
      .map((l) => ({ l, ...agreement(l), functionWords: words.filter((w) => l.stopWords.has(w.raw)).length }))
      .filter((a) => a.functionWords >= 2 || a.english === 0 || a.own > 0);
    const most = Math.max(0, ...agreed.map((a) => a.own));
    return agreed.filter((a) => a.own === most).map((a) => a.l);
  }
  // No language shown by its markers: one whose function word (any, "van") or content words agree is the text's
  // ("verlof van medewerkers", "Rechnungen an Kunden"): more content words of it than English ones, and two of them or
  // one beside its function word.
  const agreed = languages
    .map((l) => ({ l, ...agreement(l), stop: words.some((w) => l.stopWords.has(w.raw)) }))
    .filter((a) => a.own > a.english && (a.own >= 2 || (a.own >= 1 && a.stop)));
  const most = Math.max(0, ...agreed.map((a) => a.own));
  return agreed.filter((a) => a.own === most).map((a) => a.l);
}

/** Up to this many words, a text's language is read with its content words too. */
const SHORT_TEXT = 8;

function languagesByMarkers<L extends Pick<PhraseLanguageReader, "markers" | "stopWords">>(
  languages: readonly L[],
  words: readonly AnalyzedWord[],
): L[] {
  // A function word English cues use ("ci" of CI, "door", "ai") counts once another has shown the language.
  const hits = languages.map((l) => {
    const shown = words.filter((w) => l.markers.has(w.raw)).map((w) => w.raw);
    if (shown.length === 0) return shown;
    return words.filter((w) => l.markers.has(w.raw) || l.stopWords.has(w.raw)).map((w) => w.raw);
  });
  const shown = languages
    .map((_, i) => i)
    .filter((i) => hits[i]!.length >= 2 || (hits[i]!.length === 1 && words.length <= 8));
  const most = Math.max(0, ...shown.map((i) => hits[i]!.length));
  return shown
    .filter((i) => hits[i]!.length >= 2 || most < 2)
    .filter((i) =>
      hits[i]!.some(
        (w) =>
          !shown.some((o) => o !== i && hits[o]!.length > hits[i]!.length && languages[o]!.stopWords.has(w)),
      ),
    )
    .map((i) => languages[i]!);
}
