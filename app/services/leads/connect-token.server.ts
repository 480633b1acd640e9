import { timingSafeEqual } from "node:crypto";
import type { Database } from "~/db/create-db.server";
import type { Env } from "~/utils/env.server";
import { getAuthSecret } from "../auth/auth.server";
import { REQUEST_ID_PATTERN } from "../get-buyer-request.server";
import { base64urlToUuid, purposeMac, uuidToBase64url } from "./signed-id-token.server";

/** What a buyer's confirmation link stands for: the connect it confirms, and when it was made. */
export interface ConnectTokenClaims {
  requestId: string;
  confirmationId: string;
  issuedAt: Date;
}

const PURPOSE = "saasmatch/lead-connect-confirmation/v1";
/** Far longer than any token we issue; a longer one is refused before anything is computed. */
const MAX_TOKEN_LENGTH = 200;

function signature(secret: string, body: string): Buffer {
  return purposeMac(PURPOSE, secret, body);
}

/**
 * The token of a buyer's confirmation link: the connect's ids and time, signed with the app's secret. Nothing
 * secret is stored, so the job that mails the link can make it again on a retry, and a link that outlived its
 * connection can still be told apart from a forged one ("expired" rather than "not valid").
 */
export function signConnectToken(secret: string, claims: ConnectTokenClaims): string {
  const body = [
    claims.requestId,
    uuidToBase64url(claims.confirmationId),
    Math.floor(claims.issuedAt.getTime() / 1000).toString(36),
  ].join(".");
  return `${body}.${signature(secret, body).toString("base64url")}`;
}

/** The claims of a token this app signed, or null for anything else (malformed, tampered with, another secret). */
export function verifyConnectToken(secret: string, token: string): ConnectTokenClaims | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [requestId, id, seconds, mac] = parts as [string, string, string, string];
  if (!REQUEST_ID_PATTERN.test(requestId) || !/^[0-9a-z]{1,10}$/.test(seconds)) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  // Compared as text: base64url's last character has spare bits, so two spellings can decode to the same bytes.
  const expected = Buffer.from(signature(secret, `${requestId}.${id}.${seconds}`).toString("base64url"));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const confirmationId = base64urlToUuid(id);
  if (!confirmationId) return null;
  return { requestId, confirmationId, issuedAt: new Date(Number.parseInt(seconds, 36) * 1000) };
}

/** The secret links are signed with: the one that signs sessions, shared by every process on the database. */
export function connectTokenSecret(db: Database, env: Pick<Env, "AUTH_SECRET">): Promise<string> {
  return getAuthSecret(db, env);
}
