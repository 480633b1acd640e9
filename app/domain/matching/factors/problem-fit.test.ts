import { describe, expect, it } from "vitest";
import { PROBLEM_FIT_BLEND, PROBLEM_FIT_BLEND_TEXT_ONLY } from "../constants";
import { capabilityMatch, problemFit } from "./problem-fit";

const sure = { confidence: 1 };

describe("problemFit", () => {
  it("blends category, concept and text signals with the documented weights", () => {
    expect(problemFit({ ...sure, category: 1, concept: 0, text: 0 })).toBeCloseTo(PROBLEM_FIT_BLEND.category);
    expect(problemFit({ ...sure, category: 0, concept: 1, text: 0 })).toBeCloseTo(PROBLEM_FIT_BLEND.concept);
    expect(problemFit({ ...sure, category: 0, concept: 0, text: 0.5 })).toBeCloseTo(
      0.5 * PROBLEM_FIT_BLEND.text,
    );
    expect(problemFit({ ...sure, category: 0, concept: 0, text: 0, feedback: 1 })).toBeCloseTo(
      PROBLEM_FIT_BLEND.feedback,
    );
    expect(problemFit({ ...sure, category: 1, concept: 1, text: 1, feedback: 1 })).toBeCloseTo(1);
  });

  it("relies on text and category feedback when no capability was detected", () => {
    expect(problemFit({ confidence: 0, category: 0, concept: 0, text: 1 })).toBeCloseTo(
      PROBLEM_FIT_BLEND_TEXT_ONLY.text,
    );
    expect(problemFit({ confidence: 0, category: 0, concept: 0, text: 0, feedback: 1 })).toBeCloseTo(
      PROBLEM_FIT_BLEND_TEXT_ONLY.feedback,
    );
    expect(problemFit({ confidence: 0, category: 1, concept: 0, text: 0 })).toBe(0);
  });

  it("moves weight from category to text as detection confidence drops", () => {
    const half = problemFit({ confidence: 0.5, category: 1, concept: 0, text: 0 });
    expect(half).toBeCloseTo(0.5 * PROBLEM_FIT_BLEND.category + 0.5 * PROBLEM_FIT_BLEND_TEXT_ONLY.category);
    expect(problemFit({ confidence: 0.5, category: 0, concept: 0, text: 1 })).toBeGreaterThan(
      problemFit({ ...sure, category: 0, concept: 0, text: 1 }),
    );
  });

  it("blends in an optional semantic similarity", () => {
    const base = problemFit({ ...sure, category: 1, concept: 0, text: 0 });
    const withSemantic = problemFit({
      ...sure,
      category: 1,
      concept: 0,
      text: 0,
      semantic: { similarity: 1, weight: 0.25 },
    });
    expect(withSemantic).toBeCloseTo(0.75 * base + 0.25);
  });

  it("stays within 0..1", () => {
    expect(problemFit({ ...sure, category: 5, concept: 5, text: 5 })).toBe(1);
    expect(problemFit({ ...sure, category: -1, concept: 0, text: Number.NaN })).toBe(0);
  });
});

describe("capabilityMatch", () => {
  it("rewards answering the strongest need, and more of the needs", () => {
    // needs: A (1.0) and B (0.6)
    const onlyA = capabilityMatch(1, 1, 1, 1.6);
    const onlyB = capabilityMatch(0.6, 0.6, 1, 1.6);
    const both = capabilityMatch(1, 1.6, 1, 1.6);
    expect(both).toBeCloseTo(1);
    expect(onlyA).toBeGreaterThan(onlyB);
    expect(both).toBeGreaterThan(onlyA);
  });

  it("is 0 without detected needs", () => {
    expect(capabilityMatch(0, 0, 0, 0)).toBe(0);
  });
});
