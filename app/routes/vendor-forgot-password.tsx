import { Link } from "react-router";
import { EmailLinkForm } from "~/components/auth/email-link-form";
import { AuthCard } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { ACCOUNT_PAGES } from "~/config/pages";
import { emailAccountLink } from "~/services/auth/auth-api.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-forgot-password";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.forgotPassword.seo, args);

export async function action({ request, context }: Route.ActionArgs) {
  return emailAccountLink(request, context, (auth, email, headers) =>
    auth.api.requestPasswordReset({
      body: { email, redirectTo: "/vendor/reset-password" },
      headers,
      returnHeaders: true,
    }),
  );
}

export default function VendorForgotPassword({ actionData }: Route.ComponentProps) {
  if (actionData?.ok && actionData.result) {
    return (
      <AuthCard title="Check your inbox">
        <p className="text-sm">
          If an account exists for <strong>{actionData.result.email}</strong>, we have sent it a link to
          choose a new password. The link works once and expires in 1 hour.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" description="We'll email you a link to choose a new password.">
      <EmailLinkForm
        failed={actionData}
        submitLabel="Send reset link"
        after={
          <p className="text-sm">
            <Link to="/vendor/sign-in" className="text-primary underline underline-offset-4">
              Back to sign in
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/sign-in" backLabel="Back to sign in" />;
}
