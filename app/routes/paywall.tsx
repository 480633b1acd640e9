import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { RouteError } from "~/components/layout/route-error";
import { FormError } from "~/components/marketplace/form-field";
import { LeadPreviewCard, unlocksText } from "~/components/marketplace/lead-preview";
import { Button } from "~/components/ui/button";
import { CreditCard, Lock } from "~/components/ui/icons";
import { PAGES } from "~/config/pages";
import { formatDateTime, formatEur } from "~/domain/leads/format";
import { PAYMENTS_OFF_MESSAGE, type PaymentMode } from "~/domain/leads/payment-mode";
import { requireVendorMembership } from "~/services/auth/session.server";
import { getLeadPreview } from "~/services/leads/claim-lead.server";
import { startLeadCheckout } from "~/services/leads/lead-payments.server";
import { AppError } from "~/utils/app-error";
import { parseForm, replyingToAppErrors, textField } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import {
  FAULT_LOG_MESSAGE,
  FAULT_MESSAGE,
  faultHeaders,
  findServiceFault,
} from "~/utils/service-fault.server";
import type { Route } from "./+types/paywall";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.paywall.seo, args);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const leadId = url.searchParams.get("lead") ?? "";
  const preview = await getLeadPreview({ db: context.db, vendorId, leadId });
  const payments = context.payments.mode;
  if (!preview) return data({ found: false as const, payments }, { status: 404 });
  return {
    found: true as const,
    preview,
    priceEur: context.env.LEAD_PRICE_EUR,
    payments,
    now: new Date().toISOString(),
  };
}

const UnlockSchema = z.object({ lead: textField() });

export async function action({ request, url, context }: Route.ActionArgs) {
  const { vendorId, user } = await requireVendorMembership({ request, url }, context);
  const parsed = parseForm(await readFormData(request), "unlock", UnlockSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  return replyingToAppErrors(parsed.intent, parsed.values, async () => {
    const checkout = await startLeadCheckout({
      db: context.db,
      env: context.env,
      payments: context.payments,
      vendorId,
      leadId: parsed.value.lead,
      customerEmail: user.email,
    }).catch((error: unknown) => {
      if (findServiceFault(error) !== "payments-unavailable") throw error;
      context.logger.error({ err: error }, FAULT_LOG_MESSAGE["payments-unavailable"]);
      throw new AppError("unavailable", FAULT_MESSAGE["payments-unavailable"], { headers: faultHeaders() });
    });
    throw redirect(checkout.url);
  });
}

export default function Paywall({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (!loaderData.found) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">This lead is not available</h1>
        <p className="mt-3 text-lg text-slate-700">
          The buyer may have withdrawn it, or it belongs to another account. Nothing has been charged.
        </p>
        <Button asChild className="mt-6">
          <Link to="/claim-lead">Enter a lead code</Link>
        </Button>
      </section>
    );
  }
  const { preview, priceEur, payments, now } = loaderData;
  const testMode = payments.kind === "test";
  const unlocked = preview.state === "unlocked";
  const full = !unlocked && preview.unlockedByOthers >= preview.maxUnlocks;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {unlocked ? "Lead unlocked" : "Unlock lead details"}
      </h1>
      {unlocked ? (
        <p className="mt-2 text-lg text-slate-700">
          You unlocked this lead
          {preview.unlockedAt && <> on {formatDateTime(preview.unlockedAt)}</>}: the buyer's contact details
          and full request are yours to see. Nothing more is charged for it.
        </p>
      ) : (
        <p className="mt-2 text-lg text-slate-700">
          A one-time payment of <strong>{formatEur(priceEur)}</strong> unlocks this buyer's contact details
          and full request. No subscription; you pay once per lead, and payment never affects rankings.
        </p>
      )}
      <div className="mt-6">
        <LeadPreviewCard preview={preview} now={now} />
      </div>
      <div className="mt-6 rounded-xl border border-border bg-slate-50 p-5">
        {unlocked ? (
          <p className="text-slate-800">{unlocksText(preview)}.</p>
        ) : (
          <p className="text-slate-800">
            <strong>{preview.unlockedByOthers}</strong> other{" "}
            {preview.unlockedByOthers === 1 ? "vendor has" : "vendors have"} already unlocked this request; at
            most {preview.maxUnlocks} vendors can.
          </p>
        )}
        {!unlocked && <PaymentModeNotice mode={payments} />}
        <FormError message={actionData?.ok === false ? actionData.message : undefined} />
        {unlocked ? (
          <Button asChild className="mt-4">
            <Link to={`/buyer-details?lead=${preview.leadId}`}>
              You unlocked this lead: see the buyer's details
            </Link>
          </Button>
        ) : payments.kind === "off" ? null : full ? (
          <p className="mt-4 font-medium text-slate-900">
            The most vendors allowed have already unlocked this request, so it cannot be unlocked. Nothing has
            been charged.
          </p>
        ) : (
          <Form method="post" className="mt-4">
            <input type="hidden" name="lead" value={preview.leadId} />
            <Button type="submit" size="lg" disabled={busy}>
              {testMode ? <Lock aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
              {busy ? "Opening checkout..." : `Pay ${formatEur(priceEur)} and unlock`}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}

/** Says on the page when checkout is not a real payment, or when there is none. */
function PaymentModeNotice({ mode }: { mode: PaymentMode }) {
  if (mode.kind === "stripe") return null;
  if (mode.kind === "off") {
    return (
      <p role="status" className="mt-2 font-medium text-slate-900">
        {PAYMENTS_OFF_MESSAGE}
      </p>
    );
  }
  return (
    <p className="mt-2 text-sm font-medium text-amber-900">
      {mode.declared
        ? "Test deployment: this server runs in payment test mode, so checkout is a test page, no real payment is made and leads unlock for free."
        : "Test mode: payments are not configured, so checkout is a local test page and no real payment is made."}
    </p>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/leads" backLabel="Back to your leads" />;
}
