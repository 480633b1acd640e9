import { z } from "zod";
import { formatDateTime } from "./format";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A vendor may report a paid lead's contact details invalid this long after paying (inclusive). */
export const INVALID_CONTACT_REPORT_WINDOW_MS = 10 * DAY_MS;

/** The buyer's link to confirm (or deny) a vendor's report works this long after the report. */
export const INVALID_CONTACT_ANSWER_WINDOW_MS = 7 * DAY_MS;

/** The last moment a vendor that paid at `paidAt` may report the lead's contact details invalid. */
export function invalidContactReportDeadline(paidAt: Date | string): Date {
  return new Date(new Date(paidAt).getTime() + INVALID_CONTACT_REPORT_WINDOW_MS);
}

/** Whether a report at `now` of a lead paid for at `paidAt` is within the 10 days (inclusive). */
export function withinInvalidContactReportWindow(paidAt: Date | string, now: Date): boolean {
  const elapsed = now.getTime() - new Date(paidAt).getTime();
  return elapsed >= 0 && elapsed <= INVALID_CONTACT_REPORT_WINDOW_MS;
}

/** Until when the buyer can answer a report made at `reportedAt`. */
export function invalidContactAnswerDeadline(reportedAt: Date | string): Date {
  return new Date(new Date(reportedAt).getTime() + INVALID_CONTACT_ANSWER_WINDOW_MS);
}

/** The refusal a vendor reads when it reports after the 10 days: nothing changes. */
export function reportTooLateMessage(paidAt: Date | string): string {
  return `Contact details can be reported as invalid within 10 days after paying. You paid on ${formatDateTime(new Date(paidAt).toISOString())}, so the 10 days ended on ${formatDateTime(invalidContactReportDeadline(paidAt).toISOString())}; nothing was changed.`;
}

/** The vendor's form: which of its leads it reports. */
export const ReportInvalidContactSchema = z.object({
  leadId: z.uuid({ error: "Choose a lead you unlocked to report." }),
});

export type InvalidContactReportStatus = "open" | "confirmed" | "declined";

/** What a vendor's leads page says about one report, from its state and whether the buyer's address bounced. */
export function invalidContactReportText(report: {
  status: InvalidContactReportStatus;
  reportedAt: string;
  answeredAt: string | null;
  answerBy: string;
  emailBouncedAt: string | null;
  now: Date;
}): string {
  const reported = `You reported the contact details invalid on ${formatDateTime(report.reportedAt)}`;
  if (report.emailBouncedAt) return `${reported}; the buyer's email address bounced, so you are refunded.`;
  if (report.status === "confirmed")
    return `${reported}; the buyer confirmed it${report.answeredAt ? ` on ${formatDateTime(report.answeredAt)}` : ""}, so you are refunded.`;
  if (report.status === "declined")
    return `${reported}; the buyer answered${report.answeredAt ? ` on ${formatDateTime(report.answeredAt)}` : ""} that the details are right, so there is no refund.`;
  if (report.now.getTime() > new Date(report.answerBy).getTime())
    return `${reported}; the buyer did not confirm it by ${formatDateTime(report.answerBy)} and the address did not bounce, so there is no refund.`;
  return `${reported}; we asked the buyer to confirm it by ${formatDateTime(report.answerBy)}. You are refunded if they confirm or their address bounces.`;
}
