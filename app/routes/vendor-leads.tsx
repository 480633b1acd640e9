import { useEffect, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import { RouteError } from "~/components/layout/route-error";
import { FormField } from "~/components/marketplace/form-field";
import { LeadSummaryList } from "~/components/marketplace/lead-summary-list";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { formatDateTime } from "~/domain/leads/format";
import { invalidContactReportText, ReportInvalidContactSchema } from "~/domain/leads/invalid-contact";
import type { VendorLeadState } from "~/domain/leads/lead-state";
import { AnswerQuestionSchema, formatDuration, MAX_ANSWER_LENGTH } from "~/domain/leads/questions";
import { WITHDRAWN_PAYMENT_LABEL, WITHDRAWN_PAYMENT_TEXT } from "~/domain/leads/withdrawn";
import { formatScore } from "~/domain/results/format";
import { requireVendorMembership } from "~/services/auth/session.server";
import { findVendorLeads, type VendorLeadRow } from "~/services/leads/find-vendor-leads.server";
import { reportInvalidContact } from "~/services/leads/invalid-contact-reports.server";
import { answerQuestion, findVendorQuestions, type VendorQuestion } from "~/services/leads/questions.server";
import {
  type FormReply,
  type FormValues,
  firstFieldMessage,
  parseIntent,
  replyingToAppErrors,
  success,
  textValue,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/vendor-leads";

export const meta: Route.MetaFunction = () => [
  { title: "Leads and questions — SaaSMatch" },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The vendor's side of the marketplace: leads by state and buyers' questions to answer. Never buyer contact data. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const [leads, questions] = await Promise.all([
    findVendorLeads({ db: context.db, vendorId }),
    findVendorQuestions({ db: context.db, vendorId }),
  ]);
  // The page's "now", so the server and the browser word the reports' deadlines alike.
  return { leads, questions, now: new Date().toISOString() };
}

const AnswerSchema = z.preprocess(
  (v: FormValues) => ({ questionId: textValue(v.questionId), answer: textValue(v.answer) }),
  AnswerQuestionSchema.extend({ questionId: z.string() }),
);

const INTENTS = {
  answer: AnswerSchema,
  "report-invalid": z.preprocess(
    (v: FormValues) => ({ leadId: textValue(v.leadId) }),
    ReportInvalidContactSchema,
  ),
};
type Intent = keyof typeof INTENTS;

export async function action({ request, url, context }: Route.ActionArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const parsed = parseIntent(await readFormData(request), INTENTS, firstFieldMessage("Check your answer."));
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  return replyingToAppErrors(parsed.intent, parsed.values, async (): Promise<FormReply<Intent>> => {
    switch (parsed.intent) {
      case "answer": {
        const { questionId, answer } = parsed.value;
        await answerQuestion({ db: context.db, vendorId, questionId, answer });
        return success(parsed.intent, "Answer sent.");
      }
      case "report-invalid": {
        const { outcome } = await reportInvalidContact({
          db: context.db,
          vendorId,
          leadId: parsed.value.leadId,
        });
        return success(
          parsed.intent,
          outcome === "refund_due"
            ? "Reported. The buyer's email address had bounced, so your payment is being refunded in full."
            : "Reported. We asked the buyer to confirm it; you are refunded in full if they do or if their address bounces.",
        );
      }
    }
  });
}

const SECTIONS: { state: VendorLeadState; title: string; empty: string }[] = [
  { state: "new", title: "New", empty: "No new leads." },
  { state: "claimed", title: "Claimed", empty: "No claimed leads waiting for payment." },
  { state: "unlocked", title: "Unlocked", empty: "You have not unlocked a lead yet." },
  { state: "withdrawn", title: "Withdrawn", empty: "No withdrawn leads." },
];

export default function VendorLeads({ loaderData }: Route.ComponentProps) {
  const { leads, questions, now } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Leads and questions</h1>
      <p className="mt-2 text-lg text-slate-700">
        Buyers who connected with you, by state, and the questions anonymous buyers asked you.
      </p>
      <nav aria-label="On this page" className="mt-4 flex gap-4 text-sm">
        <a href="#leads" className="text-primary underline underline-offset-4">
          Leads
        </a>
        <a href="#questions" className="text-primary underline underline-offset-4">
          Questions ({questions.filter((q) => q.status.kind !== "answered").length} unanswered)
        </a>
        <Link to="/claim-lead" className="text-primary underline underline-offset-4">
          Claim a lead code
        </Link>
      </nav>

      <section id="leads" aria-labelledby="leads-heading" className="mt-10">
        <h2 id="leads-heading" className="text-2xl font-semibold text-slate-900">
          Leads
        </h2>
        {SECTIONS.map((section) => (
          <LeadSection
            key={section.state}
            title={section.title}
            empty={section.empty}
            rows={leads[section.state]}
            now={now}
          />
        ))}
      </section>

      <section id="questions" aria-labelledby="questions-heading" className="mt-12">
        <h2 id="questions-heading" className="text-2xl font-semibold text-slate-900">
          Questions from buyers
        </h2>
        {questions.length === 0 ? (
          <p className="mt-3 text-slate-700">No questions yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {questions.map((q) => (
              <QuestionItem key={q.questionId} question={q} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function LeadSection({
  title,
  empty,
  rows,
  now,
}: {
  title: string;
  empty: string;
  rows: VendorLeadRow[];
  now: string;
}) {
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-lg border border-border bg-white">
          {rows.map((row) => (
            <li key={row.leadId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-mono text-sm text-slate-900">{row.code}</p>
                {row.problem && <p className="line-clamp-2 text-sm text-slate-800">{row.problem}</p>}
                {row.state === "withdrawn" && (
                  <p className="text-sm text-slate-800">
                    Withdrawn by the buyer
                    {row.withdrawnAt && ` on ${formatDateTime(row.withdrawnAt)}`}
                    {row.withdrawnPayment && ` · ${WITHDRAWN_PAYMENT_TEXT[row.withdrawnPayment]}`}
                  </p>
                )}
                {row.state === "unlocked" && row.contactReport ? (
                  <p className="text-sm text-slate-800">
                    {invalidContactReportText({
                      ...row.contactReport,
                      emailBouncedAt: row.emailBouncedAt,
                      now: new Date(now),
                    })}
                    {row.unlockedPayment &&
                      row.unlockedPayment !== "paid" &&
                      ` ${WITHDRAWN_PAYMENT_TEXT[row.unlockedPayment]}`}
                  </p>
                ) : (
                  row.state === "unlocked" &&
                  row.emailBouncedAt &&
                  row.unlockedPayment &&
                  row.unlockedPayment !== "paid" && (
                    <p className="text-sm text-slate-800">
                      The buyer's email address bounced on {formatDateTime(row.emailBouncedAt)} ·{" "}
                      {WITHDRAWN_PAYMENT_TEXT[row.unlockedPayment]}
                    </p>
                  )
                )}
                <p className="text-xs text-slate-600">
                  {[
                    row.industry,
                    row.companySize,
                    row.score !== null && `your score ${formatScore(row.score)}`,
                    `received ${formatDateTime(row.createdAt)}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              {row.state === "unlocked" ? (
                <span className="flex flex-wrap items-center gap-2">
                  {row.unlockedPayment && (
                    <Badge variant="outline">
                      {row.unlockedPayment === "paid" ? "Paid" : WITHDRAWN_PAYMENT_LABEL[row.unlockedPayment]}
                    </Badge>
                  )}
                  {(row.reportUntil || row.contactReport) && <ReportInvalid row={row} />}
                  <Button asChild size="sm">
                    <Link to={`/buyer-details?lead=${row.leadId}`}>
                      Buyer details<span className="sr-only"> for lead {row.code}</span>
                    </Link>
                  </Button>
                </span>
              ) : row.state === "withdrawn" ? (
                <span className="flex flex-wrap gap-2">
                  <Badge variant="secondary">Withdrawn</Badge>
                  {row.withdrawnPayment && (
                    <Badge variant="outline">{WITHDRAWN_PAYMENT_LABEL[row.withdrawnPayment]}</Badge>
                  )}
                </span>
              ) : (
                <Button asChild size="sm" variant="outline">
                  <Link to={`/paywall?lead=${row.leadId}`}>
                    View and unlock<span className="sr-only"> lead {row.code}</span>
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The vendor reports a paid lead's contact details invalid, within 10 days of paying; a dialog says what happens
 * first, since a report is made once.
 */
function ReportInvalid({ row }: { row: VendorLeadRow }) {
  const fetcher = useFetcher<typeof action>();
  const [open, setOpen] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
  // Mounted while the row has a report too, so the reply's toast shows after the button gives way to the report.
  const reportUntil = row.reportUntil;
  if (!reportUntil) return null;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
          Report contact details invalid<span className="sr-only"> for lead {row.code}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Report the contact details of lead {row.code} invalid?</AlertDialogTitle>
        <AlertDialogDescription>
          We email the buyer and ask them to confirm that the details they gave are not right. You are
          refunded in full if they confirm, or if their email address bounces. You can report once, until{" "}
          {formatDateTime(reportUntil)}.
        </AlertDialogDescription>
        <fetcher.Form
          method="post"
          onSubmit={() => setOpen(false)}
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        >
          <input type="hidden" name="intent" value="report-invalid" />
          <input type="hidden" name="leadId" value={row.leadId} />
          <AlertDialogCancel asChild>
            <Button type="button" variant="outline">
              Keep the lead
            </Button>
          </AlertDialogCancel>
          <Button type="submit">Report</Button>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function QuestionItem({ question }: { question: VendorQuestion }) {
  const fetcher = useFetcher<typeof action>();
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <li className="rounded-lg border border-border bg-white p-4">
      <p className="text-sm text-slate-600">Asked {formatDateTime(question.askedAt)}</p>
      <p className="mt-1 whitespace-pre-line font-medium text-slate-900">{question.question}</p>
      {question.summary && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-primary">The buyer's anonymous request</summary>
          <p className="mt-2 whitespace-pre-line text-slate-800">{question.summary.problem}</p>
          <LeadSummaryList summary={question.summary} compact />
        </details>
      )}
      {question.status.kind === "answered" ? (
        <div className="mt-3 rounded-md bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-900">
            Your answer ({formatDuration(question.status.tookMs)}):
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{question.status.answer}</p>
        </div>
      ) : (
        <fetcher.Form method="post" className="mt-3 grid gap-2">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="questionId" value={question.questionId} />
          {question.status.kind === "no_answer" && (
            <p className="text-sm text-amber-900">
              More than 3 days have passed: the buyer sees that you did not answer in time, but can still read
              a late answer.
            </p>
          )}
          <FormField label="Your answer" error={failed?.message}>
            {(props) => <Textarea {...props} name="answer" rows={3} maxLength={MAX_ANSWER_LENGTH} required />}
          </FormField>
          <Button type="submit" size="sm" className="justify-self-start" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Sending..." : "Send answer"}
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/dashboard" backLabel="Back to your dashboard" />;
}
