import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField, NewPasswordField } from "~/components/auth/form-field";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { createAccount } from "~/services/auth/create-account.server";
import { getSession } from "~/services/auth/session.server";
import { failure, INVALID_FORM_MESSAGE, parseForm, success, textField } from "~/utils/form-action";
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
      <Form method="post" className="space-y-4" noValidate>
        <FormAlert message={failed && Object.keys(failed.fields).length === 0 ? failed.message : undefined} />
        <FormField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          defaultValue={failed?.values.name}
          error={failed?.fields.name}
        />
        <FormField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failed?.values.email}
          error={failed?.fields.email}
        />
        <NewPasswordField error={failed?.fields.password} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating account…" : "Create account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
