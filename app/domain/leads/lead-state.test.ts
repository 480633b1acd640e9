import { describe, expect, it } from "vitest";
import { LEAD_STATES, nextLeadState, paymentRefusal, statesAllowing } from "./lead-state";

describe("lead states", () => {
  it("move new → claimed → unlocked, and withdraw only before unlock", () => {
    expect(nextLeadState("new", "claim")).toBe("claimed");
    expect(nextLeadState("claimed", "unlock")).toBe("unlocked");
    expect(nextLeadState("claimed", "withdraw")).toBe("withdrawn");
    expect(nextLeadState("new", "withdraw")).toBe("withdrawn");
    expect(nextLeadState("unlocked", "withdraw")).toBeNull();
    expect(nextLeadState("unlocked", "unlock")).toBeNull();
    expect(nextLeadState("withdrawn", "claim")).toBeNull();
    expect(nextLeadState("withdrawn", "unlock")).toBeNull();
  });

  it("never leave a final state except a re-claim of an unlocked lead, which changes nothing", () => {
    for (const event of ["claim", "unlock", "withdraw"] as const) {
      expect(nextLeadState("withdrawn", event)).toBeNull();
      expect([null, "unlocked"]).toContain(nextLeadState("unlocked", event));
    }
    expect(LEAD_STATES).toHaveLength(5);
  });

  it("confirm only a pending lead, which can be neither claimed, unlocked nor withdrawn before", () => {
    expect(nextLeadState("pending", "confirm")).toBe("new");
    for (const state of ["new", "claimed", "unlocked", "withdrawn"] as const)
      expect(nextLeadState(state, "confirm")).toBeNull();
    for (const event of ["claim", "unlock", "withdraw"] as const)
      expect(nextLeadState("pending", event)).toBeNull();
    expect(paymentRefusal({ vendorId: "a", state: "pending" }, "a", 0, 3)).toBe("not_yours");
  });

  it("list the states an event may start from", () => {
    expect(statesAllowing("unlock")).toEqual(["new", "claimed"]);
    expect(statesAllowing("withdraw")).toEqual(["new", "claimed"]);
  });

  it("refuse payment for another vendor's, a withdrawn, an unlocked lead or a full request", () => {
    expect(paymentRefusal({ vendorId: "a", state: "claimed" }, "b", 0, 3)).toBe("not_yours");
    expect(paymentRefusal({ vendorId: "a", state: "withdrawn" }, "a", 0, 3)).toBe("withdrawn");
    expect(paymentRefusal({ vendorId: "a", state: "unlocked" }, "a", 1, 3)).toBe("already_unlocked");
    expect(paymentRefusal({ vendorId: "a", state: "claimed" }, "a", 3, 3)).toBe("request_full");
    expect(paymentRefusal({ vendorId: "a", state: "claimed" }, "a", 2, 3)).toBeNull();
    expect(paymentRefusal({ vendorId: "a", state: "new" }, "a", 0, 3)).toBeNull();
  });
});
