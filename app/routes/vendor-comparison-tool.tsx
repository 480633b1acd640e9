import { ComparisonPage } from "~/components/comparison/comparison-page";
import { RouteError } from "~/components/layout/route-error";
import { PAGES } from "~/config/pages";
import { MAX_COMPARED, parseComparisonParams } from "~/domain/comparison/params";
import { buildComparisonRows } from "~/domain/comparison/rows";
import { summarizeDifferences } from "~/domain/comparison/summarize";
import { toComparableVendor } from "~/domain/comparison/types";
import { readBudgetBand } from "~/domain/results/budget-fit";
import { reviewComparisonText } from "~/domain/reviews/reviews";
import { getVendorsForComparison } from "~/services/find-vendors.server";
import { getBuyerProblem } from "~/services/get-buyer-request.server";
import { findPublishedReviews } from "~/services/reviews/reviews.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-comparison-tool";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.comparisonTool.seo, args);

export async function loader({ url, context }: Route.LoaderArgs) {
  const { slugs, malformed, requestId } = parseComparisonParams(url.searchParams);
  const problem = requestId ? await getBuyerProblem({ db: context.db, requestId }) : null;
  const requestedFeatures = problem?.features ?? [];
  const found = await getVendorsForComparison({
    matching: context.matching,
    slugs,
    requestedFeatures,
  });
  const foundSlugs = new Set(found.map((v) => v.slug));
  const vendors = found.slice(0, MAX_COMPARED).map(toComparableVendor);
  const reviews = await findPublishedReviews(
    context.db,
    vendors.map((v) => v.slug),
  );
  return {
    columns: vendors.map(({ slug, name, tagline }) => ({ slug, name, tagline })),
    rows: [
      ...buildComparisonRows(vendors, requestedFeatures, readBudgetBand(problem?.budget_range)),
      // Published reviews of buyers who connected (docs/decisions/017): shown, never a difference to sort on.
      {
        key: "reviews",
        label: "Buyer reviews",
        cells: vendors.map((v) => ({ kind: "text" as const, text: reviewComparisonText(reviews[v.slug]) })),
        differs: false,
      },
    ],
    summary: summarizeDifferences(vendors),
    requestId: problem ? requestId : null,
    requestedFeatures,
    dropped: [...malformed, ...slugs.filter((s) => !foundSlugs.has(s))],
    truncated: found.length > MAX_COMPARED,
    requestNotFound: Boolean(requestId && !problem),
  };
}

export default function VendorComparisonTool({ loaderData }: Route.ComponentProps) {
  return <ComparisonPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError backTo="/form" backLabel="Find vendors for your problem" />;
}
