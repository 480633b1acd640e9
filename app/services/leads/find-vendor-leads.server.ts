import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, invalidContactReports, leadPayments, leads, vendors } from "~/db/schema";
import {
  type InvalidContactReportStatus,
  invalidContactAnswerDeadline,
  invalidContactReportDeadline,
  withinInvalidContactReportWindow,
} from "~/domain/leads/invalid-contact";
import { VENDOR_LEAD_STATES, type VendorLeadState } from "~/domain/leads/lead-state";
import { type WithdrawnPayment, withdrawnPayment } from "~/domain/leads/withdrawn";
import { summaryOf, verdictFor } from "./lead-records.server";

export interface VendorLeadRow {
  leadId: string;
  code: string;
  state: VendorLeadState;
  createdAt: string;
  unlockedAt: string | null;
  /** When the buyer withdrew it; null unless withdrawn. */
  withdrawnAt: string | null;
  /** What became of the vendor's payment, for a withdrawn lead; null otherwise. */
  withdrawnPayment: WithdrawnPayment | null;
  /** For an unlocked lead: "paid", or its refund's state when it was refunded (the buyer's address bounced). */
  unlockedPayment: "paid" | "refund_due" | "refunded" | null;
  /** When a mail to the buyer's address bounced; null otherwise. */
  emailBouncedAt: string | null;
  /** Until when the vendor may report the contact details invalid; null when it may not (not paid, too late, reported). */
  reportUntil: string | null;
  /** The vendor's "contact details invalid" report of this lead, if any. */
  contactReport: {
    status: InvalidContactReportStatus;
    reportedAt: string;
    answeredAt: string | null;
    answerBy: string;
  } | null;
  problem: string;
  industry: string;
  companySize: string;
  score: number | null;
}

/**
 * A vendor's leads grouped by state (new, claimed, unlocked, withdrawn), newest first; never contact data, and
 * never a lead whose buyer has not confirmed yet.
 */
export async function findVendorLeads({
  db,
  vendorId,
  limit = 200,
  now = new Date(),
}: {
  db: Database;
  vendorId: string;
  limit?: number;
  now?: Date;
}): Promise<Record<VendorLeadState, VendorLeadRow[]>> {
  const rows = await db
    .select({
      id: leads.id,
      code: leads.code,
      state: leads.state,
      createdAt: leads.createdAt,
      unlockedAt: leads.unlockedAt,
      withdrawnAt: leads.withdrawnAt,
      emailBouncedAt: leads.emailBouncedAt,
      paymentStatus: leadPayments.status,
      paidAt: leadPayments.paidAt,
      reportStatus: invalidContactReports.status,
      reportedAt: invalidContactReports.createdAt,
      reportAnsweredAt: invalidContactReports.answeredAt,
      problem: buyerRequests.problem,
      results: buyerRequests.results,
      slug: vendors.slug,
    })
    .from(leads)
    .innerJoin(buyerRequests, eq(buyerRequests.id, leads.requestId))
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .leftJoin(leadPayments, and(eq(leadPayments.leadId, leads.id), eq(leadPayments.vendorId, leads.vendorId)))
    .leftJoin(invalidContactReports, eq(invalidContactReports.leadId, leads.id))
    .where(and(eq(leads.vendorId, vendorId), ne(leads.state, "pending")))
    .orderBy(desc(leads.createdAt))
    .limit(limit);
  const grouped = Object.fromEntries(VENDOR_LEAD_STATES.map((s) => [s, [] as VendorLeadRow[]])) as Record<
    VendorLeadState,
    VendorLeadRow[]
  >;
  for (const row of rows) {
    if (row.state === "pending") continue;
    const summary = summaryOf(row.problem);
    const state = row.state;
    grouped[state].push({
      leadId: row.id,
      code: row.code,
      state,
      createdAt: row.createdAt.toISOString(),
      unlockedAt: row.unlockedAt?.toISOString() ?? null,
      withdrawnAt: row.state === "withdrawn" ? (row.withdrawnAt?.toISOString() ?? null) : null,
      withdrawnPayment: row.state === "withdrawn" ? withdrawnPayment(row.paymentStatus) : null,
      unlockedPayment:
        row.state === "unlocked" && row.paymentStatus && row.paymentStatus !== "pending"
          ? row.paymentStatus
          : null,
      emailBouncedAt: row.emailBouncedAt?.toISOString() ?? null,
      reportUntil:
        row.state === "unlocked" &&
        row.paymentStatus === "paid" &&
        row.paidAt &&
        !row.reportStatus &&
        withinInvalidContactReportWindow(row.paidAt, now)
          ? invalidContactReportDeadline(row.paidAt).toISOString()
          : null,
      contactReport:
        row.reportStatus && row.reportedAt
          ? {
              status: row.reportStatus,
              reportedAt: row.reportedAt.toISOString(),
              answeredAt: row.reportAnsweredAt?.toISOString() ?? null,
              answerBy: invalidContactAnswerDeadline(row.reportedAt).toISOString(),
            }
          : null,
      // A withdrawn request is no longer the vendor's business beyond the fact that it was withdrawn.
      problem: row.state === "withdrawn" ? "" : (summary?.problem ?? ""),
      industry: row.state === "withdrawn" ? "" : (summary?.industry ?? ""),
      companySize: row.state === "withdrawn" ? "" : (summary?.company_size ?? ""),
      score: verdictFor(row.results, row.slug)?.score ?? null,
    });
  }
  return grouped;
}
