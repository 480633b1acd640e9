import { describe, expect, it } from "vitest";
import { CREDIBILITY_WEIGHTS } from "../constants";
import { vendor } from "../testing/fixtures";
import { credibility, profileCompleteness, staticCredibility, yearsSignal } from "./credibility";

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
});
