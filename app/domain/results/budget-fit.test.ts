import { describe, expect, it } from "vitest";
import { BUDGET_RANGES } from "~/domain/buyer/options";
import { budgetFit, describeBudgetFit, readBudgetBand } from "./budget-fit";

const pricing = (
  starting_price_eur_per_year: number | null,
  free_tier: boolean | null = null,
  model: string | null = null,
) => ({ starting_price_eur_per_year, free_tier, model });

const band = (label: string) => readBudgetBand(label);

describe("readBudgetBand", () => {
  it("reads every wizard band with an amount, and none without", () => {
    expect(band("Below €5,000/year")).toEqual({ min: 0, max: 5_000 });
    expect(band("€5,000 – €20,000/year")).toEqual({ min: 5_000, max: 20_000 });
    expect(band("Above €100,000/year")).toEqual({ min: 100_000, max: null });
    expect(band("A budget hasn't been formally assigned yet")).toBeNull();
    expect(band("Prefer not to say")).toBeNull();
    expect(band("")).toBeNull();
    expect(readBudgetBand(null)).toBeNull();
    // Every amount-bearing preset is read; the two without an amount are not.
    expect(BUDGET_RANGES.filter((r) => band(r) !== null)).toHaveLength(5);
  });
});

describe("budgetFit", () => {
  const mid = band("€5,000 – €20,000/year");

  it("a price under the ceiling is within, whatever the floor", () => {
    expect(budgetFit(pricing(12_000), mid)).toEqual({ status: "within", price: 12_000, freePlan: false });
    expect(budgetFit(pricing(600), mid)).toEqual({ status: "within", price: 600, freePlan: false });
  });

  it("a price exactly at the ceiling is within; one euro more is above", () => {
    expect(budgetFit(pricing(20_000), mid).status).toBe("within");
    expect(budgetFit(pricing(20_001), mid)).toEqual({
      status: "above",
      price: 20_001,
      perYear: 1,
      perMonth: 0,
    });
  });

  it("above says by how much a year and a month", () => {
    const fit = budgetFit(pricing(26_000), mid);
    expect(fit).toEqual({ status: "above", price: 26_000, perYear: 6_000, perMonth: 500 });
    expect(describeBudgetFit(fit)).toBe("Above budget by €6,000/year (about €500/month)");
  });

  it("an open-ended band has no ceiling: any known price is within", () => {
    expect(budgetFit(pricing(250_000), band("Above €100,000/year")).status).toBe("within");
  });

  it("a free product or a free plan is within even the lowest band", () => {
    const low = band("Below €5,000/year");
    expect(budgetFit(pricing(0), low)).toEqual({ status: "within", price: 0, freePlan: true });
    expect(budgetFit(pricing(null, true), low)).toEqual({ status: "within", price: null, freePlan: true });
    expect(describeBudgetFit(budgetFit(pricing(null, true), low))).toBe(
      "Within budget: free plan (paid plans not priced)",
    );
    // A free plan does not hide a starting price above the budget.
    expect(budgetFit(pricing(9_000, true), low).status).toBe("above");
  });

  it("quote-based pricing is 'no public price', never a figure", () => {
    expect(budgetFit(pricing(null, false, "quote-based"), mid)).toEqual({ status: "no-public-price" });
    expect(budgetFit(pricing(null, null, "Contact sales"), mid)).toEqual({ status: "no-public-price" });
    expect(describeBudgetFit({ status: "no-public-price" })).toBe("No public price (quote on request)");
  });

  it("nothing published is 'price unknown'", () => {
    expect(budgetFit(pricing(null), mid)).toEqual({ status: "unknown" });
    expect(budgetFit(pricing(null, false, "per user / month"), mid)).toEqual({ status: "unknown" });
    expect(describeBudgetFit({ status: "unknown" })).toBe("Price unknown");
  });

  it("without a budget amount there is nothing to compare", () => {
    expect(budgetFit(pricing(1_000), band("Prefer not to say"))).toEqual({ status: "no-budget" });
    expect(budgetFit(pricing(null), null)).toEqual({ status: "no-budget" });
  });

  it("describes a within price with its figure", () => {
    expect(describeBudgetFit(budgetFit(pricing(1_200), mid))).toBe("Within budget: from €1,200/year");
    expect(describeBudgetFit(budgetFit(pricing(0), mid))).toBe("Within budget: free");
  });
});
