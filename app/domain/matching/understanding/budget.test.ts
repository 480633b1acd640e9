import { describe, expect, it } from "vitest";
import { parseBudget } from "./budget";

describe("parseBudget", () => {
  it.each([
    ["Below €5,000/year", { min: 0, max: 5000 }],
    ["€5,000 – €20,000/year", { min: 5000, max: 20000 }],
    ["€20,000 – €50,000/year", { min: 20000, max: 50000 }],
    ["Above €100,000/year", { min: 100000, max: null }],
    ["under 500 per month", { min: 0, max: 6000 }],
    ["10k", { min: 0, max: 10000 }],
    ["€2.5k–€4k", { min: 2500, max: 4000 }],
  ])("%s", (label, budget) => {
    expect(parseBudget(label)).toEqual(budget);
  });

  it("reads labels without an amount as no budget", () => {
    expect(parseBudget("A budget hasn't been formally assigned yet")).toBeNull();
    expect(parseBudget("Prefer not to say")).toBeNull();
    expect(parseBudget("")).toBeNull();
  });
});
