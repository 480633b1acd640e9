import { z } from "zod";
import { boundedText } from "./text";

/** What a buyer can report about a vendor that unlocked their details. */
export const BREACH_REASONS = ["outside_rules", "never_replied", "spam"] as const;
export type BreachReason = (typeof BREACH_REASONS)[number];

export const BREACH_REASON_LABELS: Readonly<Record<BreachReason, string>> = {
  outside_rules: "Contacted me outside my rules (e.g. called although I chose email only)",
  never_replied: "Never replied",
  spam: "Sent me spam",
};

/**
 * Confirmed breaches at which a vendor can no longer unlock leads, until an operator lifts the block. Two, so
 * that one mistaken or malicious report that slipped through review never blocks a vendor on its own.
 */
export const BREACH_STRIKE_LIMIT = 2;

export const ReportBreachSchema = z.object({
  vendor: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "is not a vendor"),
  reason: z.enum(BREACH_REASONS, { error: "Choose what happened" }),
  details: boundedText("Details", 0, 1000).default(""),
});

/** Whether `strikes` confirmed, not lifted breaches stop a vendor from unlocking leads. */
export function isUnlockBlocked(strikes: number): boolean {
  return strikes >= BREACH_STRIKE_LIMIT;
}

/** What a vendor blocked by confirmed breaches reads when it tries to unlock a lead. */
export const UNLOCK_BLOCKED_MESSAGE =
  "Your account cannot unlock leads at the moment: the operator confirmed buyers' reports that your team contacted them outside their rules, never replied or sent spam. You have not been charged. Contact us to have the block reviewed.";
