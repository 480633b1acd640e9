import { describe, expect, it } from "vitest";
import { INDUSTRY_VALUES, NEUTRAL_FACTOR } from "../constants";
import { industryOutcome, industryRelevance, industryRelevanceOf } from "./industry-relevance";

const HEALTH = 0b01;
const LOGISTICS = 0b10;
const none = { declaredMask: 0, declaresAny: false, declaredLabelMatch: false, mentionedMask: 0 };

describe("industryRelevance", () => {
  it("is full for a vendor declaring the buyer's industry", () => {
    expect(
      industryRelevance(industryOutcome(HEALTH, { ...none, declaredMask: HEALTH, declaresAny: true })),
    ).toBe(INDUSTRY_VALUES.declared);
  });

  it("keeps horizontal tools (no industries) neutral, not zero", () => {
    expect(industryRelevance(industryOutcome(HEALTH, none))).toBe(NEUTRAL_FACTOR);
  });

  it("ranks a text mention above neutral and other verticals below it", () => {
    const mentioned = industryRelevance(industryOutcome(HEALTH, { ...none, mentionedMask: HEALTH }));
    const other = industryRelevance(
      industryOutcome(HEALTH, { ...none, declaredMask: LOGISTICS, declaresAny: true }),
    );
    expect(mentioned).toBeGreaterThan(NEUTRAL_FACTOR);
    expect(other).toBeLessThan(NEUTRAL_FACTOR);
    expect(other).toBeGreaterThan(0);
  });

  it("matches an industry the vocabulary does not know by its words", () => {
    expect(industryOutcome(0, { ...none, declaresAny: true, declaredLabelMatch: true })).toBe("declared");
  });

  it("is neutral when the buyer's industry is unknown", () => {
    expect(industryOutcome(0, { ...none, declaredMask: LOGISTICS, declaresAny: true })).toBe("neutral");
  });

  it("agrees with its plain-number form", () => {
    expect(industryRelevanceOf(HEALTH, LOGISTICS, true, false, 0)).toBe(INDUSTRY_VALUES.otherDeclared);
    expect(industryRelevanceOf(HEALTH, 0, false, false, HEALTH | LOGISTICS)).toBe(INDUSTRY_VALUES.mentioned);
  });
});
