import { describe, expect, it } from "vitest";
import {
  invalidContactAnswerDeadline,
  invalidContactReportText,
  ReportInvalidContactSchema,
  reportTooLateMessage,
  withinInvalidContactReportWindow,
} from "./invalid-contact";

const DAY = 24 * 60 * 60 * 1000;
const paidAt = new Date("2026-03-01T10:00:00Z");

describe("the 10-day window to report contact details invalid", () => {
  it("is open from the payment up to exactly 10 days later, closed after and before", () => {
    expect(withinInvalidContactReportWindow(paidAt, new Date(paidAt.getTime() + 10 * DAY))).toBe(true);
    expect(withinInvalidContactReportWindow(paidAt, new Date(paidAt.getTime() + 10 * DAY + 1))).toBe(false);
    expect(withinInvalidContactReportWindow(paidAt, new Date(paidAt.getTime() - 1))).toBe(false);
  });

  it("the refusal names when the vendor paid and when the 10 days ended", () => {
    expect(reportTooLateMessage(paidAt)).toBe(
      "Contact details can be reported as invalid within 10 days after paying. You paid on 1 Mar 2026, 10:00 UTC, so the 10 days ended on 11 Mar 2026, 10:00 UTC; nothing was changed.",
    );
  });
});

describe("the report's state on the vendor's leads page", () => {
  const base = {
    reportedAt: "2026-03-02T10:00:00.000Z",
    answeredAt: null,
    answerBy: invalidContactAnswerDeadline("2026-03-02T10:00:00.000Z").toISOString(),
    emailBouncedAt: null,
    now: new Date("2026-03-03T10:00:00Z"),
  };
  it("says what each state means for the refund", () => {
    expect(invalidContactReportText({ ...base, status: "open" })).toContain(
      "we asked the buyer to confirm it by 9 Mar 2026, 10:00 UTC",
    );
    expect(
      invalidContactReportText({ ...base, status: "open", now: new Date("2026-03-10T00:00:00Z") }),
    ).toContain("did not confirm it by 9 Mar 2026, 10:00 UTC");
    expect(
      invalidContactReportText({ ...base, status: "confirmed", answeredAt: "2026-03-03T09:00:00.000Z" }),
    ).toContain("the buyer confirmed it on 3 Mar 2026, 09:00 UTC, so you are refunded");
    expect(invalidContactReportText({ ...base, status: "declined", answeredAt: base.reportedAt })).toContain(
      "the details are right, so there is no refund",
    );
    expect(invalidContactReportText({ ...base, status: "open", emailBouncedAt: base.reportedAt })).toContain(
      "bounced, so you are refunded",
    );
  });
});

describe("the vendor's report form", () => {
  it("accepts a lead id and refuses anything else with a clear message", () => {
    expect(
      ReportInvalidContactSchema.safeParse({ leadId: "0b9f7c52-8f0e-4c7e-9a53-3f1d1c2b4a5e" }).success,
    ).toBe(true);
    for (const leadId of ["", "x", "\u0000", "\ud800", "0b9f7c52-8f0e-4c7e-9a53-3f1d1c2b4a5e\u0000"]) {
      const parsed = ReportInvalidContactSchema.safeParse({ leadId });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Choose a lead you unlocked to report.");
    }
  });
});
