import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { leadPayments } from "~/db/schema";
import { enqueueJob, PermanentJobError } from "~/services/jobs/jobs.server";
import type { Logger } from "~/utils/logger.server";
import type { DbExecutor } from "./lead-records.server";
import type { Stripe } from "./stripe-client.server";

/** The queued job that gives a vendor their money back when a paid lead could no longer be unlocked. */
export const REFUND_LEAD_PAYMENT_JOB = "lead-payment.refund";

/** Queues the refund in the caller's transaction, so a recorded refund_due payment is never forgotten. */
export async function queueLeadPaymentRefund(tx: DbExecutor, paymentId: string): Promise<void> {
  await enqueueJob(tx, {
    type: REFUND_LEAD_PAYMENT_JOB,
    payload: { paymentId },
    dedupeKey: `${REFUND_LEAD_PAYMENT_JOB}:${paymentId}`,
    maxAttempts: 8,
  });
}

export type RefundOutcome = { outcome: "refunded"; refundId: string } | { outcome: "nothing_to_refund" };

/**
 * Refunds a refund_due payment in full through Stripe, once: the idempotency key is per payment, so a retry
 * after a crash or a timeout returns Stripe's first refund instead of making a second one. A payment that is
 * not refund_due (already refunded, or paid) is left alone.
 */
export async function refundLeadPayment({
  db,
  stripe,
  logger,
  paymentId,
}: {
  db: Database;
  stripe: Stripe | null;
  logger: Logger;
  paymentId: string;
}): Promise<RefundOutcome> {
  const [payment] = await db.select().from(leadPayments).where(eq(leadPayments.id, paymentId));
  if (payment?.status !== "refund_due") return { outcome: "nothing_to_refund" };
  if (!stripe) throw new PermanentJobError("Stripe is not configured: refund this payment by hand");
  const intent = payment.paymentReference;
  if (!intent?.startsWith("pi_")) {
    throw new PermanentJobError(`payment ${paymentId} has no Stripe payment intent to refund`);
  }
  const refund = await stripe.refunds.create(
    { payment_intent: intent, reason: "requested_by_customer", metadata: { payment_id: paymentId } },
    { idempotencyKey: `lead-refund:${paymentId}` },
  );
  await db
    .update(leadPayments)
    .set({ status: "refunded" })
    .where(and(eq(leadPayments.id, paymentId), eq(leadPayments.status, "refund_due")));
  logger.info({ paymentId, refundId: refund.id }, "lead payment refunded");
  return { outcome: "refunded", refundId: refund.id };
}
