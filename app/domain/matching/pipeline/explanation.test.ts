import { describe, expect, it } from "vitest";
import { explainMatch } from "./explanation";

const none = { capabilityNames: [], matched: [], missing: [], industryServed: null, conflicts: [] };

describe("explainMatch", () => {
  it("builds one sentence from features, industry and conflicts", () => {
    expect(
      explainMatch({
        ...none,
        matched: ["SSO", "API", "Mobile"],
        missing: ["White-labeling"],
        industryServed: "Logistics",
        conflicts: [{ kind: "deployment", hard: true, message: "Cloud only — you asked for On-premise" }],
      }),
    ).toBe("Covers 3 of your 4 features; serves Logistics; cloud only — you asked for On-premise");
  });

  it("names the need the vendor answers", () => {
    expect(explainMatch({ ...none, capabilityNames: ["Help desk & ticketing"], matched: ["SSO"] })).toBe(
      "Help desk & ticketing tool; covers SSO",
    );
  });

  it("says so when a single or every feature is (not) confirmed", () => {
    expect(explainMatch({ ...none, missing: ["SSO"] })).toBe("SSO not confirmed");
    expect(explainMatch({ ...none, matched: ["A", "B"] })).toBe("Covers both of your features");
    expect(explainMatch({ ...none, matched: ["A", "B", "C"] })).toBe("Covers all 3 of your features");
    expect(explainMatch({ ...none, missing: ["A", "B"] })).toBe("Neither of your 2 features confirmed");
    expect(explainMatch({ ...none, missing: ["A", "B", "C"] })).toBe("None of your 3 features confirmed");
  });

  it("falls back to a plain statement when there are no facts", () => {
    expect(explainMatch(none)).toBe("Relevant to the problem you described");
  });
});
