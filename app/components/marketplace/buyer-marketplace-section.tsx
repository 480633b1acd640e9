import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
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
import { Clock, MessageSquareText, SendHorizontal, ShieldCheck, UserPlus } from "~/components/ui/icons";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { BREACH_REASON_LABELS, BREACH_REASONS } from "~/domain/leads/breach-reports";
import { formatDateTime } from "~/domain/leads/format";
import { formatDuration, type QuestionThread } from "~/domain/leads/questions";
import type { MarketplaceActionData } from "~/routes/results-marketplace";
import type { BuyerConnection } from "~/services/leads/get-buyer-marketplace.server";
import { AskQuestionDialog } from "./ask-question-dialog";
import { ConnectDialog } from "./connect-dialog";
import { MARKETPLACE_ACTION, useMarketplace } from "./marketplace-context";

/** The buyer's questions, connections and privacy controls for one search: one self-contained section. */
export function BuyerMarketplaceSection() {
  const market = useMarketplace();
  const withdraw = useWithdrawFetcher();
  if (!market) return null;
  const { data } = market;
  const anyReachable = data.reachable.length > 0;
  return (
    <section
      aria-labelledby="marketplace-heading"
      className="rounded-xl border border-border bg-slate-50 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2
            id="marketplace-heading"
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            Questions and connections
          </h2>
          <p className="mt-1 flex gap-2 text-sm text-slate-700">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            You stay anonymous. Ask vendors questions first; connect only with those you choose (at most{" "}
            {data.maxConnects}), and withdraw until they unlock your details.
          </p>
        </div>
        {anyReachable ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => market.open("ask")}>
              <MessageSquareText aria-hidden="true" />
              Ask vendors a question
            </Button>
            <Button onClick={() => market.open("connect")} disabled={data.connectsLeft === 0}>
              <UserPlus aria-hidden="true" />
              Connect with vendors
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            None of your matches has a vendor account yet; use 'Visit website' to reach them.
          </p>
        )}
      </div>

      {data.connections.length > 0 && <Connections connections={data.connections} withdraw={withdraw} />}
      {data.threads.length > 0 && <Threads threads={data.threads} />}

      <AskQuestionDialog />
      <ConnectDialog />
    </section>
  );
}

const STATE_TEXT: Record<BuyerConnection["state"], string> = {
  pending: "Waiting for you to confirm your email",
  new: "Waiting for the vendor",
  claimed: "The vendor is looking at your request",
  unlocked: "Unlocked your details",
  withdrawn: "Withdrawn",
};

const CONNECTIONS_HEADING = "connections-heading";

type WithdrawFetcher = ReturnType<typeof useFetcher<MarketplaceActionData>>;

/**
 * The one fetcher of the Withdraw and Cancel buttons, owned by the section: its answer arrives with the page's new
 * data, in which that connection is withdrawn or gone (and its button with it), and must still be toasted. Focus then
 * goes to the connections' heading (or the section's, when a cancel emptied the list), since its button is gone.
 */
function useWithdrawFetcher(): WithdrawFetcher {
  const fetcher = useFetcher<MarketplaceActionData>({ key: "marketplace-withdraw" });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    (document.getElementById(CONNECTIONS_HEADING) ?? document.getElementById("marketplace-heading"))?.focus();
  }, [result]);
  return fetcher;
}

