import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, lte, ne } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { deleteInBatches } from "~/db/delete-in-batches.server";
import { leadPayments, leads, vendors } from "~/db/schema";
import { SLUG_PATTERN } from "~/domain/catalog/catalog-format";
import { type BuyerContact, consentText } from "~/domain/leads/connect";
import type { ContactRules } from "~/domain/leads/contact-rules";
import { generateLeadCode } from "~/domain/leads/lead-code";
import { statesAllowing } from "~/domain/leads/lead-state";
import {
  CONFIRMATION_WINDOW_MS,
  confirmationDeadline,
  MAX_CONNECTS_PER_REQUEST,
  withinWithdrawalRefundWindow,
} from "~/domain/leads/rules";
import { joinNames } from "~/domain/results/format";
import { AppError } from "~/utils/app-error";
import { REQUEST_ID_PATTERN } from "../get-buyer-request.server";
import { defineRecurringJob } from "../jobs/jobs.server";
import { queueReviewInvitations } from "../reviews/reviews.server";
import { type ConnectTokenClaims, verifyConnectToken } from "./connect-token.server";
import { confirmConnectionEmailJob, notifyVendorOfLeadJob } from "./lead-jobs.server";
import { lockRequestForVendors, requestNotFound } from "./lead-records.server";
import { queueLeadPaymentRefund } from "./refund-lead-payment.server";

/** A vendor that can receive leads: it has an account and an address to send them to. */
export interface LeadRecipient {
  vendorId: string;
  slug: string;
  name: string;
  email: string;
}

export interface CreatedLead {
  leadId: string;
  code: string;
  recipient: LeadRecipient;
}

export interface CreatedConnection {
  confirmationId: string;
  leads: CreatedLead[];
  /** The last moment the buyer can confirm; the leads are deleted after it. */
  confirmBy: Date;
}

/**
 * The buyer connects with vendors: one pending lead per vendor, each with its own code, and the email that asks
 * the buyer to confirm their address queued, all in one transaction. No vendor is told until the buyer confirms
 * (confirmConnection). Refused when it would make more than 3 active leads for the request, when a vendor was not
 * in the ranking, or when the buyer is already connected with one of them (or waiting to confirm). A withdrawn
 * lead can be connected again (new code).
 */
export async function createLeads({
  db,
  requestId,
  recipients,
  contact,
  rules = {
    channel: contact.phone ? "email_phone" : "email",
    noCalls: false,
    hours: null,
    timeZone: null,
  },
  note = "",
  now = new Date(),
}: {
  db: Database;
  requestId: string;
  recipients: readonly LeadRecipient[];
  contact: BuyerContact;
  /** How and when vendors may contact the buyer; by default email, and phone when one is given. */
  rules?: ContactRules;
  /** The buyer's note to the vendors, shown with their details. */
  note?: string;
  now?: Date;
}): Promise<CreatedConnection> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw requestNotFound();
  if (recipients.length === 0)
    throw new AppError("validation", "Choose at least one vendor to connect with.");
  const consent = consentText(recipients.map((r) => r.name));
  return db.transaction(async (tx) => {
    // Locking the request serialises two connects of the same buyer, so the limit of 3 holds.
    await lockRequestForVendors(tx, requestId, recipients);
    const existing = await tx
      .select({ id: leads.id, vendorId: leads.vendorId, state: leads.state })
      .from(leads)
      .where(eq(leads.requestId, requestId));
    const active = existing.filter((l) => l.state !== "withdrawn");
    const waiting = recipients.filter((r) =>
      active.some((l) => l.vendorId === r.vendorId && l.state === "pending"),
    );
    if (waiting.length > 0) {
      throw new AppError(
        "conflict",
        `You have already asked to connect with ${joinNames(waiting.map((r) => r.name))}: confirm with the link we emailed you, or cancel that request on this page and connect again.`,
      );
    }
    const already = recipients.filter((r) => active.some((l) => l.vendorId === r.vendorId));
    if (already.length > 0) {
      throw new AppError(
        "conflict",
        `You are already connected with ${joinNames(already.map((r) => r.name))}.`,
      );
    }
    const left = MAX_CONNECTS_PER_REQUEST - active.length;
    if (recipients.length > left) {
      throw new AppError(
        "conflict",
        left === 0
          ? `You are already connected with ${MAX_CONNECTS_PER_REQUEST} vendors, the most per request. Withdraw one to connect with another.`
          : `You can connect with ${left} more ${left === 1 ? "vendor" : "vendors"} for this request (at most ${MAX_CONNECTS_PER_REQUEST}).`,
      );
    }
    const confirmationId = randomUUID();
    const created: CreatedLead[] = [];
    for (const recipient of recipients) {
      const code = generateLeadCode();
      const values = {
        code,
        state: "pending" as const,
        contactName: contact.name,
        contactEmail: contact.email,
        contactCompany: contact.company,
        contactPhone: rules.channel === "email_phone" ? contact.phone : "",
        contactRules: rules,
        contactNote: note,
        consentText: consent,
        confirmationId,
        confirmedAt: null,
        createdAt: now,
        claimedAt: null,
        unlockedAt: null,
        withdrawnAt: null,
      };
      const withdrawn = existing.find((l) => l.vendorId === recipient.vendorId);
      const [row] = withdrawn
        ? await tx.update(leads).set(values).where(eq(leads.id, withdrawn.id)).returning({ id: leads.id })
        : await tx
            .insert(leads)
            .values({ ...values, requestId, vendorId: recipient.vendorId })
            .returning({ id: leads.id });
      if (!row) throw new Error("lead insert returned no row");
      created.push({ leadId: row.id, code, recipient });
    }
    await confirmConnectionEmailJob.enqueue(tx, { confirmationId });
    return { confirmationId, leads: created, confirmBy: confirmationDeadline(now) };
  });
}

