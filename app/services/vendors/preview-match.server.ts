import type { AppLoadContext } from "react-router";
import { createMatchIndex, findMatches } from "~/domain/matching";
import type { CatalogVendor } from "~/domain/matching/types";
import { type ResultVendor, toResultVendors } from "~/domain/results/result-vendor";
import { toMatchView } from "~/domain/results/vendor-view";

/**
 * How the profile appears as a result card: the real engine, on an index of this vendor alone, for a buyer
 * whose problem is the vendor's own description and top features. Null when the profile is too thin to match.
 */
export function previewMatch(
  context: Pick<AppLoadContext, "matching">,
  vendor: CatalogVendor,
): ResultVendor | null {
  const index = createMatchIndex([vendor], context.matching.vocabulary);
  const [match] = findMatches(
    index,
    {
      problem: vendor.description.slice(0, 300),
      industry: vendor.industries[0] ?? "",
      features: vendor.features.slice(0, 3),
      timeline: "",
      company_size: vendor.company_sizes[0] ?? "",
      budget_range: "",
      deployment_model: [],
      region_focus: vendor.regions[0] ?? "",
      buyer_role: "",
    },
    { limit: 1, currentYear: new Date().getUTCFullYear() },
  );
  return match ? (toResultVendors([toMatchView(match, vendor)])[0] ?? null) : null;
}
