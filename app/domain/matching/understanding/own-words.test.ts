import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import type { ConceptMatcher } from "../text/concept-matcher";
import type { Tokenizer } from "../text/tokenizer";
import { compileVocabulary } from "./compiled-vocabulary";

const vocab = compileVocabulary(defaultVocabulary());
const { capabilities, features } = vocab.vocabulary;

/**
 * Phrases that cannot be read from their own words, each with the reason. None today: every phrase of every language
 * reads as its kind when a buyer writes it as it stands. A phrase added here must say why it cannot.
 */
const UNREADABLE: ReadonlyMap<string, string> = new Map();

/** The phrases of a matcher that a buyer writing exactly them would not be read as meaning. */
function unread(
  matcher: ConceptMatcher,
  tokenizer: Tokenizer,
  phrases: ReadonlyArray<{ concept: number; text: string; label: string }>,
): string[] {
  const out: string[] = [];
  for (const { concept, text, label } of phrases) {
    if (UNREADABLE.has(label)) continue;
    const read = matcher.detect(tokenizer.tokenize(text));
    if (!read.some((h) => h.concept === concept)) out.push(label);
  }
  return out;
}

describe("every phrase is read from its own words", () => {
  it("English: every cue and weak cue of every kind", () => {
    const phrases = capabilities.flatMap((c, concept) =>
      [...c.cues, ...c.weak_cues].map((text) => ({ concept, text, label: `en ${c.id}: ${text}` })),
    );
    expect(phrases.length).toBeGreaterThan(1000);
    expect(unread(vocab.capabilityMatcher, vocab.tokenizer, phrases)).toEqual([]);
  });

  it.each(vocab.languages.map((l) => [l.language, l] as const))(
    "%s: every phrase of every kind, by the language's own reader",
    (language, reader) => {
      const phrases = capabilities.flatMap((c, concept) =>
        [...(c.translations[language] ?? []), ...(c.weak_translations[language] ?? [])].map((text) => ({
          concept,
          text,
          label: `${language} ${c.id}: ${text}`,
        })),
      );
      expect(phrases.length).toBeGreaterThan(500);
      expect(unread(reader.capabilityMatcher, reader.tokenizer, phrases)).toEqual([]);
    },
  );

  it("features: every name and synonym", () => {
    const phrases = features.flatMap((f, concept) =>
      [f.name, ...f.synonyms].map((text) => ({ concept, text, label: `feature ${f.id}: ${text}` })),
    );
    expect(unread(vocab.featureMatcher, vocab.tokenizer, phrases)).toEqual([]);
  });
});
