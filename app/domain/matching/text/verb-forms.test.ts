import { describe, expect, it } from "vitest";
import { createConceptMatcher } from "./concept-matcher";
import { languageStemmer, type PhraseLanguage } from "./language-stemmers";
import { createTokenizer } from "./tokenizer";
import { withConjugatedVerbs, withVerbForms } from "./verb-forms";

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
    "das",
    "alle",
    "per",
    "haben",
    "bisher",
  ],
  nl: [
    "we",
    "de",
    "bij",
    "te",
    "om",
    "in",
    "van",
    "al",
    "onze",
    "op",
    "en",
    "dat",
    "ons",
    "worden",
    "nog",
    "het",
    "hun",
  ],
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
    // Stop words take no room in a phrase, but three content words between are more than a phrase spreads over.
    "de uren van al onze vaste en tijdelijke medewerkers bijhouden",
  ])("read '%s' as the phrase 'uren bijhouden'", (text) => {
    expect(nl.kinds(text)).toEqual([1]);
    expect(nl.plainKinds(text)).toEqual([]);
  });

  it("read the phrase form where the infinitive would stand, at the particle", () => {
    // "bij" is a stop word: it stands after the text's two content words, in its first clause.
    expect(nl.tokenizer.tokenize("we houden de uren bij")).toContainEqual({
      term: "bijhoud",
      pos: 4,
      reachFrom: 0,
      content: 2,
      clause: 0,
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

describe("German verbs in -eln and -ern", () => {
  const de = reader("de", [
    { text: "bewertungen sammeln", kind: 3 },
    { text: "dateien speichern", kind: 4 },
    { text: "patienten erinnern", kind: 5 },
  ]);

  it.each([
    ["wir haben die bewertungen bisher per mail gesammelt", 3],
    ["die dateien werden auf einem stick gespeichert", 4],
    ["wir haben die patienten bisher angerufen und erinnert", 5],
  ])("read the participle in '%s' (-elt, -ert: the infinitive adds -n)", (text, kind) => {
    expect(de.kinds(text)).toEqual([kind]);
    expect(de.plainKinds(text)).toEqual([]);
  });
});

describe("the finite verb second after a noun subject", () => {
  const de = reader("de", [
    { text: "bewertungen sammeln", kind: 3 },
    { text: "dateien speichern", kind: 4 },
    { text: "patienten erinnern", kind: 5 },
  ]);
  const nl = reader("nl", [
    { text: "uren registreren", kind: 6 },
    { text: "uren bijhouden", kind: 1 },
  ]);

  it.each([
    ["das team sammelt die bewertungen in einer tabelle", 3],
    ["der vertrieb speichert alle dateien lokal", 4],
    ["die praxis erinnert die patienten per telefon", 5],
  ])("reads '%s' as its phrase", (text, kind) => {
    expect(de.kinds(text)).toEqual([kind]);
  });

  it.each([
    ["het team registreert de uren op papier", 6],
    ["onze monteurs houden hun uren bij op papier", 1],
  ])("reads the Dutch '%s' as its phrase", (text, kind) => {
    expect(nl.kinds(text)).toEqual([kind]);
    expect(nl.plainKinds(text)).toEqual([]);
  });

  it("reads a verb only second in its clause: a noun subject farther back is another clause's", () => {
    expect(de.kinds("die dateien sind lokal, das team sammelt punkte")).toEqual([]);
  });
});

describe("French, Spanish and Italian verbs as the buyer conjugates them", () => {
  const ROMANCE_STOP: Record<"fr" | "es" | "it", string[]> = {
    fr: ["les", "une", "que", "nous", "des", "en", "nos"],
    es: ["los", "la", "las", "que", "en", "nuestros"],
    it: ["i", "un", "che", "le", "noi", "in", "nostri"],
  };
  function romance(language: "fr" | "es" | "it", phrases: Array<{ text: string; kind: number }>) {
    const stem = languageStemmer(language);
    const base = createTokenizer({ stopWords: ROMANCE_STOP[language], stemmer: stem });
    const verbs = new Set(phrases.map((p) => base.terms(p.text)[0]!));
    const tokenizer = withConjugatedVerbs(base, language, stem, verbs);
    const matcher = createConceptMatcher(
      base,
      phrases.map((p) => ({ concept: p.kind, text: p.text, weight: 0.9 })),
    );
    return {
      kinds: (text: string) => matcher.detect(tokenizer.tokenize(text)).map((h) => h.concept),
      plainKinds: (text: string) => matcher.detect(base.tokenize(text)).map((h) => h.concept),
    };
  }

  it.each([
    ["fr", "que les clients réservent une table en ligne"],
    ["fr", "nous réservons une table pour vingt"],
    ["es", "que los clientes reserven mesa desde la web"],
    ["es", "gestionamos la agenda en papel"],
    ["it", "che i clienti prenotino un tavolo online"],
    ["it", "noi prenotiamo un tavolo ogni settimana"],
  ] as const)("reads the %s '%s' as its infinitive phrase", (language, text) => {
    const r = romance(language, [
      { text: "réserver une table", kind: 1 },
      { text: "reservar mesa", kind: 1 },
      { text: "gestionar la agenda", kind: 2 },
      { text: "prenotare un tavolo", kind: 1 },
    ]);
    expect(r.kinds(text).length).toBeGreaterThan(0);
    expect(r.plainKinds(text)).toEqual([]);
  });

  it("reads a word as a verb only for a verb that starts a phrase", () => {
    const r = romance("it", [{ text: "prenotare un tavolo", kind: 1 }]);
    // "tavola" is no form of any phrase's verb: nothing else is read.
    expect(r.kinds("una tavola apparecchiata")).toEqual([]);
  });
});

describe("read", () => {
  it.each([
    ["de", "Wir zeichnen die Arbeitszeiten noch auf Papier auf, aber bisher erfassen wir sie per Hand."],
    ["nl", "We houden de uren bij in Excel en om de uren bij te houden gebruiken we papier."],
  ] as const)("gives the %s verb-form layer's tokenize() and analyze() in one reading", (language, text) => {
    const { tokenizer } = reader(language, [
      { text: "Arbeitszeiten aufzeichnen", kind: 1 },
      { text: "Zeiten erfassen", kind: 2 },
      { text: "uren bijhouden", kind: 1 },
    ]);
    const reading = tokenizer.read(text);
    expect(reading.tokens.some((t) => t.reachFrom !== undefined)).toBe(true);
    expect(reading).toEqual({ tokens: tokenizer.tokenize(text), words: tokenizer.analyze(text) });
  });

  it("gives the conjugated-verb layer's tokenize() and analyze() in one reading", () => {
    const stem = languageStemmer("fr");
    const base = createTokenizer({ stopWords: ["que", "les", "une", "en"], stemmer: stem });
    const tokenizer = withConjugatedVerbs(base, "fr", stem, new Set(base.terms("réserver")));
    const text = "que les clients réservent une table en ligne";
    const reading = tokenizer.read(text);
    expect(reading.tokens.map((t) => t.term)).toContain(base.terms("réserver")[0]);
    expect(reading).toEqual({ tokens: tokenizer.tokenize(text), words: tokenizer.analyze(text) });
  });
});

describe("one reading of a text", () => {
  it.each([
    ["de", "Wir zeichnen die Arbeitszeiten auf."],
    ["nl", "We houden de uren bij."],
  ] as const)("the %s verb-form layer splits and stems a text once", (language, text) => {
    const stem = languageStemmer(language);
    const base = createTokenizer({ stopWords: STOP[language], stemmer: stem });
    const calls: string[] = [];
    const counted = {
      tokenize: (t: string) => {
        calls.push("tokenize");
        return base.tokenize(t);
      },
      terms: base.terms,
      analyze: (t: string) => {
        calls.push("analyze");
        return base.analyze(t);
      },
      read: (t: string) => {
        calls.push("read");
        return base.read(t);
      },
    };
    const tokenizer = withVerbForms(counted, language, stem, new Set(base.terms("aufzeichnen bijhouden")));
    tokenizer.tokenize(text);
    expect(calls).toEqual(["read"]);
  });
});
