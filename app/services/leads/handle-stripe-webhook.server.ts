import type { Database } from "~/db/create-db.server";
import { stripeEvents } from "~/db/schema";
import type { PaymentProvider } from "~/services/payments/payment-provider.server";
import type { Logger } from "~/utils/logger.server";
import { type FulfilmentResult, fulfilLeadPayment } from "./lead-payments.server";

export type WebhookResult =
  | { status: "duplicate"; eventId: string }
  | { status: "ignored"; eventId: string; type: string }
  | { status: "processed"; eventId: string; fulfilment: FulfilmentResult };

/**
 * Verifies a payment provider's webhook delivery and applies it once. The event id is recorded in the same
 * transaction as the fulfilment (and the emails and refunds it queues), so a repeated delivery is a no-op and a
 * failed one is retried by the provider.
 */
export async function handleStripeWebhook({
  db,
  payments,
  logger,
  payload,
  signature,
  now = new Date(),
}: {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
  payload: string;
  signature: string | null;
  now?: Date;
}): Promise<WebhookResult> {
  const event = payments.verifyEvent(payload, signature);
  const result = await db.transaction(async (tx): Promise<WebhookResult> => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, eventCreatedAt: event.createdAt, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { status: "duplicate", eventId: event.id };
    if (!event.completion) return { status: "ignored", eventId: event.id, type: event.type };
    const fulfilment = await fulfilLeadPayment(tx, { completion: event.completion, now });
    return { status: "processed", eventId: event.id, fulfilment };
  });
  if (result.status === "processed") logFulfilment(logger, result.fulfilment, { eventId: result.eventId });
  return result;
}

/** The one log line of every completed payment: what it paid for, or why it is refunded. */
export function logFulfilment(logger: Logger, fulfilment: FulfilmentResult, fields: Record<string, unknown>) {
  switch (fulfilment.outcome) {
    case "unlocked":
      logger.info(
        { ...fields, paymentId: fulfilment.paymentId, leadId: fulfilment.leadId },
        "lead unlocked by payment",
      );
      break;
    case "refund_due":
      logger.warn(
        { ...fields, paymentId: fulfilment.paymentId, reference: fulfilment.paymentReference },
        fulfilment.duplicate
          ? "second payment for a lead another checkout already paid: full refund queued"
          : "payment received for a lead that can no longer be unlocked: full refund queued",
      );
      break;
    case "unknown_payment":
      logger.warn(fields, "checkout completed for a payment we do not know");
      break;
    case "already_paid":
      logger.info(fields, "checkout completion already applied");
      break;
  }
}
