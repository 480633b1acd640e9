import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { leads, vendors } from "~/db/schema";
import { SLUG_PATTERN } from "~/domain/catalog/catalog-format";
import { type BuyerContact, consentText } from "~/domain/leads/connect";
import { generateLeadCode } from "~/domain/leads/lead-code";
import { statesAllowing } from "~/domain/leads/lead-state";
import { MAX_CONNECTS_PER_REQUEST } from "~/domain/leads/rules";
import { joinNames } from "~/domain/results/format";
import { AppError } from "~/utils/app-error";
import { REQUEST_ID_PATTERN } from "../get-buyer-request.server";
import { lockRequestForVendors, requestNotFound } from "./lead-records.server";

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

/**
 * The buyer connects with vendors: one lead per vendor, each with its own code, all in one transaction.
 * Refused when it would make more than 3 active leads for the request, when a vendor was not in the ranking,
 * or when the buyer is already connected with one of them. A withdrawn lead can be connected again (new code).
 */
export async function createLeads({
  db,
  requestId,
  recipients,
  contact,
  now = new Date(),
}: {
  db: Database;
  requestId: string;
  recipients: readonly LeadRecipient[];
  contact: BuyerContact;
  now?: Date;
}): Promise<CreatedLead[]> {
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
    const created: CreatedLead[] = [];
    for (const recipient of recipients) {
      const code = generateLeadCode();
      const values = {
        code,
        state: "new" as const,
        contactName: contact.name,
        contactEmail: contact.email,
        contactCompany: contact.company,
        contactPhone: contact.phone,
        consentText: consent,
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
    return created;
  });
}

/**
 * The buyer withdraws a lead before it is unlocked; the contact details stored for it are erased.
 * Refused (409) once the vendor has unlocked it; 404 when the request has no lead for that vendor.
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
}): Promise<void> {
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
  // Conditional on the state, so a payment completing at the same moment wins or loses cleanly.
  const updated = await db
    .update(leads)
    .set({
      state: "withdrawn",
      withdrawnAt: now,
      contactName: "",
      contactEmail: "",
      contactCompany: "",
      contactPhone: "",
    })
    .where(and(eq(leads.id, lead.id), inArray(leads.state, statesAllowing("withdraw"))))
    .returning({ id: leads.id });
  if (updated.length === 0) {
    throw new AppError(
      "conflict",
      "This vendor has already unlocked your details, so this can no longer be withdrawn.",
    );
  }
}
