import { describe, expect, it } from "vitest";
import { BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { CatalogVendorRecordSchema } from "~/domain/catalog/catalog-format";
import { REVIEW_CREDIBILITY_WEIGHT, REVIEW_PRIOR } from "~/domain/matching/factors/credibility";
import { resolveEngineOptions } from "~/domain/matching/options";
import {
  buyerInputs,
  fitLabelRules,
  NOT_INPUTS,
  problemFitBlend,
  rankingFactors,
  rankingFigures,
  vendorInputs,
} from "./how-ranking-works";

describe("How ranking works", () => {
  it("lists every field of the buyer's search and of a vendor profile the engine receives", () => {
    expect(
      buyerInputs()
        .map((i) => i.key)
        .sort(),
    ).toEqual(Object.keys(BusinessProblemSchema.shape).sort());
    const profileFields = [
      ...Object.keys(CatalogVendorRecordSchema.shape).filter((k) => k !== "source"),
      "verified",
      "claimed",
      // Published reviews of buyers who connected, as an aggregate through the prior (docs/decisions/017).
      "reviews",
    ];
    expect(
      vendorInputs()
        .map((i) => i.key)
        .sort(),
    ).toEqual(profileFields.sort());
  });

  it("reads its figures from the engine options, so changed options change the page", () => {
    const options = resolveEngineOptions({
      hardConflictPenalty: 0.5,
      secondaryNeedDecay: 0.8,
      equalNeeds: { decay: 0.7 },
      minProblemFit: 0.2,
      factorWeights: {
        problem_fit: 1,
        feature_alignment: 1,
        industry_relevance: 1,
        qualification: 1,
        credibility: 0,
      },
      problemFitBlend: { detected: { category: 0.4, concept: 0.2, text: 0.3, feedback: 0.1 } },
    });
    const figures = Object.fromEntries(rankingFigures(options).map((f) => [f.name, f.value]));
    expect(figures["Hard conflict"]).toBe("× 0.5");
    expect(figures["Minimum problem fit"]).toBe("20%");
    expect(figures["Only another of your needs"]).toBe("× 0.8 per such vendor above it");
    expect(figures["Needs of equal weight"]).toBe("× 0.7 per vendor of the same need above it");
    expect(rankingFactors(options).map((f) => f.share)).toEqual(["25%", "25%", "25%", "25%", "0%"]);
    expect(problemFitBlend(options).map((r) => r.detected)).toEqual(["40%", "20%", "30%", "10%"]);
  });

  it("reads the fit label rules from the engine options", () => {
    const rules = Object.fromEntries(
      fitLabelRules(resolveEngineOptions({ labels: { strongNeedMinStrength: 0.8 } })).map((r) => [r.name, r]),
    );
    expect(rules["Excellent fit"]!.meaning).toContain("at 80% strength");
    expect(rules["Excellent fit"]!.meaning).toContain("at least 50% of them");
    expect(rules["Partial fit"]!.meaning).toContain("region, deployment or budget");
  });

  it("shows the default weights, which sum to 100%", () => {
    const shares = rankingFactors().map((f) => Number.parseInt(f.share, 10));
    expect(shares).toEqual([65, 10, 10, 10, 5]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("says payment, unlocks, refunds, lead counts and review counts are not inputs", () => {
    const text = NOT_INPUTS.join(" ");
    for (const word of [/payment/i, /unlock/i, /refund/i, /lead counts/i, /review counts/i])
      expect(text).toMatch(word);
  });

  it("states the review prior from the engine's own constants", () => {
    const reviews = vendorInputs().find((i) => i.key === "reviews")!;
    expect(reviews.label).toContain(`${REVIEW_PRIOR.count} more reviews at ${REVIEW_PRIOR.mean} of 5`);
    expect(reviews.label).toContain(`${Math.round(REVIEW_CREDIBILITY_WEIGHT * 100)}%`);
  });
});
