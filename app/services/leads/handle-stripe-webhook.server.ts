import type Stripe from "stripe";
import type { Database } from "~/db/create-db.server";
import { stripeEvents } from "~/db/schema";
import { AppError } from "~/utils/app-error";
import { type FulfilmentResult, fulfilLeadPayment } from "./lead-payments.server";
import { queueLeadPaymentRefund } from "./refund-lead-payment.server";

/** Seconds a signed event stays acceptable (Stripe's default): an older replay is rejected. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Events that can complete a payment; everything else is acknowledged and ignored. */
const FULFILLING = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export type WebhookResult =
  | { status: "duplicate"; eventId: string }
  | { status: "ignored"; eventId: string; type: string }
  | { status: "processed"; eventId: string; fulfilment: FulfilmentResult };

/**
 * Verifies a Stripe webhook and applies it once. The event id is recorded in the same transaction as the
 * fulfilment, so a repeated delivery is a no-op and a failed one is retried by Stripe.
 */
export async function handleStripeWebhook({
  db,
  stripe,
  webhookSecret,
  payload,
  signature,
  now = new Date(),
}: {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  payload: string;
  signature: string | null;
  now?: Date;
}): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no signature header");
    event = stripe.webhooks.constructEvent(payload, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("bad_request", "Invalid Stripe signature");
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        eventCreatedAt: new Date(event.created * 1000),
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { status: "duplicate" as const, eventId: event.id };
    if (!FULFILLING.has(event.type))
      return { status: "ignored" as const, eventId: event.id, type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    // A completed session paid by a delayed method (bank debit) is fulfilled by async_payment_succeeded later.
    if (session.object !== "checkout.session" || session.payment_status !== "paid") {
      return { status: "ignored" as const, eventId: event.id, type: event.type };
    }
    const paymentIntent = session.payment_intent;
    const fulfilment = await fulfilLeadPayment(tx, {
      paymentId: session.client_reference_id ?? session.metadata?.payment_id ?? null,
      sessionId: session.id,
      paymentReference: typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? session.id),
      amountCents: session.amount_total ?? null,
      now,
    });
    // Paid for a lead that can no longer be unlocked: the refund is queued in the same transaction.
    if (fulfilment.outcome === "refund_due") await queueLeadPaymentRefund(tx, fulfilment.paymentId);
    return { status: "processed" as const, eventId: event.id, fulfilment };
  });
}
