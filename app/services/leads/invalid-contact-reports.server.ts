import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { invalidContactReports, leadPayments, leads, vendors } from "~/db/schema";
import { formatDateTime } from "~/domain/leads/format";
import {
  invalidContactAnswerDeadline,
  reportTooLateMessage,
  withinInvalidContactReportWindow,
} from "~/domain/leads/invalid-contact";
import { defineJob } from "~/services/jobs/jobs.server";
import { AppError } from "~/utils/app-error";
import { connectTokenSecret } from "./connect-token.server";
import { sendBuyerEmail } from "./lead-emails.server";
import { LEAD_ID_PATTERN } from "./lead-records.server";
import { queueLeadPaymentRefund } from "./refund-lead-payment.server";
import { signReportToken, verifyReportToken } from "./report-token.server";

const NOT_YOURS = "This lead is not one you unlocked.";

/**
 * A vendor reports that the contact details of a lead it paid for are invalid, within 10 days of paying. In one
 * transaction the report is stored and either the payment is made refund_due with its refund job and vendor mail
 * (the buyer's address has already bounced), or the buyer is mailed a link to confirm the report (a job that
 * mails through sendBuyerEmail, so a bounce of that very mail refunds too). Another vendor's lead is not found;
 * after the 10 days, a second report, or a payment already refunded: 409, nothing changes.
 */
export async function reportInvalidContact({
  db,
  vendorId,
  leadId,
  now = new Date(),
}: {
  db: Database;
  vendorId: string;
  leadId: string;
  now?: Date;
}): Promise<{ outcome: "refund_due" | "buyer_asked"; answerBy: Date }> {
  if (!LEAD_ID_PATTERN.test(leadId)) throw new AppError("not_found", NOT_YOURS);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ state: leads.state, emailBouncedAt: leads.emailBouncedAt })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.vendorId, vendorId)))
      .for("update");
    if (lead?.state !== "unlocked") throw new AppError("not_found", NOT_YOURS);
    const [payment] = await tx
      .select({ id: leadPayments.id, status: leadPayments.status, paidAt: leadPayments.paidAt })
      .from(leadPayments)
      .where(and(eq(leadPayments.leadId, leadId), eq(leadPayments.vendorId, vendorId)))
      .for("update");
    if (!payment?.paidAt) throw new AppError("not_found", NOT_YOURS);
    if (payment.status !== "paid")
      throw new AppError("conflict", "This payment is already refunded in full; there is nothing to report.");
    if (!withinInvalidContactReportWindow(payment.paidAt, now))
      throw new AppError("conflict", reportTooLateMessage(payment.paidAt));
    const [report] = await tx
      .insert(invalidContactReports)
      .values({ leadId, vendorId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: invalidContactReports.id });
    if (!report) throw new AppError("conflict", "You already reported this lead's contact details.");
    const answerBy = invalidContactAnswerDeadline(now);
    if (lead.emailBouncedAt) {
      // The address bounced before this vendor paid (a bounce refunds the unlocks paid by then): refund now.
      await tx.update(leadPayments).set({ status: "refund_due" }).where(eq(leadPayments.id, payment.id));
      await queueLeadPaymentRefund(tx, payment.id);
      return { outcome: "refund_due" as const, answerBy };
    }
    await invalidContactReportEmailJob.enqueue(tx, { reportId: report.id });
    return { outcome: "buyer_asked" as const, answerBy };
  });
}

/** What the buyer's link shows: the report to answer, or why the link no longer works. */
export type InvalidContactReportView =
  | { status: "invalid" }
  | { status: "expired"; answerBy: string }
  | {
      status: "open";
      vendorName: string;
      reportedAt: string;
      answerBy: string;
      contact: { email: string; phone: string; name: string; company: string };
    }
  | { status: "answered"; answer: "confirmed" | "declined"; answeredAt: string; vendorName: string };

async function loadReport(db: Database, reportId: string) {
  const [row] = await db
    .select({
      id: invalidContactReports.id,
      status: invalidContactReports.status,
      createdAt: invalidContactReports.createdAt,
      answeredAt: invalidContactReports.answeredAt,
      leadId: invalidContactReports.leadId,
      vendorId: invalidContactReports.vendorId,
      vendorName: vendors.name,
      leadState: leads.state,
      email: leads.contactEmail,
      phone: leads.contactPhone,
      name: leads.contactName,
      company: leads.contactCompany,
    })
    .from(invalidContactReports)
    .innerJoin(leads, eq(leads.id, invalidContactReports.leadId))
    .innerJoin(vendors, eq(vendors.id, invalidContactReports.vendorId))
    .where(eq(invalidContactReports.id, reportId));
  return row;
}

type ReportRow = NonNullable<Awaited<ReturnType<typeof loadReport>>>;

