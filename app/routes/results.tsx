import { useMemo } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { z } from "zod";
import { RouteError } from "~/components/layout/route-error";
import type { FooterHandle } from "~/components/layout/site-footer";
import { DeleteSearch } from "~/components/results/delete-search";
import { RateShortlist } from "~/components/results/rate-shortlist";
import { RequestNotFound } from "~/components/results/request-not-found";
import { ResultsPage } from "~/components/results/results-page";
import { WhyNot, type WhyNotReply } from "~/components/results/why-not";
import { PAGES } from "~/config/pages";
import type { WhyNotAnswer } from "~/domain/buyer/why-not";
import { ProductNameSchema } from "~/domain/buyer/why-not-name";
import { toResultVendors } from "~/domain/results/result-vendor";
import { createCorrectedSearch } from "~/services/create-corrected-search.server";
import { deleteBuyerRequest } from "~/services/delete-buyer-request.server";
import {
  type BuyerRequestView,
  getBuyerRequestWithMarketplace,
  REQUEST_ID_PATTERN,
} from "~/services/get-buyer-request.server";
import { findPublishedReviews } from "~/services/reviews/reviews.server";
import { explainStoredWhyNot, suggestProduct } from "~/services/why-not.server";
import { clientKey, enforceRateLimit } from "~/utils/api.server";
import {
  type FormReply,
  type FormValues,
  failure,
  firstFieldMessage,
  parseIntent,
  replyingToAppErrors,
  success,
  textValue,
} from "~/utils/form-action";
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

/** A form entry as sent (the first value of a repeated name); a missing one fails its schema. */
const entry = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);
const requestIdField = entry(z.string().max(100));
/** "Why not …?" and "Suggest adding it" send the search's id and a product's name; the buyer is told what is wrong. */
const WhyNotFormSchema = z.preprocess(
  (v: FormValues) => ({ requestId: textValue(v.requestId), name: textValue(v.name) }),
  z.object({
    requestId: z
      .string()
      .regex(REQUEST_ID_PATTERN, "This search no longer exists: it was deleted or has expired."),
    name: ProductNameSchema,
  }),
);
const WHY_NOT_INTENTS = new Set(["why-not", "suggest-product"]);
const RESULTS_INTENTS = {
  "delete-search": z.object({ requestId: requestIdField }),
  "correct-reading": z.object({ requestId: requestIdField, need: entry(z.string().min(1).max(200)) }),
  "why-not": WhyNotFormSchema,
  "suggest-product": WhyNotFormSchema,
};
type ResultsIntent = keyof typeof RESULTS_INTENTS;
/** What the page's forms get back (the site's one form reply); "Why not …?" comes with its answer. */
export type ResultsActionData = FormReply<ResultsIntent, WhyNotAnswer>;
const REFUSED_FORM_MESSAGE = "This form cannot be sent like that.";
/** Every form of the page is a few short fields: a search id, a reading, a product name. */
const MAX_FORM_BYTES = 4096;
/** Suggestions per client, and per search: enough for a buyer, too few to fill the operators' list. */
const SUGGEST_CLIENT_LIMIT = { limit: 10, windowSeconds: 3600 };
const SUGGEST_SEARCH_LIMIT = { limit: 5, windowSeconds: 86_400 };

