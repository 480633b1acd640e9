import { describe, expect, it } from "vitest";
import { unlocksText } from "./lead-preview";

describe("unlocksText", () => {
  it("counts the vendor itself once it has unlocked the lead", () => {
    expect(unlocksText({ state: "unlocked", unlockedByOthers: 0, maxUnlocks: 3 })).toBe(
      "1 of at most 3 vendors (you) has unlocked this request",
    );
    expect(unlocksText({ state: "unlocked", unlockedByOthers: 1, maxUnlocks: 3 })).toBe(
      "2 of at most 3 vendors, you included, have unlocked this request",
    );
  });

  it("counts only the others before it has", () => {
    expect(unlocksText({ state: "claimed", unlockedByOthers: 0, maxUnlocks: 3 })).toBe(
      "0 of at most 3 vendors have unlocked this request",
    );
    expect(unlocksText({ state: "new", unlockedByOthers: 1, maxUnlocks: 3 })).toBe(
      "1 of at most 3 vendors has unlocked this request",
    );
  });
});
