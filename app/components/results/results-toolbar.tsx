import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import type { FitCategory } from "~/domain/matching/types";
import {
  DEFAULT_RESULTS_VIEW,
  FIT_CATEGORIES,
  isFiltered,
  type ResultsSort,
  type ResultsView,
  SORT_LABELS,
} from "~/domain/results/view";

/** Radix Select items cannot have an empty value. */
const ANY = "any";

export function ResultsToolbar({
  view,
  onViewChange,
  deploymentOptions,
  shown,
  total,
}: {
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  deploymentOptions: readonly string[];
  shown: number;
  total: number;
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
          <Select value={view.sort} onValueChange={(value) => set({ sort: value as ResultsSort })}>
            <SelectTrigger id={`${id}-sort`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(Object.keys(SORT_LABELS) as ResultsSort[]).map((key) => (
                <SelectItem key={key} value={key}>
                  {SORT_LABELS[key]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-deployment`}>Deployment</Label>
          <Select
            value={view.deployment ?? ANY}
            onValueChange={(value) => set({ deployment: value === ANY ? null : value })}
          >
            <SelectTrigger id={`${id}-deployment`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any deployment</SelectItem>
              {deployments.map((d) => (
                <SelectItem key={d} value={d}>
                  {d}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-fit`}>Fit</Label>
          <Select
            value={view.fit ?? ANY}
            onValueChange={(value) => set({ fit: value === ANY ? null : (value as FitCategory) })}
          >
            <SelectTrigger id={`${id}-fit`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any fit</SelectItem>
              {FIT_CATEGORIES.map((fit) => (
                <SelectItem key={fit} value={fit}>
                  {fit}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={`${id}-free`}
            checked={view.freeTier}
            onCheckedChange={(checked) => set({ freeTier: checked === true })}
          />
          <Label htmlFor={`${id}-free`}>Free tier only</Label>
        </div>
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
