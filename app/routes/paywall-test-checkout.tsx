import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { RouteError } from "~/components/layout/route-error";
import { FormError } from "~/components/marketplace/form-field";
import { Button } from "~/components/ui/button";
import { FlaskConical } from "~/components/ui/icons";
import { formatEur } from "~/domain/leads/format";
import { requireVendorMembership } from "~/services/auth/session.server";
import { logFulfilment } from "~/services/leads/handle-stripe-webhook.server";
import { completeTestCheckout, getTestCheckout } from "~/services/leads/lead-payments.server";
import { failure, parseForm, replyingToAppErrors, textField } from "~/utils/form-action";
import { tryReadFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/paywall-test-checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Test-mode checkout — SaaSMatch" },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * The local stand-in for Stripe Checkout when no Stripe keys are configured. It says plainly that no real payment
 * is made, and completes through the same fulfilment as Stripe's webhook.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const sessionId = url.searchParams.get("session") ?? "";
  const checkout = await getTestCheckout({ db: context.db, payments: context.payments, sessionId, vendorId });
  if (!checkout) throw new Response("Not found", { status: 404 });
  const { mode } = context.payments;
  return {
    declared: mode.kind === "test" && mode.declared,
    sessionId,
    leadId: checkout.leadId,
    code: checkout.code,
    amount: checkout.amountCents / 100,
    paid: checkout.status !== "pending",
  };
}

const CompleteSchema = z.object({ session: textField() });

export async function action({ request, url, context }: Route.ActionArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const read = await tryReadFormData(request);
  if (!read.ok) {
    const message = read.status === 413 ? read.error : "This form cannot be sent like that.";
    return data(failure("complete", message), { status: read.status });
  }
  const parsed = parseForm(read.form, "complete", CompleteSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  return replyingToAppErrors(parsed.intent, {}, async () => {
    const { fulfilment, leadId } = await completeTestCheckout({
      db: context.db,
      payments: context.payments,
      sessionId: parsed.value.session,
      vendorId,
    });
    logFulfilment(context.logger, fulfilment, { testMode: true });
    if (fulfilment.outcome === "refund_due") {
      const message =
        "The buyer withdrew this request meanwhile, so it cannot be unlocked. No real payment was made.";
      return data(failure(parsed.intent, message), { status: 409 });
    }
    throw redirect(`/buyer-details?lead=${leadId}`);
  });
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <div
        role="note"
        className="flex gap-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="font-bold">Test mode: no real payment is made.</p>
          <p className="mt-1 text-sm">
            {loaderData.declared
              ? "This deployment runs in payment test mode, so this page stands in for the checkout."
              : "Stripe is not configured on this server, so this page stands in for the checkout."}{" "}
            Completing it unlocks the lead exactly as a real payment would, without charging anything.
          </p>
        </div>
      </div>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900">Test-mode checkout</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-900">
        <dt className="font-medium text-slate-600">Item</dt>
        <dd>Unlock lead {loaderData.code}</dd>
        <dt className="font-medium text-slate-600">Amount</dt>
        <dd>{formatEur(loaderData.amount)} (test, not charged)</dd>
      </dl>
      <FormError message={actionData?.message} />
      {loaderData.paid ? (
        <Button asChild className="mt-6">
          <Link to={`/buyer-details?lead=${loaderData.leadId}`}>Already paid: see the buyer's details</Link>
        </Button>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="session" value={loaderData.sessionId} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Completing..." : "Complete test payment"}
            </Button>
          </Form>
          <Button asChild variant="outline" size="lg">
            <Link to={`/paywall?lead=${loaderData.leadId}`}>Cancel</Link>
          </Button>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/leads" backLabel="Back to your leads" />;
}
