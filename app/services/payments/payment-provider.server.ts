import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { PAYMENTS_OFF_MESSAGE, type PaymentMode, paymentModeFor } from "~/domain/leads/payment-mode";
import { PermanentJobError } from "~/services/jobs/jobs.server";
import { AppError } from "~/utils/app-error";
import type { Env } from "~/utils/env.server";
import { PaymentProviderUnavailableError } from "~/utils/service-fault.server";

export { PAYMENTS_OFF_MESSAGE, type PaymentMode };

export type PaymentProviderName = "stripe" | "test";

export interface CheckoutRequest {
  paymentId: string;
  leadId: string;
  vendorId: string;
  leadCode: string;
  amountCents: number;
  customerEmail?: string;
  /** The same key for the same payment row and attempt: a repeated call returns the same session. */
  idempotencyKey: string;
  now: Date;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** A completed checkout as the provider reports it. */
export interface PaymentCompletion {
  /** Our payment row id (the session's client_reference_id); null when the session did not carry it. */
  paymentId: string | null;
  sessionId: string;
  paymentReference: string;
  amountCents: number | null;
}

/** A verified event from the provider: its id (for dedupe), and the completion it reports, if any. */
export interface PaymentEvent {
  id: string;
  type: string;
  createdAt: Date;
  completion: PaymentCompletion | null;
}

/** What a refund needs to know about the stored payment. */
export interface RefundablePayment {
  id: string;
  provider: PaymentProviderName;
  paymentReference: string | null;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** The provider recorded on new payment rows; null when payments are off and no checkout can start. */
  readonly name: PaymentProviderName | null;
  /** Opens a checkout for one payment row; throws 503 when payments are off or the provider cannot be reached. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Closes a checkout that is being replaced, so that a payment row never has two open ones. Resolves
   * `completed` when the customer already paid it (the completion event is on its way).
   */
  expireCheckout(sessionId: string): Promise<"expired" | "completed">;
  /** Verifies a webhook delivery (raw body and signature header); 400 when it is not authentic, 404 without a webhook. */
  verifyEvent(payload: string, signature: string | null): PaymentEvent;
  /** Gives a completed payment's money back, once (idempotent per payment); `refundId` is null when nothing was charged. */
  refund(payment: RefundablePayment): Promise<{ refundId: string | null }>;
  /** The local checkout page that stands in for the provider's; null where payments go through Stripe or are off. */
  readonly testCheckout: { sessionPrefix: string } | null;
}

/** Seconds a signed event stays acceptable (Stripe's default): an older replay is rejected. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** How long a test-mode checkout stays open (Stripe's own sessions last 24 hours). */
export const TEST_CHECKOUT_TTL_MS = 60 * 60 * 1000;

/** Prefix of test-mode checkout ids, so they can never be mistaken for Stripe's `cs_…`. */
export const TEST_SESSION_PREFIX = "testcs_";

/** Events that can complete a payment; everything else is acknowledged and ignored. */
const FULFILLING = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

type PaymentEnv = Pick<
  Env,
  | "NODE_ENV"
  | "SAASMATCH_LOCAL_RUN"
  | "PUBLIC_URL"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "PAYMENTS_TEST_MODE"
>;

/**
 * The provider for this process. `stripe` replaces the client built from STRIPE_SECRET_KEY (tests point one at
 * a local server speaking Stripe's protocol).
 */
export function createPaymentProvider(env: PaymentEnv, options: { stripe?: Stripe } = {}): PaymentProvider {
  const mode = paymentModeFor(env);
  if (mode.kind === "stripe") {
    const stripe =
      options.stripe ??
      new Stripe(env.STRIPE_SECRET_KEY!, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "SaaSMatch" },
      });
    return createStripeProvider({
      stripe,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      publicUrl: env.PUBLIC_URL,
    });
  }
  return createLocalProvider(mode);
}

/** A refund of a payment nothing was charged for (test mode) succeeds without asking anyone. */
function nothingCharged(payment: RefundablePayment): boolean {
  return payment.provider === "test";
}

/** Stripe failures that say Stripe cannot be reached or cannot answer now, rather than that the request is wrong. */
function isStripeOutage(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return true;
  }
  return typeof error.statusCode === "number" && error.statusCode >= 500;
}

function unavailable(error: unknown): never {
  if (isStripeOutage(error)) throw new PaymentProviderUnavailableError(error);
  throw error;
}

