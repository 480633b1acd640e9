import { data } from "react-router";
import { z } from "zod";
import type { WhyNotAnswer } from "~/domain/buyer/why-not";
import { ProductNameSchema } from "~/domain/buyer/why-not-name";
import { REQUEST_ID_PATTERN } from "~/services/get-buyer-request.server";
import { explainStoredWhyNot, suggestProduct } from "~/services/why-not.server";
import { clientKey, enforceRateLimit } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import {
  type FormReply,
  type FormValues,
  failure,
  firstFieldMessage,
  parseIntent,
  replyingToAppErrors,
  replyResponse,
  success,
  textValue,
} from "~/utils/form-action";
import { tryReadFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/results-why-not";

const fields = (v: FormValues) => ({ requestId: textValue(v.requestId), name: textValue(v.name) });

/** Both forms send the search's id and a product's name. */
const WhyNotFormSchema = z.object({
  requestId: z
    .string()
    .regex(REQUEST_ID_PATTERN, "This search no longer exists: it was deleted or has expired."),
  name: ProductNameSchema,
});

const INTENT_SCHEMAS = {
  "why-not": z.preprocess(fields, WhyNotFormSchema),
  "suggest-product": z.preprocess(fields, WhyNotFormSchema),
};
type Intent = keyof typeof INTENT_SCHEMAS;

/** What the "Why not …?" box on /results gets back: the site's one form reply, with the answer for "why-not". */
export type WhyNotActionData = FormReply<Intent, WhyNotAnswer>;

/** Two names and a search id fit many times over. */
const MAX_BODY_BYTES = 4096;
/** Questions per client: each ranks the search again over the whole catalog (a few milliseconds). */
const WHY_NOT_LIMIT = { limit: 30, windowSeconds: 60 };
/** Suggestions per client, and per search: enough for a buyer, too few to fill the operators' list. */
const SUGGEST_CLIENT_LIMIT = { limit: 10, windowSeconds: 3600 };
const SUGGEST_SEARCH_LIMIT = { limit: 5, windowSeconds: 86_400 };

export function loader() {
  throw new Response("Not found", { status: 404 });
}

/**
 * "Why not X?" on the results page: where a product the buyer names stands in their search and why, and, for a
 * product the catalog lacks, a suggestion to add it (stored for the operators: the name and the search's kind of
 * software). The unguessable request id is the buyer's only credential.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await replyingToAppErrors<Intent, WhyNotAnswer>(null, {}, async () => {
    const read = await tryReadFormData(request, MAX_BODY_BYTES);
    if (!read.ok) throw new AppError(read.status === 413 ? "payload_too_large" : "bad_request", read.error);
    const parsed = parseIntent(read.form, INTENT_SCHEMAS, firstFieldMessage());
    if (!parsed.ok) {
      const { intent, message } = parsed.reply;
      return data(failure<Intent, WhyNotAnswer>(intent, message, parsed.reply), parsed.status);
    }
    const { requestId, name } = parsed.value;
    return replyingToAppErrors<Intent, WhyNotAnswer>(parsed.intent, parsed.values, async () => {
      const { db, matching } = context;
      switch (parsed.intent) {
        case "why-not": {
          await enforceRateLimit(context, { name: "why-not", key: clientKey(context), ...WHY_NOT_LIMIT });
          const result = await explainStoredWhyNot({ db, matching, requestId, name });
          const reply = success(
            parsed.intent,
            result.found ? result.products.map((p) => p.headline).join(" ") : result.headline,
            result,
          );
          // The name stays in the box, so the buyer can suggest it or correct it.
          return { ...reply, values: parsed.values };
        }
        case "suggest-product": {
          await enforceRateLimit(context, {
            name: "suggest-product",
            key: clientKey(context),
            ...SUGGEST_CLIENT_LIMIT,
          });
          await enforceRateLimit(context, {
            name: "suggest-product-search",
            key: requestId,
            ...SUGGEST_SEARCH_LIMIT,
          });
          const stored = await suggestProduct({ db, matching, requestId, name });
          return success(
            parsed.intent,
            `Thank you: we will look at adding ${stored.name}. Nothing about you or your search was stored with it.`,
          );
        }
      }
    });
  }).catch((error: unknown) => {
    // A resource route: the page's fetcher shows this reply, so an unexpected error is answered in the same shape.
    context.logger.error({ err: error }, "why-not action failed");
    return data(
      failure<Intent, WhyNotAnswer>(null, "Something went wrong on our side. Please try again."),
      500,
    );
  });
  return replyResponse(answer);
}
