import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readBudgetBand } from "~/domain/results/budget-fit";
import { BudgetFitLine } from "./budget-fit-line";

const mid = readBudgetBand("€5,000 – €20,000/year");
const html = (starting: number | null, model: string | null = null, budget = mid) =>
  renderToStaticMarkup(
    <BudgetFitLine
      pricing={{ starting_price_eur_per_year: starting, free_tier: null, model }}
      budget={budget}
    />,
  );

describe("BudgetFitLine", () => {
  it("says the fit in words, the icon hidden from assistive technology", () => {
    const within = html(12_000);
    expect(within).toContain("Your budget: ");
    expect(within).toContain("Within budget: from €12,000/year");
    expect(within).toContain('aria-hidden="true"');
    expect(html(32_000)).toContain("Above budget by €12,000/year (about €1,000/month)");
    expect(html(null, "quote-based")).toContain("No public price (quote on request)");
    expect(html(null)).toContain("Price unknown");
  });

  it("renders nothing when the buyer gave no budget amount", () => {
    expect(html(12_000, null, readBudgetBand("Prefer not to say"))).toBe("");
  });
});
