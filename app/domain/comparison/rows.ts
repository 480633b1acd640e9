import type { FeatureSource } from "~/domain/matching/types";
import type { Budget } from "~/domain/matching/understanding/budget";
import { budgetFit, describeBudgetFit } from "~/domain/results/budget-fit";
import { displayHost, formatEurPerYear } from "~/domain/results/format";
import type { ComparableVendor } from "./types";

export type ComparisonCell =
  | { kind: "unknown" }
  | { kind: "text"; text: string }
  | { kind: "list"; items: string[] }
  /**
   * `text` says it in words ("Yes", "Not listed") beside the ✓/✗; a ✓ for a requested feature carries the vendor's
   * words it rests on.
   */
  | { kind: "yes-no"; value: boolean; text: string; sources?: FeatureSource[] }
  | { kind: "link"; href: string; text: string };

export interface ComparisonRow {
  key: string;
  label: string;
  /** A small line above the label, e.g. "Your requested feature". */
  eyebrow?: string;
  /** One cell per vendor, in column order. */
  cells: ComparisonCell[];
  /** True when at least two vendors have a known value and those values are not all the same. */
  differs: boolean;
}

const UNKNOWN: ComparisonCell = { kind: "unknown" };

function listCell(items: readonly string[]): ComparisonCell {
  const clean = items.map((s) => s.trim()).filter(Boolean);
  return clean.length > 0 ? { kind: "list", items: clean } : UNKNOWN;
}

/** A comparable key for a known cell; null for unknown. Lists compare as sets, ignoring case and order. */
function cellKey(cell: ComparisonCell): string | null {
  switch (cell.kind) {
    case "unknown":
      return null;
    case "text":
      return cell.text.trim().toLocaleLowerCase();
    case "list":
      return JSON.stringify([...new Set(cell.items.map((s) => s.toLocaleLowerCase()))].sort());
    case "yes-no":
      return String(cell.value);
    case "link":
      return cell.href;
  }
}

/** Unknown cells are left out: a value that is not listed is never counted as a difference. */
export function cellsDiffer(cells: readonly ComparisonCell[]): boolean {
  const known = cells.map(cellKey).filter((k): k is string => k !== null);
  return known.length >= 2 && new Set(known).size > 1;
}

function row(
  key: string,
  label: string,
  cells: ComparisonCell[],
  options: { compare?: boolean; eyebrow?: string } = {},
): ComparisonRow {
  return {
    key,
    label,
    eyebrow: options.eyebrow,
    cells,
    differs: options.compare === false ? false : cellsDiffer(cells),
  };
}

/**
 * The rows of the side-by-side table. With a known request, one ✓/✗ row per requested feature comes first (a ✓
 * only with the vendor's words it rests on); the vendor's own feature list follows either way. With the buyer's budget
 * band, a row says whether each published price fits it.
 */
export function buildComparisonRows(
  vendors: readonly ComparableVendor[],
  requestedFeatures: readonly string[] = [],
  budget: Budget | null = null,
): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const withCoverage = requestedFeatures.length > 0 && vendors.every((v) => v.coverage !== null);
  if (withCoverage) {
    requestedFeatures.forEach((feature, i) => {
      rows.push(
        row(
          `requested-${i}`,
          feature,
          vendors.map((v) => {
            const sources = v.coverage!.sources.filter((s) => s.feature === feature);
            const listed = v.coverage!.matched.includes(feature) && sources.length > 0;
            return listed
              ? { kind: "yes-no", value: true, text: "Listed", sources }
              : { kind: "yes-no", value: false, text: "Not listed" };
          }),
          { eyebrow: "Your requested feature" },
        ),
      );
    });
  }
  rows.push(
    row(
      "categories",
      "Categories",
      vendors.map((v) => listCell(v.categories)),
    ),
    row(
      "features",
      withCoverage ? "All listed features" : "Features",
      vendors.map((v) => listCell(v.features)),
    ),
    row(
      "deployment",
      "Deployment",
      vendors.map((v) => listCell(v.deployment_models)),
    ),
    row(
      "free-tier",
      "Free tier",
      vendors.map((v) => {
        const free = v.pricing.free_tier;
        return free === null ? UNKNOWN : { kind: "yes-no", value: free, text: free ? "Yes" : "No" };
      }),
    ),
    row(
      "starting-price",
      "Starting price",
      vendors.map((v) => {
        const price = v.pricing.starting_price_eur_per_year;
        return price === null ? UNKNOWN : { kind: "text", text: formatEurPerYear(price) };
      }),
    ),
    ...(budget
      ? [
          row(
            "budget-fit",
            "Against your budget",
            vendors.map(
              (v): ComparisonCell => ({
                kind: "text",
                text: describeBudgetFit(budgetFit(v.pricing, budget)),
              }),
            ),
          ),
        ]
      : []),
    row(
      "pricing-model",
      "Pricing model",
      vendors.map((v) => (v.pricing.model ? { kind: "text", text: v.pricing.model } : UNKNOWN)),
    ),
    row(
      "license",
      "Licence",
      vendors.map((v) => (v.license ? { kind: "text", text: v.license } : UNKNOWN)),
    ),
    row(
      "company-sizes",
      "Company sizes",
      vendors.map((v) => listCell(v.company_sizes)),
    ),
    row(
      "regions",
      "Regions",
      vendors.map((v) => listCell(v.regions)),
    ),
    row(
      "certifications",
      "Certifications",
      vendors.map((v) => listCell(v.certifications)),
    ),
    row(
      "founded",
      "Founded",
      vendors.map((v) =>
        v.founded_year === null ? UNKNOWN : { kind: "text", text: String(v.founded_year) },
      ),
    ),
    row(
      "website",
      "Website",
      vendors.map((v) => {
        const host = displayHost(v.website);
        return host && v.website ? { kind: "link", href: v.website, text: host } : UNKNOWN;
      }),
      { compare: false },
    ),
  );
  return rows;
}
