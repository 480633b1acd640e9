/**
 * How a deployment takes payments:
 * - `stripe`: both Stripe keys are set;
 * - `test`: a labelled checkout that charges nothing; `declared` when PAYMENTS_TEST_MODE turned it on (a
 *   deployment that says so on every paywall page), otherwise the local run or development;
 * - `off`: production without Stripe keys and without PAYMENTS_TEST_MODE: nothing can be unlocked.
 */
export type PaymentMode =
  | { kind: "stripe" }
  | { kind: "test"; declared: boolean }
  | { kind: "off"; missing: string[] };

/** The settings that decide the mode. */
export interface PaymentSettings {
  NODE_ENV: string;
  /** The README's local run (`npm start` without NODE_ENV), told apart from a production deployment. */
  SAASMATCH_LOCAL_RUN: boolean;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PAYMENTS_TEST_MODE: boolean;
}

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/** The one place that decides between Stripe, test mode and no payments. */
export function paymentModeFor(settings: PaymentSettings): PaymentMode {
  if (settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET) return { kind: "stripe" };
  if (settings.PAYMENTS_TEST_MODE) return { kind: "test", declared: true };
  if (settings.NODE_ENV !== "production" || settings.SAASMATCH_LOCAL_RUN)
    return { kind: "test", declared: false };
  return { kind: "off", missing: STRIPE_KEYS.filter((key) => !settings[key]) };
}

/** What a vendor reads when the deployment takes no payments. */
export const PAYMENTS_OFF_MESSAGE =
  "Payments are not configured on this server yet, so leads cannot be unlocked. Nothing has been charged.";
