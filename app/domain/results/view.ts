import type { FitCategory } from "~/domain/matching/types";
import type { Budget } from "~/domain/matching/understanding/budget";
import { budgetFit } from "./budget-fit";
import { sameText } from "./format";
import type { ResultVendor } from "./result-vendor";

export type ResultsSort = "score" | "price";

export const SORT_LABELS: Readonly<Record<ResultsSort, string>> = {
  score: "Best match",
  price: "Lowest starting price",
};

/** Best first, the order the engine's fit categories are shown in. */
export const FIT_CATEGORIES: readonly FitCategory[] = ["Excellent fit", "Good fit", "Partial fit"];

/** How the buyer has sorted and narrowed their results. Lives in the URL so reload and shared links keep it. */
export interface ResultsView {
  sort: ResultsSort;
  /** Only vendors that list this deployment model; null for any. */
  deployment: string | null;
  /** Only vendors known to have a free plan. */
  freeTier: boolean;
  /** Only this fit category; null for any. */
  fit: FitCategory | null;
  /** Only vendors whose published price fits the search's budget band (set only when true, so old links stay equal). */
  withinBudget?: boolean;
}

export const DEFAULT_RESULTS_VIEW: Readonly<ResultsView> = Object.freeze({
  sort: "score",
  deployment: null,
  freeTier: false,
  fit: null,
});

/** The search parameters a view is kept in, beside the page's own `r`. */
export const VIEW_PARAMS = {
  sort: "sort",
  deployment: "deployment",
  freeTier: "free",
  fit: "fit",
  withinBudget: "budget",
} as const;

/** Reads a view from the URL; anything unrecognised falls back to the default rather than failing. */
export function parseResultsView(params: URLSearchParams): ResultsView {
  const sort = params.get(VIEW_PARAMS.sort) === "price" ? "price" : "score";
  const deployment = params.get(VIEW_PARAMS.deployment)?.trim().slice(0, 100) || null;
  const freeTier = params.get(VIEW_PARAMS.freeTier) === "1";
  const fitParam = params.get(VIEW_PARAMS.fit);
  const fit = FIT_CATEGORIES.find((c) => c === fitParam) ?? null;
  const withinBudget = params.get(VIEW_PARAMS.withinBudget) === "1";
  return { sort, deployment, freeTier, fit, ...(withinBudget ? { withinBudget } : {}) };
}

/** A copy of `params` carrying `view`; defaults are left out so the plain URL stays plain. */
export function writeResultsView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set(VIEW_PARAMS.sort, view.sort === "score" ? null : view.sort);
  set(VIEW_PARAMS.deployment, view.deployment);
  set(VIEW_PARAMS.freeTier, view.freeTier ? "1" : null);
  set(VIEW_PARAMS.fit, view.fit);
  set(VIEW_PARAMS.withinBudget, view.withinBudget ? "1" : null);
  return next;
}

export function isFiltered(view: ResultsView): boolean {
  return view.deployment !== null || view.freeTier || view.fit !== null || view.withinBudget === true;
}

/** The fields sorting and filtering read. */
export type ViewableVendor = Pick<ResultVendor, "rank" | "score" | "fit_category" | "deployment_models"> & {
  pricing: Pick<ResultVendor["pricing"], "free_tier" | "starting_price_eur_per_year"> & {
    model?: string | null;
  };
};

/**
 * Keeps the vendors that pass every active filter. Unknown values never pass a filter (a null free tier is not "free",
 * an unpublished price is not "within budget"); the budget filter does nothing without a budget band to read against.
 */
export function filterVendors<T extends ViewableVendor>(
  vendors: readonly T[],
  view: ResultsView,
  budget: Budget | null = null,
): T[] {
  return vendors.filter(
    (v) =>
      (view.deployment === null || v.deployment_models.some((m) => sameText(m, view.deployment!))) &&
      (!view.freeTier || v.pricing.free_tier === true) &&
      (view.fit === null || v.fit_category === view.fit) &&
      (!view.withinBudget || !budget || budgetFit(v.pricing, budget).status === "within"),
  );
}

function byRank(a: ViewableVendor, b: ViewableVendor): number {
  return b.score - a.score || a.rank - b.rank;
}

/** A sorted copy. By score: best first. By price: cheapest listed starting price first, unknown prices last; ties keep match order. */
export function sortVendors<T extends ViewableVendor>(vendors: readonly T[], sort: ResultsSort): T[] {
  const copy = [...vendors];
  if (sort === "score") return copy.sort(byRank);
  return copy.sort((a, b) => {
    const pa = a.pricing.starting_price_eur_per_year;
    const pb = b.pricing.starting_price_eur_per_year;
    if (pa === null || pb === null) {
      if (pa !== pb) return pa === null ? 1 : -1;
      return byRank(a, b);
    }
    return pa - pb || byRank(a, b);
  });
}

export function applyResultsView<T extends ViewableVendor>(
  vendors: readonly T[],
  view: ResultsView,
  budget: Budget | null = null,
): T[] {
  return sortVendors(filterVendors(vendors, view, budget), view.sort);
}

/** The deployment models the vendors list, each once (first spelling wins), most common first. */
export function deploymentOptions(vendors: readonly ViewableVendor[]): string[] {
  const counts = new Map<string, { label: string; n: number }>();
  for (const v of vendors) {
    const seen = new Set<string>();
    for (const m of v.deployment_models) {
      const key = m.trim().toLocaleLowerCase();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { label: m.trim(), n: 0 };
      entry.n += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.label.localeCompare(b.label)).map((e) => e.label);
}

/** One active filter and what dropping it alone would show. */
export interface FilterRelief {
  /** The view's field this filter is kept in. */
  key: "deployment" | "freeTier" | "fit" | "withinBudget";
  /** The filter as the buyer set it: "Deployment: On-premise", "Free tier only", "Fit: Excellent fit". */
  label: string;
  /** How many vendors would show with this filter removed and the others kept. */
  shownWithout: number;
  /** The view without this filter. */
  without: ResultsView;
}

/**
 * The active filters, each with how many vendors dropping it alone would bring back, those that bring back the most
 * first: what to change when the filters hide every vendor.
 */
export function filterReliefs<T extends ViewableVendor>(
  vendors: readonly T[],
  view: ResultsView,
  budget: Budget | null = null,
): FilterRelief[] {
  const out: FilterRelief[] = [];
  const add = (key: FilterRelief["key"], label: string, without: ResultsView) =>
    out.push({ key, label, without, shownWithout: filterVendors(vendors, without, budget).length });
  if (view.deployment !== null)
    add("deployment", `Deployment: ${view.deployment}`, { ...view, deployment: null });
  if (view.freeTier) add("freeTier", "Free tier only", { ...view, freeTier: false });
  if (view.fit !== null) add("fit", `Fit: ${view.fit}`, { ...view, fit: null });
  if (view.withinBudget && budget) add("withinBudget", "Within budget", { ...view, withinBudget: false });
  return out.sort((a, b) => b.shownWithout - a.shownWithout);
}
