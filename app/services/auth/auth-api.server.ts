import { isAPIError } from "better-auth/api";
import { type AppLoadContext, data } from "react-router";
import { z } from "zod";
import { authMessage } from "~/domain/accounts/password-rules";
import { isAppError } from "~/utils/app-error";
import { findDatabaseError, isDatabaseDataError } from "~/utils/database-error.server";
import {
  type FormReply,
  failure,
  parseForm,
  replyingToAppErrors,
  success,
  textField,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { isSitePath } from "~/utils/site-path";
import { type Auth, CLIENT_IP_HEADER, getAuth } from "./auth.server";
import { limitAnonymousAuth } from "./handle-auth-request.server";

/** The request's headers plus the client IP the server determined, for auth.api calls from page actions. */
export function authHeaders(request: Request, context: Pick<AppLoadContext, "clientIp">): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.clientIp || "unknown");
  return headers;
}

export const UNSTORABLE_TEXT_MESSAGE =
  "The form contains characters that cannot be used. Please remove unusual characters and try again.";

export type AuthCallResult<T> =
  | { ok: true; value: T; headers: Headers }
  | { ok: false; status: number; code?: string; message: string; headers: Headers };

/**
 * Runs one better-auth server call for a page action and turns its failure into the user's message
 * (AUTH_MESSAGES) instead of a thrown error; Set-Cookie headers are returned to forward.
 */
export async function callAuth<T>(
  context: AppLoadContext,
  call: (auth: Auth) => Promise<{ headers: Headers; response: T }>,
): Promise<AuthCallResult<T>> {
  try {
    const auth = await getAuth(context);
    const { headers, response } = await call(auth);
    return { ok: true, value: response, headers };
  } catch (error) {
    if (isAPIError(error)) {
      const body = (error.body ?? {}) as { code?: string; message?: string };
      return {
        ok: false,
        status: error.statusCode,
        code: body.code,
        message: authMessage(body.code, body.message ?? "Something went wrong. Please try again."),
        headers: new Headers(error.headers ?? undefined),
      };
    }
    if (isDatabaseDataError(error)) {
      // Text PostgreSQL cannot store (a NUL in an email or token) reached a query: the client's mistake, a 400.
      context.logger.warn({ db: findDatabaseError(error) }, "auth: database refused the input");
      return { ok: false, status: 400, message: UNSTORABLE_TEXT_MESSAGE, headers: new Headers() };
    }
    if (isAppError(error)) {
      return {
        ok: false,
        status: error.status,
        message: error.message,
        headers: new Headers(error.details?.headers),
      };
    }
    throw error;
  }
}

/** Set-Cookie lines of an auth call, to forward on a redirect or data response. */
export function cookieHeaders(source: Headers): Headers {
  const headers = new Headers();
  for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Only same-site paths may be redirected to after sign-in. */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/vendor/dashboard",
): string {
  return typeof target === "string" && isSitePath(target) ? target : fallback;
}

/** What a "send me an email" page action answers: sent (to `result.email`), or the typed address back with the reason. */
export type EmailLinkReply = FormReply<"send", { email: string }>;

const AccountEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * The action of a page that emails an account link (password reset, verification): reads and checks the address,
 * applies the anonymous auth rate limit, then runs `send` with the normalised address. A failure keeps what was
 * typed and carries its status.
 */
export async function emailAccountLink(
  request: Request,
  context: AppLoadContext,
  send: (auth: Auth, email: string, headers: Headers) => Promise<{ headers: Headers; response: unknown }>,
) {
  const parsed = parseForm(await readFormData(request), "send", z.object({ email: textField() }));
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const values = { email: parsed.value.email };
  const email = AccountEmail.safeParse(parsed.value.email);
  if (!email.success) {
    return data(
      failure<"send", { email: string }>("send", "Enter the email address of your account.", { values }),
      {
        status: 400,
      },
    );
  }
  return replyingToAppErrors<"send", { email: string }>("send", values, async () => {
    await limitAnonymousAuth(context);
    const result = await callAuth(context, (auth) => send(auth, email.data, authHeaders(request, context)));
    if (!result.ok) return data(failure("send", result.message, { values }), { status: result.status });
    return success("send", "Sent.", { email: email.data });
  });
}
