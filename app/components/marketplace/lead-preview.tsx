import { FitBadge } from "~/components/results/vendor-result-card";
import { Badge } from "~/components/ui/badge";
import { BadgeCheck } from "~/components/ui/icons";
import { formatDateTime } from "~/domain/leads/format";
import { formatDuration } from "~/domain/leads/questions";
import { formatScore } from "~/domain/results/format";
import type { LeadPreview } from "~/services/leads/claim-lead.server";
import { ContactRulesBox } from "./contact-rules-box";
import { LeadSummaryList } from "./lead-summary-list";

/** How many vendors unlocked the request, this vendor included once it has: "1 of at most 3 vendors has unlocked…". */
export function unlocksText(preview: Pick<LeadPreview, "state" | "unlockedByOthers" | "maxUnlocks">): string {
  const mine = preview.state === "unlocked";
  const total = preview.unlockedByOthers + (mine ? 1 : 0);
  const verb = total === 1 ? "has" : "have";
  const yours = mine ? (total === 1 ? " (you)" : ", you included,") : "";
  return `${total} of at most ${preview.maxUnlocks} vendors${yours} ${verb} unlocked this request`;
}

/** The anonymous lead as a vendor sees it before paying: the need, their own match, its age and others' unlocks. */
export function LeadPreviewCard({ preview, now }: { preview: LeadPreview; now: string }) {
  const ageMs = Math.max(0, new Date(now).getTime() - new Date(preview.createdAt).getTime());
  return (
    <article
      aria-labelledby="lead-heading"
      className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="lead-heading" className="text-xl font-semibold text-slate-900">
            Lead {preview.code}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Received {formatDuration(ageMs)} ago · {unlocksText(preview)}
          </p>
        </div>
        <Badge variant={preview.state === "unlocked" ? "success" : "default"}>
          {preview.state === "unlocked" ? "Unlocked" : preview.state === "claimed" ? "Claimed" : "New"}
        </Badge>
      </div>
      {preview.confirmedAt && (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-800">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          The buyer confirmed their email address on {formatDateTime(preview.confirmedAt)}.
        </p>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">The buyer's problem</h3>
      <p className="mt-1 whitespace-pre-line text-slate-800">{preview.summary.problem}</p>
      <LeadSummaryList summary={preview.summary} />
      {preview.verdict && (
        <div className="mt-5 rounded-lg border border-border bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-900">Your match for this buyer</h3>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <span className="text-2xl font-bold tabular-nums text-slate-900">
              {formatScore(preview.verdict.score)}
              <span className="text-sm font-normal text-slate-600"> / 100</span>
            </span>
            <FitBadge fit={preview.verdict.fit_category} />
          </div>
          <p className="mt-2 text-sm text-slate-800">{preview.verdict.explanation}</p>
        </div>
      )}
      <div className="mt-5">
        <ContactRulesBox rules={preview.contactRules} note={preview.hasNote} />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        {preview.state === "unlocked"
          ? "You unlocked this lead: the buyer's name and contact details are on its buyer details page."
          : "The buyer's name and contact details are shown only after you unlock this lead."}
      </p>
    </article>
  );
}
