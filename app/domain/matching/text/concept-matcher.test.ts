import { describe, expect, it } from "vitest";
import { createConceptMatcher, SLOP_DECAY } from "./concept-matcher";
import { createTokenizer } from "./tokenizer";

const tokenizer = createTokenizer({
  stopWords: ["we", "our", "us", "about", "their", "a", "the"],
  compounds: ["help desk"],
});

function matcher() {
  return createConceptMatcher(tokenizer, [
    { concept: 0, text: "customers keep emailing", weight: 0.9 },
    { concept: 0, text: "help desk", weight: 0.9 },
    { concept: 1, text: "track orders", weight: 0.9 },
    { concept: 1, text: "orders", weight: 0.4 },
    { concept: 2, text: "employee scheduling", weight: 0.9 },
    { concept: 3, text: "scheduling", weight: 0.4 },
  ]);
}

const detect = (text: string) =>
  Object.fromEntries(
    matcher()
      .detect(tokenizer.tokenize(text))
      .map((h) => [h.concept, Number(h.strength.toFixed(2))]),
  );

describe("createConceptMatcher", () => {
  it("finds a phrasing whose words are spread over a small window, in order", () => {
    // "on" is one extra content word here: the cue counts 0.9 × SLOP_DECAY.
    expect(detect("Customers keep on emailing us about their orders")).toMatchObject({ 0: 0.72 });
  });

  it("counts a phrasing as written in full, with stop words in between free", () => {
    expect(detect("Customers keep emailing us")).toMatchObject({ 0: 0.9 });
    expect(detect("we track the orders")).toEqual({ 1: 0.94 });
  });

  it("weakens a cue by SLOP_DECAY for each extra content word between its terms", () => {
    // 1 - (1 - 0.9 × 0.8) × (1 - 0.4)
    expect(detect("we track all orders")).toEqual({ 1: 0.83 });
    expect(SLOP_DECAY).toBeLessThan(1);
  });

  it("counts each content word between a cue's terms once, a compound's joined term and its parts as one word", () => {
    // "help desk" adds "helpdesk" at the position of "desk": two extra words, not three.
    // 1 - (1 - 0.9 × 0.8²) × (1 - 0.9 [help desk])
    expect(detect("customers keep help desk emailing")).toEqual({ 0: 0.96 });
    // 1 - (1 - 0.9 × 0.8²) × (1 - 0.4 [orders])
    expect(detect("we track help desk orders")).toEqual({ 0: 0.9, 1: 0.75 });
  });

  it("lets the stop words between a cue's words take no room within a clause", () => {
    // Five words from "track" to "orders", three of them stop words: only content words count towards SLOP.
    expect(detect("we track about the our orders")).toEqual({ 1: 0.94 });
    expect(detect("we track about the our orders each week")).toEqual({ 1: 0.94 });
  });

  it("counts every word again when another content word stands between too", () => {
    // "weekly" is between: the stop words are no longer free, and six words are more than the cue may spread over.
    expect(detect("we track about the our weekly orders")).toEqual({ 1: 0.4 });
    // Within the window counting every word, a content word between still reads (weakened by SLOP_DECAY).
    expect(detect("we track the weekly orders")).toEqual({ 1: 0.83 });
  });

  it("never lets free stop words carry a cue into the next clause", () => {
    // The same words with a comma: "orders" is in the next clause and four words away, more than SLOP allows.
    expect(detect("we track about the, our orders")).toEqual({ 1: 0.4 });
    // Across a clause break every word counts, as it always did: a list ("track, orders") still reads.
    expect(detect("track, orders")).toEqual({ 1: 0.94 });
  });

  it("needs the cue's words in the cue's order", () => {
    expect(detect("orders and we lose track")).toEqual({ 1: 0.4 });
  });

  it("does not match words too far apart", () => {
    expect(detect("customers said that what they keep doing is emailing")).toEqual({});
  });

  it("matches a compound written either way", () => {
    expect(detect("a help desk")).toEqual({ 0: 0.9 });
    expect(detect("helpdesk")).toEqual({ 0: 0.9 });
    expect(detect("help-desk")).toEqual({ 0: 0.9 });
  });

  it("lets a longer phrasing claim its words from other concepts' shorter cues", () => {
    expect(detect("employee scheduling")).toEqual({ 2: 0.9 });
    expect(detect("scheduling meetings")).toEqual({ 3: 0.4 });
  });

  it("combines several cues of one concept as a noisy-or", () => {
    expect(detect("orders orders")).toEqual({ 1: 0.4 });
    expect(detect("track orders")).toEqual({ 1: 0.94 });
  });

  it("returns nothing for empty text", () => {
    expect(matcher().detect([])).toEqual([]);
  });
});

describe("weak cues saturate (WeakCueSaturation)", () => {
  const saturating = createConceptMatcher(
    tokenizer,
    [
      { concept: 0, text: "website builder", weight: 0.9 },
      { concept: 0, text: "site", weight: 0.4 },
      { concept: 0, text: "pages", weight: 0.4 },
      { concept: 0, text: "homepage", weight: 0.4 },
      { concept: 0, text: "design", weight: 0.4 },
      { concept: 0, text: "landing", weight: 0.4 },
      { concept: 1, text: "proofing", weight: 0.9 },
    ],
    { below: 0.9, ceiling: 0.7 },
  );
  const strengths = (text: string) =>
    Object.fromEntries(
      saturating.detect(tokenizer.tokenize(text)).map((h) => [h.concept, Number(h.strength.toFixed(2))]),
    );

  it("keeps one weak cue at its weight", () => {
    expect(strengths("our site")).toEqual({ 0: 0.4 });
  });

  it("never lets weak cues add up to a strong cue, however many", () => {
    // Two: their noisy-or, 1 - 0.6². Three or five: the ceiling, where a plain noisy-or gave 0.78 and 0.92.
    expect(strengths("site pages")).toEqual({ 0: 0.64 });
    expect(strengths("site pages homepage")).toEqual({ 0: 0.7 });
    const [site, proofing] = saturating.detect(
      tokenizer.tokenize("site pages homepage design landing proofing"),
    );
    expect(site!.strength).toBe(0.7);
    expect(site!.strength).toBeLessThan(0.8 * proofing!.strength);
  });

  it("still combines a strong cue with the weak ones as a noisy-or", () => {
    // 1 - (1 - 0.9) × (1 - 0.7)
    expect(strengths("a website builder for our site pages homepage")).toEqual({ 0: 0.97 });
  });
});
