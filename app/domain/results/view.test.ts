import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FitCategory } from "~/domain/matching/types";
import { readBudgetBand } from "./budget-fit";
import {
  applyResultsView,
  DEFAULT_RESULTS_VIEW,
  deploymentOptions,
  filterReliefs,
  filterVendors,
  isFiltered,
  parseResultsView,
  type ResultsView,
  sortVendors,
  type ViewableVendor,
  writeResultsView,
} from "./view";

type V = ViewableVendor & { name: string };

function v(name: string, rank: number, score: number, over: Partial<V> = {}): V {
  return {
    name,
    rank,
    score,
    fit_category: "Good fit",
    deployment_models: [],
    pricing: { free_tier: null, starting_price_eur_per_year: null },
    ...over,
  };
}

const catalog: V[] = [
  v("A", 1, 90, {
    fit_category: "Excellent fit",
    deployment_models: ["Cloud"],
    pricing: { free_tier: true, starting_price_eur_per_year: 1200 },
  }),
  v("B", 2, 75, {
    fit_category: "Excellent fit",
    deployment_models: ["Cloud", "On-premise"],
    pricing: { free_tier: false, starting_price_eur_per_year: null },
  }),
  v("C", 3, 60, {
    deployment_models: ["cloud", "Mobile app"],
    pricing: { free_tier: null, starting_price_eur_per_year: 300 },
  }),
  v("D", 4, 60, {
    fit_category: "Partial fit",
    pricing: { free_tier: true, starting_price_eur_per_year: 300 },
  }),
  v("E", 5, 40, { fit_category: "Partial fit", deployment_models: ["On-premise"] }),
];
const namesOf = (list: V[]) => list.map((x) => x.name).join("");

describe("sortVendors", () => {
  it("by score: best first, ties in match order", () => {
    expect(namesOf(sortVendors([...catalog].reverse(), "score"))).toBe("ABCDE");
  });

  it("by price: cheapest first, ties by match order, unknown prices last in match order", () => {
    expect(namesOf(sortVendors(catalog, "price"))).toBe("CDABE");
  });

  it("does not mutate its input", () => {
    const input = [...catalog];
    sortVendors(input, "price");
    expect(input).toEqual(catalog);
  });
});

describe("filterVendors", () => {
  const view = (over: Partial<ResultsView>): ResultsView => ({ ...DEFAULT_RESULTS_VIEW, ...over });

  it("filters by deployment model ignoring case", () => {
    expect(namesOf(filterVendors(catalog, view({ deployment: "Cloud" })))).toBe("ABC");
  });

  it("keeps only vendors known to have a free tier", () => {
    expect(namesOf(filterVendors(catalog, view({ freeTier: true })))).toBe("AD");
  });

  it("filters by fit category and combines filters", () => {
    expect(namesOf(filterVendors(catalog, view({ fit: "Partial fit" })))).toBe("DE");
    expect(namesOf(filterVendors(catalog, view({ fit: "Excellent fit", freeTier: true })))).toBe("A");
  });

  it("filters only remove, and applying a view never changes which vendors pass", () => {
    const fit = fc.constantFrom<FitCategory | null>(null, "Excellent fit", "Good fit", "Partial fit");
    const deployment = fc.constantFrom(null, "Cloud", "On-premise", "Mobile app", "Hybrid");
    fc.assert(
      fc.property(
        fit,
        deployment,
        fc.boolean(),
        fc.constantFrom("score" as const, "price" as const),
        (f, d, free, sort) => {
          const view = { sort, fit: f, deployment: d, freeTier: free };
          const filtered = filterVendors(catalog, view);
          expect(filtered.every((x) => catalog.includes(x))).toBe(true);
          expect(new Set(applyResultsView(catalog, view))).toEqual(new Set(filtered));
        },
      ),
    );
  });
});

