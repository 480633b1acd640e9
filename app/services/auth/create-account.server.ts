import type { AppLoadContext } from "react-router";
import { AccountInputSchema } from "~/domain/accounts/account-schema";
import { formatFieldErrors } from "~/utils/api.server";
import { isAppError } from "~/utils/app-error";
import { VERIFIED_CALLBACK } from "./auth.server";
import { authHeaders, callAuth } from "./auth-api.server";
import { limitAnonymousAuth } from "./handle-auth-request.server";

export type CreateAccountResult =
  | { ok: true; userId: string; email: string }
  | {
      ok: false;
      status: number;
      error?: string;
      fields: Record<string, string>;
      values: { name: string; email: string };
    };

/**
 * Validates and creates an email+password account; better-auth sends the confirmation email.
 * Failures come back as field messages with what was typed (never the password).
 */
export async function createAccount(
  request: Request,
  context: AppLoadContext,
  raw: { name: unknown; email: unknown; password: unknown },
): Promise<CreateAccountResult> {
  const values = {
    name: typeof raw.name === "string" ? raw.name : "",
    email: typeof raw.email === "string" ? raw.email : "",
  };
  const parsed = AccountInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, fields: formatFieldErrors(parsed.error), values };
  try {
    await limitAnonymousAuth(context);
  } catch (error) {
    if (isAppError(error))
      return { ok: false, status: error.status, error: error.message, fields: {}, values };
    throw error;
  }
  const result = await callAuth(context, (auth) =>
    auth.api.signUpEmail({
      body: { ...parsed.data, callbackURL: VERIFIED_CALLBACK },
      headers: authHeaders(request, context),
      returnHeaders: true,
    }),
  );
  if (!result.ok) {
    const field =
      result.code?.startsWith("PASSWORD") || result.code === "COMMON_PASSWORD" ? "password" : "email";
    return { ok: false, status: result.status, fields: { [field]: result.message }, values };
  }
  return { ok: true, userId: result.value.user.id, email: parsed.data.email };
}
