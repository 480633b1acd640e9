import { describe, expect, it } from "vitest";
import { withdrawnLeadMessage, withdrawnPayment } from "./withdrawn";

describe("withdrawn leads", () => {
  it("reads the payment row's status as what happened to the vendor's money", () => {
    expect(withdrawnPayment(null)).toBe("none");
    expect(withdrawnPayment("pending")).toBe("checkout_open");
    expect(withdrawnPayment("refund_due")).toBe("refund_due");
    expect(withdrawnPayment("refunded")).toBe("refunded");
  });

  it("says who withdrew it, when, and whether money was refunded", () => {
    expect(
      withdrawnLeadMessage({
        code: "K7QM-2XH9-PD4T",
        withdrawnAt: "2026-03-12T14:05:00.000Z",
        payment: "none",
      }),
    ).toBe(
      "The buyer withdrew lead K7QM-2XH9-PD4T on 12 Mar 2026, 14:05 UTC, so it can no longer be unlocked. Nothing was charged.",
    );
    expect(withdrawnLeadMessage({ code: "K7QM-2XH9-PD4T", withdrawnAt: null, payment: "refunded" })).toBe(
      "The buyer withdrew lead K7QM-2XH9-PD4T, so it can no longer be unlocked. Your payment was refunded in full.",
    );
  });
});