/** Where a confirmation link stands, as its page tells the buyer. */
export type ConnectionConfirmation =
  /** Malformed, tampered with, or for a search that no longer exists. */
  | { status: "invalid" }
  | { status: "pending"; requestId: string; vendors: string[]; confirmBy: string }
  | { status: "confirmed"; requestId: string; vendors: string[]; confirmedAt: string }
  /** Not confirmed in time: the leads and the details entered are deleted (or are about to be). */
  | { status: "expired"; requestId: string; expiredAt: string }
  /** The buyer cancelled every connection of this link before confirming. */
  | { status: "cancelled"; requestId: string };

async function readConfirmation(
  db: Database,
  claims: ConnectTokenClaims,
  now: Date,
): Promise<ConnectionConfirmation> {
  const rows = await db
    .select({
      state: leads.state,
      createdAt: leads.createdAt,
      confirmedAt: leads.confirmedAt,
      vendorName: vendors.name,
    })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(and(eq(leads.confirmationId, claims.confirmationId), eq(leads.requestId, claims.requestId)))
    .orderBy(vendors.name);
  const { requestId } = claims;
  const confirmed = rows.filter((r) => r.confirmedAt);
  const first = confirmed[0]?.confirmedAt;
  if (first) {
    return {
      status: "confirmed",
      requestId,
      vendors: confirmed.map((r) => r.vendorName),
      confirmedAt: first.toISOString(),
    };
  }
  const pending = rows.filter((r) => r.state === "pending");
  const deadline = confirmationDeadline(pending[0]?.createdAt ?? claims.issuedAt);
  if (now.getTime() > deadline.getTime())
    return { status: "expired", requestId, expiredAt: deadline.toISOString() };
  if (pending.length === 0) return { status: "cancelled", requestId };
  return {
    status: "pending",
    requestId,
    vendors: pending.map((r) => r.vendorName),
    confirmBy: deadline.toISOString(),
  };
}

/** What the link with `token` would do, without doing it (the page before the buyer presses Confirm). */
export async function getConnectionConfirmation({
  db,
  secret,
  token,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  token: string;
  now?: Date;
}): Promise<ConnectionConfirmation> {
  const claims = verifyConnectToken(secret, token);
  if (!claims) return { status: "invalid" };
  return readConfirmation(db, claims, now);
}

/**
 * The buyer confirms their email address with the emailed link: every pending lead of that connect becomes `new`
 * and one email per vendor is queued, in one transaction. Confirming again (a second click, two tabs at once)
 * changes nothing and queues nothing; the answer says the link was already used.
 */
export async function confirmConnection({
  db,
  secret,
  token,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  token: string;
  now?: Date;
}): Promise<ConnectionConfirmation & { justConfirmed: boolean }> {
  const claims = verifyConnectToken(secret, token);
  if (!claims) return { status: "invalid", justConfirmed: false };
  const confirmed = await db.transaction(async (tx) => {
    // Conditional on the state, so a second click, a withdrawal or the expiry job racing it wins or loses cleanly.
    const rows = await tx
      .update(leads)
      .set({ state: "new", confirmedAt: now })
      .where(
        and(
          eq(leads.confirmationId, claims.confirmationId),
          eq(leads.requestId, claims.requestId),
          eq(leads.state, "pending"),
          gt(leads.createdAt, new Date(now.getTime() - CONFIRMATION_WINDOW_MS)),
        ),
      )
      .returning({ id: leads.id });
    for (const { id } of rows) {
      await notifyVendorOfLeadJob.enqueue(tx, { leadId: id });
    }
    // The buyer's one invitation to review each vendor, 14 days from now (docs/decisions/017).
    await queueReviewInvitations(
      tx,
      rows.map((r) => ({ leadId: r.id, confirmedAt: now })),
    );
    return rows.length > 0;
  });
  return { ...(await readConfirmation(db, claims, now)), justConfirmed: confirmed };
}

