import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField } from "~/components/auth/form-field";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { authHeaders, callAuth } from "~/services/auth/auth-api.server";
import { limitAnonymousAuth } from "~/services/auth/handle-auth-request.server";
import { isAppError } from "~/utils/app-error";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-forgot-password";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.forgotPassword.seo, args);

const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const raw = String(form.get("email") ?? "");
  const email = EmailSchema.safeParse(raw);
  if (!email.success) {
    return data(
      { sent: false, email: raw, error: "Enter the email address of your account." },
      { status: 400 },
    );
  }
  try {
    await limitAnonymousAuth(context);
  } catch (error) {
    if (isAppError(error))
      return data({ sent: false, email: raw, error: error.message }, { status: error.status });
    throw error;
  }
  const result = await callAuth(context, (auth) =>
    auth.api.requestPasswordReset({
      body: { email: email.data, redirectTo: "/vendor/reset-password" },
      headers: authHeaders(request, context),
      returnHeaders: true,
    }),
  );
  if (!result.ok) return data({ sent: false, email: raw, error: result.message }, { status: result.status });
  return { sent: true, email: email.data, error: undefined };
}

export default function VendorForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.sent) {
    return (
      <AuthCard title="Check your inbox">
        <p className="text-sm">
          If an account exists for <strong>{actionData.email}</strong>, we have sent it a link to choose a new
          password. The link works once and expires in 1 hour.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" description="We'll email you a link to choose a new password.">
      <Form method="post" className="space-y-4" noValidate>
        <FormAlert message={actionData?.error} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending…" : "Send reset link"}
        </Button>
        <p className="text-sm">
          <Link to="/vendor/sign-in" className="text-primary underline underline-offset-4">
            Back to sign in
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
