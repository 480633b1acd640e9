import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { leadPayments, leads } from "~/db/schema";
import type { Logger } from "~/utils/logger.server";
import { queueLeadPaymentRefund } from "./refund-lead-payment.server";

/**
 * A mail to a buyer's address failed permanently (SMTP 5xx): every lead with that address is stamped bounced, and
 * every paid unlock of those leads is made refund_due with its refund job and vendor mail, in one transaction.
 * The payment's conditional update (paid → refund_due) and the jobs' per-payment dedupe keys make a second run
 * (the mail job retried, another bounce of the same address) refund and mail nothing more.
 */
export async function recordBuyerEmailBounce({
  db,
  logger,
  email,
  now = new Date(),
}: {
  db: Database;
  logger: Logger;
  email: string;
  now?: Date;
}): Promise<{ refunded: string[] }> {
  if (!email) return { refunded: [] };
  const refunded = await db.transaction(async (tx) => {
    const bounced = await tx
      .update(leads)
      .set({ emailBouncedAt: now })
      .where(and(eq(leads.contactEmail, email), isNull(leads.emailBouncedAt)))
      .returning({ id: leads.id });
    const all = await tx.select({ id: leads.id }).from(leads).where(eq(leads.contactEmail, email));
    const leadIds = [...new Set([...bounced, ...all].map((l) => l.id))];
    if (leadIds.length === 0) return [];
    const payments = await tx
      .update(leadPayments)
      .set({ status: "refund_due" })
      .where(and(inArray(leadPayments.leadId, leadIds), eq(leadPayments.status, "paid")))
      .returning({ id: leadPayments.id });
    for (const payment of payments) await queueLeadPaymentRefund(tx, payment.id);
    return payments.map((p) => p.id);
  });
  logger.warn(
    { refunded: refunded.length },
    "a buyer's email address bounced: its paid unlocks are refunded",
  );
  return { refunded };
}
