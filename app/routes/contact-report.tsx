import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { AlertTriangle, CheckCircle2, SendHorizontal } from "~/components/ui/icons";
import { formatDateTime } from "~/domain/leads/format";
import { connectTokenSecret } from "~/services/leads/connect-token.server";
import {
  answerInvalidContactReport,
  getInvalidContactReport,
  type InvalidContactReportView,
} from "~/services/leads/invalid-contact-reports.server";
import { clientKey, enforceRateLimit } from "~/utils/api.server";
import {
  type FormReply,
  failure,
  parseIntent,
  replyingToAppErrors,
  success,
  textField,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/contact-report";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    {
      title: "A Vendor Reports Your Contact Details — SaaSMatch",
      description: "Confirm or deny that the contact details you shared with a vendor are not right.",
      noIndex: true,
    },
    args,
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A link that does not work says why: 400 not valid, 410 expired; a used link shows the answer given. */
const STATUS: Record<InvalidContactReportView["status"], number> = {
  invalid: 400,
  expired: 410,
  open: 200,
  answered: 200,
};

/**
 * The page the buyer's link opens when a vendor reported their contact details invalid. It changes nothing itself
 * (mail scanners open links); the buyer answers with a button, a POST.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const secret = await connectTokenSecret(context.db, context.env);
  const view = await getInvalidContactReport({ db: context.db, secret, token });
  return data({ view, token: view.status === "open" ? token : "" }, { status: STATUS[view.status] });
}

const INTENTS = { confirm: z.object({ token: textField() }), decline: z.object({ token: textField() }) };
type Intent = keyof typeof INTENTS;
type Reply = FormReply<Intent, InvalidContactReportView>;

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseIntent(await readFormData(request), INTENTS);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  return replyingToAppErrors(parsed.intent, parsed.values, async () => {
    // An anonymous endpoint: the token is unguessable, and a client still gets only so many tries.
    await enforceRateLimit(context, {
      name: "contact-report",
      key: clientKey(context),
      limit: 20,
      windowSeconds: 600,
    });
    const secret = await connectTokenSecret(context.db, context.env);
    const { view, justAnswered } = await answerInvalidContactReport({
      db: context.db,
      secret,
      token: parsed.value.token,
      confirm: parsed.intent === "confirm",
    });
    if (justAnswered)
      return data<Reply>(
        success(
          parsed.intent,
          parsed.intent === "confirm"
            ? `Thank you. ${"vendorName" in view ? view.vendorName : "The vendor"} is refunded.`
            : "Thank you. Nothing changes: the vendor keeps your details as you gave them.",
          view,
        ),
      );
    const reply: Reply = { ...failure(parsed.intent, refusal(view)), result: view };
    return data(reply, view.status === "answered" ? 409 : STATUS[view.status]);
  });
}

function refusal(view: InvalidContactReportView): string {
  switch (view.status) {
    case "answered":
      return `This link was already used: you answered on ${formatDateTime(view.answeredAt)}. Nothing changed.`;
    case "expired":
      return `This link has expired: the report could be answered until ${formatDateTime(view.answerBy)}. Nothing changed.`;
    default:
      return "This link is not valid. Nothing changed.";
  }
}

export default function ContactReport({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.result ?? loaderData.view;
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      {actionData?.ok ? (
        <>
          <Heading icon={<CheckCircle2 aria-hidden="true" className="size-7 text-green-700" />}>
            Answer recorded
          </Heading>
          <p className="mt-4 text-lg text-slate-700" role="status">
            {actionData.message}
          </p>
        </>
      ) : view.status === "open" ? (
        <>
          <Heading icon={<SendHorizontal aria-hidden="true" className="size-7 text-primary" />}>
            {view.vendorName} says your contact details do not work
          </Heading>
          <p className="mt-4 text-lg text-slate-700">
            On {formatDateTime(view.reportedAt)}, {view.vendorName}, which paid to unlock your details,
            reported that it cannot reach you with them. These are the details you gave:
          </p>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-slate-800">
            <dt className="font-medium">Name</dt>
            <dd>{view.contact.name}</dd>
            <dt className="font-medium">Company</dt>
            <dd>{view.contact.company}</dd>
            <dt className="font-medium">Email</dt>
            <dd>{view.contact.email}</dd>
            <dt className="font-medium">Phone</dt>
            <dd>{view.contact.phone || "none given"}</dd>
          </dl>
          <p className="mt-4 text-slate-700">
            If they are not right, confirm the report and {view.vendorName} is refunded. You can answer until{" "}
            {formatDateTime(view.answerBy)}, once.
          </p>
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" name="intent" value="confirm" disabled={busy}>
              Yes, my details are not right
            </Button>
            <Button type="submit" name="intent" value="decline" variant="outline" disabled={busy}>
              No, my details are right
            </Button>
          </Form>
        </>
      ) : (
        <>
          <Heading icon={<AlertTriangle aria-hidden="true" className="size-7 text-amber-700" />}>
            {view.status === "answered"
              ? "This link was already used"
              : view.status === "expired"
                ? "This link has expired"
                : "This link is not valid"}
          </Heading>
          <p className="mt-4 text-lg text-slate-700" role={actionData ? "alert" : undefined}>
            {view.status === "answered"
              ? `You ${view.answer === "confirmed" ? "confirmed" : "denied"} ${view.vendorName}'s report on ${formatDateTime(view.answeredAt)}. An answer cannot be changed.`
              : view.status === "expired"
                ? `The report could be answered until ${formatDateTime(view.answerBy)}. Nothing changed.`
                : "Check that you opened the whole link from the email. If you withdrew the connection or deleted your search, the link no longer works."}
          </p>
        </>
      )}
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">Back to SaaSMatch</Link>
      </Button>
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
