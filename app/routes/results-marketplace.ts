import { data } from "react-router";
import { z } from "zod";
import { ReportBreachSchema } from "~/domain/leads/breach-reports";
import { ConnectSchema } from "~/domain/leads/connect";
import { formatDateTime } from "~/domain/leads/format";
import { AskQuestionSchema } from "~/domain/leads/questions";
import { joinNames } from "~/domain/results/format";
import { REQUEST_ID_PATTERN } from "~/services/get-buyer-request.server";
import { reportBreach } from "~/services/leads/breach-reports.server";
import { createLeads, withdrawLead } from "~/services/leads/create-leads.server";
import { askQuestion } from "~/services/leads/questions.server";
import { resendConnectionConfirmation } from "~/services/leads/resend-confirmation.server";
import { findLeadRecipients } from "~/services/leads/vendor-accounts.server";
import { clientKey, enforceRateLimit } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import {
  type FormReply,
  type FormValues,
  failure,
  firstFieldMessage,
  listValue,
  parseIntent,
  replyingToAppErrors,
  replyResponse,
  success,
  textValue,
} from "~/utils/form-action";
import { tryReadFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/results-marketplace";

/** What every marketplace form on /results gets back (the site's one form reply). */
export type MarketplaceActionData = FormReply<Intent>;

/** Each intent's fields, read from the form's values: a repeated `vendor` is the list of chosen vendors. */
const INTENT_SCHEMAS = {
  ask: z.preprocess(
    (v: FormValues) => ({ question: textValue(v.question), vendors: listValue(v.vendor) }),
    AskQuestionSchema,
  ),
  connect: z.preprocess(
    (v: FormValues) => ({
      vendors: listValue(v.vendor),
      name: textValue(v.name),
      email: textValue(v.email),
      company: textValue(v.company),
      phone: textValue(v.phone),
      channel: textValue(v.channel),
      noCalls: textValue(v.noCalls) === "yes",
      hoursFrom: textValue(v.hoursFrom),
      hoursTo: textValue(v.hoursTo),
      timeZone: textValue(v.timeZone),
      note: textValue(v.note),
      consent: textValue(v.consent) === "yes",
    }),
    ConnectSchema,
  ),
  withdraw: z.preprocess(
    (v: FormValues) => ({ vendor: textValue(v.vendor) }),
    z.object({ vendor: z.string() }),
  ),
  "resend-confirmation": z.object({}),
  report: z.preprocess(
    (v: FormValues) => ({
      vendor: textValue(v.vendor),
      reason: textValue(v.reason),
      details: textValue(v.details),
    }),
    ReportBreachSchema,
  ),
};
type Intent = keyof typeof INTENT_SCHEMAS;

export function loader() {
  throw new Response("Not found", { status: 404 });
}

/**
 * The buyer's marketplace actions on their results page: ask vendors a question, connect with vendors,
 * withdraw a connection, report a vendor (deleting the whole search is the results page's own action). The
 * unguessable request id is the buyer's only credential.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await replyingToAppErrors<Intent>(null, {}, async () => {
    await enforceRateLimit(context, {
      name: "buyer-marketplace",
      key: clientKey(context),
      limit: 30,
      windowSeconds: 600,
    });
    // A body that is not a readable form (400) or too large (413) is the client's mistake, not a server error.
    const read = await tryReadFormData(request);
    if (!read.ok) throw new AppError(read.status === 413 ? "payload_too_large" : "bad_request", read.error);
    const parsed = parseIntent(read.form, INTENT_SCHEMAS, firstFieldMessage("Check the form and try again."));
    if (!parsed.ok) return data(parsed.reply, parsed.status);
    const requestId = textValue(parsed.values.requestId);
    return replyingToAppErrors(parsed.intent, parsed.values, async () => {
      if (!REQUEST_ID_PATTERN.test(requestId))
        throw new AppError("not_found", "This search no longer exists. It may have been deleted.");
      const { db } = context;
      switch (parsed.intent) {
        case "withdraw": {
          const outcome = await withdrawLead({ db, requestId, vendorSlug: parsed.value.vendor });
          return success(
            parsed.intent,
            outcome === "cancelled"
              ? "Cancelled. That vendor was never told, and the details you entered for it are deleted."
              : outcome === "withdrawn_refunded"
                ? "Withdrawn. That vendor is refunded and can no longer open your details here."
                : "Withdrawn. That vendor can no longer unlock your details.",
          );
        }
        case "resend-confirmation": {
          const { confirmBy } = await resendConnectionConfirmation({
            db,
            rateLimiter: context.rateLimiter,
            requestId,
          });
          return success(
            parsed.intent,
            `Sent again to the address you entered. It is the same link as in the first email, and both work until ${formatDateTime(confirmBy.toISOString())}.`,
          );
        }
        case "report": {
          const { vendor, reason, details } = parsed.value;
          await reportBreach({ db, requestId, vendorSlug: vendor, reason, details });
          return success(
            parsed.intent,
            "Thank you. An operator reviews your report; confirmed breaches stop a vendor from unlocking leads.",
          );
        }
        case "ask": {
          const recipients = await reachable(context, parsed.value.vendors);
          await askQuestion({ db, requestId, recipients, question: parsed.value.question });
          return success(
            parsed.intent,
            `Question sent to ${joinNames(recipients.map((r) => r.name))}. Answers appear on this page.`,
          );
        }
        case "connect": {
          const { vendors: slugs, contact, rules, note } = parsed.value;
          const recipients = await reachable(context, slugs);
          const created = await createLeads({ db, requestId, recipients, contact, rules, note });
          return success(
            parsed.intent,
            `Check your inbox: we sent a link to ${contact.email}. ${joinNames(recipients.map((r) => r.name))} ${recipients.length === 1 ? "is" : "are"} told only after you confirm your email with it, by ${formatDateTime(created.confirmBy.toISOString())}; otherwise your details are deleted.`,
          );
        }
      }
    });
  }).catch((error: unknown) => {
    // A resource route: the page's fetcher shows this reply, so an unexpected error is answered in the same shape.
    context.logger.error({ err: error }, "marketplace action failed");
    return data(failure<Intent>(null, "Something went wrong on our side. Please try again."), 500);
  });
  return replyResponse(answer);
}

/** The named vendors, each of which must have an account; otherwise the buyer is told which cannot be reached. */
async function reachable(context: Route.ActionArgs["context"], slugs: string[]) {
  const recipients = await findLeadRecipients({ db: context.db, slugs });
  if (recipients.length !== slugs.length) {
    throw new AppError(
      "validation",
      "One of the vendors you chose has no account yet: use their website instead.",
    );
  }
  return slugs.map((slug) => recipients.find((r) => r.slug === slug)!);
}