function viewOf(row: ReportRow | undefined, now: Date): InvalidContactReportView {
  // The buyer withdrew the lead or deleted the search: its details are gone, and so is the link's purpose.
  if (row?.leadState !== "unlocked") return { status: "invalid" };
  if (row.status !== "open")
    return {
      status: "answered",
      answer: row.status,
      answeredAt: (row.answeredAt ?? row.createdAt).toISOString(),
      vendorName: row.vendorName,
    };
  const answerBy = invalidContactAnswerDeadline(row.createdAt);
  if (now.getTime() > answerBy.getTime()) return { status: "expired", answerBy: answerBy.toISOString() };
  return {
    status: "open",
    vendorName: row.vendorName,
    reportedAt: row.createdAt.toISOString(),
    answerBy: answerBy.toISOString(),
    contact: { email: row.email, phone: row.phone, name: row.name, company: row.company },
  };
}

/** Reads the report a buyer's link stands for; changes nothing (mail scanners open links). */
export async function getInvalidContactReport({
  db,
  secret,
  token,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  token: string;
  now?: Date;
}): Promise<InvalidContactReportView> {
  const reportId = verifyReportToken(secret, token);
  if (!reportId) return { status: "invalid" };
  return viewOf(await loadReport(db, reportId), now);
}

/**
 * The buyer answers a vendor's report: `confirm` makes the payment refund_due with its refund job and vendor mail
 * in the transaction that records the answer (the per-payment dedupe and the conditional paid → refund_due update
 * make a payment refunded once, whatever else refunded it); `decline` records that the details are right. A link
 * used already, expired, or not valid changes nothing and says so.
 */
export async function answerInvalidContactReport({
  db,
  secret,
  token,
  confirm,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  token: string;
  confirm: boolean;
  now?: Date;
}): Promise<{ view: InvalidContactReportView; justAnswered: boolean }> {
  const reportId = verifyReportToken(secret, token);
  if (!reportId) return { view: { status: "invalid" }, justAnswered: false };
  const before = viewOf(await loadReport(db, reportId), now);
  if (before.status !== "open") return { view: before, justAnswered: false };
  const answered = await db.transaction(async (tx) => {
    const [report] = await tx
      .update(invalidContactReports)
      .set({ status: confirm ? "confirmed" : "declined", answeredAt: now })
      .where(and(eq(invalidContactReports.id, reportId), eq(invalidContactReports.status, "open")))
      .returning({ leadId: invalidContactReports.leadId, vendorId: invalidContactReports.vendorId });
    if (!report) return false;
    if (confirm) {
      const payments = await tx
        .update(leadPayments)
        .set({ status: "refund_due" })
        .where(
          and(
            eq(leadPayments.leadId, report.leadId),
            eq(leadPayments.vendorId, report.vendorId),
            eq(leadPayments.status, "paid"),
          ),
        )
        .returning({ id: leadPayments.id });
      for (const payment of payments) await queueLeadPaymentRefund(tx, payment.id);
    }
    return true;
  });
  return { view: viewOf(await loadReport(db, reportId), now), justAnswered: answered };
}

/** The buyer's link to answer a report. */
export function invalidContactReportUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/contact-report?token=${encodeURIComponent(token)}`;
}

/**
 * Mails the buyer the vendor's report with the link to confirm or deny it, through sendBuyerEmail: if the address
 * bounces now, every paid unlock of it is refunded there. Nothing is sent once the report is answered or the lead
 * is gone.
 */
export const invalidContactReportEmailJob = defineJob({
  type: "lead-contact-report.buyer-email",
  schema: z.object({ reportId: z.uuid() }),
  maxAttempts: 8,
  dedupeKey: ({ reportId }) => `lead-contact-report.buyer-email:${reportId}`,
  async handler({ reportId }, { db, env, logger }) {
    const row = await loadReport(db, reportId);
    if (row?.status !== "open" || row.leadState !== "unlocked" || !row.email) {
      logger.info({ reportId }, "contact report answered or its lead gone before its email went out");
      return;
    }
    const url = invalidContactReportUrl(
      env.PUBLIC_URL,
      signReportToken(await connectTokenSecret(db, env), reportId),
    );
    const answerBy = formatDateTime(invalidContactAnswerDeadline(row.createdAt).toISOString());
    await sendBuyerEmail(
      { db, env, logger },
      {
        to: row.email,
        subject: `${row.vendorName} could not reach you with the details you gave`,
        template: {
          heading: `${row.vendorName} says your contact details do not work`,
          paragraphs: [
            `Hello ${row.name},`,
            `${row.vendorName} unlocked the contact details you shared through ${SITE.name} and reports that it cannot reach you with them.`,
            `If the details you gave are not right (for example a wrong phone number), please confirm it: ${row.vendorName} is then refunded, as our rules promise vendors. If they are right, say so on the same page. You can answer until ${answerBy}.`,
          ],
          action: { label: "Answer the report", url },
          afterAction: [
            "Nothing else changes for you: your search and your other connections stay as they are.",
          ],
          reason: `You received this email because you shared your contact details with ${row.vendorName} on ${SITE.name}.`,
        },
      },
    );
  },
});