/**
 * Deletes every lead still pending after the confirmation window, with the contact details entered for it;
 * returns how many. Its vendor was never told, so nothing else refers to it.
 */
export async function deleteUnconfirmedLeads({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<number> {
  return deleteInBatches({
    db,
    table: leads,
    id: leads.id,
    where: and(
      eq(leads.state, "pending"),
      lte(leads.createdAt, new Date(now.getTime() - CONFIRMATION_WINDOW_MS)),
    ),
  });
}

export const unconfirmedLeadsDeletionJob = defineRecurringJob({
  name: "leads.delete-unconfirmed",
  intervalMs: 10 * 60_000,
  async run({ db, logger }) {
    const deleted = await deleteUnconfirmedLeads({ db });
    if (deleted > 0) logger.info({ deleted }, "unconfirmed connections deleted with their contact details");
  },
});

const CONTACT_ERASED = {
  contactName: "",
  contactEmail: "",
  contactCompany: "",
  contactPhone: "",
  contactNote: "",
} as const;

/**
 * The buyer withdraws a lead; the contact details stored for it are erased. A lead not confirmed yet is deleted
 * instead ("cancelled"): its vendor never knew of it. An unlocked lead can still be withdrawn within 48 hours after
 * its vendor paid (WITHDRAWAL_REFUND_WINDOW_MS): the payment is refunded in full, its refund job and the vendor's
 * email queued in the same transaction. Refused (409) later; 404 when the request has no lead for that vendor.
 */
export async function withdrawLead({
  db,
  requestId,
  vendorSlug,
  now = new Date(),
}: {
  db: Database;
  requestId: string;
  vendorSlug: string;
  now?: Date;
}): Promise<"withdrawn" | "withdrawn_refunded" | "cancelled"> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw requestNotFound();
  // Anything but a slug (e.g. text with NUL, which PostgreSQL refuses: a 500 found by the fuzz run) names no vendor.
  if (vendorSlug.length > 200 || !SLUG_PATTERN.test(vendorSlug)) {
    throw new AppError("not_found", "You are not connected with this vendor.");
  }
  const [lead] = await db
    .select({ id: leads.id, state: leads.state })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(and(eq(leads.requestId, requestId), eq(vendors.slug, vendorSlug), ne(leads.state, "withdrawn")));
  if (!lead) throw new AppError("not_found", "You are not connected with this vendor.");
  if (lead.state === "unlocked") return withdrawUnlockedLead(db, lead.id, now);
  if (lead.state === "pending") {
    const cancelled = await db
      .delete(leads)
      .where(and(eq(leads.id, lead.id), eq(leads.state, "pending")))
      .returning({ id: leads.id });
    if (cancelled.length > 0) return "cancelled";
    // Confirmed meanwhile: it is withdrawn like any other below.
  }
  // Conditional on the state, so a payment completing at the same moment wins or loses cleanly.
  const updated = await db
    .update(leads)
    .set({ state: "withdrawn", withdrawnAt: now, ...CONTACT_ERASED })
    .where(and(eq(leads.id, lead.id), inArray(leads.state, statesAllowing("withdraw"))))
    .returning({ id: leads.id });
  if (updated.length === 0) {
    // A payment completed meanwhile: the lead is unlocked now, and the 48-hour rule decides.
    return withdrawUnlockedLead(db, lead.id, now);
  }
  return "withdrawn";
}

const TOO_LATE_TO_WITHDRAW =
  "This vendor unlocked your details more than 48 hours ago, so this can no longer be withdrawn. If the vendor contacts you against your rules, report it below.";

/** Withdraws an unlocked lead within 48 hours after its payment, refunding it; the lead and payment rows are locked. */
async function withdrawUnlockedLead(db: Database, leadId: string, now: Date): Promise<"withdrawn_refunded"> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ state: leads.state })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    const [payment] = await tx
      .select({ id: leadPayments.id, paidAt: leadPayments.paidAt })
      .from(leadPayments)
      .where(and(eq(leadPayments.leadId, leadId), eq(leadPayments.status, "paid")))
      .for("update");
    if (
      lead?.state !== "unlocked" ||
      !payment?.paidAt ||
      !withinWithdrawalRefundWindow(payment.paidAt, now)
    ) {
      throw new AppError("conflict", TOO_LATE_TO_WITHDRAW);
    }
    await tx
      .update(leads)
      .set({ state: "withdrawn", withdrawnAt: now, ...CONTACT_ERASED })
      .where(eq(leads.id, leadId));
    await tx.update(leadPayments).set({ status: "refund_due" }).where(eq(leadPayments.id, payment.id));
    await queueLeadPaymentRefund(tx, payment.id);
    return "withdrawn_refunded" as const;
  });
}
