import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, NewPasswordField } from "~/components/auth/form-field";
import { emitAuthEvent } from "~/components/auth/use-auth-events";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/accounts/password-rules";
import { authHeaders, callAuth } from "~/services/auth/auth-api.server";
import { limitAnonymousAuth } from "~/services/auth/handle-auth-request.server";
import { failure, parseForm, replyingToAppErrors, textField } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-reset-password";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.resetPassword.seo, args);

export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const error = url.searchParams.get("error");
  return {
    token: /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : "",
    linkError: error ? AUTH_MESSAGES.INVALID_TOKEN : undefined,
  };
}

const ResetPasswordSchema = z.object({ token: textField(), password: textField() });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await readFormData(request), "reset", ResetPasswordSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const { token, password: newPassword } = parsed.value;
  if (newPassword.length < PASSWORD_MIN_LENGTH || newPassword.length > PASSWORD_MAX_LENGTH) {
    const code = newPassword.length < PASSWORD_MIN_LENGTH ? "PASSWORD_TOO_SHORT" : "PASSWORD_TOO_LONG";
    return data(failure(parsed.intent, AUTH_MESSAGES[code]!), { status: 400 });
  }
  return replyingToAppErrors(parsed.intent, {}, async () => {
    await limitAnonymousAuth(context);
    const result = await callAuth(context, (auth) =>
      auth.api.resetPassword({
        body: { token, newPassword },
        headers: authHeaders(request, context),
        returnHeaders: true,
      }),
    );
    if (!result.ok) return data(failure(parsed.intent, result.message), { status: result.status });
    throw redirect("/vendor/sign-in?reset=1");
  });
}

export default function VendorResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { token, linkError } = loaderData;
  useEffect(() => {
    if (token) emitAuthEvent("PASSWORD_RECOVERY");
  }, [token]);
  if (!token || linkError) {
    return (
      <AuthCard title="Reset your password">
        <FormAlert message={linkError ?? AUTH_MESSAGES.INVALID_TOKEN} />
        <p className="mt-4 text-sm">
          <Link to="/vendor/forgot-password" className="text-primary underline underline-offset-4">
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <Form method="post" className="space-y-4" noValidate>
        <FormAlert message={actionData?.message} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label="New password" />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving…" : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/sign-in" backLabel="Back to sign in" />;
}
