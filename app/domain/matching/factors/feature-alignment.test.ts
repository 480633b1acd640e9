import { describe, expect, it } from "vitest";
import { NEUTRAL_FACTOR } from "../constants";
import { featureAlignment, popcount } from "./feature-alignment";

describe("featureAlignment", () => {
  it("is the share of requested features covered", () => {
    expect(featureAlignment(3, 4)).toBeCloseTo(0.75);
    expect(featureAlignment(0, 2)).toBe(0);
    expect(featureAlignment(2, 2)).toBe(1);
  });

  it("is neutral when no features were requested", () => {
    expect(featureAlignment(0, 0)).toBe(NEUTRAL_FACTOR);
  });
});

describe("popcount", () => {
  it("counts set bits of a 32-bit mask", () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(0xffffffff)).toBe(32);
  });
});
