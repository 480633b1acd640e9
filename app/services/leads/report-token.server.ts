import { signIdToken, verifyIdToken } from "./signed-id-token.server";

const PURPOSE = "saasmatch/invalid-contact-report/v1";

/**
 * The token of the buyer's link to answer a vendor's "contact details invalid" report: the report's id signed with
 * the app's secret (another purpose than the connect and review links, so one cannot stand for another). Nothing
 * secret is stored, so the mail job makes the same link again on a retry; expiry and reuse are read from the report's row.
 */
export function signReportToken(secret: string, reportId: string): string {
  return signIdToken(PURPOSE, secret, reportId);
}

/** The report id of a token this app signed, or null for anything else (malformed, tampered with, another secret). */
export function verifyReportToken(secret: string, token: string): string | null {
  return verifyIdToken(PURPOSE, secret, token);
}
