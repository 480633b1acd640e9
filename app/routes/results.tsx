import { useMemo } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { z } from "zod";
import type { FooterHandle } from "~/components/layout/site-footer";
import { DeleteSearch } from "~/components/results/delete-search";
import { RateShortlist } from "~/components/results/rate-shortlist";
import { RequestNotFound } from "~/components/results/request-not-found";
import { ResultsPage } from "~/components/results/results-page";
import { WhyNot } from "~/components/results/why-not";
import { PAGES } from "~/config/pages";
import { toResultVendors } from "~/domain/results/result-vendor";
import { createCorrectedSearch } from "~/services/create-corrected-search.server";
import { deleteBuyerRequest } from "~/services/delete-buyer-request.server";
import { type BuyerRequestView, getBuyerRequestWithMarketplace } from "~/services/get-buyer-request.server";
import { findPublishedReviews } from "~/services/reviews/reviews.server";
import { clientKey, enforceRateLimit } from "~/utils/api.server";
import { isAppError } from "~/utils/app-error";
import { tryReadFormData } from "~/utils/form-data.server";
import { fromJsonText, jsonTextCache } from "~/utils/json-text";
import { pageMeta } from "~/utils/page-meta";
import { useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.results.seo, args);

/** The server renders the first screen only, which keeps the page fast under load; the footer, far below it, comes with the page's JavaScript. */
export const handle: FooterHandle = { footerAfterHydration: true };

/** A search is reopened by its unguessable id: never stored by shared caches. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * What never changes in a stored search's page (the buyer's problem, what the engine read from it, the ranked
 * vendors), as the page receives it: JSON text encoded once per stored view (kept per search and catalog version, see
 * get-buyer-request.server), in ASCII. On every view these were 20 vendors' worth of values for React Router to
 * encode again, and a € in the buyer's budget made every copy of the page's data two bytes per character.
 */
const shortlistText = jsonTextCache((view: BuyerRequestView) => ({
  problem: view.problem,
  interpretation: view.interpretation,
  chosenNeed: view.chosenNeed,
  vendors: toResultVendors(view.vendors),
}));

export async function loader({ url, context }: Route.LoaderArgs) {
  const requestId = url.searchParams.get("r")?.trim() ?? "";
  // No id at all is someone arriving without a search yet, not an error.
  if (!requestId) return { found: false as const, missing: true };
  // One query: the stored search and its marketplace state (who can be reached, questions, connections).
  const found = await getBuyerRequestWithMarketplace({
    db: context.db,
    matching: context.matching,
    requestId,
  });
  if (!found) return data({ found: false as const, missing: false }, { status: 404 });
  const { view, marketplace } = found;
  const withoutDescription = view.vendors.filter((v) => !v.description.trim()).map((v) => v.slug);
  if (withoutDescription.length > 0) {
    context.logger.warn({ slugs: withoutDescription }, "matched vendors without a description");
  }
  return {
    found: true as const,
    requestId: view.requestId,
    shortlist: shortlistText(view),
    retentionDays: context.env.SEARCH_RETENTION_DAYS,
    marketplace,
    // Published reviews of the ranked vendors (docs/decisions/017); shown on the cards, never read by the ranking here.
    reviews: await findPublishedReviews(
      context.db,
      view.vendors.map((v) => v.slug),
    ),
  };
}

const DeleteSearchSchema = z.object({ intent: z.literal("delete-search"), requestId: z.string().max(100) });
const CorrectReadingSchema = z.object({
  intent: z.literal("correct-reading"),
  requestId: z.string().max(100),
  need: z.string().min(1).max(200),
});
const ResultsActionSchema = z.discriminatedUnion("intent", [DeleteSearchSchema, CorrectReadingSchema]);

/**
 * "Delete this search": removes the stored search, then the same link answers 404. "Did you mean …?": ranks the
 * search again with the reading chosen, stored as a new search, and opens it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await tryReadFormData(request);
  if (!read.ok && read.status === 413) return data({ error: read.error }, { status: 413 });
  const form = ResultsActionSchema.safeParse(read.ok ? Object.fromEntries(read.form) : null);
  if (!form.success) return data({ error: "This form cannot be sent like that." }, { status: 400 });
  const { intent } = form.data;
  try {
    await enforceRateLimit(context, {
      name: intent,
      key: clientKey(context),
      limit: 30,
      windowSeconds: 60,
    });
    if (form.data.intent === "correct-reading") {
      const corrected = await createCorrectedSearch({
        db: context.db,
        matching: context.matching,
        requestId: form.data.requestId,
        need: form.data.need,
      });
      return redirect(`/results?${new URLSearchParams({ r: corrected.requestId })}`);
    }
  } catch (error) {
    if (isAppError(error)) return data({ error: error.message, intent }, { status: error.status });
    throw error;
  }
  const deleted = await deleteBuyerRequest({ db: context.db, requestId: form.data.requestId });
  if (deleted) context.logger.info("buyer search deleted at the buyer's request");
  return redirect(`/results?${new URLSearchParams({ r: form.data.requestId, deleted: "1" })}`);
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

export default function Results({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // The rating form sits below the shortlist: rendered once the page's JavaScript runs (it sends with it).
  const hydrated = useHydrated();
  const text = loaderData.found ? loaderData.shortlist : null;
  const shortlist = useMemo(() => (text === null ? null : fromJsonText(text)), [text]);
  if (!loaderData.found || !shortlist) {
    return <RequestNotFound missing={loaderData.missing} deleted={searchParams.get("deleted") === "1"} />;
  }
  return (
    <>
      <ResultsPage
        requestId={loaderData.requestId}
        problem={shortlist.problem}
        vendors={shortlist.vendors}
        interpretation={shortlist.interpretation}
        chosenNeed={shortlist.chosenNeed}
        readingError={
          actionData && "intent" in actionData && actionData.intent === "correct-reading"
            ? actionData.error
            : undefined
        }
        marketplace={loaderData.marketplace}
        reviews={loaderData.reviews}
      />
      {hydrated && (
        <div className="mx-auto max-w-6xl px-4 pb-8">
          <WhyNot requestId={loaderData.requestId} />
        </div>
      )}
      {hydrated && shortlist.vendors.length > 0 && (
        <div className="mx-auto max-w-6xl px-4 pb-8">
          <RateShortlist requestId={loaderData.requestId} />
        </div>
      )}
      <DeleteSearch
        requestId={loaderData.requestId}
        retentionDays={loaderData.retentionDays}
        error={
          actionData && !("intent" in actionData && actionData.intent === "correct-reading")
            ? actionData.error
            : undefined
        }
      />
    </>
  );
}
