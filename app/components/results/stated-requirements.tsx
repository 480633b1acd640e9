import { Check, CircleHelp, X } from "~/components/ui/icons";
import type { CriterionStatus, ProblemInterpretation, QualificationCheck } from "~/domain/matching/types";

/** Criterion names as the "Why this score" breakdown says them. */
export const CRITERION_LABELS: Readonly<Record<QualificationCheck["criterion"], string>> = {
  company_size: "Company size",
  budget: "Budget",
  deployment: "Deployment",
  region: "Region",
  timeline: "Timeline",
  license: "Licence",
  compliance: "Compliance",
  data_location: "Data location",
};

/** Criterion names as the criteria summary and the cards say them: what the buyer asked of the vendor's price. */
export const REQUIREMENT_LABELS: Readonly<Record<QualificationCheck["criterion"], string>> = {
  ...CRITERION_LABELS,
  budget: "Price",
};

/** How a criterion came out: a label for the breakdown, a word for a sentence, an icon and its colour for both. */
export const CRITERION_STATUS: Readonly<
  Record<CriterionStatus, { label: string; word: string; icon: typeof Check; className: string }>
> = {
  met: { label: "Met", word: "met", icon: Check, className: "text-green-700" },
  unknown: { label: "Not listed", word: "not confirmed", icon: CircleHelp, className: "text-slate-600" },
  conflict: { label: "Conflict", word: "not met", icon: X, className: "text-red-700" },
};

/** A conflict's detail repeats what was asked ("Proprietary — you asked for open source"); the line says it once. */
function shortDetail(detail: string): string {
  return detail.split(" — you asked for ")[0]!;
}

/**
 * Whether the vendor meets each requirement the buyer stated in their description: "You asked for open source:
 * met — AGPL-3.0".
 */
export function StatedRequirements({
  requirements,
  checks,
}: {
  requirements: ProblemInterpretation["requirements"];
  checks: readonly QualificationCheck[];
}) {
  const rows = requirements.flatMap((r) => {
    const check = checks.find((c) => c.criterion === r.criterion);
    return check ? [{ ...r, check }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 className="sr-only">Your stated requirements</h3>
      <ul className="space-y-1 text-sm">
        {rows.map(({ criterion, label, check }) => {
          const status = CRITERION_STATUS[check.status];
          const Icon = status.icon;
          return (
            <li key={criterion} className="flex gap-2 text-slate-800">
              <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${status.className}`} />
              <span>
                You asked for {label.charAt(0).toLowerCase() + label.slice(1)}:{" "}
                <span className="font-medium">{status.word}</span>
                {check.detail ? ` — ${shortDetail(check.detail)}` : ""}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
