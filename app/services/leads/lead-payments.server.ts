import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, leadPayments, leads } from "~/db/schema";
import { UNLOCK_BLOCKED_MESSAGE } from "~/domain/leads/breach-reports";
import {
  PAYMENT_REFUSAL_MESSAGES,
  type PaymentRefusal,
  paymentRefusal,
  statesAllowing,
} from "~/domain/leads/lead-state";
import { MAX_UNLOCKS_PER_REQUEST } from "~/domain/leads/rules";
import { AppError } from "~/utils/app-error";
import type { Env } from "~/utils/env.server";
import {
  PAYMENTS_OFF_MESSAGE,
  type PaymentCompletion,
  type PaymentProvider,
} from "../payments/payment-provider.server";
import { isVendorUnlockBlocked } from "./breach-reports.server";
import { unlockedEmailJob } from "./lead-emails.server";
import { type DbExecutor, LEAD_ID_PATTERN } from "./lead-records.server";
import { queueLeadPaymentRefund } from "./refund-lead-payment.server";

export function priceCents(env: Pick<Env, "LEAD_PRICE_EUR">): number {
  return Math.round(env.LEAD_PRICE_EUR * 100);
}

/** One payment row per vendor and lead: the same key for every click. */
export function idempotencyKeyFor(leadId: string, vendorId: string): string {
  return `lead-unlock:${leadId}:${vendorId}`;
}

export class PaymentRefusedError extends AppError {
  constructor(readonly reason: PaymentRefusal) {
    super(reason === "not_yours" ? "not_found" : "conflict", PAYMENT_REFUSAL_MESSAGES[reason]);
  }
}

/**
 * Starts (or resumes) the one-time payment for a lead and returns where to send the vendor. Refused before any
 * charge when the lead is not theirs, withdrawn, already unlocked, or the request already has 3 unlocks.
 * A payment row has at most one open checkout: clicks while it is open, or while it is being opened, get that
 * one (the provider's idempotency key is the row and its attempt); a checkout is replaced only after the
 * provider closed the old one.
 */
export async function startLeadCheckout({
  db,
  env,
  payments,
  vendorId,
  leadId,
  customerEmail,
  now = new Date(),
}: {
  db: Database;
  env: Pick<Env, "LEAD_PRICE_EUR">;
  payments: PaymentProvider;
  vendorId: string;
  leadId: string;
  customerEmail?: string;
  now?: Date;
}): Promise<{ url: string }> {
  if (!LEAD_ID_PATTERN.test(leadId)) throw new PaymentRefusedError("not_yours");
  const provider = payments.name;
  const amountCents = priceCents(env);
  const key = idempotencyKeyFor(leadId, vendorId);

  const prepared = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: leads.id,
        vendorId: leads.vendorId,
        state: leads.state,
        requestId: leads.requestId,
        code: leads.code,
      })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) throw new PaymentRefusedError("not_yours");
    if (lead.vendorId === vendorId && (await isVendorUnlockBlocked(tx, vendorId))) {
      throw new AppError("forbidden", UNLOCK_BLOCKED_MESSAGE);
    }
    const refusal = paymentRefusal(
      lead,
      vendorId,
      await countUnlocks(tx, lead.requestId),
      MAX_UNLOCKS_PER_REQUEST,
    );
    if (refusal) throw new PaymentRefusedError(refusal);
    if (!provider) throw new AppError("unavailable", PAYMENTS_OFF_MESSAGE);

    let [existing] = await tx
      .select()
      .from(leadPayments)
      .where(eq(leadPayments.idempotencyKey, key))
      .for("update");
    if (existing?.status === "paid") throw new PaymentRefusedError("already_unlocked");
    if (existing && existing.status !== "pending") {
      // A payment that was (or is being) refunded stays as its own record, so the refund owed on it is never
      // lost to a new checkout: it gives up the lead's key, and the new payment gets a row of its own.
      await tx
        .update(leadPayments)
        .set({ idempotencyKey: `${key}:closed:${existing.id}` })
        .where(eq(leadPayments.id, existing.id));
      existing = undefined;
    }
    if (!existing) {
      const [payment] = await tx
        .insert(leadPayments)
        .values({
          provider,
          status: "pending",
          amountCents,
          currency: "eur",
          leadId,
          vendorId,
          idempotencyKey: key,
        })
        .returning();
      if (!payment) throw new Error("payment insert returned no row");
      return { payment, code: lead.code, replaces: null };
    }
    const usable =
      existing.provider === provider &&
      existing.amountCents === amountCents &&
      (!existing.checkoutExpiresAt || existing.checkoutExpiresAt.getTime() > now.getTime() + 60_000);
    // Open, or being opened by another click right now (no session recorded yet): the same checkout.
    if (usable) return { payment: existing, code: lead.code, replaces: null };
    const [payment] = await tx
      .update(leadPayments)
      .set({
        provider,
        amountCents,
        attempt: existing.attempt + 1,
        checkoutSessionId: null,
        checkoutUrl: null,
        checkoutExpiresAt: null,
      })
      .where(eq(leadPayments.id, existing.id))
      .returning();
    if (!payment) throw new Error("payment update returned no row");
    return {
      payment,
      code: lead.code,
      replaces: existing.provider === provider ? existing.checkoutSessionId : null,
    };
  });

  const { payment } = prepared;
  if (payment.checkoutUrl) return { url: payment.checkoutUrl };
  if (prepared.replaces && (await payments.expireCheckout(prepared.replaces)) === "completed") {
    throw new AppError(
      "conflict",
      "Your earlier payment for this lead has just gone through: the lead unlocks in a moment. Reload this page.",
    );
  }
  const session = await payments.createCheckout({
    paymentId: payment.id,
    leadId,
    vendorId,
    leadCode: prepared.code,
    amountCents: payment.amountCents,
    customerEmail,
    idempotencyKey: `lead-checkout:${payment.id}:${payment.attempt}`,
    now,
  });
  // The first click to get a session for this attempt records it; the others send the vendor to that one.
  await db
    .update(leadPayments)
    .set({
      checkoutSessionId: session.sessionId,
      checkoutUrl: session.url,
      checkoutExpiresAt: session.expiresAt,
    })
    .where(
      and(
        eq(leadPayments.id, payment.id),
        eq(leadPayments.status, "pending"),
        eq(leadPayments.attempt, payment.attempt),
        isNull(leadPayments.checkoutSessionId),
      ),
    );
  const [recorded] = await db
    .select({ url: leadPayments.checkoutUrl })
    .from(leadPayments)
    .where(eq(leadPayments.id, payment.id));
  return { url: recorded?.url ?? session.url };
}

