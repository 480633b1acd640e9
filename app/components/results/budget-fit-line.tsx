import { AlertTriangle, Check, CircleHelp } from "~/components/ui/icons";
import type { Budget } from "~/domain/matching/understanding/budget";
import { type BudgetFit, budgetFit, describeBudgetFit } from "~/domain/results/budget-fit";
import type { VendorPricing } from "~/domain/vendors/vendor-profile";
import { cn } from "~/utils/cn";

const ICON = {
  within: Check,
  above: AlertTriangle,
  "no-public-price": CircleHelp,
  unknown: CircleHelp,
} as const;

const TONE = {
  within: "text-emerald-800",
  above: "text-amber-900",
  "no-public-price": "text-slate-700",
  unknown: "text-slate-700",
} as const;

/** The fit in words with an icon beside it, so it never rests on colour alone. Nothing when there is no budget. */
export function BudgetFitText({ fit, className }: { fit: BudgetFit; className?: string }) {
  if (fit.status === "no-budget") return null;
  const Icon = ICON[fit.status];
  return (
    <span className={cn("inline-flex items-start gap-1.5", TONE[fit.status], className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{describeBudgetFit(fit)}</span>
    </span>
  );
}

/** A card's line comparing the vendor's published price with the buyer's budget band. */
export function BudgetFitLine({
  pricing,
  budget,
}: {
  pricing: Pick<VendorPricing, "free_tier" | "starting_price_eur_per_year" | "model">;
  budget: Budget | null;
}) {
  const fit = budgetFit(pricing, budget);
  if (fit.status === "no-budget") return null;
  return (
    <p className="text-sm">
      <span className="font-medium text-slate-900">Your budget: </span>
      <BudgetFitText fit={fit} />
    </p>
  );
}
