import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { leadPayments, leads } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import type { BuyerContact } from "~/domain/leads/connect";
import { allowsPhone, type ContactRules } from "~/domain/leads/contact-rules";
import { findLeadForVendorView, LEAD_ID_PATTERN, parseStoredProblem } from "./lead-records.server";

export interface BuyerDetails {
  leadId: string;
  code: string;
  vendorName: string;
  unlockedAt: string;
  /** When the buyer confirmed their email address; null for leads made before confirmation existed. */
  confirmedAt: string | null;
  /** Only the channels the buyer allowed: no phone number unless they allowed phone contact. */
  contact: BuyerContact;
  contactRules: ContactRules | null;
  note: string;
  consentText: string;
  request: BusinessProblem;
  requestedAt: string;
  receipt: {
    amountCents: number;
    currency: string;
    paidAt: string;
    reference: string;
    provider: "stripe" | "test";
  };
}

export type BuyerDetailsLookup =
  | { status: "unlocked"; details: BuyerDetails }
  /** Theirs, but not paid yet: the paywall is the next step. */
  | { status: "locked"; leadId: string }
  /** Unknown, withdrawn or another vendor's lead: nothing about it is told. */
  | { status: "not_found" };

/**
 * A buyer's contact details and full request, only for the vendor who paid for this lead: the one place the
 * product returns buyer contact data.
 */
export async function getBuyerDetails({
  db,
  vendorId,
  leadId,
}: {
  db: Database;
  vendorId: string;
  leadId: string;
}): Promise<BuyerDetailsLookup> {
  if (!LEAD_ID_PATTERN.test(leadId)) return { status: "not_found" };
  const view = await findLeadForVendorView(db, { id: leadId });
  if (!view || view.vendorId !== vendorId || view.state === "withdrawn") return { status: "not_found" };
  if (view.state !== "unlocked") return { status: "locked", leadId };
  const [row] = await db
    .select({
      name: leads.contactName,
      email: leads.contactEmail,
      company: leads.contactCompany,
      phone: leads.contactPhone,
      note: leads.contactNote,
      consentText: leads.consentText,
      amountCents: leadPayments.amountCents,
      currency: leadPayments.currency,
      paidAt: leadPayments.paidAt,
      reference: leadPayments.paymentReference,
      provider: leadPayments.provider,
    })
    .from(leads)
    .innerJoin(leadPayments, and(eq(leadPayments.leadId, leads.id), eq(leadPayments.status, "paid")))
    .where(and(eq(leads.id, leadId), eq(leads.vendorId, vendorId), eq(leadPayments.vendorId, vendorId)));
  const request = parseStoredProblem(view.problem);
  if (!row?.paidAt || !request) return { status: "locked", leadId };
  return {
    status: "unlocked",
    details: {
      leadId,
      code: view.code,
      vendorName: view.vendorName,
      unlockedAt: (view.unlockedAt ?? row.paidAt).toISOString(),
      confirmedAt: view.confirmedAt?.toISOString() ?? null,
      contact: {
        name: row.name,
        email: row.email,
        company: row.company,
        phone: allowsPhone(view.contactRules) ? row.phone : "",
      },
      contactRules: view.contactRules,
      note: row.note,
      consentText: row.consentText,
      request,
      requestedAt: view.createdAt.toISOString(),
      receipt: {
        amountCents: row.amountCents,
        currency: row.currency,
        paidAt: row.paidAt.toISOString(),
        reference: row.reference ?? "",
        provider: row.provider,
      },
    },
  };
}
