import { useEffect } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField } from "~/components/auth/form-field";
import { emitAuthEvent } from "~/components/auth/use-auth-events";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { authHeaders, callAuth, cookieHeaders, safeRedirect } from "~/services/auth/auth-api.server";
import { limitTwoFactor } from "~/services/auth/handle-auth-request.server";
import {
  failure,
  parseIntent,
  replyingToAppErrors,
  success,
  textField,
  textValue,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-two-factor";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.twoFactor.seo, args);

export function loader({ url }: Route.LoaderArgs) {
  return { redirectTo: safeRedirect(url.searchParams.get("redirectTo")) };
}

const CodeSchema = z.object({
  code: z.preprocess((v) => textValue(v as string | undefined).replace(/\s+/g, ""), z.string()),
  redirectTo: textField(),
});
/** A code from the authenticator app, or one of the backup codes. */
const INTENT_SCHEMAS = { totp: CodeSchema, backup: CodeSchema };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  // A form without a known intent is the authenticator's (the page's first form).
  if (form.get("intent") !== "backup") form.set("intent", "totp");
  const parsed = parseIntent(form, INTENT_SCHEMAS);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const { code } = parsed.value;
  const redirectTo = safeRedirect(parsed.value.redirectTo);
  const values = { redirectTo };
  if (!code) return data(failure(parsed.intent, "Enter the code.", { values }), { status: 400 });
  return replyingToAppErrors(parsed.intent, values, async () => {
    await limitTwoFactor(request, context);
    const headers = authHeaders(request, context);
    const result = await callAuth(context, (auth) => {
      switch (parsed.intent) {
        case "backup":
          return auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
        case "totp":
          return auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
      }
    });
    if (!result.ok)
      return data(failure(parsed.intent, result.message, { values }), { status: result.status });
    return data(success(parsed.intent, "Verified.", { redirectTo }), {
      headers: cookieHeaders(result.headers),
    });
  });
}

export default function VendorTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  useEffect(() => {
    if (actionData?.ok && actionData.result) {
      emitAuthEvent("MFA_VERIFIED");
      navigate(actionData.result.redirectTo, { replace: true });
    }
  }, [actionData, navigate]);
  const redirectTo = textValue(actionData?.values.redirectTo) || loaderData.redirectTo;
  return (
    <AuthCard
      title="Two-factor verification"
      description="Enter the 6-digit code from your authenticator app."
    >
      <div className="space-y-8">
        <Form method="post" className="space-y-4" noValidate>
          <FormAlert
            message={actionData?.intent === "totp" && !actionData.ok ? actionData.message : undefined}
          />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="intent" value="totp" />
          <FormField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <Button type="submit" className="w-full" disabled={busy}>
            Verify
          </Button>
        </Form>
        <Form method="post" className="space-y-4 border-t pt-6" noValidate>
          <h2 className="text-base font-semibold">Lost your device?</h2>
          <FormAlert
            message={actionData?.intent === "backup" && !actionData.ok ? actionData.message : undefined}
          />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="intent" value="backup" />
          <FormField
            label="Backup code"
            name="code"
            autoComplete="off"
            required
            hint="Each backup code works once."
          />
          <Button type="submit" variant="outline" className="w-full" disabled={busy}>
            Use backup code
          </Button>
        </Form>
        <p className="text-sm">
          <Link to="/vendor/sign-in" className="text-primary underline underline-offset-4">
            Start over
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/sign-in" backLabel="Back to sign in" />;
}
