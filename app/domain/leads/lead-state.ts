/**
 * A lead's life: created `pending` when the buyer connects, `new` once the buyer confirmed their email address
 * (only then is the vendor told), `claimed` once its vendor entered the code, `unlocked` after payment, or
 * `withdrawn` by the buyer before it was unlocked (or within 48 hours after its payment, which is then refunded: a
 * guarded step of its own in withdrawLead, not an event here). Withdrawn is final; a pending lead the buyer
 * cancels or never confirms is deleted, since its vendor never knew of it.
 */
export const LEAD_STATES = ["pending", "new", "claimed", "unlocked", "withdrawn"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** The states a vendor can see: a pending lead does not exist for its vendor. */
export type VendorLeadState = Exclude<LeadState, "pending">;
export const VENDOR_LEAD_STATES = LEAD_STATES.filter((s): s is VendorLeadState => s !== "pending");

export type LeadEvent = "confirm" | "claim" | "unlock" | "withdraw";

const TRANSITIONS: Readonly<Record<LeadState, Partial<Record<LeadEvent, LeadState>>>> = {
  pending: { confirm: "new" },
  new: { claim: "claimed", unlock: "unlocked", withdraw: "withdrawn" },
  claimed: { claim: "claimed", unlock: "unlocked", withdraw: "withdrawn" },
  unlocked: { claim: "unlocked" },
  withdrawn: {},
};

/** The state after `event`, or null when the event is not allowed in `state`. */
export function nextLeadState(state: LeadState, event: LeadEvent): LeadState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** States a lead can be in when the event is applied: the guard of a conditional UPDATE. */
export function statesAllowing(event: LeadEvent): LeadState[] {
  return LEAD_STATES.filter((s) => nextLeadState(s, event) !== null);
}

export type PaymentRefusal = "not_yours" | "withdrawn" | "already_unlocked" | "request_full";

/** Why a vendor may not pay for a lead, checked before any checkout is created; null when they may. */
export function paymentRefusal(
  lead: { vendorId: string; state: LeadState },
  vendorId: string,
  unlockedForRequest: number,
  maxUnlocks: number,
): PaymentRefusal | null {
  // A vendor is not told of a pending lead, so it answers as an unknown one would.
  if (lead.vendorId !== vendorId || lead.state === "pending") return "not_yours";
  if (lead.state === "withdrawn") return "withdrawn";
  if (lead.state === "unlocked") return "already_unlocked";
  if (unlockedForRequest >= maxUnlocks) return "request_full";
  return null;
}

export const PAYMENT_REFUSAL_MESSAGES: Readonly<Record<PaymentRefusal, string>> = {
  not_yours: "This lead code is not valid for your account.",
  withdrawn:
    "The buyer has withdrawn this request, so it can no longer be unlocked. You have not been charged.",
  already_unlocked: "You have already unlocked this lead. You have not been charged again.",
  request_full: "The most vendors allowed have already unlocked this request. You have not been charged.",
};
