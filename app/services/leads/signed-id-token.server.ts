import { createHmac, timingSafeEqual } from "node:crypto";

/** A row id as Postgres prints a UUID (lower case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A UUID as 22 base64url characters, a dot, and a 43-character HMAC-SHA256 in base64url. */
const ID_TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A UUID in 22 base64url characters (the 16 bytes, without the dashes). */
export function uuidToBase64url(uuid: string): string {
  return Buffer.from(uuid.replaceAll("-", ""), "hex").toString("base64url");
}

/** The UUID 22 base64url characters stand for, or null for anything else. */
export function base64urlToUuid(text: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(text)) return null;
  const hex = Buffer.from(text, "base64url").toString("hex");
  if (hex.length !== 32) return null;
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(uuid) ? uuid : null;
}

/** The HMAC of a link's body under the app's secret and the link's purpose (so one kind of link cannot stand for another). */
export function purposeMac(purpose: string, secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}\n${body}`).digest();
}

/**
 * The token of a link that stands for one row: the row's UUID signed with the app's secret for one purpose. Nothing
 * secret is stored, so a retried mail job signs the same link; whether the link is still usable (expiry, reuse) is
 * read from the row, never from the token.
 */
export function signIdToken(purpose: string, secret: string, id: string): string {
  const body = uuidToBase64url(id);
  return `${body}.${purposeMac(purpose, secret, body).toString("base64url")}`;
}

/** The UUID of a token this app signed for `purpose`, or null for anything else (malformed, tampered with, another secret or purpose). */
export function verifyIdToken(purpose: string, secret: string, token: string): string | null {
  if (typeof token !== "string" || token.length !== 66) return null;
  const match = ID_TOKEN.exec(token);
  if (!match) return null;
  const [, body, given] = match as unknown as [string, string, string];
  // Compared as text: base64url's last character has spare bits, so two spellings can decode to the same bytes.
  const expected = Buffer.from(purposeMac(purpose, secret, body).toString("base64url"));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  return base64urlToUuid(body);
}
