import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { REQUEST_CATALOG, requestTestVocabulary } from "../testing/requests";
import { compileVocabulary } from "./compiled-vocabulary";
import { readPriceCeiling, readRequest } from "./request-language";

const vocabulary = requestTestVocabulary();
const vocab = compileVocabulary(vocabulary);
const index = createMatchIndex(REQUEST_CATALOG, vocabulary);

function read(text: string) {
  const words = vocab.tokenizer.analyze(text);
  const r = readRequest(vocab.request, words, text, index.products);
  const at = (set: ReadonlySet<number>) => words.filter((w) => set.has(w.pos)).map((w) => w.raw);
  return {
    constraints: r.constraints.map((i) => vocabulary.constraints[i]!.id),
    negated: at(r.negated),
    masked: at(r.masked),
    alternatives: r.alternatives.flatMap((a) => a.docs.map((d) => index.vendors[d]!.slug)),
  };
}

describe("constraints", () => {
  it("reads deployment, licence, price, compliance and data location, and masks their words", () => {
    expect(read("A self-hosted, open source booking tool, GDPR compliant and hosted in the EU")).toEqual({
      constraints: ["self-hosted", "open-source", "gdpr", "eu-hosted"],
      negated: [],
      masked: ["self", "hosted", "open", "source", "gdpr", "compliant", "hosted", "in", "the", "eu"],
      alternatives: [],
    });
  });

  it("leaves the word a wildcard matched to the topic", () => {
    expect(read("a free booking tool")).toMatchObject({ constraints: ["free"], masked: ["free", "tool"] });
  });

  it("does not read a constraint across a clause break", () => {
    expect(read("We are free. Plan ahead").constraints).toEqual([]);
  });

  it("does not record a negated constraint", () => {
    expect(read("booking without saas").constraints).toEqual([]);
  });
});

describe("negation", () => {
  it("scopes over the following phrase up to a scope break or clause end", () => {
    expect(read("analytics with no cookies and no consent banner").negated).toEqual([
      "no",
      "cookies",
      "and",
      "no",
      "consent",
      "banner",
    ]);
    expect(read("analytics without cookies, with dashboards").negated).toEqual(["without", "cookies"]);
    expect(read("analytics without cookie banners but with exports").negated).toEqual([
      "without",
      "cookie",
      "banners",
    ]);
  });

  it("reads 'no' after a lack word as a lack, not an exclusion", () => {
    expect(read("we have no help desk and there is no booking page").negated).toEqual([]);
  });

  it("skips fixed phrases that negate nothing", () => {
    expect(read("fewer no shows for appointments").negated).toEqual([]);
  });

  it("reads 'don't want' and 'avoid' as exclusions", () => {
    expect(read("we don't want a cookie banner").negated).toEqual(["don", "want", "cookie", "banner"]);
    expect(read("avoid cookies").negated).toEqual(["avoid", "cookies"]);
  });
});

describe("alternatives", () => {
  it("finds the named product before or after the cue, by name, written together or with a typo", () => {
    expect(read("an open source alternative to Tabletop for our team").alternatives).toEqual(["tabletop"]);
    expect(read("a Tabletop alternative").alternatives).toEqual(["tabletop"]);
    expect(read("replace table top").alternatives).toEqual(["tabletop"]);
    expect(read("switch from Tabeltop").alternatives).toEqual(["tabletop"]);
  });

  it("reads a product the buyer complains about as the one to replace ('X got too expensive')", () => {
    expect(read("Our team needs a spreadsheet app; Tabletop got too expensive").alternatives).toEqual([
      "tabletop",
    ]);
    expect(read("Tabletop costs money, so we want something else").alternatives).toEqual(["tabletop"]);
    // A complaint about something that is not a product names nothing.
    expect(read("Our old spreadsheet got too expensive").alternatives).toEqual([]);
  });

  it("reads 'like X' only with a 'but' after it", () => {
    expect(read("something like Tabletop but self-hosted").alternatives).toEqual(["tabletop"]);
    expect(read("we like Tabletop").alternatives).toEqual([]);
  });

  it("falls back to the words when the product is not in the catalog", () => {
    expect(read("an alternative to Spreadly")).toMatchObject({ alternatives: [], negated: [] });
  });

  it("reads 'instead of' a product as an alternative, and anything else after it as context, never a negation", () => {
    expect(read("instead of Tabletop")).toMatchObject({ alternatives: ["tabletop"], negated: [] });
    expect(read("instead of emailing")).toMatchObject({
      alternatives: [],
      negated: [],
      masked: ["instead", "of"],
    });
    expect(read("a booking tool rather than Zorblix analytics")).toMatchObject({
      alternatives: [],
      negated: [],
      masked: ["rather", "than"],
    });
  });
});

describe("readPriceCeiling", () => {
  it("reads a ceiling with a currency, per month or per year", () => {
    expect(readPriceCeiling("a CRM under €30 a month")).toEqual({ min: 0, max: 360 });
    expect(readPriceCeiling("less than $1,000 per year")).toEqual({ min: 0, max: 1000 });
    expect(readPriceCeiling("max 20 EUR/month")).toEqual({ min: 0, max: 240 });
    expect(readPriceCeiling("below 2k euros")).toEqual({ min: 0, max: 2000 });
  });

  it("ignores amounts without a currency", () => {
    expect(readPriceCeiling("under 10 employees")).toBeNull();
    expect(readPriceCeiling("less than 5 minutes a month")).toBeNull();
  });
});

describe("the buyer's own phrasing (default vocabulary)", () => {
  const real = compileVocabulary(defaultVocabulary());
  const readReal = (text: string) => {
    const words = real.tokenizer.analyze(text);
    const r = readRequest(real.request, words, text, null);
    const at = (set: ReadonlySet<number>) => words.filter((w) => set.has(w.pos)).map((w) => w.raw);
    return {
      constraints: r.constraints.map((i) => real.vocabulary.constraints[i]!.id),
      negated: at(r.negated),
    };
  };

  it("rejects the whole relative clause after 'not a tool that …', and only there", () => {
    expect(readReal("We want email sync, not a tool that makes me think about my database").negated).toEqual([
      "not",
      "tool",
      "that",
      "makes",
      "me",
      "think",
      "about",
      "my",
      "database",
    ]);
    // After anything but a word for software, "that" still ends the scope.
    expect(readReal("analytics without cookies that we track").negated).toEqual(["without", "cookies"]);
  });

  it("reads 'our servers' as a deployment only where the software runs, not as the object of the need", () => {
    expect(readReal("a booking app that runs on our own server").constraints).toEqual(["self-hosted"]);
    expect(readReal("a booking app that runs on our servers").constraints).toEqual(["self-hosted"]);
    expect(readReal("we must watch CPU and memory of our servers").constraints).toEqual([]);
  });

  it("reads 'hosted SaaS' as a cloud deployment, not as a hosting need", () => {
    expect(readReal("Hosted SaaS").constraints).toEqual(["cloud"]);
    expect(readReal("a self-hosted wiki").constraints).toEqual(["self-hosted"]);
  });
});
