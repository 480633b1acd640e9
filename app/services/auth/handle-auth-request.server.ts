import { createHash } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { AUTH_MESSAGES } from "~/domain/accounts/password-rules";
import { apiErrorResponse, clientKey, enforceRateLimit } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import { INPUT_TEXT_MESSAGE, isStorableText } from "~/utils/input-text";
import { readBodyText } from "~/utils/json-body.server";
import { isSiteAddress } from "~/utils/site-path";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, findTwoFactorAccount, getAuth } from "./auth.server";

const BODY_LIMIT_BYTES = 16 * 1024;

/** Sign-in attempts per account and client IP (the issue's "5 per 10 minutes → 429"). */
export const SIGN_IN_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;
/**
 * Sign-in attempts per account from all clients together: guesses spread over many addresses stop here. Above what
 * one client may spend (5 per 10 minutes is 30 an hour), so one client alone never locks the owner out.
 */
export const SIGN_IN_ACCOUNT_LIMIT = { limit: 50, windowSeconds: 60 * 60 } as const;
/** Two-factor code checks per account (all clients, all sign-in attempts), on top of the per-client limit. */
export const TWO_FACTOR_ACCOUNT_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const;
/** Other anonymous auth calls that send mail or check secrets, per client IP. */
export const ANONYMOUS_AUTH_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;

const ANONYMOUS_LIMITED = new Set([
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
]);

/** Checks of a second factor: limited per client and per account. */
const TWO_FACTOR_CHECKS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

async function readBody(request: Request): Promise<string | undefined> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return undefined;
  return readBodyText(request, BODY_LIMIT_BYTES);
}

/** The body as JSON, read once for the checks here (undefined when it is not JSON or does not parse). */
function jsonOf(body: string | undefined, type: string): unknown {
  if (!body || !type.includes("json")) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined; // better-auth answers malformed JSON itself
  }
}

function emailOf(body: string | undefined, json: unknown, type: string): string | undefined {
  if (!body) return undefined;
  let value: unknown;
  if (type.includes("application/x-www-form-urlencoded")) value = new URLSearchParams(body).get("email");
  else {
    // Any other body is read as JSON, whatever its declared type: the attempt counts before better-auth answers.
    const parsed = type.includes("json") ? json : jsonOf(body, "application/json");
    if (parsed !== null && typeof parsed === "object") value = (parsed as { email?: unknown }).email;
  }
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
}

/**
 * Counts this attempt against the sign-in limits of the account and client, then of the account alone; throws
 * AppError 429 beyond either. An attempt refused for its client does not count against the account.
 */
export async function limitSignIn(context: AppLoadContext, email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  // The counter's key is an indexed text column: an address PostgreSQL cannot store (a NUL) or index (kilobytes
  // long) is counted by its digest.
  const account =
    isStorableText(normalized) && normalized.length <= 320
      ? normalized
      : createHash("sha256").update(normalized).digest("hex");
  await enforceRateLimit(context, {
    name: "sign-in",
    key: `${account}|${clientKey(context)}`,
    ...SIGN_IN_LIMIT,
  });
  await enforceRateLimit(context, { name: "sign-in-account", key: account, ...SIGN_IN_ACCOUNT_LIMIT });
}

export async function limitAnonymousAuth(context: AppLoadContext): Promise<void> {
  await enforceRateLimit(context, { name: "auth", key: clientKey(context), ...ANONYMOUS_AUTH_LIMIT });
}

/**
 * Counts a two-factor check against the client's limit and then its account's, whichever client sends it: codes
 * guessed from many addresses stop at the account's limit.
 */
export async function limitTwoFactor(request: Request, context: AppLoadContext): Promise<void> {
  await limitAnonymousAuth(context);
  const account = await findTwoFactorAccount(await getAuth(context), request.headers);
  if (account)
    await enforceRateLimit(context, { name: "two-factor", key: account, ...TWO_FACTOR_ACCOUNT_LIMIT });
}

/** Query parameters of better-auth's links that it redirects to (and builds URLs from). */
const RETURN_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"] as const;

/** True when any string in a JSON document is text PostgreSQL cannot store (NUL, an unpaired surrogate). */
function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key) || hasUnstorableText(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * The boundary rule of every endpoint, applied before better-auth sees the request: text the database would refuse
 * is a 400 (better-auth would write it and answer 500), and a return address off this site is refused (better-auth
 * throws on a protocol-relative one).
 */
function refuseUnusableInput(url: URL, json: unknown, publicUrl: string): void {
  for (const [key, value] of url.searchParams) {
    if (!isStorableText(key) || !isStorableText(value))
      throw new AppError("bad_request", `Query parameters ${INPUT_TEXT_MESSAGE}.`);
  }
  for (const name of RETURN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== "" && !isSiteAddress(value, publicUrl))
      throw new AppError("bad_request", `${name} must be a page of this site.`);
  }
  if (hasUnstorableText(json)) throw new AppError("bad_request", `Text ${INPUT_TEXT_MESSAGE}.`);
}

/** Replaces better-auth's error message with ours for the codes we word ourselves (AUTH_MESSAGES). */
async function withOurMessages(response: Response): Promise<Response> {
  if (response.ok || !(response.headers.get("content-type") ?? "").includes("application/json"))
    return response;
  const text = await response.text();
  let body: { code?: string; message?: string } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON after all: pass it on unchanged
  }
  const message = body?.code ? AUTH_MESSAGES[body.code] : undefined;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(message ? JSON.stringify({ ...body, message }) : text, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Everything under /api/auth/*: the shared rate limits, then better-auth's handler with the client IP the
 * server determined (never a client-sent header).
 */
export async function handleAuthRequest(request: Request, context: AppLoadContext): Promise<Response> {
  try {
    const url = new URL(request.url);
    const path = url.pathname.slice(AUTH_BASE_PATH.length);
    const body = await readBody(request);
    const type = request.headers.get("content-type") ?? "";
    const json = jsonOf(body, type);
    refuseUnusableInput(url, json, context.env.PUBLIC_URL);
    if (request.method === "POST") {
      if (path === "/sign-in/email") {
        const email = emailOf(body, json, type);
        if (email) await limitSignIn(context, email);
      } else if (TWO_FACTOR_CHECKS.has(path)) {
        await limitTwoFactor(request, context);
      } else if (ANONYMOUS_LIMITED.has(path)) {
        await limitAnonymousAuth(context);
      }
    }
    const headers = new Headers(request.headers);
    headers.set(CLIENT_IP_HEADER, context.clientIp || "unknown");
    const forwarded = new Request(url, { method: request.method, headers, body, signal: request.signal });
    const auth = await getAuth(context);
    return await withOurMessages(await auth.handler(forwarded));
  } catch (error) {
    return apiErrorResponse(error, context.logger);
  }
}
