import { describe, expect, it } from "vitest";
import {
  DEFAULT_FACTOR_WEIGHTS,
  EXCELLENT_FIT_MIN_SCORE,
  GOOD_FIT_MIN_SCORE,
  HARD_CONFLICT_PENALTY,
  SOFT_CONFLICT_PENALTY,
} from "./constants";
import { createWeightedFusion, fitCategory, roundScore } from "./fusion";
import type { MatchFactors } from "./types";

const zero: MatchFactors = {
  problem_fit: 0,
  feature_alignment: 0,
  industry_relevance: 0,
  qualification: 0,
  credibility: 0,
};

describe("createWeightedFusion", () => {
  const fusion = createWeightedFusion();

  it.each(Object.keys(DEFAULT_FACTOR_WEIGHTS) as Array<keyof MatchFactors>)(
    "weights %s by its default weight",
    (key) => {
      const base = 0.8;
      expect(fusion.fuse({ ...zero, [key]: base }, false)).toBeCloseTo(
        100 * base * DEFAULT_FACTOR_WEIGHTS[key],
      );
    },
  );

  it("sums to 100 when every factor is 1, so problem fit dominates", () => {
    const all = {
      problem_fit: 1,
      feature_alignment: 1,
      industry_relevance: 1,
      qualification: 1,
      credibility: 1,
    };
    expect(fusion.fuse(all, false)).toBeCloseTo(100);
    const w = DEFAULT_FACTOR_WEIGHTS;
    expect(w.problem_fit).toBeGreaterThan(
      w.feature_alignment + w.industry_relevance + w.qualification + w.credibility,
    );
  });

  it("multiplies a hard-conflicted score by the penalty", () => {
    const f = { ...zero, problem_fit: 1 };
    expect(fusion.fuse(f, true)).toBeCloseTo(fusion.fuse(f, false) * HARD_CONFLICT_PENALTY);
  });

  it("normalizes custom weights", () => {
    const custom = createWeightedFusion({ ...zero, problem_fit: 2, credibility: 2 });
    expect(custom.fuse({ ...zero, problem_fit: 1 }, false)).toBeCloseTo(50);
    expect(() => createWeightedFusion(zero)).toThrow();
  });

  it("agrees with its plain-number form", () => {
    const f = {
      problem_fit: 0.9,
      feature_alignment: 0.5,
      industry_relevance: 0.75,
      qualification: 0.6,
      credibility: 0.2,
    };
    expect(fusion.fuseValues(0.9, 0.5, 0.75, 0.6, 0.2, true)).toBeCloseTo(fusion.fuse(f, true));
  });
});

describe("conflict penalties", () => {
  it("multiplies by the soft penalty for a soft conflict and by the hard one for a hard conflict", () => {
    const fusion = createWeightedFusion();
    const base = fusion.fuseValues(0.8, 0.5, 0.5, 0.5, 0.5, false);
    expect(fusion.fuseValues(0.8, 0.5, 0.5, 0.5, 0.5, false, true)).toBeCloseTo(base * SOFT_CONFLICT_PENALTY);
    expect(fusion.fuseValues(0.8, 0.5, 0.5, 0.5, 0.5, true, true)).toBeCloseTo(base * HARD_CONFLICT_PENALTY);
    expect(SOFT_CONFLICT_PENALTY).toBeGreaterThan(HARD_CONFLICT_PENALTY);
  });
});

describe("fitCategory", () => {
  it("uses the documented thresholds", () => {
    expect(fitCategory(EXCELLENT_FIT_MIN_SCORE, false)).toBe("Excellent fit");
    expect(fitCategory(EXCELLENT_FIT_MIN_SCORE - 0.1, false)).toBe("Good fit");
    expect(fitCategory(GOOD_FIT_MIN_SCORE, false)).toBe("Good fit");
    expect(fitCategory(GOOD_FIT_MIN_SCORE - 0.1, false)).toBe("Partial fit");
  });

  it("never calls a hard-conflicted vendor more than a partial fit", () => {
    expect(fitCategory(99, true)).toBe("Partial fit");
  });

  it("never calls a vendor with a soft conflict an excellent fit", () => {
    expect(fitCategory(99, false, true)).toBe("Good fit");
    expect(fitCategory(GOOD_FIT_MIN_SCORE - 0.1, false, true)).toBe("Partial fit");
  });
});

describe("roundScore", () => {
  it("keeps one decimal", () => {
    expect(roundScore(71.26)).toBe(71.3);
    expect(roundScore(50)).toBe(50);
  });
});
