import type { Token } from "../text/tokenizer";
import type { CompiledVocabulary } from "./compiled-vocabulary";

type Language = CompiledVocabulary["languages"][number];
type Kind = CompiledVocabulary["vocabulary"]["capabilities"][number];

/** Per kind, the content words of its phrases in English and in each other language. */
export interface KindWords {
  english: ReadonlyArray<ReadonlySet<string>>;
  languages: ReadonlyMap<Language, ReadonlyArray<ReadonlySet<string>>>;
}

/**
 * A phrase's content words (filler left out) per vocabulary and reader, shared by every caller: the kind-word
 * reading and the trade check tokenize the same phrases, and a vocabulary's first reading would do it twice.
 */
const phraseTerms = new WeakMap<CompiledVocabulary, Map<string, Map<string, readonly string[]>>>();

/**
 * The content words of each kind's phrases, filler left out, and only words at most `maxKinds` kinds use: "customer",
 * "online" or "share" is in a great many kinds' phrases and says nothing of one. English reads the phrases
 * `englishPhrases` gives; each other language its translations, weak ones included. Not memoized: callers build it
 * once per vocabulary (the phrases' words are).
 */
export function kindWords(
  vocab: CompiledVocabulary,
  englishPhrases: (kind: Kind) => string[],
  maxKinds: number,
): KindWords {
  const kinds = vocab.vocabulary.capabilities;
  const readers = phraseTerms.get(vocab) ?? new Map<string, Map<string, readonly string[]>>();
  phraseTerms.set(vocab, readers);
  const words = (
    reader: string,
    tokenize: (text: string) => readonly Token[],
    phrasesOf: (k: Kind) => string[],
  ) => {
    const memo = readers.get(reader) ?? new Map<string, readonly string[]>();
    readers.set(reader, memo);
    const termsOf = (phrase: string) => {
      let terms = memo.get(phrase);
      if (!terms) {
        terms = tokenize(phrase)
          .map((t) => t.term)
          .filter((t) => !vocab.filler.has(t));
        memo.set(phrase, terms);
      }
      return terms;
    };
    const per = kinds.map((k) => new Set(phrasesOf(k).flatMap(termsOf)));
    const used = new Map<string, number>();
    for (const set of per) for (const t of set) used.set(t, (used.get(t) ?? 0) + 1);
    return per.map((set) => new Set([...set].filter((t) => used.get(t)! <= maxKinds)));
  };
  return {
    english: words("en", (x) => vocab.tokenizer.tokenize(x), englishPhrases),
    languages: new Map(
      vocab.languages.map((l) => [
        l,
        words(
          l.language,
          (x) => l.tokenizer.tokenize(x),
          (k) => [...(k.translations?.[l.language] ?? []), ...(k.weak_translations?.[l.language] ?? [])],
        ),
      ]),
    ),
  };
}
