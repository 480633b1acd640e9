import { ReportBreachSchema } from "~/domain/leads/breach-reports";
import { ConnectSchema } from "~/domain/leads/connect";
import { formatDateTime } from "~/domain/leads/format";
import { AskQuestionSchema } from "~/domain/leads/questions";
import { joinNames } from "~/domain/results/format";
import { REQUEST_ID_PATTERN } from "~/services/get-buyer-request.server";
import { reportBreach } from "~/services/leads/breach-reports.server";
import { createLeads, withdrawLead } from "~/services/leads/create-leads.server";
import { askQuestion } from "~/services/leads/questions.server";
import { findLeadRecipients } from "~/services/leads/vendor-accounts.server";
import { clientKey, enforceRateLimit, formatFieldErrors } from "~/utils/api.server";
import { AppError, isAppError } from "~/utils/app-error";
import { tryReadFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/results-marketplace";

/** What every marketplace form on /results gets back. */
export type MarketplaceActionData =
  | { ok: true; intent: Intent; message: string }
  | { ok: false; intent: Intent | null; error: string; fields?: Record<string, string> };

const INTENTS = ["ask", "connect", "withdraw", "report"] as const;
type Intent = (typeof INTENTS)[number];

export function loader() {
  throw new Response("Not found", { status: 404 });
}

/**
 * The buyer's marketplace actions on their results page: ask vendors a question, connect with vendors,
 * withdraw a connection (deleting the whole search is the results page's own action). The unguessable request id is the buyer's only credential.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let intent: Intent | null = null;
  try {
    await enforceRateLimit(context, {
      name: "buyer-marketplace",
      key: clientKey(context),
      limit: 30,
      windowSeconds: 600,
    });
    // A body that is not a readable form (400) or too large (413) is the client's mistake, not a server error.
    const read = await tryReadFormData(request);
    if (!read.ok) throw new AppError(read.status === 413 ? "payload_too_large" : "bad_request", read.error);
    const { form } = read;
    const rawIntent = String(form.get("intent") ?? "");
    intent = (INTENTS as readonly string[]).includes(rawIntent) ? (rawIntent as Intent) : null;
    const requestId = String(form.get("requestId") ?? "");
    if (!intent) throw new AppError("bad_request", "Unknown action.");
    if (!REQUEST_ID_PATTERN.test(requestId))
      throw new AppError("not_found", "This search no longer exists. It may have been deleted.");
    const { db } = context;

    if (intent === "withdraw") {
      const vendor = String(form.get("vendor") ?? "");
      const outcome = await withdrawLead({ db, requestId, vendorSlug: vendor });
      return reply({
        ok: true,
        intent,
        message:
          outcome === "cancelled"
            ? "Cancelled. That vendor was never told, and the details you entered for it are deleted."
            : outcome === "withdrawn_refunded"
              ? "Withdrawn. That vendor is refunded and can no longer open your details here."
              : "Withdrawn. That vendor can no longer unlock your details.",
      });
    }
    if (intent === "report") {
      const parsed = ReportBreachSchema.safeParse({
        vendor: form.get("vendor") ?? "",
        reason: form.get("reason") ?? "",
        details: form.get("details") ?? "",
      });
      if (!parsed.success) throw validation(parsed.error);
      await reportBreach({
        db,
        requestId,
        vendorSlug: parsed.data.vendor,
        reason: parsed.data.reason,
        details: parsed.data.details,
      });
      return reply({
        ok: true,
        intent,
        message:
          "Thank you. An operator reviews your report; confirmed breaches stop a vendor from unlocking leads.",
      });
    }
    if (intent === "ask") {
      const parsed = AskQuestionSchema.safeParse({
        question: form.get("question") ?? "",
        vendors: form.getAll("vendor"),
      });
      if (!parsed.success) throw validation(parsed.error);
      const recipients = await reachable(context, parsed.data.vendors);
      await askQuestion({ db, requestId, recipients, question: parsed.data.question });
      return reply({
        ok: true,
        intent,
        message: `Question sent to ${joinNames(recipients.map((r) => r.name))}. Answers appear on this page.`,
      });
    }
    const parsed = ConnectSchema.safeParse({
      vendors: form.getAll("vendor"),
      name: form.get("name") ?? "",
      email: form.get("email") ?? "",
      company: form.get("company") ?? "",
      phone: form.get("phone") ?? "",
      channel: form.get("channel") ?? "",
      noCalls: form.get("noCalls") === "yes",
      hoursFrom: form.get("hoursFrom") ?? "",
      hoursTo: form.get("hoursTo") ?? "",
      timeZone: form.get("timeZone") ?? "",
      note: form.get("note") ?? "",
      consent: form.get("consent") === "yes",
    });
    if (!parsed.success) throw validation(parsed.error);
    const { vendors: slugs, contact, rules, note } = parsed.data;
    const recipients = await reachable(context, slugs);
    const created = await createLeads({ db, requestId, recipients, contact, rules, note });
    return reply({
      ok: true,
      intent,
      message: `Check your inbox: we sent a link to ${contact.email}. ${joinNames(recipients.map((r) => r.name))} ${recipients.length === 1 ? "is" : "are"} told only after you confirm your email with it, by ${formatDateTime(created.confirmBy.toISOString())}; otherwise your details are deleted.`,
    });
  } catch (error) {
    if (isAppError(error)) {
      return reply(
        { ok: false, intent, error: error.message, fields: error.details?.fields },
        error.status,
        error.details?.headers,
      );
    }
    context.logger.error({ err: error }, "marketplace action failed");
    return reply({ ok: false, intent, error: "Something went wrong on our side. Please try again." }, 500);
  }
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

function validation(error: import("zod").ZodError) {
  const fields = formatFieldErrors(error);
  return new AppError("validation", Object.values(fields)[0] ?? "Check the form and try again.", { fields });
}

function reply(body: MarketplaceActionData, status = 200, headers?: Record<string, string>) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
