import { describe, expect, it } from "vitest";
import { signInReason } from "./sign-in-reason";

describe("signInReason", () => {
  it("names what signing in unlocks for each vendor page that asks for it, with or without a query", () => {
    expect(signInReason("/claim-lead?code=ABCD-EFGH")).toMatch(/lead code/);
    expect(signInReason("/paywall?lead=1")).toMatch(/unlock this lead/);
    expect(signInReason("/buyer-details?lead=1")).toMatch(/buyer's details/);
    expect(signInReason("/vendor/leads")).toMatch(/leads sent to your software/);
    expect(signInReason("/vendor/dashboard/")).toMatch(/profile/);
  });

  it("says nothing for any other page, a lookalike path or text that is not a path", () => {
    for (const target of [
      "/",
      "/vendor",
      "/claim-lead-old",
      "/vendor/leadsX",
      "/results?r=1",
      "",
      "%%%",
      "\u0000",
    ]) {
      expect(signInReason(target)).toBeNull();
    }
  });
});
