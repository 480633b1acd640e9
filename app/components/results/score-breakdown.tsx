import { useEffect, useRef, useState } from "react";
import { ChevronRight } from "~/components/ui/icons";
import type { MatchFactors, QualificationCheck } from "~/domain/matching/types";
import { FACTOR_LABELS } from "~/domain/results/factor-labels";
import { formatPercent } from "~/domain/results/format";
import { cn } from "~/utils/cn";
import { CRITERION_LABELS, CRITERION_STATUS } from "./stated-requirements";

const FACTORS: ReadonlyArray<{ key: keyof MatchFactors; label: string; hint: string }> = [
  {
    key: "problem_fit",
    label: FACTOR_LABELS.problem_fit,
    hint: "How directly it solves the problem you described",
  },
  {
    key: "feature_alignment",
    label: FACTOR_LABELS.feature_alignment,
    hint: "How many of your requested features it lists",
  },
  {
    key: "industry_relevance",
    label: FACTOR_LABELS.industry_relevance,
    hint: "Whether it serves your industry",
  },
  {
    key: "qualification",
    label: FACTOR_LABELS.qualification,
    hint: "Size, budget, deployment, region and timeline",
  },
  {
    key: "credibility",
    label: FACTOR_LABELS.credibility,
    hint: "How complete and established its profile is",
  },
];

/**
 * "Why this score": the five factors as labelled bars, then how each qualification criterion came out. It starts
 * closed, so its content is rendered in the browser when it is first opened, not in every card of the server's page
 * (about a third of a card's markup and render time, measured when the results page was profiled under load).
 */
export function ScoreBreakdown({
  factors,
  checks,
  vendorName,
}: {
  factors: MatchFactors;
  checks: readonly QualificationCheck[];
  vendorName: string;
}) {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page was interactive: show what it holds now.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      className="group rounded-lg border border-border bg-white print:hidden"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium text-slate-900 hover:bg-muted [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
        />
        Why this score<span className="sr-only"> for {vendorName}</span>
      </summary>
      {opened && <BreakdownContent factors={factors} checks={checks} />}
    </details>
  );
}

function BreakdownContent({
  factors,
  checks,
}: {
  factors: MatchFactors;
  checks: readonly QualificationCheck[];
}) {
  return (
    <div className="grid gap-6 border-t border-border px-4 py-4 md:grid-cols-2">
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Score factors</h4>
        <ul className="mt-3 space-y-3">
          {FACTORS.map(({ key, label, hint }) => {
            const value = factors[key];
            return (
              <li key={key}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">{label}</span>
                  <span className="tabular-nums text-slate-700">{formatPercent(value)}</span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
                  <div className="h-full rounded-full bg-primary" style={{ width: formatPercent(value) }} />
                </div>
                <p className="mt-1 text-xs text-slate-600">{hint}</p>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Your criteria</h4>
        {checks.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            You didn't set any size, budget, deployment, region or timeline.
          </p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {checks.map((check) => {
              const status = CRITERION_STATUS[check.status];
              const Icon = status.icon;
              return (
                <li key={check.criterion} className="flex gap-2">
                  <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", status.className)} />
                  <span>
                    <span className="font-medium text-slate-800">{CRITERION_LABELS[check.criterion]}</span>
                    <span className={cn("ml-1.5 text-xs font-semibold", status.className)}>
                      ({status.label})
                    </span>
                    {check.detail && <span className="block text-slate-700">{check.detail}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
