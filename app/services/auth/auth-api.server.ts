import { isAPIError } from "better-auth/api";
import type { AppLoadContext } from "react-router";
import { authMessage } from "~/domain/accounts/password-rules";
import { isAppError } from "~/utils/app-error";
import { type Auth, CLIENT_IP_HEADER, getAuth } from "./auth.server";

/** The request's headers plus the client IP the server determined, for auth.api calls from page actions. */
export function authHeaders(request: Request, context: Pick<AppLoadContext, "clientIp">): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.clientIp || "unknown");
  return headers;
}

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
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  return target;
}
