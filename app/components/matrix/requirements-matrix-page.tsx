import { Form, Link, useNavigation } from "react-router";
import { FormError, FormField } from "~/components/marketplace/form-field";
import { Button } from "~/components/ui/button";
import { AlertTriangle, ArrowLeft, Check, CircleHelp, Printer } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { matrixDownloadHref, matrixHref } from "~/domain/matrix/matrix-params";
import {
  type AnswerCell,
  type CellStatus,
  describeAnswer,
  describeTotal,
  MAX_ROW_LABEL_LENGTH,
  type MatrixCell,
  ORIGIN_WORDS,
  type RequirementRow,
  STATUS_WORDS,
  WEIGHT_LABELS,
  WEIGHT_NAMES,
  type Weight,
} from "~/domain/matrix/requirements-matrix";
import { joinNames } from "~/domain/results/format";
import type { MatrixActionData } from "~/routes/results-matrix";
import type { MatrixPage } from "~/services/matrix/requirements-matrix.server";
import { cn } from "~/utils/cn";

const link = "font-medium text-primary underline underline-offset-4";

const STATUS_STYLE: Record<CellStatus, string> = {
  met: "text-green-800",
  unknown: "text-slate-700",
  conflict: "text-red-800",
};

function StatusIcon({ status }: { status: CellStatus }) {
  const className = "size-4 shrink-0";
  if (status === "met") return <Check aria-hidden="true" className={className} />;
  if (status === "conflict") return <AlertTriangle aria-hidden="true" className={className} />;
  return <CircleHelp aria-hidden="true" className={className} />;
}

function Cell({ cell }: { cell: MatrixCell }) {
  return (
    <td className="border-b border-border px-3 py-2 align-top text-sm">
      <span className={cn("inline-flex items-center gap-1.5 font-semibold", STATUS_STYLE[cell.status])}>
        <StatusIcon status={cell.status} />
        {STATUS_WORDS[cell.status]}
      </span>
      <p className="mt-0.5 text-slate-800">{cell.fact}</p>
      {cell.source && <p className="mt-0.5 text-xs text-slate-600">Source: {cell.source}</p>}
    </td>
  );
}

function AnswerTd({ cell }: { cell: AnswerCell }) {
  return (
    <td className="border-b border-border px-3 py-2 align-top text-sm">
      <p
        className={cn(
          "whitespace-pre-line",
          cell.kind === "answered" ? "text-slate-900" : "italic text-slate-600",
        )}
      >
        {describeAnswer(cell)}
      </p>
    </td>
  );
}

