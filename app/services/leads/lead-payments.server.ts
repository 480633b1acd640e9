import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, leadPayments, leads, vendors } from "~/db/schema";
import {
  PAYMENT_REFUSAL_MESSAGES,
  type PaymentRefusal,
  paymentRefusal,
  statesAllowing,
} from "~/domain/leads/lead-state";
import { MAX_UNLOCKS_PER_REQUEST } from "~/domain/leads/rules";
import { AppError } from "~/utils/app-error";
import type { Env } from "~/utils/env.server";
import { type DbExecutor, LEAD_ID_PATTERN } from "./lead-records.server";

/** How long a test-mode checkout stays open (Stripe's own sessions last 24 hours). */
export const TEST_CHECKOUT_TTL_MS = 60 * 60 * 1000;

/** Prefix of test-mode checkout ids, so they can never be mistaken for Stripe's `cs_…`. */
export const TEST_SESSION_PREFIX = "testcs_";

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
 * Two clicks reuse one payment row and, while it is open, one checkout session.
 */
export async function startLeadCheckout({
  db,
  env,
  stripe,
  vendorId,
  leadId,
  customerEmail,
  now = new Date(),
}: {
  db: Database;
  env: Pick<Env, "LEAD_PRICE_EUR" | "PUBLIC_URL">;
  /** Null: the labelled local test-mode checkout. */
  stripe: Stripe | null;
  vendorId: string;
  leadId: string;
  customerEmail?: string;
  now?: Date;
}): Promise<{ url: string; testMode: boolean }> {
  if (!LEAD_ID_PATTERN.test(leadId)) throw new PaymentRefusedError("not_yours");
  const provider = stripe ? ("stripe" as const) : ("test" as const);
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
    const refusal = paymentRefusal(
      lead,
      vendorId,
      await countUnlocks(tx, lead.requestId),
      MAX_UNLOCKS_PER_REQUEST,
    );
    if (refusal) throw new PaymentRefusedError(refusal);

    const [existing] = await tx
      .select()
      .from(leadPayments)
      .where(eq(leadPayments.idempotencyKey, key))
      .for("update");
    if (existing?.status === "paid") throw new PaymentRefusedError("already_unlocked");
    const open =
      existing?.checkoutUrl &&
      existing.checkoutExpiresAt &&
      existing.checkoutExpiresAt.getTime() > now.getTime() + 60_000 &&
      existing.provider === provider &&
      existing.amountCents === amountCents;
    if (existing && open) return { payment: existing, code: lead.code, reuse: true };
    const values = {
      provider,
      status: "pending" as const,
      amountCents,
      currency: "eur",
      checkoutSessionId: null,
      checkoutUrl: null,
      checkoutExpiresAt: null,
    };
    const [payment] = existing
      ? await tx
          .update(leadPayments)
          .set({ ...values, attempt: existing.attempt + 1 })
          .where(eq(leadPayments.id, existing.id))
          .returning()
      : await tx
          .insert(leadPayments)
          .values({ ...values, leadId, vendorId, idempotencyKey: key })
          .returning();
    if (!payment) throw new Error("payment upsert returned no row");
    return { payment, code: lead.code, reuse: false };
  });

  const { payment } = prepared;
  if (prepared.reuse && payment.checkoutUrl)
    return { url: payment.checkoutUrl, testMode: provider === "test" };

  let sessionId: string;
  let url: string;
  let expiresAt: Date;
  if (stripe) {
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "eur",
              unit_amount: amountCents,
              product_data: {
                name: `SaaSMatch lead ${prepared.code}`,
                description: "One-time unlock of a buyer's contact details",
              },
            },
          },
        ],
        client_reference_id: payment.id,
        metadata: { payment_id: payment.id, lead_id: leadId, vendor_id: vendorId },
        payment_intent_data: { metadata: { payment_id: payment.id, lead_id: leadId } },
        ...(customerEmail ? { customer_email: customerEmail } : {}),
        success_url: `${env.PUBLIC_URL}/buyer-details?lead=${leadId}&paid=1`,
        cancel_url: `${env.PUBLIC_URL}/paywall?lead=${leadId}`,
      },
      { idempotencyKey: `${key}:${payment.attempt}` },
    );
    if (!session.url)
      throw new AppError(
        "unavailable",
        "The payment provider did not return a checkout page. Please try again.",
      );
    sessionId = session.id;
    url = session.url;
    expiresAt = new Date(session.expires_at * 1000);
  } else {
    sessionId = `${TEST_SESSION_PREFIX}${randomBytes(16).toString("base64url")}`;
    url = `/paywall/test-checkout?session=${sessionId}`;
    expiresAt = new Date(now.getTime() + TEST_CHECKOUT_TTL_MS);
  }
  await db
    .update(leadPayments)
    .set({ checkoutSessionId: sessionId, checkoutUrl: url, checkoutExpiresAt: expiresAt })
    .where(and(eq(leadPayments.id, payment.id), eq(leadPayments.status, "pending")));
  return { url, testMode: !stripe };
}

