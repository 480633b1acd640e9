import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTokenizer, normalizeText, words } from "./tokenizer";

describe("normalizeText", () => {
  it("lowercases and strips diacritics after Unicode decomposition", () => {
    expect(normalizeText("Café Zürich ÉLAN")).toBe("cafe zurich elan");
    expect(normalizeText("ｆｕｌｌ　ｗｉｄｔｈ")).toBe("full width");
  });

  it("joins short letter pairs and one-letter prefixes", () => {
    expect(words("A/B testing for P&L and e-mail, e-commerce")).toEqual([
      "ab",
      "testing",
      "for",
      "pl",
      "and",
      "email",
      "ecommerce",
    ]);
  });

  it("keeps a one-letter word inside a hyphenated phrase a word of its own ('refer-a-friend')", () => {
    expect(normalizeText("a refer-a-friend scheme, x-ray and e-mail")).toBe(
      "a refer-a-friend scheme, xray and email",
    );
  });
});

describe("createTokenizer", () => {
  const tokenizer = createTokenizer({
    stopWords: ["we", "our", "the", "a", "to", "in", "with"],
    compounds: ["help desk", "log in"],
    caseSensitiveWords: { IT: "infotech" },
  });

  it("drops stop words and stems, keeping word positions", () => {
    expect(tokenizer.tokenize("We send the invoices")).toEqual([
      { term: "send", pos: 1, content: 0, clause: 0 },
      { term: "invoic", pos: 3, content: 1, clause: 0 },
    ]);
  });

  it("counts content words and clauses, as analyze() marks clause starts", () => {
    const text = "We send the invoices, the help desk. IT";
    const tokens = tokenizer.tokenize(text);
    expect(tokens.map((t) => [t.term, t.content, t.clause])).toEqual([
      ["send", 0, 0],
      ["invoic", 1, 0],
      ["help", 2, 1],
      ["desk", 3, 1],
      ["helpdesk", 2, 1],
      ["infotech", 4, 2],
    ]);
    const starts = tokenizer.analyze(text).filter((w) => w.clauseStart).length;
    expect(Math.max(...tokens.map((t) => t.clause!))).toBe(starts - 1);
  });

  it("adds the joined term of a compound after its parts, also across a stop word", () => {
    expect(tokenizer.terms("a help desk")).toEqual(["help", "desk", "helpdesk"]);
    expect(tokenizer.terms("helpdesk")).toEqual(["helpdesk"]);
    expect(tokenizer.terms("log in with SSO")).toEqual(["log", "login", "sso"]);
  });

  it("replaces case-sensitive words before lowercasing", () => {
    expect(tokenizer.terms("IT support")).toEqual(["infotech", "support"]);
    expect(tokenizer.terms("it supports")).toEqual(["it", "support"]);
  });

  it("handles empty and symbol-only text", () => {
    expect(tokenizer.tokenize("")).toEqual([]);
    expect(tokenizer.tokenize("!!! — ???")).toEqual([]);
  });

  it("keeps digits and drops single letters", () => {
    expect(tokenizer.terms("24/7 support, 2FA, x")).toEqual(["24", "7", "support", "2fa"]);
  });
});

describe("hyphenated words (joinHyphenated)", () => {
  const stem = (w: string) => w;
  const joining = createTokenizer({ stopWords: ["die", "und"], stemmer: stem, joinHyphenated: true });

  it("adds the joined term after the parts, starting where the first part does", () => {
    expect(joining.tokenize("die Kunden-Support Anfragen")).toEqual([
      { term: "kunden", pos: 1, content: 0, clause: 0 },
      { term: "support", pos: 2, content: 1, clause: 0 },
      { term: "kundensupport", pos: 2, compound: true, content: 0, clause: 0 },
      { term: "anfragen", pos: 3, content: 2, clause: 0 },
    ]);
  });

  it("joins a chain of three, and 'e-mail' first as ever", () => {
    expect(joining.terms("E-Mail-Marketing-Tool")).toEqual([
      "email",
      "marketing",
      "emailmarketing",
      "tool",
      "emailmarketingtool",
    ]);
  });

  it("joins nothing across a space, a dash between words or a stop word", () => {
    expect(joining.terms("Ein- und Ausstempeln")).toEqual(["ein", "ausstempeln"]);
    expect(joining.terms("Rechnungen - Angebote")).toEqual(["rechnungen", "angebote"]);
    expect(joining.terms("Kunden-und-Lieferanten")).toEqual(["kunden", "lieferanten"]);
  });

  it("is off unless asked for: cues and English texts keep their parts only", () => {
    expect(createTokenizer({ stemmer: stem }).terms("Kunden-Support")).toEqual(["kunden", "support"]);
  });
});

