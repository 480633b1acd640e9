import { describe, expect, it } from "vitest";
import { countWords, readingDelay, typingDelay } from "./delays";
import { seededRandom } from "./message";

/** Returns the given values in order, then fails loudly if asked for more. */
function scripted(...values: number[]) {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error("random source exhausted");
    return values[i++]!;
  };
}

describe("readingDelay", () => {
  it("is words ÷ 200 wpm + 500 ms", () => {
    expect(readingDelay("one two three four five six seven eight nine ten")).toBe(3500);
    expect(readingDelay("two words")).toBe(1100);
  });
  it("is at least 800 ms", () => {
    expect(readingDelay("")).toBe(800);
    expect(readingDelay("hi")).toBe(800);
    expect(readingDelay("   ")).toBe(800);
  });
  it("counts words separated by any whitespace", () => {
    expect(countWords("a\nb\t c  ")).toBe(3);
  });
});

describe("typingDelay", () => {
  it("at exactly 50 wpm with no pause: 3 words take 3600 ms", () => {
    // speed draw 0.5 → 50 wpm; three word draws ≥ 0.1 → no pause
    expect(typingDelay("Hello there friend", scripted(0.5, 0.5, 0.5, 0.5))).toBe(3600);
  });
  it("the speed varies by ±15 wpm", () => {
    // 0 → 35 wpm: 3 words = 5142.86 ms; 1 - tiny → just under 65 wpm
    expect(typingDelay("Hello there friend", scripted(0, 0.5, 0.5, 0.5))).toBe(5143);
    expect(typingDelay("Hello there friend", scripted(0.75, 0.5, 0.5, 0.5))).toBe(3130);
  });
  it("adds an 800 ms pause for each word whose draw is under 10 %", () => {
    expect(typingDelay("Hello there friend", scripted(0.5, 0.05, 0.5, 0.099))).toBe(5200);
    expect(typingDelay("Hello there friend", scripted(0.5, 0.1, 0.1, 0.1))).toBe(3600);
  });
  it("uses min(chars × 120 ms, 3000 ms) when it is larger than the word time", () => {
    // one 20-character word at 50 wpm = 1200 ms < 20 × 120 = 2400 ms
    expect(typingDelay("Supercalifragilistic", scripted(0.5, 0.5))).toBe(2400);
    // 40 characters would be 4800 ms, capped at 3000
    expect(typingDelay("Supercalifragilisticexpialidociousnesses", scripted(0.5, 0.5))).toBe(3000);
  });
  it("is clamped to at least 1000 ms", () => {
    // 62 wpm: one word = 967.7 ms; "Hi" = 240 ms by characters
    expect(typingDelay("Hi", scripted(0.9, 0.5))).toBe(1000);
    expect(typingDelay("", scripted(0.5))).toBe(1000);
  });
  it("is clamped to at most 15000 ms", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `word${i}`).join(" ");
    expect(typingDelay(twenty, () => 0.5)).toBe(15_000);
  });
  it("is exact and repeatable with a seeded source", () => {
    const reply = "Sure, happy to help with that.";
    const values = [1, 2, 3].map((seed) => typingDelay(reply, seededRandom(seed)));
    expect(values).toEqual([1, 2, 3].map((seed) => typingDelay(reply, seededRandom(seed))));
    expect(values).toEqual(SEEDED_EXPECTED);
  });
});

// Worked out independently (a Python port of mulberry32 and the formula) and pinned here.
const SEEDED_EXPECTED = [7490, 6313, 7960];
