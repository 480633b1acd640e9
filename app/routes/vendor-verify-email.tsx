import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { EmailLinkForm } from "~/components/auth/email-link-form";
import { AuthCard, FormAlert, NewPasswordField } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { AUTH_MESSAGES } from "~/domain/accounts/password-rules";
import { hasPassword } from "~/services/auth/account-credentials.server";
import { VERIFIED_CALLBACK } from "~/services/auth/auth.server";
import { authHeaders, callAuth, emailAccountLink } from "~/services/auth/auth-api.server";
import { getSession } from "~/services/auth/session.server";
import { failure, parseForm, textField } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-verify-email";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.verifyEmail.seo, args);

/**
 * Where the emailed link lands: better-auth has confirmed the address (and signed in) or says why not. Confirming
 * removed any password set before it, so a confirmed account without one is asked to choose it here.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const error = url.searchParams.get("error");
  const session = await getSession(request, context);
  const confirmed = session?.user.emailVerified ? session.user : undefined;
  return {
    linkError: error ? (AUTH_MESSAGES[error] ?? AUTH_MESSAGES.INVALID_TOKEN) : undefined,
    verifiedEmail: confirmed?.email,
    needsPassword: confirmed ? !(await hasPassword(context.db, confirmed.id)) : false,
  };
}

const ChoosePasswordSchema = z.object({ password: textField() });

export async function action({ request, url, context }: Route.ActionArgs) {
  // The intent is in the address (the choose-password form posts to ?intent=password); the link form's body is read by
  // emailAccountLink.
  const intent = url.searchParams.get("intent") === "password" ? "password" : "send";
  switch (intent) {
    case "send":
      return emailAccountLink(request, context, (auth, email, headers) =>
        auth.api.sendVerificationEmail({
          body: { email, callbackURL: VERIFIED_CALLBACK },
          headers,
          returnHeaders: true,
        }),
      );
    case "password":
      return choosePassword(request, context);
  }
}

/** After the confirmation click: the confirmed owner, signed in by it, chooses the account's password. */
async function choosePassword(request: Request, context: Route.ActionArgs["context"]) {
  const session = await getSession(request, context);
  if (!session?.user.emailVerified) {
    return data(failure("password", "Your session has ended. Open the link in the email again."), {
      status: 401,
    });
  }
  const parsed = parseForm(await readFormData(request), "password", ChoosePasswordSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const result = await callAuth(context, (auth) =>
    auth.api.setPassword({
      body: { newPassword: parsed.value.password },
      headers: authHeaders(request, context),
      returnHeaders: true,
    }),
  );
  if (!result.ok) return data(failure(parsed.intent, result.message), { status: result.status });
  throw redirect("/vendor/dashboard");
}

export default function VendorVerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const passwordError = actionData?.intent === "password" && !actionData.ok ? actionData.message : undefined;
  const linkResult = actionData?.intent === "send" ? actionData : undefined;
  if (loaderData.verifiedEmail && !loaderData.linkError) {
    if (loaderData.needsPassword) {
      return (
        <AuthCard title="Choose your password">
          <Form method="post" action="?intent=password" className="space-y-4" noValidate>
            <p className="text-sm">
              Thanks — <strong>{loaderData.verifiedEmail}</strong> is confirmed and you are signed in. Choose
              the password you will sign in with. A password set before you opened the link no longer works.
            </p>
            <FormAlert message={passwordError} />
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={loaderData.verifiedEmail}
              readOnly
              hidden
            />
            <NewPasswordField />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Saving…" : "Save password and continue"}
            </Button>
          </Form>
        </AuthCard>
      );
    }
    return (
      <AuthCard title="Email address confirmed">
        <p className="text-sm">
          Thanks — <strong>{loaderData.verifiedEmail}</strong> is confirmed and you are signed in.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/vendor/dashboard">Go to your dashboard</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your email address">
      <div className="space-y-4">
        <FormAlert message={loaderData.linkError} />
        {linkResult?.ok && linkResult.result ? (
          <FormAlert
            tone="success"
            message={`If ${linkResult.result.email} has an account that is not confirmed yet, a new link is on its way.`}
          />
        ) : (
          <EmailLinkForm
            failed={linkResult}
            submitLabel="Send a new link"
            before={
              <p className="text-sm">Enter your email address and we'll send you a new confirmation link.</p>
            }
          />
        )}
      </div>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/sign-in" backLabel="Back to sign in" />;
}
