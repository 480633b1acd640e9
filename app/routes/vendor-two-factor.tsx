import { useEffect } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { AuthCard, FormAlert, FormField } from "~/components/auth/form-field";
import { emitAuthEvent } from "~/components/auth/use-auth-events";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { authHeaders, callAuth, cookieHeaders, safeRedirect } from "~/services/auth/auth-api.server";
import { limitTwoFactor } from "~/services/auth/handle-auth-request.server";
import { isAppError } from "~/utils/app-error";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-two-factor";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.twoFactor.seo, args);

export function loader({ url }: Route.LoaderArgs) {
  return { redirectTo: safeRedirect(url.searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form.get("intent") === "backup" ? "backup" : "totp";
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (!code) return data({ intent, verified: false, redirectTo, error: "Enter the code." }, { status: 400 });
  try {
    await limitTwoFactor(request, context);
  } catch (error) {
    if (isAppError(error))
      return data({ intent, verified: false, redirectTo, error: error.message }, { status: error.status });
    throw error;
  }
  const headers = authHeaders(request, context);
  const result = await callAuth(context, (auth) =>
    intent === "backup"
      ? auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })
      : auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
  );
  if (!result.ok)
    return data({ intent, verified: false, redirectTo, error: result.message }, { status: result.status });
  return data(
    { intent, verified: true, redirectTo, error: undefined },
    { headers: cookieHeaders(result.headers) },
  );
}

export default function VendorTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  useEffect(() => {
    if (actionData?.verified) {
      emitAuthEvent("MFA_VERIFIED");
      navigate(actionData.redirectTo, { replace: true });
    }
  }, [actionData, navigate]);
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  return (
    <AuthCard
      title="Two-factor verification"
      description="Enter the 6-digit code from your authenticator app."
    >
      <div className="space-y-8">
        <Form method="post" className="space-y-4" noValidate>
          <FormAlert message={actionData?.intent === "totp" ? actionData.error : undefined} />
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
          <FormAlert message={actionData?.intent === "backup" ? actionData.error : undefined} />
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