function Connections({
  connections,
  withdraw,
}: {
  connections: BuyerConnection[];
  withdraw: WithdrawFetcher;
}) {
  const pending = connections.filter((c) => c.state === "pending");
  return (
    <div className="mt-6">
      <h3
        id={CONNECTIONS_HEADING}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 outline-none"
      >
        Vendors you connected with
      </h3>
      {pending.length > 0 && (
        <div role="status" className="mt-2 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <SendHorizontal aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
          <div>
            <p className="text-sm text-amber-950">
              <strong>Check your inbox.</strong> We emailed you a link: open it to confirm your email address.
              No vendor is told before you do, and unconfirmed requests are deleted with your details after 72
              hours.
            </p>
            <ResendConfirmation />
          </div>
        </div>
      )}
      <ul className="mt-2 divide-y divide-border rounded-lg border border-border bg-white">
        {connections.map((c) => (
          <li key={c.vendorSlug} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-medium text-slate-900">{c.vendorName}</p>
              <p className="text-sm text-slate-700">
                {c.state === "unlocked" && c.unlockedAt
                  ? `Unlocked your details on ${formatDateTime(c.unlockedAt)}${c.withdrawUntil ? ` · you can withdraw until ${formatDateTime(c.withdrawUntil)}` : ""}`
                  : c.state === "withdrawn" && c.withdrawnAt
                    ? `Withdrawn on ${formatDateTime(c.withdrawnAt)}`
                    : c.state === "pending" && c.confirmBy
                      ? `${STATE_TEXT.pending} · the link works until ${formatDateTime(c.confirmBy)}`
                      : `${STATE_TEXT[c.state]} · connected ${formatDateTime(c.connectedAt)}`}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge
                variant={
                  c.state === "unlocked"
                    ? "success"
                    : c.state === "withdrawn" || c.state === "pending"
                      ? "secondary"
                      : "default"
                }
              >
                {c.state === "unlocked"
                  ? "Unlocked"
                  : c.state === "withdrawn"
                    ? "Withdrawn"
                    : c.state === "pending"
                      ? "Email not confirmed"
                      : "Not unlocked"}
              </Badge>
              {(c.state === "pending" ||
                c.state === "new" ||
                c.state === "claimed" ||
                (c.state === "unlocked" && c.withdrawUntil)) && (
                <WithdrawButton connection={c} fetcher={withdraw} />
              )}
            </div>
            {c.state === "unlocked" && <ReportBreachForm connection={c} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Withdrawing (or cancelling an unconfirmed request) cannot be undone: the buyer confirms it first. */
function WithdrawButton({ connection, fetcher }: { connection: BuyerConnection; fetcher: WithdrawFetcher }) {
  const market = useMarketplace()!;
  const [open, setOpen] = useState(false);
  const pendingState = connection.state === "pending";
  const name = connection.vendorName;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
          {pendingState ? "Cancel" : "Withdraw"}
          <span className="sr-only">
            {" "}
            {pendingState ? "the request to" : "from"} {name}
          </span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          {pendingState ? `Cancel your request to ${name}?` : `Withdraw your request from ${name}?`}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {pendingState
            ? `${name} was never told about it, and the details you entered for it are deleted. This cannot be undone.`
            : connection.state === "unlocked"
              ? `${name} already saw your contact details and is refunded in full; we erase the details stored for it, and it can no longer open them here. This cannot be undone.`
              : `${name} can no longer unlock your contact details. This cannot be undone.`}
        </AlertDialogDescription>
        <fetcher.Form
          method="post"
          action={MARKETPLACE_ACTION}
          onSubmit={() => setOpen(false)}
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        >
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="requestId" value={market.requestId} />
          <input type="hidden" name="vendor" value={connection.vendorSlug} />
          <AlertDialogCancel asChild>
            <Button type="button" variant="outline">
              {pendingState ? "Keep the request" : "Keep it"}
            </Button>
          </AlertDialogCancel>
          <Button type="submit" variant="destructive">
            {pendingState ? "Cancel the request" : "Withdraw"}
          </Button>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * Asks for the confirmation email again (rate-limited on the server). The new email carries the same link, so a
 * link already received keeps working until the same deadline.
 */
function ResendConfirmation() {
  const market = useMarketplace()!;
  const fetcher = useFetcher<MarketplaceActionData>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
  return (
    <fetcher.Form method="post" action={MARKETPLACE_ACTION} className="mt-2">
      <input type="hidden" name="intent" value="resend-confirmation" />
      <input type="hidden" name="requestId" value={market.requestId} />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Sending..." : "Email me the link again"}
      </Button>
    </fetcher.Form>
  );
}

/** Reporting a vendor that has the buyer's details: what happened, optionally in their words. */
function ReportBreachForm({ connection }: { connection: BuyerConnection }) {
  const market = useMarketplace()!;
  const fetcher = useFetcher<MarketplaceActionData>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const reasonId = useId();
  const detailsId = useId();
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer text-slate-700 underline underline-offset-4">
        Report a problem with {connection.vendorName}
      </summary>
      <fetcher.Form method="post" action={MARKETPLACE_ACTION} className="mt-3 grid gap-3 sm:max-w-lg">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="requestId" value={market.requestId} />
        <input type="hidden" name="vendor" value={connection.vendorSlug} />
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>What happened</Label>
          <Select id={reasonId} name="reason" required defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            {BREACH_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {BREACH_REASON_LABELS[reason]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={detailsId}>Details (optional)</Label>
          <Textarea id={detailsId} name="details" rows={2} maxLength={1000} />
        </div>
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
            Send report<span className="sr-only"> about {connection.vendorName}</span>
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

function Threads({ threads }: { threads: QuestionThread[] }) {
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold text-slate-900">Your questions</h3>
      <ul className="mt-2 space-y-4">
        {threads.map((thread) => (
          <li key={thread.groupId} className="rounded-lg border border-border bg-white p-4">
            <p className="text-sm text-slate-600">Asked {formatDateTime(thread.askedAt)}</p>
            <p className="mt-1 whitespace-pre-line font-medium text-slate-900">{thread.question}</p>
            <ul
              aria-label="Answers"
              className="mt-3 grid gap-3"
              style={{ gridTemplateColumns: `repeat(auto-fit, minmax(14rem, 1fr))` }}
            >
              {thread.replies.map((reply) => (
                <li key={reply.questionId} className="rounded-md border border-border p-3">
                  <p className="font-semibold text-slate-900">{reply.vendorName}</p>
                  {reply.status.kind === "answered" ? (
                    <>
                      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{reply.status.answer}</p>
                      <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
                        <Clock aria-hidden="true" className="size-3.5" />
                        Answered in {formatDuration(reply.status.tookMs)}
                      </p>
                    </>
                  ) : reply.status.kind === "waiting" ? (
                    <p className="mt-1 text-sm italic text-slate-700">
                      No answer yet (vendors have until {formatDateTime(reply.status.dueAt)}).
                    </p>
                  ) : (
                    <p className="mt-1 text-sm font-medium text-amber-900">Did not answer within 3 days.</p>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
