import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { leadPayments, vendors } from "~/db/schema";
import { formatEur } from "~/domain/leads/format";
import { defineJob } from "~/services/jobs/jobs.server";
import { sendEmail } from "~/services/mail/send-email.server";
import type { PaymentProvider } from "~/services/payments/payment-provider.server";
import type { Logger } from "~/utils/logger.server";
import type { DbExecutor } from "./lead-records.server";
import { findLeadRecipients } from "./vendor-accounts.server";

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

/** Tells the vendor that a payment is refunded in full, and why. */
export const refundNoticeEmailJob = defineJob({
  type: "lead-payment.refund-email",
  schema: z.object({ paymentId: z.uuid() }),
  maxAttempts: 8,
  dedupeKey: ({ paymentId }) => `lead-payment.refund-email:${paymentId}`,
  async handler({ paymentId }, { db, env, logger }) {
    const [payment] = await db
      .select({ amountCents: leadPayments.amountCents, provider: leadPayments.provider, slug: vendors.slug })
      .from(leadPayments)
      .innerJoin(vendors, eq(vendors.id, leadPayments.vendorId))
      .where(eq(leadPayments.id, paymentId));
    const [recipient] = payment ? await findLeadRecipients({ db, slugs: [payment.slug] }) : [];
    if (!payment || !recipient) {
      logger.warn({ paymentId }, "refund email not sent: the payment or its vendor's account is gone");
      return;
    }
    const amount = formatEur(payment.amountCents / 100);
    await sendEmail(
      { env, logger },
      {
        to: recipient.email,
        subject: `Your payment of ${amount} is refunded`,
        template: {
          heading: `Your payment of ${amount} is refunded`,
          paragraphs: [
            "A lead you paid for is refunded under our refund rules: the buyer withdrew it (before you unlocked it, or within 48 hours after you paid) or deleted the request, the most vendors allowed had already unlocked it, another of your checkouts for the same lead was paid first, the buyer's email address bounced, or you reported the contact details invalid within 10 days and the buyer confirmed it.",
            payment.provider === "test"
              ? "This was a test-mode payment: nothing was charged, so nothing is refunded."
              : "The full amount goes back to the card or account you paid with; your bank shows it within 5 to 10 business days.",
          ],
          action: { label: "Open your leads", url: `${env.PUBLIC_URL}/vendor/leads` },
          reason: `You received this email because you paid to unlock a lead on ${SITE.name}.`,
        },
      },
    );
  },
});

/**
 * Queues the refund of a payment and the vendor's email about it, in the caller's transaction: both are
 * stored with the payment's refund_due status, or none of them.
 */
export async function queueLeadPaymentRefund(tx: DbExecutor, paymentId: string): Promise<void> {
  await refundLeadPaymentJob.enqueue(tx, { paymentId });
  await refundNoticeEmailJob.enqueue(tx, { paymentId });
}
