import { describe, expect, it } from "vitest";
import { MAX_SUMMARY_SENTENCES, summarizeDifferences } from "./summarize";
import type { ComparableVendor } from "./types";

function vendor(name: string, over: Partial<ComparableVendor> = {}): ComparableVendor {
  return {
    slug: name.toLowerCase().replace(/\s+/g, "-"),
    name,
    website: null,
    tagline: null,
    categories: [],
    features: [],
    deployment_models: [],
    company_sizes: [],
    regions: [],
    certifications: [],
    founded_year: null,
    license: null,
    coverage: null,
    ...over,
    pricing: { free_tier: null, starting_price_eur_per_year: null, model: null, ...over.pricing },
  };
}

const price = (free_tier: boolean | null, starting_price_eur_per_year: number | null = null) => ({
  pricing: { free_tier, starting_price_eur_per_year, model: null },
});

describe("summarizeDifferences", () => {
  it("writes the example summary from listed data only", () => {
    const hubspot = vendor("HubSpot CRM", { ...price(true), certifications: ["SOC 2"], founded_year: 2006 });
    const zoho = vendor("Zoho CRM", {
      ...price(false),
      certifications: ["GDPR", "SOC 2"],
      founded_year: 1996,
    });
    const pipedrive = vendor("Pipedrive", {
      ...price(false),
      certifications: ["GDPR", "SOC 2"],
      founded_year: 2010,
    });
    expect(summarizeDifferences([hubspot, zoho, pipedrive])).toEqual([
      "Only HubSpot CRM has a free tier.",
      "Zoho CRM and Pipedrive list GDPR; HubSpot CRM doesn't list it.",
      "Zoho CRM was founded earliest (1996).",
    ]);
  });

  it("says nothing for fewer than two vendors or when the listed values agree", () => {
    expect(summarizeDifferences([vendor("A", price(true))])).toEqual([]);
    expect(
      summarizeDifferences([
        vendor("A", { ...price(true, 100), certifications: ["GDPR"], founded_year: 2000 }),
        vendor("B", { ...price(true, 100), certifications: ["gdpr"], founded_year: 2000 }),
      ]),
    ).toEqual([]);
  });

  it("never states an unknown value as a difference", () => {
    // B lists nothing about free tier, certifications, deployment or founding: only A and C are compared.
    const a = vendor("A", { ...price(true), certifications: ["ISO 27001"], deployment_models: ["Cloud"] });
    const b = vendor("B");
    const c = vendor("C", {
      ...price(false),
      certifications: ["SOC 2"],
      deployment_models: ["Cloud", "On-premise"],
    });
    const summary = summarizeDifferences([a, b, c]);
    expect(summary).toEqual([
      "A has a free tier; C doesn't.",
      "C lists On-premise deployment; A doesn't.",
      "A lists ISO 27001; C doesn't list it.",
      "C lists SOC 2; A doesn't list it.",
    ]);
    expect(summary.join(" ")).not.toMatch(/\bB\b/);
  });

  it("needs everyone known before saying 'Only'", () => {
    const summary = summarizeDifferences([vendor("A", price(true)), vendor("B", price(false)), vendor("C")]);
    expect(summary).toEqual(["A has a free tier; B doesn't."]);
  });

  it("names the single vendor without a free tier", () => {
    expect(
      summarizeDifferences([vendor("A", price(true)), vendor("B", price(true)), vendor("C", price(false))]),
    ).toEqual(["C is the only one without a free tier."]);
  });

  it("compares listed starting prices, ties included, and ignores unknown prices", () => {
    const summary = summarizeDifferences([
      vendor("A", price(null, 600)),
      vendor("B", price(null, 600)),
      vendor("C", price(null, 9000)),
      vendor("D"),
    ]);
    expect(summary).toEqual([
      "A and B have the lowest listed starting price (€600/year), C the highest (€9,000/year).",
    ]);
    expect(summarizeDifferences([vendor("A", price(null, 600)), vendor("B")])).toEqual([]);
  });

  it("reports coverage of the buyer's requested features", () => {
    const cov = (matched: string[], missing: string[]) => ({
      coverage: {
        matched,
        missing,
        sources: matched.map((feature) => ({ feature, field: "features" as const, text: feature })),
      },
    });
    const summary = summarizeDifferences([
      vendor("A", cov(["API access", "SSO"], [])),
      vendor("B", cov(["SSO"], ["API access"])),
    ]);
    expect(summary).toEqual([
      "Only A lists all 2 of your requested features.",
      "Of your requested features, only A lists API access.",
    ]);
    expect(
      summarizeDifferences([
        vendor("A", cov(["SSO"], ["API access", "Audit trail"])),
        vendor("B", cov(["SSO", "API access"], ["Audit trail"])),
        vendor("C", cov(["SSO", "Audit trail"], ["API access"])),
      ])[0],
    ).toBe("B and C list the most of your requested features (2 of 3).");
  });

  it("puts values listed by the same vendors in one sentence", () => {
    expect(
      summarizeDifferences([
        vendor("A", { certifications: ["GDPR", "ISO 27001", "SOC 2"] }),
        vendor("B", { certifications: ["GDPR", "ISO 27001", "SOC 2"] }),
        vendor("C", { certifications: ["SOC 2"] }),
      ]),
    ).toEqual(["A and B list GDPR and ISO 27001; C doesn't list them."]);
  });

  it("says the earliest founding is among those that list one when some don't", () => {
    expect(
      summarizeDifferences([
        vendor("A", { founded_year: 2008 }),
        vendor("B"),
        vendor("C", { founded_year: 2005 }),
      ]),
    ).toEqual(["Of those that list a founding year, C was founded earliest (2005)."]);
  });

  it("uses the plural for ties in founding year", () => {
    expect(
      summarizeDifferences([
        vendor("A", { founded_year: 2001 }),
        vendor("B", { founded_year: 2001 }),
        vendor("C", { founded_year: 2015 }),
      ]),
    ).toEqual(["A and B were founded earliest (2001)."]);
  });

  it("keeps to the sentence budget, giving every attribute its first sentence before any second", () => {
    const summary = summarizeDifferences([
      vendor("A", {
        ...price(true, 100),
        deployment_models: ["Cloud", "Hybrid", "Mobile app"],
        certifications: ["GDPR", "HIPAA", "PCI DSS"],
        company_sizes: ["SMB", "Enterprise"],
        founded_year: 2000,
      }),
      vendor("B", {
        ...price(false, 200),
        deployment_models: ["On-premise"],
        certifications: ["SOC 2"],
        company_sizes: ["Mid-market"],
        founded_year: 2010,
      }),
    ]);
    expect(summary).toHaveLength(MAX_SUMMARY_SENTENCES);
    expect(summary.at(-1)).toBe("A was founded earliest (2000).");
    expect(summary).toContain("Only A targets SMB and Enterprise companies.");
  });
});
