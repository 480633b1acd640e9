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
});

describe("createTokenizer", () => {
  const tokenizer = createTokenizer({
    stopWords: ["we", "our", "the", "a", "to", "in", "with"],
    compounds: ["help desk", "log in"],
    caseSensitiveWords: { IT: "infotech" },
  });

  it("drops stop words and stems, keeping word positions", () => {
    expect(tokenizer.tokenize("We send the invoices")).toEqual([
      { term: "send", pos: 1 },
      { term: "invoic", pos: 3 },
    ]);
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
