import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "saasmatch/invalid-contact-report/v1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${body}`).digest("base64url");
}

/**
 * The token of the buyer's link to answer a vendor's "contact details invalid" report: the report's id signed with
 * the app's secret (another purpose than the connect links, so one cannot stand for the other). Nothing secret is
 * stored, so the mail job makes the same link again on a retry; expiry and reuse are read from the report's row.
 */
export function signReportToken(secret: string, reportId: string): string {
  const body = Buffer.from(reportId.replaceAll("-", ""), "hex").toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/** The report id of a token this app signed, or null for anything else (malformed, tampered with, another secret). */
export function verifyReportToken(secret: string, token: string): string | null {
  if (typeof token !== "string" || token.length !== 66) return null;
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, body, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(secret, body));
  if (!timingSafeEqual(Buffer.from(given), expected)) return null;
  const hex = Buffer.from(body, "base64url").toString("hex");
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(id) ? id : null;
}
