import { type Budget, parseBudget } from "~/domain/matching/understanding/budget";
import type { VendorPricing } from "~/domain/vendors/vendor-profile";
import { formatEur, formatEurPerYear } from "./format";

/**
 * A vendor's known list price read against the buyer's budget band. Only published figures are compared: a missing
 * price is never estimated.
 */
export type BudgetFit =
  /** The starting price (or a free plan) fits under the band's ceiling. */
  | { status: "within"; price: number | null; freePlan: boolean }
  /** The starting price is above the band's ceiling by `perYear` (`perMonth` is the same gap spread over 12 months). */
  | { status: "above"; price: number; perYear: number; perMonth: number }
  /** The vendor prices on request (quote-based, contact sales). */
  | { status: "no-public-price" }
  /** Nothing about the price is known. */
  | { status: "unknown" }
  /** The buyer gave no amount ("Prefer not to say"), so there is nothing to compare with. */
  | { status: "no-budget" };

export type BudgetFitStatus = BudgetFit["status"];

/** Pricing models that say the price is given only on request. */
const ON_REQUEST = /\b(quote|on request|contact|custom pricing|enquir|inquir)/i;

/** The budget band of a wizard label, or null when it states no amount. */
export function readBudgetBand(label: string | null | undefined): Budget | null {
  return label ? parseBudget(label) : null;
}

/** Compares a vendor's published pricing with the buyer's budget band (yearly EUR, as the wizard asks it). */
export function budgetFit(
  pricing: Pick<VendorPricing, "free_tier" | "starting_price_eur_per_year"> & { model?: string | null },
  budget: Budget | null,
): BudgetFit {
  if (!budget) return { status: "no-budget" };
  const price = pricing.starting_price_eur_per_year;
  if (price !== null && Number.isFinite(price) && price >= 0) {
    if (budget.max === null || price <= budget.max) {
      return { status: "within", price, freePlan: price === 0 || pricing.free_tier === true };
    }
    const perYear = price - budget.max;
    return { status: "above", price, perYear, perMonth: Math.round(perYear / 12) };
  }
  if (pricing.free_tier === true) return { status: "within", price: null, freePlan: true };
  if (pricing.model && ON_REQUEST.test(pricing.model)) return { status: "no-public-price" };
  return { status: "unknown" };
}

/** The fit in words, for a card or a table cell: never colour alone. */
export function describeBudgetFit(fit: BudgetFit): string {
  switch (fit.status) {
    case "within":
      if (fit.price === null) return "Within budget: free plan (paid plans not priced)";
      if (fit.price === 0) return "Within budget: free";
      return `Within budget: from ${formatEurPerYear(fit.price)}`;
    case "above":
      return `Above budget by ${formatEurPerYear(fit.perYear)} (about ${formatEur(fit.perMonth)}/month)`;
    case "no-public-price":
      return "No public price (quote on request)";
    case "unknown":
      return "Price unknown";
    case "no-budget":
      return "No budget given to compare with";
  }
}
