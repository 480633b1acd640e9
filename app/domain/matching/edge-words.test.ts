import { describe, expect, it } from "vitest";
import vocabularyJson from "../../../catalog/vocabulary.json";
import { createMatchIndex } from "./catalog-indexer";
import { defaultVocabulary } from "./default-vocabulary";
import { matchProblem } from "./find-matches";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { problem } from "./testing/fixtures";

/** Every string anywhere under a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The words that steer how a text is read (need triggers, modifiers, relative words, complaints, owners, …, in every
 * language) and the function words, each on its own: a rule that looks at the word before or after one of them must
 * also hold where there is none, at the text's start or end. "Which CRM works best for a small team?" threw from
 * engine 1.24.0 to 1.61.0: a relative word opening the text made the need reader look at the word before the first.
 */
const steeringWords = [
  ...new Set(
    strings({ need: vocabularyJson.need_language, stop: vocabularyJson.stop_words })
      .flatMap((phrase) => phrase.split(/\s+/))
      .filter((w) => w.length > 0),
  ),
].sort();

describe("words that steer the reading, at the edges of a text", () => {
  const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
  const read = (text: string) => () =>
    matchProblem(index, problem({ problem: text }), { currentYear: 2026, limit: 5 });

  it("the vocabulary gives enough of them to be worth the test", () => {
    expect(steeringWords.length).toBeGreaterThan(300);
  });

  it("never throw at the start, at the end, alone or before a question mark", { timeout: 120_000 }, () => {
    const failures: string[] = [];
    for (const word of steeringWords) {
      const capital = word.charAt(0).toUpperCase() + word.slice(1);
      for (const text of [
        `${capital} CRM works best for a small team?`,
        `${capital} help desk for five agents`,
        `We need a help desk ${word}`,
        `${word}`,
        `${capital}?`,
        `invoices, ${word}.`,
      ]) {
        try {
          read(text)();
        } catch (error) {
          failures.push(`${JSON.stringify(text)}: ${String(error).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