async function countUnlocks(db: DbExecutor, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.requestId, requestId), eq(leads.state, "unlocked")));
  return Number(row?.n ?? 0);
}

export type FulfilmentResult =
  | { outcome: "unlocked"; paymentId: string; leadId: string }
  | { outcome: "already_paid" }
  | { outcome: "unknown_payment" }
  /**
   * Paid, but the money is owed back: the lead was withdrawn, deleted or the request full in the meantime, or
   * another checkout of the same payment already unlocked it (`duplicate`). The refund is queued.
   */
  | { outcome: "refund_due"; paymentId: string; paymentReference: string; duplicate: boolean };

/**
 * Marks a payment paid and unlocks its lead, exactly once, in the caller's transaction: the one fulfilment path
 * for every provider. Its consequences are queued in the same transaction: the buyer's email on an unlock, the
 * refund of a payment that cannot unlock. A repeat of the same completion changes nothing; a second payment
 * for a row another checkout already completed is recorded and refunded.
 */
export async function fulfilLeadPayment(
  tx: DbExecutor,
  { completion, now = new Date() }: { completion: PaymentCompletion; now?: Date },
): Promise<FulfilmentResult> {
  const { paymentId, sessionId, paymentReference, amountCents } = completion;
  const [payment] = await tx
    .select()
    .from(leadPayments)
    .where(
      paymentId && LEAD_ID_PATTERN.test(paymentId)
        ? eq(leadPayments.id, paymentId)
        : eq(leadPayments.checkoutSessionId, sessionId),
    )
    .for("update");
  if (!payment) return { outcome: "unknown_payment" };
  if (payment.status !== "pending") {
    if (payment.checkoutSessionId === sessionId || payment.paymentReference === paymentReference) {
      return { outcome: "already_paid" };
    }
    const [extra] = await tx
      .insert(leadPayments)
      .values({
        leadId: payment.leadId,
        vendorId: payment.vendorId,
        idempotencyKey: `${payment.idempotencyKey}:extra:${sessionId}`,
        provider: payment.provider,
        status: "refund_due",
        amountCents: amountCents ?? payment.amountCents,
        currency: payment.currency,
        attempt: payment.attempt,
        checkoutSessionId: sessionId,
        paymentReference,
        paidAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: leadPayments.id });
    if (!extra) return { outcome: "already_paid" };
    await queueLeadPaymentRefund(tx, extra.id);
    return { outcome: "refund_due", paymentId: extra.id, paymentReference, duplicate: true };
  }

  const paid = {
    paidAt: now,
    paymentReference,
    checkoutSessionId: sessionId,
    amountCents: amountCents ?? payment.amountCents,
  };
  const lead = payment.leadId
    ? (
        await tx
          .select({ id: leads.id, requestId: leads.requestId, state: leads.state })
          .from(leads)
          .where(eq(leads.id, payment.leadId))
          .for("update")
      )[0]
    : undefined;
  if (lead) {
    // Serialises unlocks of one request, so at most 3 vendors ever unlock it.
    await tx
      .select({ id: buyerRequests.id })
      .from(buyerRequests)
      .where(eq(buyerRequests.id, lead.requestId))
      .for("update");
  }
  const unlockable =
    lead &&
    statesAllowing("unlock").includes(lead.state) &&
    (await countUnlocks(tx, lead.requestId)) < MAX_UNLOCKS_PER_REQUEST;
  if (!lead || !unlockable) {
    await tx
      .update(leadPayments)
      .set({ ...paid, status: "refund_due" })
      .where(eq(leadPayments.id, payment.id));
    await queueLeadPaymentRefund(tx, payment.id);
    return { outcome: "refund_due", paymentId: payment.id, paymentReference, duplicate: false };
  }
  await tx
    .update(leadPayments)
    .set({ ...paid, status: "paid" })
    .where(eq(leadPayments.id, payment.id));
  await tx
    .update(leads)
    .set({ state: "unlocked", unlockedAt: now, claimedAt: sql`coalesce(${leads.claimedAt}, ${now})` })
    .where(and(eq(leads.id, lead.id), inArray(leads.state, statesAllowing("unlock"))));
  await unlockedEmailJob.enqueue(tx, { leadId: lead.id });
  return { outcome: "unlocked", paymentId: payment.id, leadId: lead.id };
}

