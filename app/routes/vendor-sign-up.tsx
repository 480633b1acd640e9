import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField, NewPasswordField } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { AccountInputSchema } from "~/domain/accounts/account-schema";
import { createAccount } from "~/services/auth/create-account.server";
import { getSession } from "~/services/auth/session.server";
import {
  failure,
  formatFieldErrors,
  INVALID_FORM_MESSAGE,
  parseForm,
  success,
  textField,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-sign-up";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.signUp.seo, args);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSession(request, context)) throw redirect("/vendor/dashboard");
  return null;
}

const SignUpSchema = z.object({ name: textField(), email: textField(), password: textField() });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await readFormData(request), "sign-up", SignUpSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const result = await createAccount(request, context, parsed.value);
  if (!result.ok) {
    const { error, fields, values } = result;
    return data(failure(parsed.intent, error ?? INVALID_FORM_MESSAGE, { fields, values }), {
      status: result.status,
    });
  }
  return success(parsed.intent, `We sent a confirmation link to ${result.email}.`, { email: result.email });
}

export default function VendorSignUp({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // The server's schema, run before sending: a mistake shows beside its field without a round trip.
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const checked = AccountInputSchema.safeParse({
      name: form.get("name"),
      email: form.get("email"),
      password: form.get("password"),
    });
    if (checked.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const errors = formatFieldErrors(checked.error);
    setClientErrors(errors);
    const first = ["name", "email", "password"].find((name) => errors[name]);
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };
  if (actionData?.ok && actionData.result) {
    return (
      <AuthCard title="Check your inbox">
        <p className="text-sm">
          We sent a confirmation link to <strong>{actionData.result.email}</strong>. Open it to confirm your
          address and set your password. It expires in 24 hours.
        </p>
      </AuthCard>
    );
  }
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard
      title="Create a vendor account"
      description={
        <>
          To list your software with its profile in one go, use{" "}
          <Link to="/vendor-register" className="font-medium text-primary underline underline-offset-4">
            vendor registration
          </Link>
          . Already registered?{" "}
          <Link to="/vendor/sign-in" className="font-medium text-primary underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-4" noValidate onSubmit={onSubmit}>
        <FormAlert message={failed && Object.keys(failed.fields).length === 0 ? failed.message : undefined} />
        <FormField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          defaultValue={failed?.values.name}
          error={clientErrors.name ?? failed?.fields.name}
        />
        <FormField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failed?.values.email}
          error={clientErrors.email ?? failed?.fields.email}
        />
        <NewPasswordField error={clientErrors.password ?? failed?.fields.password} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating account…" : "Create account"}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/for-sellers" backLabel="Back to For Sellers" />;
}
