import { describe, expect, it } from "vitest";
import { createPhraseMatcher } from "./phrase-matcher";
import { createTokenizer } from "./tokenizer";

const tokenizer = createTokenizer({ stopWords: ["a", "the", "of", "to", "don", "t"] });
const matcher = createPhraseMatcher(tokenizer, [
  { text: "open source", value: "oss" },
  { text: "open source licence", value: "licence" },
  { text: "don't want", value: "not" },
  { text: "free * tool", value: "free" },
]);
const find = (text: string) =>
  matcher.find(tokenizer.analyze(text)).map((h) => [h.value, h.start, h.end, h.wildcards]);

describe("createPhraseMatcher", () => {
  it("finds phrases word for word with stop words, the longest first, left to right", () => {
    expect(find("an open source licence, open-source apps")).toEqual([
      ["licence", 1, 4, []],
      ["oss", 4, 6, []],
    ]);
    // "t" is one letter, not a word: "don't want" is two words.
    expect(find("we don't want ads")).toEqual([["not", 1, 3, []]]);
  });

  it("lets * stand for one content word and reports it", () => {
    expect(find("the free booking tool")).toEqual([["free", 1, 4, [2]]]);
    expect(find("the free the tool")).toEqual([]);
  });

  it("never matches across a clause break", () => {
    expect(find("open. Source")).toEqual([]);
  });

  it("matches a stop word of a phrase only as that stop word, never a content word that stems to it", () => {
    const negation = createTokenizer({ stopWords: ["not", "we", "a"] });
    const not = createPhraseMatcher(negation, [{ text: "not", value: "negation" }]);
    const hits = (text: string) => not.find(negation.analyze(text)).map((h) => h.value);
    expect(hits("we need a notes app")).toEqual([]);
    expect(hits("note taking")).toEqual([]);
    expect(hits("not a notes app")).toEqual(["negation"]);
  });
});