/** A test-mode checkout as its page shows it, or null when the id is unknown, not a test session, or not theirs. */
export async function getTestCheckout({
  db,
  payments,
  sessionId,
  vendorId,
}: {
  db: Database;
  payments: PaymentProvider;
  sessionId: string;
  vendorId: string;
}) {
  const prefix = payments.testCheckout?.sessionPrefix;
  if (!prefix || !sessionId.startsWith(prefix) || sessionId.length > 64) return null;
  const [row] = await db
    .select({
      paymentId: leadPayments.id,
      leadId: leadPayments.leadId,
      status: leadPayments.status,
      amountCents: leadPayments.amountCents,
      currency: leadPayments.currency,
      expiresAt: leadPayments.checkoutExpiresAt,
      code: leads.code,
    })
    .from(leadPayments)
    .innerJoin(leads, eq(leads.id, leadPayments.leadId))
    .where(
      and(
        eq(leadPayments.checkoutSessionId, sessionId),
        eq(leadPayments.provider, "test"),
        eq(leadPayments.vendorId, vendorId),
      ),
    );
  return row ?? null;
}

/**
 * Completes a test-mode checkout through the same fulfilment as Stripe's webhook. Only where the provider has a
 * test checkout, only for the vendor who started it, only before it expires.
 */
export async function completeTestCheckout({
  db,
  payments,
  sessionId,
  vendorId,
  now = new Date(),
}: {
  db: Database;
  payments: PaymentProvider;
  sessionId: string;
  vendorId: string;
  now?: Date;
}): Promise<{ fulfilment: FulfilmentResult; leadId: string | null }> {
  if (!payments.testCheckout) {
    throw new AppError("not_found", "Test-mode checkout is off: payments go through Stripe.");
  }
  const checkout = await getTestCheckout({ db, payments, sessionId, vendorId });
  if (!checkout) throw new AppError("not_found", "This checkout does not exist or is not yours.");
  if (checkout.status === "pending" && checkout.expiresAt && checkout.expiresAt.getTime() < now.getTime()) {
    throw new AppError("conflict", "This checkout has expired. Start again from the lead's payment page.");
  }
  const prefix = payments.testCheckout.sessionPrefix;
  const fulfilment = await db.transaction((tx) =>
    fulfilLeadPayment(tx, {
      completion: {
        paymentId: checkout.paymentId,
        sessionId,
        paymentReference: `test_${sessionId.slice(prefix.length, prefix.length + 12)}`,
        amountCents: checkout.amountCents,
      },
      now,
    }),
  );
  return { fulfilment, leadId: checkout.leadId };
}
