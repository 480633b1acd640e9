import { describe, expect, it } from "vitest";
import { CREDIBILITY_WEIGHTS } from "../constants";
import { vendor } from "../testing/fixtures";
import {
  credibility,
  profileCompleteness,
  REVIEW_CREDIBILITY_WEIGHT,
  REVIEW_PRIOR,
  reviewSignal,
  staticCredibility,
  yearsSignal,
} from "./credibility";

describe("credibility", () => {
  const bare = vendor({ slug: "bare" });

  it("is 0 for an unclaimed vendor with an empty profile", () => {
    expect(credibility(staticCredibility(bare), null, 2025)).toBe(0);
  });

  it("counts a verified profile fully and a claimed one partly", () => {
    expect(staticCredibility({ ...bare, verified: true, claimed: true })).toBeCloseTo(
      CREDIBILITY_WEIGHTS.profile,
    );
    expect(staticCredibility({ ...bare, claimed: true })).toBeCloseTo(0.6 * CREDIBILITY_WEIGHTS.profile);
  });

  it("counts years in business from founded_year and the injected current year", () => {
    expect(yearsSignal(2020, 2025)).toBeCloseTo(0.5);
    expect(yearsSignal(1990, 2025)).toBe(1);
    expect(yearsSignal(2030, 2025)).toBe(0);
    expect(yearsSignal(null, 2025)).toBe(0);
    expect(credibility(0, 2015, 2025)).toBeCloseTo(CREDIBILITY_WEIGHTS.yearsInBusiness);
  });

  it("counts certifications, up to three", () => {
    const three = staticCredibility({ ...bare, certifications: ["SOC 2", "ISO 27001", "GDPR"] });
    const five = staticCredibility({
      ...bare,
      certifications: ["SOC 2", "ISO 27001", "GDPR", "HIPAA", "PCI DSS"],
    });
    expect(three).toBeCloseTo(CREDIBILITY_WEIGHTS.certifications);
    expect(five).toBeCloseTo(three);
  });

  it("measures profile completeness over the catalog fields", () => {
    expect(profileCompleteness(bare)).toBe(0);
    const full = vendor({
      slug: "full",
      website: "https://x.example",
      tagline: "t",
      description: "d",
      categories: ["CRM"],
      features: ["f"],
      industries: ["Retail"],
      company_sizes: ["SMB"],
      deployment_models: ["Cloud"],
      regions: ["Global"],
      pricing: { free_tier: true, starting_price_eur_per_year: null, model: null },
      integrations: ["Slack"],
      founded_year: 2010,
    });
    expect(profileCompleteness(full)).toBe(1);
  });

  describe("published reviews, through the prior", () => {
    it("count for nothing without reviews, so a catalog without reviews ranks as before", () => {
      expect(reviewSignal(undefined)).toBe(0);
      expect(reviewSignal({ count: 0, ratingSum: 0 })).toBe(0);
      expect(staticCredibility({ ...bare, reviews: { count: 0, ratingSum: 0 } })).toBe(
        staticCredibility(bare),
      );
    });

    it("barely move a vendor with one or two reviews, best or worst", () => {
      expect(reviewSignal({ count: 1, ratingSum: 5 })).toBeCloseTo(2 / (2 * (REVIEW_PRIOR.count + 1)));
      expect(reviewSignal({ count: 2, ratingSum: 10 })).toBeLessThan(0.17);
      expect(reviewSignal({ count: 2, ratingSum: 2 })).toBeGreaterThan(-0.17);
      const twoBest = staticCredibility({ ...bare, claimed: true, reviews: { count: 2, ratingSum: 10 } });
      expect(twoBest - staticCredibility({ ...bare, claimed: true })).toBeLessThan(0.035);
    });

    it("move a vendor with many consistent reviews, up to the weight and no further", () => {
      expect(reviewSignal({ count: 90, ratingSum: 450 })).toBeCloseTo(0.9);
      expect(reviewSignal({ count: 90, ratingSum: 90 })).toBeCloseTo(-0.9);
      const best = staticCredibility({ ...bare, reviews: { count: 10_000, ratingSum: 50_000 } });
      expect(best).toBeLessThanOrEqual(REVIEW_CREDIBILITY_WEIGHT + 1e-9);
      expect(staticCredibility({ ...bare, reviews: { count: 10_000, ratingSum: 10_000 } })).toBe(0);
    });

    it("ignore an aggregate that is not a number", () => {
      expect(reviewSignal({ count: 3, ratingSum: Number.NaN })).toBe(0);
      expect(reviewSignal({ count: Number.NaN, ratingSum: 10 })).toBe(0);
    });
  });
});
