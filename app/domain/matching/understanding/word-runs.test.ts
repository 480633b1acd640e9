import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { compileVocabulary } from "./compiled-vocabulary";
import { rawWordsOf, type WordRunOptions, wordsAfter } from "./word-runs";

const vocab = compileVocabulary(defaultVocabulary());

/** The raw words of the run after the word `cue` (its first occurrence) in `text`. */
function runAfter(text: string, cue: string, options: WordRunOptions): string[] {
  const words = vocab.tokenizer.analyze(text);
  const from = words.findIndex((w) => w.raw === cue) + 1;
  return rawWordsOf(words, wordsAfter(words, from, options));
}

describe("the words after a cue", () => {
  it("skips a few leading stop words, then runs to the clause's end", () => {
    expect(
      runAfter("we moved off the old Basecamp setup, it was slow", "off", { lead: 2, until: "clause" }),
    ).toEqual(["old", "basecamp", "setup"]);
    // Only `lead` stop words are skipped: the third stays in the run.
    expect(runAfter("away from all of the spreadsheets", "from", { lead: 2, until: "clause" })).toEqual([
      "the",
      "spreadsheets",
    ]);
  });

  it("runs on over commas to the sentence's end when asked to", () => {
    expect(
      runAfter("link the ticket queue, the wiki and billing. Then relax", "link", {
        lead: 2,
        until: "sentence",
      }),
    ).toEqual(["ticket", "queue", "the", "wiki", "and", "billing"]);
  });

  it("does not skip into a new clause, unless the walk starts at its clause's first word", () => {
    const words = vocab.tokenizer.analyze("we looked at: the Freshdesk plan");
    const from = words.findIndex((w) => w.raw === "at") + 1;
    expect(wordsAfter(words, from, { lead: 2, until: "clause" }).start).toBe(from);
    expect(wordsAfter(words, from, { lead: 2, until: "clause", atClauseStart: true }).start).toBe(from + 1);
  });

  it("stops at `before`, and is empty at the text's end", () => {
    const words = vocab.tokenizer.analyze("our Pipedrive invoice doubled");
    const run = wordsAfter(words, 0, { lead: 2, until: "clause", before: 2, atClauseStart: true });
    expect(rawWordsOf(words, run)).toEqual(["pipedrive"]);
    const end = wordsAfter(words, words.length, { lead: 2, until: "clause" });
    expect(rawWordsOf(words, end)).toEqual([]);
    expect(rawWordsOf(words, wordsAfter(words, 1, { lead: 0, until: "clause" }), 2)).toEqual([
      "pipedrive",
      "invoice",
    ]);
  });
});