describe("analyze", () => {
  const tokenizer = createTokenizer({
    stopWords: ["a", "the", "no"],
    compounds: ["help desk"],
    caseSensitiveWords: { IT: "infotech" },
  });

  it("keeps stop words, marks clause and sentence starts and gives tokenize's positions", () => {
    expect(tokenizer.analyze("No apps, the help desk. IT")).toEqual([
      { term: "no", raw: "no", pos: 0, stop: true, clauseStart: true, sentenceStart: true },
      { term: "app", raw: "apps", pos: 1, stop: false, clauseStart: false, sentenceStart: false },
      { term: "the", raw: "the", pos: 2, stop: true, clauseStart: true, sentenceStart: false },
      { term: "help", raw: "help", pos: 3, stop: false, clauseStart: false, sentenceStart: false },
      { term: "desk", raw: "desk", pos: 4, stop: false, clauseStart: false, sentenceStart: false },
      { term: "infotech", raw: "infotech", pos: 5, stop: false, clauseStart: true, sentenceStart: true },
    ]);
  });

  it("ends no sentence at the period of a listed abbreviation, and splits a text for each list apart", () => {
    const sentences = (t: ReturnType<typeof createTokenizer>, text: string) =>
      t
        .analyze(text)
        .filter((w) => w.sentenceStart)
        .map((w) => w.raw);
    const text = "The till bzw. the ledger. Then approx. ten desks";
    // One object of case-sensitive words, as a vocabulary gives all its tokenizers: their splits share a memo.
    const caseWords = { IT: "infotech" };
    const plain = createTokenizer({ stopWords: ["the"], caseSensitiveWords: caseWords });
    const listed = createTokenizer({
      stopWords: ["the"],
      caseSensitiveWords: caseWords,
      sentenceAbbreviations: ["bzw", "approx"],
    });
    expect(sentences(plain, text)).toEqual(["the", "the", "then", "ten"]);
    expect(sentences(listed, text)).toEqual(["the", "then"]);
    expect(sentences(plain, text)).toEqual(["the", "the", "then", "ten"]);
  });

  it("numbers the words inside quotation marks, and leaves apostrophes inside a word alone", () => {
    const quoted = (text: string) =>
      tokenizer.analyze(text).map((w) => `${w.raw}${w.quote === undefined ? "" : `:${w.quote}`}`);
    expect(quoted(`They said "too slow" and 'we can't wait' today`)).toEqual([
      "they",
      "said",
      "too:1",
      "slow:1",
      "and",
      "we:2",
      "can:2",
      "wait:2",
      "today",
    ]);
    expect(quoted("Sie sagen: „zu langsam“. Ils disent « trop lent »")).toEqual([
      "sie",
      "sagen",
      "zu:1",
      "langsam:1",
      "ils",
      "disent",
      "trop:2",
      "lent:2",
    ]);
    expect(quoted(`An unclosed "quote is none`)).toEqual(["an", "unclosed", "quote", "is", "none"]);
    // A guillemet ends a clause as a straight quote does.
    expect(tokenizer.analyze("dicen «muy lento»").map((w) => w.clauseStart)).toEqual([true, true, false]);
  });

  it("keeps the one-letter word written before a word", () => {
    expect(tokenizer.analyze("usamos Excel y necesitamos").map((w) => w.letter ?? "")).toEqual(["", "", "y"]);
  });

  it("ends a sentence at . ! ? ; but not at a decimal point or an abbreviation's dots", () => {
    const starts = (text: string) =>
      tokenizer
        .analyze(text)
        .filter((w) => w.sentenceStart)
        .map((w) => w.raw);
    expect(starts("We pay 1.5 k, e.g. for mail. Why? Costs; time")).toEqual(["we", "why", "costs", "time"]);
  });

  it("agrees with tokenize on every content word's position, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const fromAnalyze = tokenizer
          .analyze(text)
          .filter((w) => !w.stop)
          .map((w) => [w.term, w.pos]);
        const fromTokenize = tokenizer
          .tokenize(text)
          .filter((t) => !t.compound)
          .map((t) => [t.term, t.pos]);
        expect(fromAnalyze).toEqual(fromTokenize);
      }),
    );
  });
});

describe("read", () => {
  const tokenizer = createTokenizer({
    stopWords: ["we", "our", "the", "a", "in"],
    compounds: ["help desk"],
    caseSensitiveWords: { IT: "infotech" },
  });

  it("gives tokenize()'s tokens and analyze()'s words of a text in one reading", () => {
    const text = "Our IT help desk is slow. We log tickets in e-mail; 1.5 people, e.g. Anna, answer them.";
    expect(tokenizer.read(text)).toEqual({
      tokens: tokenizer.tokenize(text),
      words: tokenizer.analyze(text),
    });
    expect(tokenizer.read("")).toEqual({ tokens: [], words: [] });
  });

  it("agrees with tokenize and analyze whatever the text, read again or not", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const reading = tokenizer.read(text);
        expect(reading).toEqual({ tokens: tokenizer.tokenize(text), words: tokenizer.analyze(text) });
        expect(tokenizer.read(text)).toEqual(reading);
      }),
    );
  });

  it("hands out fresh arrays each time, so a caller may change what it got", () => {
    const first = tokenizer.read("our help desk for the team");
    first.tokens.length = 0;
    first.words.pop();
    expect(tokenizer.tokenize("our help desk for the team").map((t) => t.term)).toEqual([
      "help",
      "desk",
      "helpdesk",
      "for",
      "team",
    ]);
    expect(tokenizer.analyze("our help desk for the team")).toHaveLength(6);
  });
});
