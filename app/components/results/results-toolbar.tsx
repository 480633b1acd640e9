import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { FitCategory } from "~/domain/matching/types";
import {
  DEFAULT_RESULTS_VIEW,
  FIT_CATEGORIES,
  isFiltered,
  type ResultsSort,
  type ResultsView,
  SORT_LABELS,
} from "~/domain/results/view";

export function ResultsToolbar({
  view,
  onViewChange,
  deploymentOptions,
  shown,
  total,
  budgetKnown = false,
}: {
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  deploymentOptions: readonly string[];
  shown: number;
  total: number;
  /** The search states a budget amount, so "Within budget" can be read. */
  budgetKnown?: boolean;
}) {
  const id = useId();
  const deployments =
    view.deployment && !deploymentOptions.includes(view.deployment)
      ? [...deploymentOptions, view.deployment]
      : deploymentOptions;
  const set = (patch: Partial<ResultsView>) => onViewChange({ ...view, ...patch });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="no-print rounded-xl border border-border bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        Sort and filter
      </h2>
      <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <Select
            id={`${id}-sort`}
            value={view.sort}
            onChange={(event) => set({ sort: event.currentTarget.value as ResultsSort })}
          >
            {(Object.keys(SORT_LABELS) as ResultsSort[]).map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-deployment`}>Deployment</Label>
          <Select
            id={`${id}-deployment`}
            value={view.deployment ?? ""}
            onChange={(event) => set({ deployment: event.currentTarget.value || null })}
          >
            <option value="">Any deployment</option>
            {deployments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-fit`}>Fit</Label>
          <Select
            id={`${id}-fit`}
            value={view.fit ?? ""}
            onChange={(event) => set({ fit: (event.currentTarget.value || null) as FitCategory | null })}
          >
            <option value="">Any fit</option>
            {FIT_CATEGORIES.map((fit) => (
              <option key={fit} value={fit}>
                {fit}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={`${id}-free`}
            checked={view.freeTier}
            onCheckedChange={(checked) => set({ freeTier: checked })}
          />
          <Label htmlFor={`${id}-free`}>Free tier only</Label>
        </div>
        {budgetKnown && (
          <div className="flex h-10 items-center gap-2">
            <Checkbox
              id={`${id}-budget`}
              checked={view.withinBudget === true}
              onCheckedChange={(checked) => set({ withinBudget: checked })}
            />
            <Label htmlFor={`${id}-budget`}>Within budget</Label>
          </div>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <p role="status" className="text-sm font-medium text-slate-800">
          Showing {shown} of {total} {total === 1 ? "vendor" : "vendors"}
        </p>
        {isFiltered(view) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onViewChange({ ...DEFAULT_RESULTS_VIEW, sort: view.sort })}
          >
            Clear filters
          </Button>
        )}
      </div>
    </section>
  );
}