async function countUnlocks(db: DbExecutor, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.requestId, requestId), eq(leads.state, "unlocked")));
  return Number(row?.n ?? 0);
}

export type FulfilmentResult =
  | {
      outcome: "unlocked";
      leadId: string;
      requestId: string;
      buyer: { name: string; email: string };
      vendorName: string;
    }
  | { outcome: "already_paid" }
  | { outcome: "unknown_payment" }
  /** Paid, but the lead was withdrawn, deleted or the request full in the meantime: the money is owed back. */
  | { outcome: "refund_due"; paymentId: string; paymentReference: string | null };

/**
 * Marks a payment paid and unlocks its lead, exactly once, in the caller's transaction: the one fulfilment path
 * for Stripe's webhook and the test-mode checkout. Repeats find the payment already paid and change nothing.
 */
export async function fulfilLeadPayment(
  tx: DbExecutor,
  {
    paymentId,
    sessionId,
    paymentReference,
    amountCents,
    now = new Date(),
  }: {
    /** Our payment row id (the session's client_reference_id); falls back to the session id. */
    paymentId: string | null;
    sessionId: string;
    paymentReference: string | null;
    amountCents: number | null;
    now?: Date;
  },
): Promise<FulfilmentResult> {
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
  if (payment.status !== "pending") return { outcome: "already_paid" };

  const paid = {
    paidAt: now,
    paymentReference,
    checkoutSessionId: sessionId,
    amountCents: amountCents ?? payment.amountCents,
  };
  const lead = payment.leadId
    ? (
        await tx
          .select({
            id: leads.id,
            requestId: leads.requestId,
            state: leads.state,
            name: leads.contactName,
            email: leads.contactEmail,
          })
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
    return { outcome: "refund_due", paymentId: payment.id, paymentReference };
  }
  await tx
    .update(leadPayments)
    .set({ ...paid, status: "paid" })
    .where(eq(leadPayments.id, payment.id));
  await tx
    .update(leads)
    .set({ state: "unlocked", unlockedAt: now, claimedAt: sql`coalesce(${leads.claimedAt}, ${now})` })
    .where(and(eq(leads.id, lead.id), inArray(leads.state, statesAllowing("unlock"))));
  const [vendor] = await tx
    .select({ name: vendors.name })
    .from(vendors)
    .where(eq(vendors.id, payment.vendorId));
  return {
    outcome: "unlocked",
    leadId: lead.id,
    requestId: lead.requestId,
    buyer: { name: lead.name, email: lead.email },
    vendorName: vendor?.name ?? "A vendor",
  };
}

/** A test-mode checkout as its page shows it, or null when the id is unknown or not a test session. */
export async function getTestCheckout({
  db,
  sessionId,
  vendorId,
}: {
  db: Database;
  sessionId: string;
  vendorId: string;
}) {
  if (!sessionId.startsWith(TEST_SESSION_PREFIX) || sessionId.length > 64) return null;
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
 * Completes a test-mode checkout through the same fulfilment as Stripe's webhook. Only in test mode (no Stripe
 * keys), only for the vendor who started it, only before it expires.
 */
export async function completeTestCheckout({
  db,
  stripeConfigured,
  sessionId,
  vendorId,
  now = new Date(),
}: {
  db: Database;
  stripeConfigured: boolean;
  sessionId: string;
  vendorId: string;
  now?: Date;
}): Promise<{ fulfilment: FulfilmentResult; leadId: string | null }> {
  if (stripeConfigured)
    throw new AppError("not_found", "Test-mode checkout is off: payments go through Stripe.");
  const checkout = await getTestCheckout({ db, sessionId, vendorId });
  if (!checkout) throw new AppError("not_found", "This checkout does not exist or is not yours.");
  if (checkout.status === "pending" && checkout.expiresAt && checkout.expiresAt.getTime() < now.getTime()) {
    throw new AppError("conflict", "This checkout has expired. Start again from the lead's payment page.");
  }
  const result = await db.transaction(async (tx) => {
    const fulfilment = await fulfilLeadPayment(tx, {
      paymentId: checkout.paymentId,
      sessionId,
      paymentReference: `test_${sessionId.slice(TEST_SESSION_PREFIX.length, TEST_SESSION_PREFIX.length + 12)}`,
      amountCents: checkout.amountCents,
      now,
    });
    // Nothing was charged in test mode, so nothing is owed: the refund is done on the spot.
    if (fulfilment.outcome === "refund_due") {
      await tx
        .update(leadPayments)
        .set({ status: "refunded" })
        .where(eq(leadPayments.id, fulfilment.paymentId));
    }
    return fulfilment;
  });
  return { fulfilment: result, leadId: checkout.leadId };
}
