import { Link } from "react-router";
import { EmailLinkForm } from "~/components/auth/email-link-form";
import { AuthCard, FormAlert } from "~/components/auth/form-field";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { AUTH_MESSAGES } from "~/domain/accounts/password-rules";
import { emailAccountLink } from "~/services/auth/auth-api.server";
import { VERIFIED_CALLBACK } from "~/services/auth/create-account.server";
import { getSession } from "~/services/auth/session.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-verify-email";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.verifyEmail.seo, args);

/** Where the emailed link lands: better-auth has confirmed the address (and signed in) or says why not. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const error = url.searchParams.get("error");
  const session = await getSession(request, context);
  return {
    linkError: error ? (AUTH_MESSAGES[error] ?? AUTH_MESSAGES.INVALID_TOKEN) : undefined,
    verifiedEmail: session?.user.emailVerified ? session.user.email : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return emailAccountLink(request, context, (auth, email, headers) =>
    auth.api.sendVerificationEmail({
      body: { email, callbackURL: VERIFIED_CALLBACK },
      headers,
      returnHeaders: true,
    }),
  );
}

export default function VendorVerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.verifiedEmail && !loaderData.linkError) {
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
        {actionData?.sent ? (
          <FormAlert
            tone="success"
            message={`If ${actionData.email} has an account that is not confirmed yet, a new link is on its way.`}
          />
        ) : (
          <EmailLinkForm
            failed={actionData}
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
