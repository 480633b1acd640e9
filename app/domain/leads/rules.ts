/** Vendors a buyer can connect with per request (withdrawn leads do not count). */
export const MAX_CONNECTS_PER_REQUEST = 3;

/** Vendors that can unlock one request's contact details. */
export const MAX_UNLOCKS_PER_REQUEST = 3;

/** A connection the buyer has not confirmed by email within this long is deleted with the details they entered. */
export const CONFIRMATION_WINDOW_MS = 72 * 60 * 60 * 1000;

/** The last moment a connection made at `connectedAt` can be confirmed. */
export function confirmationDeadline(connectedAt: Date | string): Date {
  return new Date(new Date(connectedAt).getTime() + CONFIRMATION_WINDOW_MS);
}

/** A question without an answer after this long is shown as not answered. */
export const ANSWER_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** Anonymous requests that never connected are deleted after this many days unless configured otherwise. */
export const DEFAULT_RETENTION_DAYS = 90;

/** Failed lead codes one vendor account may enter per hour before /claim-lead answers 429. */
export const CLAIM_FAILURES_PER_HOUR = 10;

/** Default one-time price of unlocking a lead, in euros. */
export const DEFAULT_LEAD_PRICE_EUR = 49;

/** A buyer may still withdraw an unlocked lead this long after its vendor paid; the vendor is refunded in full. */
export const WITHDRAWAL_REFUND_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Whether a withdrawal at `now` of a lead paid for at `paidAt` is within the refund window (inclusive). */
export function withinWithdrawalRefundWindow(paidAt: Date | string, now: Date): boolean {
  const elapsed = now.getTime() - new Date(paidAt).getTime();
  return elapsed >= 0 && elapsed <= WITHDRAWAL_REFUND_WINDOW_MS;
}

/** How often a buyer may have the email-confirmation link sent again, per search and hour. */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;
