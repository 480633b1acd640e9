import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { RequestNotFound } from "~/components/results/request-not-found";
import { ResultsPage } from "~/components/results/results-page";
import { PAGES } from "~/config/pages";
import { toResultVendors } from "~/domain/results/result-vendor";
import { getBuyerRequest } from "~/services/get-buyer-request.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.results.seo, args);

/** A search is reopened by its unguessable id: never stored by shared caches. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const requestId = new URL(request.url).searchParams.get("r")?.trim() ?? "";
  // No id at all is someone arriving without a search yet, not an error.
  if (!requestId) return { found: false as const, missing: true };
  const found = await getBuyerRequest({ db: context.db, matching: context.matching, requestId });
  if (!found) return data({ found: false as const, missing: false }, { status: 404 });
  const withoutDescription = found.vendors.filter((v) => !v.description.trim()).map((v) => v.slug);
  if (withoutDescription.length > 0) {
    context.logger.warn({ slugs: withoutDescription }, "matched vendors without a description");
  }
  return {
    found: true as const,
    requestId: found.requestId,
    problem: found.problem,
    vendors: toResultVendors(found.vendors),
  };
}

/** Sorting and filtering only change the view parameters: the same search needs no new data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameSearch =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("r") === nextUrl.searchParams.get("r");
  return sameSearch && !formMethod ? false : defaultShouldRevalidate;
}

export default function Results({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <RequestNotFound missing={loaderData.missing} />;
  return (
    <ResultsPage requestId={loaderData.requestId} problem={loaderData.problem} vendors={loaderData.vendors} />
  );
}
