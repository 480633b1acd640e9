import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { wordsRead } from "../testing/requests";
import { understandProblem } from "./understand-problem";

/**
 * Questions posted in public forums carry formulas that are neither the buyer's situation nor the need: greetings,
 * thanks, apologies, edit markers, "long time lurker", "my boss asked me to look into this". Their words are no cues.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text, industry: "" }));
const query = (text: string) =>
  understandProblem(index.vocab, problem({ problem: text, industry: "" })).coreQuery.map((t) => t.term);

const formulaWords = (text: string) => wordsRead(index.vocab, index.products, text, (r) => r.formulas);

describe("forum formulas", () => {
  it("finds the formula's words and nothing after it", () => {
    expect(formulaWords("Long time lurker, first time poster. We need a CRM for our garden centre")).toEqual([
      "long",
      "time",
      "lurker",
      "first",
      "time",
      "poster",
    ]);
    expect(formulaWords("My boss asked me to look into a scheduling tool for our drivers")).toEqual([
      "my",
      "boss",
      "asked",
      "me",
      "to",
      "look",
      "into",
    ]);
    expect(formulaWords("Thanks in advance! We want to send invoices from our phones")).toEqual([
      "thanks",
      "in",
      "advance",
    ]);
  });

  it("never choose a kind", () => {
    const cases = [
      "Long time lurker, first time poster. We run a small bakery and need some software",
      "Sorry if this is the wrong sub, we run a small bakery and need some software",
      "Our IT guy says there are options, we run a small bakery",
      "Someone offered to host something for us, we run a small bakery",
      "Our auditors flagged it last year, we run a small bakery",
    ];
    for (const text of cases) {
      const needs = read(text).needs;
      expect(needs, text).toEqual([]);
    }
  });

  it("are never searched for", () => {
    const text =
      "Long time lurker, first time poster. My boss asked me to look into this: our volunteers swap shifts by text " +
      "and nobody knows who comes. Any help appreciated, thanks in advance! EDIT: thanks for all the replies";
    const q = query(text);
    for (const w of ["lurker", "poster", "boss", "advanc", "appreci", "repli"]) expect(q, w).not.toContain(w);
    expect(q).toContain("shift");
  });

  it("leave the need written after the formula in the same sentence", () => {
    expect(read("My boss asked me to look into time tracking for our cleaners").needs).toContain(
      "Time tracking & attendance",
    );
    expect(read("Thanks in advance, we need time tracking for our cleaners").needs).toContain(
      "Time tracking & attendance",
    );
  });

  it("leave the same words when they are not a formula", () => {
    expect(read("We need time tracking for our lurker-heavy forum moderators").needs).toContain(
      "Time tracking & attendance",
    );
    expect(formulaWords("We need time tracking for our lurker-heavy forum moderators")).toEqual([]);
    expect(formulaWords("We need an audit trail of who changed the invoices")).toEqual([]);
    expect(read("We need an audit trail of who changed the invoices").needs.join(" ")).toMatch(/audit/i);
    expect(formulaWords("I need to edit the photos and update the price list")).toEqual([]);
  });
});

describe("who suggested it", () => {
  it("is a formula with its object, and leaves what was suggested", () => {
    expect(formulaWords("Someone suggested we try a booking tool for the salon")).toEqual([
      "someone",
      "suggested",
      "we",
    ]);
  });

  it("is not a formula when someone is what the need is about", () => {
    expect(formulaWords("We want an alert whenever someone mentions or recommends our shop online")).toEqual(
      [],
    );
  });
});
