import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { AlertTriangle, CheckCircle2, SendHorizontal } from "~/components/ui/icons";
import { formatDateTime } from "~/domain/leads/format";
import { joinNames } from "~/domain/results/format";
import { connectTokenSecret } from "~/services/leads/connect-token.server";
import {
  type ConnectionConfirmation,
  confirmConnection,
  getConnectionConfirmation,
} from "~/services/leads/create-leads.server";
import { formValues, textField } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/connect-confirm";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    {
      title: "Confirm Your Email — SaaSMatch",
      description: "Confirm your email address to send your details to the vendors you chose.",
      noIndex: true,
    },
    args,
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A link that does not work says why with the status that fits: 400 not valid, 410 expired or cancelled. */
const STATUS: Record<ConnectionConfirmation["status"], number> = {
  invalid: 400,
  pending: 200,
  confirmed: 200,
  expired: 410,
  cancelled: 410,
};

type PageData = { view: ConnectionConfirmation; token: string; justConfirmed: boolean };

/**
 * The page the buyer's confirmation link opens: what confirming will do, or why the link no longer works. It
 * changes nothing itself (mail scanners open links); the buyer confirms with the button, a POST.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const secret = await connectTokenSecret(context.db, context.env);
  const view = await getConnectionConfirmation({ db: context.db, secret, token });
  return data<PageData>(
    { view, token: view.status === "pending" ? token : "", justConfirmed: false },
    { status: STATUS[view.status] },
  );
}

/** Any text is a token to look up (a wrong one is answered as an invalid link), so this schema refuses nothing. */
const ConfirmSchema = z.object({ token: textField() });

/** Confirming answers the page's own data (the connection as it now is), as opening the link does. */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = ConfirmSchema.parse(formValues(await readFormData(request)));
  const secret = await connectTokenSecret(context.db, context.env);
  const { justConfirmed, ...view } = await confirmConnection({ db: context.db, secret, token });
  return data<PageData>({ view, token: "", justConfirmed }, { status: STATUS[view.status] });
}

export default function ConnectConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { view, token, justConfirmed } = actionData ?? loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const results = "requestId" in view ? `/results?r=${view.requestId}` : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      {view.status === "pending" ? (
        <>
          <Heading icon={<SendHorizontal aria-hidden="true" className="size-7 text-primary" />}>
            Confirm your email address
          </Heading>
          <p className="mt-4 text-lg text-slate-700">
            Confirm to share your contact details with <strong>{joinNames(view.vendors)}</strong>.{" "}
            {view.vendors.length === 1 ? "The vendor gets" : "Each vendor gets"} a lead code and sees your
            details only after unlocking them; you can withdraw until then.
          </p>
          <p className="mt-2 text-slate-700">This link works until {formatDateTime(view.confirmBy)}.</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Confirming..." : "Confirm and notify the vendors"}
            </Button>
          </Form>
        </>
      ) : view.status === "confirmed" ? (
        <>
          <Heading icon={<CheckCircle2 aria-hidden="true" className="size-7 text-green-700" />}>
            {justConfirmed ? "Email confirmed" : "This link was already used"}
          </Heading>
          <p className="mt-4 text-lg text-slate-700">
            {justConfirmed
              ? `Thank you. ${joinNames(view.vendors)} ${view.vendors.length === 1 ? "is" : "are"} being told of your request now.`
              : `You confirmed your email on ${formatDateTime(view.confirmedAt)}, and ${joinNames(view.vendors)} ${view.vendors.length === 1 ? "was" : "were"} told then. Nothing more was sent.`}{" "}
            Your details stay hidden until a vendor unlocks them; you can withdraw until then on your results
            page.
          </p>
        </>
      ) : (
        <>
          <Heading icon={<AlertTriangle aria-hidden="true" className="size-7 text-amber-700" />}>
            {view.status === "expired"
              ? "This link has expired"
              : view.status === "cancelled"
                ? "This connection was cancelled"
                : "This link is not valid"}
          </Heading>
          <p className="mt-4 text-lg text-slate-700">
            {view.status === "expired"
              ? `Connections must be confirmed within 72 hours; this one could be confirmed until ${formatDateTime(view.expiredAt)}. The details you entered have been deleted and no vendor was told. You can connect again from your results page.`
              : view.status === "cancelled"
                ? "You cancelled it on your results page before confirming, so no vendor was told and the details you entered are deleted."
                : "Check that you opened the whole link from the email (some mail programs break long links across lines). If the search it belongs to was deleted, the link no longer works."}
          </p>
        </>
      )}
      {results && (
        <Button asChild variant={view.status === "pending" ? "outline" : "default"} className="mt-6">
          <Link to={results}>Go to your results</Link>
        </Button>
      )}
    </section>
  );
}

function Heading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900">
      {icon}
      {children}
    </h1>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/form" backLabel="Start a new search" />;
}
