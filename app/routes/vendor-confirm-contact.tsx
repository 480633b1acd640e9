import { data, Form, useNavigation } from "react-router";
import { AuthCard, FormAlert } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ACCOUNT_PAGES } from "~/config/pages";
import { confirmContactEmail, readContactConfirmation } from "~/services/vendors/contact-email.server";
import { isAppError } from "~/utils/app-error";
import { replyingToAppErrors, success } from "~/utils/form-action";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-confirm-contact";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.confirmContact.seo, args);

// Opening the link only shows what it confirms; the button (a POST to the same address) does it, so a mail scanner
// that fetches links confirms nothing on the reader's behalf.
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  try {
    const link = await readContactConfirmation(context, token);
    return { token, link: { vendorName: link.vendorName, email: link.email, confirmed: link.confirmed } };
  } catch (error) {
    if (isAppError(error)) return data({ token, error: error.message }, { status: error.status });
    throw error;
  }
}

/** The token is the link's own (in the address): the form sends nothing else. */
export async function action({ url, context }: Route.ActionArgs) {
  const token = url.searchParams.get("token") ?? "";
  return replyingToAppErrors("confirm", {}, async () => {
    const confirmed = await confirmContactEmail(context, token);
    return success(
      "confirm",
      `${confirmed.email} is confirmed as ${confirmed.vendorName}'s contact address.`,
      confirmed,
    );
  });
}

export default function VendorConfirmContact({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const done = actionData?.ok ? actionData.result : undefined;
  const link = "link" in loaderData ? loaderData.link : undefined;
  if (done || link?.confirmed) {
    const { email, vendorName } = done ?? link!;
    return (
      <AuthCard title="Contact address confirmed">
        <p className="text-sm">
          <strong>{email}</strong> now receives {vendorName}'s new leads and buyers' questions.
        </p>
      </AuthCard>
    );
  }
  const error =
    (actionData && !actionData.ok ? actionData.message : undefined) ??
    ("error" in loaderData ? loaderData.error : undefined);
  return (
    <AuthCard title="Confirm a contact address">
      <div className="space-y-4 text-sm">
        <FormAlert message={error} />
        {link && (
          <Form
            method="post"
            action={`${ACCOUNT_PAGES.confirmContact.path}?token=${encodeURIComponent(loaderData.token)}`}
            className="space-y-4"
          >
            <p>
              {link.vendorName} gave <strong>{link.email}</strong> as the address for its new leads and
              buyers' questions. Confirm that they may be sent here.
            </p>
            <Button type="submit" className="w-full" disabled={busy}>
              Confirm {link.email}
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
