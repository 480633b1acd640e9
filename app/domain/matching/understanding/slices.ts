import type { PhraseMatcher } from "../text/phrase-matcher";
import type { AnalyzedWord } from "../text/tokenizer";

/** The words of a measure sliced by something, compiled from the vocabulary's `slice_words`. */
export interface SliceLanguage {
  /** "time", "hours", "costs", "Zeit", "Stunden", "heures", "horas", "ore", "uren". */
  measures: PhraseMatcher<true>;
  /** "per", "for each", "pro", "je", "par", "por cada", "per ogni", "voor elke". */
  qualifiers: PhraseMatcher<true>;
  /** The function words of the other languages ("la", "sur", "op"), as written: no slice. */
  functionWords: ReadonlySet<string>;
}

/** Words between a measure and its qualifier at most ("time spent per", "Stunden unserer Berater pro"). */
const MAX_MEASURE_GAP = 3;
/**
 * Content words a slice runs over at most in English, which writes a noun of two words ("per construction site");
 * the other languages write one word, often their verb after it ("pro Baustelle erfassen", "per project bijhouden").
 */
export const MAX_ENGLISH_SLICE_WORDS = 2;

/**
 * The positions of what measures are sliced by: "project" in "hours per project", "Baustelle" in "Zeit pro Baustelle
 * erfassen", "chantier" in "les heures passées par chantier". The content words right after a qualifier that follows
 * a measure in its clause, before the next stop word, `maxWords` at most; none when a stop word comes first ("tempo
 * per la contabilità" is time for the accounting, "horas por la tarde" a time of day).
 */
export function readSlices(
  lang: SliceLanguage,
  words: readonly AnalyzedWord[],
  maxWords = MAX_ENGLISH_SLICE_WORDS,
): Set<number> {
  const out = new Set<number>();
  for (const measure of lang.measures.find(words)) {
    for (let j = measure.end; j < words.length && j - measure.end <= MAX_MEASURE_GAP; j++) {
      if (words[j]!.clauseStart) break;
      const qualifier = lang.qualifiers.at(words, j);
      if (!qualifier) continue;
      for (let k = qualifier.end; k < words.length && k - qualifier.end < maxWords; k++) {
        const w = words[k]!;
        if (w.stop || w.clauseStart || lang.functionWords.has(w.raw)) break;
        out.add(w.pos);
      }
      break;
    }
  }
  return out;
}
