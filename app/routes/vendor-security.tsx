import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField } from "~/components/auth/form-field";
import { useAuthEvents } from "~/components/auth/use-auth-events";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { hasPassword } from "~/services/auth/account-credentials.server";
import { authHeaders, callAuth, cookieHeaders } from "~/services/auth/auth-api.server";
import { limitTwoFactor } from "~/services/auth/handle-auth-request.server";
import { requireUser } from "~/services/auth/session.server";
import { type FormReply, failure, parseIntent, success, textField, textValue } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import { type QrCodePath, qrCodePath } from "~/utils/qr-code.server";
import type { Route } from "./+types/vendor-security";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.security.seo, args);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url }, context);
  return {
    email: user.email,
    twoFactorEnabled: user.twoFactorEnabled,
    // Confirming the address removed any password set before; two-factor needs the owner's own.
    needsPassword: !(await hasPassword(context.db, user.id)),
  };
}

/** The authenticator's setup, shown until a code from it is confirmed. */
type Setup = { secret: string; totpURI: string; qr: QrCodePath; backupCodes: string[] };

const PasswordSchema = z.object({ password: textField() });
const INTENT_SCHEMAS = {
  enable: PasswordSchema,
  // The setup travels in hidden fields, so a wrong code shows the same setup again.
  confirm: z.object({
    code: z.preprocess((v) => textValue(v as string | string[] | undefined).replace(/\s+/g, ""), z.string()),
    totpURI: textField(),
    secret: textField(),
    backupCodes: z.preprocess(
      (v) =>
        textValue(v as string | string[] | undefined)
          .split(",")
          .filter(Boolean),
      z.array(z.string()),
    ),
  }),
  disable: PasswordSchema,
};
type SecurityIntent = keyof typeof INTENT_SCHEMAS;

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser({ request, url }, context);
  const parsed = parseIntent(await readFormData(request), INTENT_SCHEMAS);
  if (!parsed.ok) return data<Reply>(parsed.reply, parsed.status);
  const headers = authHeaders(request, context);
  switch (parsed.intent) {
    case "enable": {
      const { password } = parsed.value;
      const result = await callAuth(context, (auth) =>
        auth.api.enableTwoFactor({ body: { password }, headers, returnHeaders: true }),
      );
      if (!result.ok) return data<Reply>(failure(parsed.intent, result.message), { status: result.status });
      if (!("totpURI" in result.value))
        return data<Reply>(failure(parsed.intent, "Two-factor setup failed. Please try again."), {
          status: 500,
        });
      const { totpURI, backupCodes } = result.value;
      const secret = new URL(totpURI).searchParams.get("secret") ?? "";
      return data<Reply>(
        success(parsed.intent, "", { secret, totpURI, qr: qrCodePath(totpURI), backupCodes }),
      );
    }
    case "confirm": {
      const { code, totpURI, secret, backupCodes } = parsed.value;
      const result = await callAuth(context, async (auth) => {
        await limitTwoFactor(request, context);
        return auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
      });
      if (!result.ok) {
        const setup = { totpURI, qr: qrCodePath(totpURI), secret, backupCodes };
        return data<Reply>(failure(parsed.intent, result.message, { result: setup }), {
          status: result.status,
        });
      }
      // Turning two-factor on (and off) replaces the session: the new cookie must reach the browser.
      return data<Reply>(success(parsed.intent, "Two-factor authentication is on."), {
        headers: cookieHeaders(result.headers),
      });
    }
    case "disable": {
      const { password } = parsed.value;
      const result = await callAuth(context, (auth) =>
        auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
      );
      if (!result.ok) return data<Reply>(failure(parsed.intent, result.message), { status: result.status });
      return data<Reply>(success(parsed.intent, "Two-factor authentication is off."), {
        headers: cookieHeaders(result.headers),
      });
    }
  }
}

/** Every answer of this page: a setup to confirm (`result`), or a message. */
type Reply = FormReply<SecurityIntent, Setup>;

export default function VendorSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  // Signed out in another tab: this page has nothing left to show.
  useAuthEvents((event) => {
    if (event === "SIGNED_OUT") navigate("/vendor/sign-in?redirectTo=%2Fvendor%2Fsecurity");
  });
  const reply = actionData as Reply | undefined;
  const setup = reply?.result;
  if (setup) {
    return (
      <AuthCard title="Set up your authenticator app">
        <div className="space-y-4 text-sm">
          <p>
            Scan this code with your authenticator app, or add an account with the key below (time-based, 6
            digits), or open the setup link on a device that has the app.
          </p>
          <svg
            role="img"
            aria-label="QR code of the authenticator setup link"
            viewBox={`-4 -4 ${setup.qr.size + 8} ${setup.qr.size + 8}`}
            className="mx-auto size-48 rounded-md bg-white"
            shapeRendering="crispEdges"
          >
            <path d={setup.qr.path} fill="#000" />
          </svg>
          <h2 className="text-base font-semibold">Setup key</h2>
          <p className="break-all rounded-md bg-muted px-3 py-2 font-mono text-base">{setup.secret}</p>
          <p>
            <a href={setup.totpURI} className="text-primary underline underline-offset-4">
              Open setup link
            </a>
          </p>
          <h2 className="text-base font-semibold">Backup codes</h2>
          <p>Keep these somewhere safe. Each one signs you in once if you lose your device.</p>
          <ul className="grid grid-cols-2 gap-1 font-mono">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Form method="post" className="space-y-4" noValidate>
            <FormAlert message={reply.ok ? undefined : reply.message} />
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="totpURI" value={setup.totpURI} />
            <input type="hidden" name="secret" value={setup.secret} />
            <input type="hidden" name="backupCodes" value={setup.backupCodes.join(",")} />
            <FormField
              label="Code from your app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
            <Button type="submit" className="w-full" disabled={busy}>
              Turn on two-factor authentication
            </Button>
          </Form>
        </div>
      </AuthCard>
    );
  }
  const turned = reply?.ok ? reply.intent : null;
  const enabled = turned === "confirm" ? true : turned === "disable" ? false : loaderData.twoFactorEnabled;
  return (
    <AuthCard title="Account security" description={`Signed in as ${loaderData.email}.`}>
      <div className="space-y-4">
        {reply?.ok && <FormAlert tone="success" message={reply.message} />}
        <FormAlert message={reply && !reply.ok ? reply.message : undefined} />
        <p className="text-sm">
          Two-factor authentication is <strong>{enabled ? "on" : "off"}</strong>.{" "}
          {enabled
            ? "Signing in asks for a code from your authenticator app."
            : "Turn it on to ask for a code from an authenticator app at every sign-in."}
        </p>
        {loaderData.needsPassword && !enabled ? (
          <p className="text-sm">
            Your account has no password yet.{" "}
            <Link to="/vendor/verify-email" className="font-medium text-primary underline underline-offset-4">
              Choose your password
            </Link>{" "}
            first; two-factor authentication asks for it.
          </p>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value={enabled ? "disable" : "enable"} />
            <FormField
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button
              type="submit"
              variant={enabled ? "outline" : "default"}
              className="w-full"
              disabled={busy}
            >
              {enabled ? "Turn off two-factor authentication" : "Set up two-factor authentication"}
            </Button>
          </Form>
        )}
      </div>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/dashboard" backLabel="Back to your dashboard" />;
}
