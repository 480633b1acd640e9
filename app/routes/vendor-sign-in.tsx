import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { SignInCredentialsSchema } from "~/domain/accounts/account-schema";
import { signInReason } from "~/domain/accounts/sign-in-reason";
import { authHeaders, callAuth, cookieHeaders, safeRedirect } from "~/services/auth/auth-api.server";
import { limitSignIn } from "~/services/auth/handle-auth-request.server";
import { getSession } from "~/services/auth/session.server";
import { failure, parseForm, replyingToAppErrors, textField, textValue } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-sign-in";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.signIn.seo, args);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getSession(request, context)) throw redirect(redirectTo);
  return {
    redirectTo,
    reason: signInReason(redirectTo),
    reset: url.searchParams.get("reset") === "1",
    verified: url.searchParams.get("verified") === "1",
  };
}

const SignInSchema = z.object({
  email: z.preprocess((v) => textValue(v as string | undefined).trim(), z.string()),
  password: textField(),
  redirectTo: textField(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await readFormData(request), "sign-in", SignInSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const { email, password } = parsed.value;
  const redirectTo = safeRedirect(parsed.value.redirectTo);
  // The password is never sent back.
  const values = { email };
  const credentials = SignInCredentialsSchema.safeParse({ email, password });
  if (!credentials.success) {
    return data(failure(parsed.intent, credentials.error.issues[0]!.message, { values }), { status: 400 });
  }
  return replyingToAppErrors(parsed.intent, values, async () => {
    await limitSignIn(context, email);
    const result = await callAuth(context, (auth) =>
      auth.api.signInEmail({
        body: { email, password },
        headers: authHeaders(request, context),
        returnHeaders: true,
      }),
    );
    if (!result.ok)
      return data(failure(parsed.intent, result.message, { values }), { status: result.status });
    const headers = cookieHeaders(result.headers);
    if ("twoFactorRedirect" in result.value && result.value.twoFactorRedirect) {
      throw redirect(`/vendor/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, { headers });
    }
    throw redirect(redirectTo, { headers });
  });
}

export default function VendorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // The server's own check, run before sending: a missing email or password costs no round trip.
  const [clientError, setClientError] = useState<string | undefined>();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const checked = SignInCredentialsSchema.safeParse({
      email: form.get("email"),
      password: form.get("password"),
    });
    if (checked.success) {
      setClientError(undefined);
      return;
    }
    event.preventDefault();
    setClientError(checked.error.issues[0]!.message);
  };
  return (
    <AuthCard
      title="Sign in"
      description={
        <>
          Vendor accounts only. New here?{" "}
          <Link to="/vendor-register" className="font-medium text-primary underline underline-offset-4">
            Register your software
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-4" noValidate onSubmit={onSubmit}>
        {loaderData.reset && (
          <FormAlert tone="success" message="Your password was changed. Sign in with the new one." />
        )}
        {loaderData.verified && (
          <FormAlert tone="success" message="Your email address is confirmed. Please sign in." />
        )}
        {loaderData.reason && <p className="rounded-md bg-muted px-3 py-2 text-sm">{loaderData.reason}</p>}
        <FormAlert message={clientError ?? actionData?.message} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={textValue(actionData?.values.email)}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </Button>
        <p className="text-sm">
          <Link to="/vendor/forgot-password" className="text-primary underline underline-offset-4">
            Forgot your password?
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/for-sellers" backLabel="Back to For Sellers" />;
}
