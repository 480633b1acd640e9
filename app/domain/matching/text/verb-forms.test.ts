import { describe, expect, it } from "vitest";
import { createConceptMatcher } from "./concept-matcher";
import { languageStemmer, type PhraseLanguage } from "./language-stemmers";
import { createTokenizer } from "./tokenizer";
import { withVerbForms } from "./verb-forms";

const STOP: Record<"de" | "nl", string[]> = {
  de: [
    "wir",
    "die",
    "der",
    "in",
    "auf",
    "noch",
    "unserer",
    "bei",
    "uns",
    "einer",
    "werden",
    "aber",
    "sind",
    "zu",
    "um",
  ],
  nl: ["we", "de", "bij", "te", "om", "in", "van", "al", "onze", "op", "en", "dat", "ons", "worden", "nog"],
};

function reader(language: "de" | "nl", phrases: Array<{ text: string; kind: number }>) {
  const stem = languageStemmer(language as PhraseLanguage);
  const base = createTokenizer({ stopWords: STOP[language], stemmer: stem });
  const verbs = new Set(phrases.map((p) => base.terms(p.text).at(-1)!));
  const tokenizer = withVerbForms(base, language, stem, verbs);
  const matcher = createConceptMatcher(
    base,
    phrases.map((p) => ({ concept: p.kind, text: p.text, weight: 0.9 })),
  );
  return {
    tokenizer,
    kinds: (text: string) => matcher.detect(tokenizer.tokenize(text)).map((h) => h.concept),
    plainKinds: (text: string) => matcher.detect(base.tokenize(text)).map((h) => h.concept),
  };
}

describe("Dutch separable verbs", () => {
  const nl = reader("nl", [{ text: "uren bijhouden", kind: 1 }]);

  it.each([
    "we houden de uren bij",
    "we houden de uren bij in excel",
    "we houden de uren bij en dat gaat mis",
    "om de uren bij te houden",
    "de uren worden bijgehouden",
    "de uren van al onze medewerkers bijhouden",
  ])("read '%s' as the phrase 'uren bijhouden'", (text) => {
    expect(nl.kinds(text)).toEqual([1]);
    expect(nl.plainKinds(text)).toEqual([]);
  });

  it("read the phrase form where the infinitive would stand, at the particle", () => {
    expect(nl.tokenizer.tokenize("we houden de uren bij")).toContainEqual({
      term: "bijhoud",
      pos: 4,
      reachFrom: 0,
    });
  });

  it("join no verb to a particle that starts a phrase of its own", () => {
    // "bij de klant" is a preposition with its noun, not the particle of "houden".
    expect(nl.kinds("we houden een lijst bij de klant")).toEqual([]);
  });
});

describe("German verb-final and verb-second clauses", () => {
  const de = reader("de", [{ text: "stunden erfassen", kind: 2 }]);

  it.each([
    "bisher erfassen wir die stunden auf papier",
    "die stunden werden bei uns noch in einer tabelle erfasst",
    "um die stunden aller techniker zu erfassen",
  ])("read '%s' as the phrase 'stunden erfassen'", (text) => {
    expect(de.kinds(text)).toEqual([2]);
  });

  it("do not reach across a clause", () => {
    expect(de.kinds("unsere stunden sind lang, aber wir erfassen jetzt alle belege")).toEqual([]);
  });
});
