import { describe, expect, it } from "vitest";
import { ConnectSchema, consentText } from "./connect";
import { toLeadSummary } from "./summary";

const valid = {
  vendors: ["deskly", "inboxy"],
  name: " Ada Lovelace ",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  phone: "",
  consent: true,
};

describe("connect input", () => {
  it("accepts a name, work email, company, optional phone and consent", () => {
    expect(ConnectSchema.parse(valid)).toMatchObject({ name: "Ada Lovelace", phone: "" });
    expect(ConnectSchema.parse({ ...valid, phone: "+49 30 1234567" }).phone).toBe("+49 30 1234567");
  });

  it("needs explicit consent, a real email and at most 3 vendors", () => {
    const issues = (input: unknown) =>
      ConnectSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(issues({ ...valid, consent: false })).toEqual(["consent"]);
    expect(issues({ ...valid, consent: "true" })).toEqual(["consent"]);
    expect(issues({ ...valid, email: "not-an-email" })).toEqual(["email"]);
    expect(issues({ ...valid, phone: "call me" })).toEqual(["phone"]);
    expect(issues({ ...valid, vendors: ["a", "b", "c", "d"] })).toEqual(["vendors"]);
    expect(issues({ ...valid, name: "   " })).toEqual(["name"]);
  });

  it("names every vendor in the consent text", () => {
    expect(consentText(["Deskly", "Inboxy", "Ticketeer"])).toContain(
      "with Deskly, Inboxy and Ticketeer, so that these vendors",
    );
    expect(consentText(["Deskly"])).toContain("with Deskly, so that this vendor");
  });
});

describe("lead summary", () => {
  it("carries only the anonymous request fields", () => {
    const summary = toLeadSummary({
      problem: "Support inbox",
      industry: "Retail",
      features: ["Shared inbox"],
      timeline: "1-3 months",
      company_size: "SMB",
      budget_range: "Below €5,000/year",
      deployment_model: ["Cloud"],
      region_focus: "Europe",
      buyer_role: "Head of Support",
      // a field a future form might add must not pass through
      ...({ email: "ada@example.com" } as object),
    });
    expect(JSON.stringify(summary)).not.toContain("ada@example.com");
    expect(Object.keys(summary).sort()).toEqual(
      [
        "budget_range",
        "buyer_role",
        "company_size",
        "deployment_model",
        "features",
        "industry",
        "problem",
        "region_focus",
        "timeline",
      ].sort(),
    );
  });
});
