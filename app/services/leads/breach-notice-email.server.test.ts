import { describe, expect, it } from "vitest";
import { breachNoticeTemplate } from "./breach-notice-email.server";

const ids = {
  reportId: "0b9f7c52-8f0e-4c7e-9a53-3f1d1c2b4a5e",
  vendorId: "1b9f7c52-8f0e-4c7e-9a53-3f1d1c2b4a5e",
};

describe("the vendor's mail about breaches", () => {
  it("a first confirmed breach says what was reported, the count and the limit, without a block", () => {
    const mail = breachNoticeTemplate(
      { event: "confirmed", ...ids, reason: "outside_rules", strikes: 1 },
      "Acme",
      "https://x",
    );
    expect(mail.heading).toBe("A buyer's report about Acme was confirmed");
    expect(mail.paragraphs.join(" ")).toContain("contacted them outside the contact rules");
    expect(mail.paragraphs).toContain("This is confirmed breach 1 of 2.");
    expect(mail.paragraphs.join(" ")).not.toContain(
      "can no longer unlock leads until an operator reviews it",
    );
  });

  it("the breach that reaches the limit says the account is blocked; a lift says it can unlock again", () => {
    const blocked = breachNoticeTemplate(
      { event: "confirmed", ...ids, reason: "spam", strikes: 2 },
      "Acme",
      "https://x",
    );
    expect(blocked.heading).toBe("Acme can no longer unlock leads");
    expect(blocked.paragraphs.join(" ")).toContain("can no longer unlock leads until an operator reviews it");
    const lifted = breachNoticeTemplate(
      { event: "lifted", vendorId: ids.vendorId, strikes: 2 },
      "Acme",
      "https://x",
    );
    expect(lifted.heading).toBe("Acme can unlock leads again");
    expect(lifted.paragraphs[0]).toContain("the 2 confirmed breaches on record no longer count");
  });
});