function WeightForm({ row, action, busy }: { row: RequirementRow; action: string; busy: boolean }) {
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      className="no-print mt-2 flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="intent" value="set-weight" />
      <input type="hidden" name="key" value={row.key} />
      <div className="w-36">
        <Select name="weight" defaultValue={row.weight} aria-label={`Weight of “${row.label}”`}>
          {WEIGHT_NAMES.map((w) => (
            <option key={w} value={w}>
              {WEIGHT_LABELS[w]}
            </option>
          ))}
        </Select>
      </div>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`Save weight of “${row.label}”`}
      >
        Save
      </Button>
      {row.origin === "custom" && (
        <Button
          type="submit"
          name="intent"
          value="remove-row"
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Remove “${row.label}”`}
        >
          Remove
        </Button>
      )}
    </Form>
  );
}

function Message({ reply, intents }: { reply?: MatrixActionData; intents: readonly string[] }) {
  if (!reply?.intent || !intents.includes(reply.intent)) return null;
  return reply.ok ? (
    <p
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      {reply.message}
    </p>
  ) : (
    <FormError message={reply.message} />
  );
}

/** The requirements matrix of a stored search: table, own rows, weights, downloads, print, and the question list. */
export function RequirementsMatrixPage({
  page,
  chosen,
  reply,
}: {
  page: MatrixPage;
  chosen: readonly string[];
  reply?: MatrixActionData;
}) {
  const { matrix, requestId, shortlist } = page;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const action = matrixHref(requestId, chosen);
  const columns = shortlist.map((s) => s.slug);
  const reachable = shortlist.filter((s) => s.reachable);
  const unreachable = shortlist.filter((s) => !s.reachable);
  const failed = (intent: string) => (reply && !reply.ok && reply.intent === intent ? reply : undefined);
  const addFailed = failed("add-row");
  const sendFailed = failed("send-questions");
  const value = (r: MatrixActionData | undefined, name: string) => {
    const v = r?.values[name];
    return typeof v === "string" ? v : undefined;
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <p className="no-print">
        <Link
          to={`/results?${new URLSearchParams({ r: requestId })}`}
          className={cn(link, "inline-flex items-center gap-1")}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to your results
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Requirements matrix
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Your requirements against your shortlist: each cell says whether the vendor meets it (Met), says
        nothing about it (Unknown) or contradicts it (Conflict), with the fact and where it comes from.
        Weighted total: must-have 3 points, should-have 2, nice-to-have 1; an unknown earns nothing until the
        vendor confirms it.
      </p>
      <div className="no-print mt-5 flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          <a href={matrixDownloadHref(requestId, chosen, "csv")} download>
            Download CSV
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={matrixDownloadHref(requestId, chosen, "xlsx")} download>
            Download Excel (.xlsx)
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print or save as PDF
        </Button>
      </div>
      <div className="no-print mt-4">
        <Message reply={reply} intents={["set-weight", "remove-row"]} />
      </div>

      <section
        aria-label="Requirements matrix table"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; the keyboard must reach it
        tabIndex={0}
        className="matrix-scroll mt-6 overflow-x-auto rounded-xl border border-border bg-white print:overflow-visible print:border-0"
      >
        <table className="matrix-table w-full min-w-[40rem] border-collapse text-left">
          <caption className="sr-only">
            Your requirements (rows) against {joinNames(shortlist.map((s) => s.name))} (columns)
          </caption>
          <thead>
            <tr className="bg-slate-50">
              <th
                scope="col"
                className="border-b border-border px-3 py-2 text-sm font-semibold text-slate-900"
              >
                Requirement
              </th>
              {matrix.columns.map((c) => (
                <th
                  key={c.slug}
                  scope="col"
                  className="border-b border-border px-3 py-2 text-sm font-semibold text-slate-900"
                >
                  {c.name} <span className="font-normal text-slate-600">#{c.rank}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-4 text-sm text-slate-700">
                  No requirement yet: add your own below.
                </td>
              </tr>
            )}
            {matrix.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="border-b border-border px-3 py-2 align-top text-sm font-normal">
                  <span className="block text-xs text-slate-600">{ORIGIN_WORDS[row.origin]}</span>
                  <span className="font-semibold text-slate-900">{row.label}</span>
                  <span className="block text-xs text-slate-700">{WEIGHT_LABELS[row.weight]}</span>
                  <WeightForm row={row} action={action} busy={busy} />
                </th>
                {row.cells.map((cell, i) => (
                  <Cell key={columns[i]} cell={cell} />
                ))}
              </tr>
            ))}
            {matrix.answers.map((answer) => (
              <tr key={answer.key}>
                <th scope="row" className="border-b border-border px-3 py-2 align-top text-sm font-normal">
                  <span className="block text-xs text-slate-600">Your question</span>
                  <span className="font-semibold text-slate-900">{answer.question}</span>
                </th>
                {answer.cells.map((cell, i) => (
                  <AnswerTd key={columns[i]} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-slate-50">
              <th scope="row" className="px-3 py-2 text-sm font-semibold text-slate-900">
                Weighted total
              </th>
              {matrix.columns.map((c) => (
                <td key={c.slug} className="px-3 py-2 text-sm font-semibold text-slate-900">
                  {describeTotal(c.total)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>

      <div className="no-print mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="add-row-heading" className="rounded-xl border border-border bg-white p-5">
          <h2 id="add-row-heading" className="text-xl font-semibold text-slate-900">
            Add a requirement
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            We look for it in each vendor's own profile; where the profile does not say it, it stays unknown.
          </p>
          <Form
            method="post"
            action={action}
            preventScrollReset
            className="mt-4 grid gap-4"
            key={reply?.ok && reply.intent === "add-row" ? reply.message : "add-row"}
          >
            <input type="hidden" name="intent" value="add-row" />
            <FormField label="Your requirement" error={addFailed?.fields.label}>
              {(props) => (
                <Input
                  {...props}
                  name="label"
                  required
                  maxLength={MAX_ROW_LABEL_LENGTH}
                  defaultValue={value(addFailed, "label")}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField label="Weight" error={addFailed?.fields.weight}>
              {(props) => (
                <Select
                  {...props}
                  name="weight"
                  defaultValue={value(addFailed, "weight") ?? ("should" satisfies Weight)}
                >
                  {WEIGHT_NAMES.map((w) => (
                    <option key={w} value={w}>
                      {WEIGHT_LABELS[w]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <Message reply={reply} intents={["add-row"]} />
            <div>
              <Button type="submit" disabled={busy}>
                Add requirement
              </Button>
            </div>
          </Form>
        </section>

        <section aria-labelledby="questions-heading" className="rounded-xl border border-border bg-white p-5">
          <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
            Ask every vendor the same questions
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {reachable.length > 0
              ? `Sent anonymously to ${joinNames(reachable.map((s) => s.name))}; each answers in its dashboard and the answers fill the matrix side by side.`
              : "None of your shortlisted vendors has an account with us yet, so none can be asked here."}
            {unreachable.length > 0 && reachable.length > 0
              ? ` ${joinNames(unreachable.map((s) => s.name))} ${unreachable.length === 1 ? "has" : "have"} no account yet: use their website.`
              : ""}
          </p>
          <Form
            method="post"
            action={action}
            preventScrollReset
            className="mt-4 grid gap-4"
            key={reply?.ok && reply.intent === "send-questions" ? reply.message : "send-questions"}
          >
            <input type="hidden" name="intent" value="send-questions" />
            {shortlist.map((s) => (
              <input key={s.slug} type="hidden" name="vendor" value={s.slug} />
            ))}
            <FormField
              label="Your questions"
              hint="One question per line, up to 10. Each vendor sees only the questions, never who you are."
              error={sendFailed?.fields.questions}
            >
              {(props) => (
                <Textarea
                  {...props}
                  name="questions"
                  required
                  rows={5}
                  defaultValue={value(sendFailed, "questions")}
                />
              )}
            </FormField>
            <FormField
              label="Email me when all have answered (optional)"
              hint="Used once — when every vendor has answered, or after 7 days — then erased."
              error={sendFailed?.fields.notifyEmail}
            >
              {(props) => (
                <Input
                  {...props}
                  name="notifyEmail"
                  type="email"
                  autoComplete="email"
                  defaultValue={value(sendFailed, "notifyEmail")}
                />
              )}
            </FormField>
            <Message reply={reply} intents={["send-questions"]} />
            <div>
              <Button type="submit" disabled={busy || reachable.length === 0}>
                Send to {reachable.length} {reachable.length === 1 ? "vendor" : "vendors"}
              </Button>
            </div>
          </Form>
        </section>
      </div>
    </div>
  );
}
