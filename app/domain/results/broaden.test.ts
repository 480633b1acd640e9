import { describe, expect, it } from "vitest";
import { problem } from "~/domain/matching/testing/fixtures";
import { broadenSuggestions } from "./broaden";

const base = problem({
  problem: "We lose track of customer emails",
  industry: "Retail",
});

describe("broadenSuggestions", () => {
  it("always suggests rewording, and nothing that was not asked", () => {
    const out = broadenSuggestions(base);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/everyday words/);
  });

  it("names the narrowing criteria the buyer chose", () => {
    const out = broadenSuggestions({
      ...base,
      features: ["SSO", "API access", "Audit trail", "White-labeling"],
      deployment_model: ["On-premise"],
      region_focus: "APAC",
      budget_range: "Below €5,000/year",
      company_size: "Enterprise",
    });
    expect(out.join("\n")).toContain("you asked for 4");
    expect(out.join("\n")).toContain("you asked for On-premise");
    expect(out.join("\n")).toContain("you chose APAC");
    expect(out.join("\n")).toContain("(Below €5,000/year)");
    expect(out.join("\n")).toContain("(Enterprise)");
  });

  it("does not suggest widening what is already open", () => {
    const out = broadenSuggestions({
      ...base,
      features: ["SSO"],
      region_focus: "Global",
      budget_range: "Prefer not to say",
    });
    expect(out).toEqual([expect.stringMatching(/everyday words/), expect.stringContaining("(SSO)")]);
  });
});
