import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/create-db.server";
import { leadPayments } from "~/db/schema";
import { defineJob } from "~/services/jobs/jobs.server";
import type { PaymentProvider } from "~/services/payments/payment-provider.server";
import type { Logger } from "~/utils/logger.server";

export type RefundOutcome =
  | { outcome: "refunded"; refundId: string | null }
  | { outcome: "nothing_to_refund" };

/**
 * Refunds a refund_due payment in full, once: the provider's idempotency key is per payment, so a retry after a
 * crash or a timeout returns the first refund instead of making a second one. A payment that is not refund_due
 * (already refunded, or paid) is left alone. A test-mode payment charged nothing and is marked refunded at once.
 */
export async function refundLeadPayment({
  db,
  payments,
  logger,
  paymentId,
}: {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
  paymentId: string;
}): Promise<RefundOutcome> {
  const [payment] = await db.select().from(leadPayments).where(eq(leadPayments.id, paymentId));
  if (payment?.status !== "refund_due") return { outcome: "nothing_to_refund" };
  const { refundId } = await payments.refund(payment);
  await db
    .update(leadPayments)
    .set({ status: "refunded" })
    .where(and(eq(leadPayments.id, paymentId), eq(leadPayments.status, "refund_due")));
  logger.info(
    { paymentId, refundId, provider: payment.provider, amountCents: payment.amountCents },
    "lead payment refunded",
  );
  return { outcome: "refunded", refundId };
}

/** Gives a vendor their money back when a paid lead could no longer be unlocked, or was paid for twice. */
export const refundLeadPaymentJob = defineJob({
  type: "lead-payment.refund",
  schema: z.object({ paymentId: z.uuid() }),
  maxAttempts: 8,
  dedupeKey: ({ paymentId }) => `lead-payment.refund:${paymentId}`,
  handler: async ({ paymentId }, { db, payments, logger }) => {
    await refundLeadPayment({ db, payments, logger, paymentId });
  },
});
