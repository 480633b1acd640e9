import { describe, expect, it } from "vitest";
import { createMatchIndex } from "./catalog-indexer";
import { featureCoverage } from "./feature-coverage";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { testVocabulary, vendor } from "./testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, testVocabulary());

describe("featureCoverage", () => {
  it("counts synonyms: a custom chip 'SSO' matches 'Single sign-on (SSO)'", () => {
    expect(featureCoverage(index, "deskly", ["SSO", "SAML", "Mobile support", "White-labeling"])).toEqual({
      matched: ["SSO", "SAML", "Mobile support"],
      missing: ["White-labeling"],
    });
  });

  it("counts a feature implied by what the vendor is (online booking for a scheduling tool)", () => {
    expect(featureCoverage(index, "slotty", ["Online booking", "SMS reminders"])).toEqual({
      matched: ["Online booking"],
      missing: ["SMS reminders"],
    });
  });

  it("counts a requested kind of software the vendor is, and falls back to the chip's words", () => {
    expect(
      featureCoverage(index, "billwise", ["Invoicing", "Chase payments automatically", "Payroll"]),
    ).toEqual({
      matched: ["Invoicing", "Chase payments automatically"],
      missing: ["Payroll"],
    });
  });

  it("accepts a vendor record that is not in the index", () => {
    const v = vendor({ slug: "new", description: "Text reminders and a booking page." });
    expect(featureCoverage(index, v, ["SMS reminders", "Online booking", "SSO"])).toEqual({
      matched: ["SMS reminders", "Online booking"],
      missing: ["SSO"],
    });
  });

  it("reports every feature missing for an unknown slug, and ignores blank chips", () => {
    expect(featureCoverage(index, "nope", ["SSO", " "])).toEqual({ matched: [], missing: ["SSO"] });
  });
});