/**
 * "Delete this search": removes the stored search, then the same link answers 404. "Did you mean …?": ranks the
 * search again with the reading chosen, stored as a new search, and opens it. "Why not …?": where a product the
 * buyer names stands in this search and why; for a product the catalog lacks, a suggestion to add it (stored for the
 * operators: the name and the search's kind of software). With JavaScript the box sends with a fetcher; without, as
 * a plain form, and the page shows the reply. The unguessable request id is the buyer's only credential.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await tryReadFormData(request, MAX_FORM_BYTES);
  if (!read.ok) {
    const message = read.status === 413 ? read.error : REFUSED_FORM_MESSAGE;
    return data(failure<ResultsIntent>(null, message), { status: read.status });
  }
  const parsed = parseIntent(read.form, RESULTS_INTENTS, REFUSED_FORM_MESSAGE);
  if (!parsed.ok) {
    // An unknown intent is refused with the same words as a malformed one; a product name is told what is wrong.
    const { intent, fields } = parsed.reply;
    const message =
      intent && WHY_NOT_INTENTS.has(intent)
        ? firstFieldMessage(REFUSED_FORM_MESSAGE)(fields)
        : REFUSED_FORM_MESSAGE;
    return data(failure<ResultsIntent, WhyNotAnswer>(intent, message, parsed.reply), {
      status: parsed.status,
    });
  }
  const limitPerClient = () =>
    enforceRateLimit(context, { name: parsed.intent, key: clientKey(context), limit: 30, windowSeconds: 60 });
  const { db, matching } = context;
  switch (parsed.intent) {
    case "why-not": {
      const { requestId, name } = parsed.value;
      return answeredInPlace(
        context,
        parsed,
        replyingToAppErrors<ResultsIntent, WhyNotAnswer>(parsed.intent, parsed.values, async () => {
          await limitPerClient();
          const result = await explainStoredWhyNot({ db, matching, requestId, name });
          const reply = success<ResultsIntent, WhyNotAnswer>(
            parsed.intent,
            result.found ? result.products.map((p) => p.headline).join(" ") : result.headline,
            result,
          );
          // The name stays in the box, so the buyer can suggest it or correct it.
          return { ...reply, values: parsed.values };
        }),
      );
    }
    case "suggest-product": {
      const { requestId, name } = parsed.value;
      return answeredInPlace(
        context,
        parsed,
        replyingToAppErrors<ResultsIntent, WhyNotAnswer>(parsed.intent, parsed.values, async () => {
          const key = clientKey(context);
          await enforceRateLimit(context, { name: "suggest-product", key, ...SUGGEST_CLIENT_LIMIT });
          await enforceRateLimit(context, {
            name: "suggest-product-search",
            key: requestId,
            ...SUGGEST_SEARCH_LIMIT,
          });
          const stored = await suggestProduct({ db, matching, requestId, name });
          return success<ResultsIntent, WhyNotAnswer>(
            parsed.intent,
            `Thank you: we will look at adding ${stored.name}. Nothing about you or your search was stored with it.`,
          );
        }),
      );
    }
    case "correct-reading": {
      const { requestId, need } = parsed.value;
      return replyingToAppErrors(parsed.intent, parsed.values, async () => {
        await limitPerClient();
        const corrected = await createCorrectedSearch({
          db,
          matching,
          requestId,
          need,
        });
        throw redirect(`/results?${new URLSearchParams({ r: corrected.requestId })}`);
      });
    }
    case "delete-search": {
      const { requestId } = parsed.value;
      return replyingToAppErrors(parsed.intent, parsed.values, async () => {
        await limitPerClient();
        const deleted = await deleteBuyerRequest({ db, requestId });
        if (deleted) context.logger.info("buyer search deleted at the buyer's request");
        throw redirect(`/results?${new URLSearchParams({ r: requestId, deleted: "1" })}`);
      });
    }
  }
}

/**
 * The "Why not …?" box answers in place, with JavaScript through a fetcher: an unexpected error is a reply in the box
 * (logged), not the page's error boundary in place of the results.
 */
async function answeredInPlace<T>(
  context: Route.ActionArgs["context"],
  { intent, values }: { intent: ResultsIntent; values: FormValues },
  answer: Promise<T>,
) {
  try {
    return await answer;
  } catch (error) {
    context.logger.error({ err: error }, "why-not action failed");
    return data(
      failure<ResultsIntent, WhyNotAnswer>(intent, "Something went wrong on our side. Please try again.", {
        values,
      }),
      500,
    );
  }
}

/**
 * Sorting and filtering only change the view parameters: the same search needs no new data; nor does a question
 * or a suggestion in the "Why not …?" box.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameSearch =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("r") === nextUrl.searchParams.get("r");
  const intent = formData?.get("intent");
  if (typeof intent === "string" && WHY_NOT_INTENTS.has(intent)) return false;
  return sameSearch && !formMethod ? false : defaultShouldRevalidate;
}

/** The reply of the "Why not …?" box, when the page was sent it as a plain form (without JavaScript). */
function whyNotReply(reply: ResultsActionData | undefined): WhyNotReply | undefined {
  return reply?.intent === "why-not" || reply?.intent === "suggest-product"
    ? { ...reply, intent: reply.intent }
    : undefined;
}

export default function Results({ loaderData, actionData: sent }: Route.ComponentProps) {
  const actionData = sent as ResultsActionData | undefined;
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
          actionData && !actionData.ok && actionData.intent === "correct-reading"
            ? actionData.message
            : undefined
        }
        marketplace={loaderData.marketplace}
        reviews={loaderData.reviews}
      />
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <WhyNot requestId={loaderData.requestId} sent={whyNotReply(actionData)} />
      </div>
      {hydrated && shortlist.vendors.length > 0 && (
        <div className="mx-auto max-w-6xl px-4 pb-8">
          <RateShortlist requestId={loaderData.requestId} />
        </div>
      )}
      <DeleteSearch
        requestId={loaderData.requestId}
        retentionDays={loaderData.retentionDays}
        error={
          actionData &&
          !actionData.ok &&
          (actionData.intent === "delete-search" || actionData.intent === null)
            ? actionData.message
            : undefined
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/form" backLabel="Start a new search" />;
}