export function createStripeProvider({
  stripe,
  webhookSecret,
  publicUrl,
}: {
  stripe: Stripe;
  webhookSecret: string;
  publicUrl: string;
}): PaymentProvider {
  return {
    mode: { kind: "stripe" },
    name: "stripe",
    testCheckout: null,
    async createCheckout({
      paymentId,
      leadId,
      vendorId,
      leadCode,
      amountCents,
      customerEmail,
      idempotencyKey,
    }) {
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "eur",
                  unit_amount: amountCents,
                  product_data: {
                    name: `SaaSMatch lead ${leadCode}`,
                    description: "One-time unlock of a buyer's contact details",
                  },
                },
              },
            ],
            client_reference_id: paymentId,
            metadata: { payment_id: paymentId, lead_id: leadId, vendor_id: vendorId },
            payment_intent_data: { metadata: { payment_id: paymentId, lead_id: leadId } },
            ...(customerEmail ? { customer_email: customerEmail } : {}),
            success_url: `${publicUrl}/buyer-details?lead=${leadId}&paid=1`,
            cancel_url: `${publicUrl}/paywall?lead=${leadId}`,
          },
          { idempotencyKey },
        )
        .catch(unavailable);
      if (!session.url) {
        throw new AppError(
          "unavailable",
          "The payment provider did not return a checkout page. Please try again.",
        );
      }
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return "expired";
      } catch (error) {
        if (isStripeOutage(error)) unavailable(error);
        // Only an open session can be expired: look at what became of it instead.
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch(unavailable);
        if (session.status === "complete") return "completed";
        return "expired";
      }
    },
    verifyEvent(payload, signature) {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error("no signature header");
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        throw new AppError("bad_request", "Invalid Stripe signature");
      }
      const session = event.data.object as Stripe.Checkout.Session;
      // A completed session paid by a delayed method (bank debit) is fulfilled by async_payment_succeeded later.
      const completes =
        FULFILLING.has(event.type) &&
        session.object === "checkout.session" &&
        session.payment_status === "paid";
      const intent = session.payment_intent;
      return {
        id: event.id,
        type: event.type,
        createdAt: new Date(event.created * 1000),
        completion: completes
          ? {
              paymentId: session.client_reference_id ?? session.metadata?.payment_id ?? null,
              sessionId: session.id,
              paymentReference: typeof intent === "string" ? intent : (intent?.id ?? session.id),
              amountCents: session.amount_total ?? null,
            }
          : null,
      };
    },
    async refund(payment) {
      if (nothingCharged(payment)) return { refundId: null };
      const intent = payment.paymentReference;
      if (!intent?.startsWith("pi_")) {
        throw new PermanentJobError(`payment ${payment.id} has no Stripe payment intent to refund`);
      }
      const refund = await stripe.refunds.create(
        { payment_intent: intent, reason: "requested_by_customer", metadata: { payment_id: payment.id } },
        { idempotencyKey: `lead-refund:${payment.id}` },
      );
      return { refundId: refund.id };
    },
  };
}

function createLocalProvider(mode: Exclude<PaymentMode, { kind: "stripe" }>): PaymentProvider {
  const noWebhook = () => {
    throw new AppError(
      "not_found",
      mode.kind === "test"
        ? "Stripe is not configured: payments run in test mode."
        : "Payments are not configured on this server.",
    );
  };
  if (mode.kind === "off") {
    return {
      mode,
      name: null,
      testCheckout: null,
      async createCheckout() {
        throw new AppError("unavailable", PAYMENTS_OFF_MESSAGE);
      },
      async expireCheckout() {
        return "expired";
      },
      verifyEvent: noWebhook,
      async refund(payment) {
        if (nothingCharged(payment)) return { refundId: null };
        throw new PermanentJobError(
          `Stripe is not configured: refund payment ${payment.id} (${payment.paymentReference}) by hand`,
        );
      },
    };
  }
  return {
    mode,
    name: "test",
    testCheckout: { sessionPrefix: TEST_SESSION_PREFIX },
    async createCheckout({ now }) {
      const sessionId = `${TEST_SESSION_PREFIX}${randomBytes(16).toString("base64url")}`;
      return {
        sessionId,
        url: `/paywall/test-checkout?session=${sessionId}`,
        expiresAt: new Date(now.getTime() + TEST_CHECKOUT_TTL_MS),
      };
    },
    async expireCheckout() {
      return "expired";
    },
    verifyEvent: noWebhook,
    async refund(payment) {
      if (nothingCharged(payment)) return { refundId: null };
      // A Stripe payment left from before the switch to test mode.
      throw new PermanentJobError(
        `Stripe is not configured: refund payment ${payment.id} (${payment.paymentReference}) by hand`,
      );
    },
  };
}
