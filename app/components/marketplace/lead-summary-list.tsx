import { type LeadSummary, summaryRows } from "~/domain/leads/summary";

/**
 * The criteria of a buyer's anonymous request (industry, company size, budget…) as a definition list, two columns
 * from small screens up. The problem text itself is shown by the caller, where its context needs it.
 */
export function LeadSummaryList({
  summary,
  compact = false,
}: {
  summary: LeadSummary;
  /** Tighter rows in small type, for a summary folded inside a list item. */
  compact?: boolean;
}) {
  const rows = summaryRows(summary);
  if (rows.length === 0) return null;
  return (
    <dl className={`grid gap-x-6 sm:grid-cols-2 ${compact ? "mt-2 gap-y-1" : "mt-4 gap-y-2"}`}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt className={`font-medium text-slate-600 ${compact ? "" : "text-sm"}`}>{row.label}</dt>
          <dd className="text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