describe("URL round trip", () => {
  it("parses what it writes and keeps other parameters", () => {
    const view: ResultsView = { sort: "price", deployment: "On-premise", freeTier: true, fit: "Good fit" };
    const params = writeResultsView(new URLSearchParams("r=abc"), view);
    expect(params.get("r")).toBe("abc");
    expect(parseResultsView(params)).toEqual(view);
  });

  it("leaves defaults out of the URL and falls back on unknown values", () => {
    expect(writeResultsView(new URLSearchParams("r=abc"), DEFAULT_RESULTS_VIEW).toString()).toBe("r=abc");
    expect(parseResultsView(new URLSearchParams("sort=cheap&fit=Great&free=yes"))).toEqual(
      DEFAULT_RESULTS_VIEW,
    );
    expect(isFiltered(DEFAULT_RESULTS_VIEW)).toBe(false);
  });
});

describe("deploymentOptions", () => {
  it("lists each model once, most common first", () => {
    expect(deploymentOptions(catalog)).toEqual(["Cloud", "On-premise", "Mobile app"]);
  });
});

describe("filterReliefs (what to change when the filters hide every vendor)", () => {
  it("names each active filter with what dropping it alone shows, most first", () => {
    const view: ResultsView = { ...DEFAULT_RESULTS_VIEW, deployment: "Mobile app", fit: "Excellent fit" };
    expect(filterVendors(catalog, view)).toEqual([]);
    expect(filterReliefs(catalog, view).map((r) => [r.label, r.shownWithout])).toEqual([
      ["Deployment: Mobile app", 2],
      ["Fit: Excellent fit", 1],
    ]);
    expect(filterReliefs(catalog, view)[0]!.without).toEqual({ ...view, deployment: null });
  });

  it("counts 0 for a filter whose removal alone brings nothing back", () => {
    const view: ResultsView = {
      ...DEFAULT_RESULTS_VIEW,
      deployment: "On-premise",
      freeTier: true,
      fit: "Excellent fit",
    };
    expect(filterReliefs(catalog, view).map((r) => [r.label, r.shownWithout])).toEqual([
      ["Deployment: On-premise", 1],
      ["Free tier only", 1],
      ["Fit: Excellent fit", 0],
    ]);
  });

  it("is empty when no filter is set", () => {
    expect(filterReliefs(catalog, DEFAULT_RESULTS_VIEW)).toEqual([]);
  });
});

describe("the within-budget filter", () => {
  const below1000 = readBudgetBand("Below €1,000/year");
  const withinBudget: ResultsView = { ...DEFAULT_RESULTS_VIEW, withinBudget: true };

  it("keeps only vendors whose published price fits the band; unknown prices never pass", () => {
    expect(namesOf(filterVendors(catalog, withinBudget, below1000))).toBe("CD");
    expect(namesOf(applyResultsView(catalog, { ...withinBudget, sort: "price" }, below1000))).toBe("CD");
    expect(isFiltered(withinBudget)).toBe(true);
  });

  it("does nothing without a budget band to read against", () => {
    expect(namesOf(filterVendors(catalog, withinBudget, null))).toBe("ABCDE");
    expect(filterReliefs(catalog, withinBudget, null)).toEqual([]);
  });

  it("is offered as a relief when it hides every vendor", () => {
    const view: ResultsView = { ...withinBudget, fit: "Excellent fit" };
    expect(filterVendors(catalog, view, below1000)).toEqual([]);
    expect(filterReliefs(catalog, view, below1000).map((r) => [r.label, r.shownWithout])).toEqual([
      ["Fit: Excellent fit", 2],
      ["Within budget", 2],
    ]);
  });

  it("round-trips through the URL as budget=1 and stays out of it when off", () => {
    const params = writeResultsView(new URLSearchParams("r=abc"), withinBudget);
    expect(params.get("budget")).toBe("1");
    expect(parseResultsView(params)).toEqual(withinBudget);
    expect(writeResultsView(params, { ...withinBudget, withinBudget: false }).toString()).toBe("r=abc");
  });
});
