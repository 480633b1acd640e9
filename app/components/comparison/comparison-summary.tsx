import { Sparkles } from "~/components/ui/icons";

/** The generated differences above the table. Sentences come from the data only (see domain/comparison/summarize). */
export function ComparisonSummary({ sentences }: { sentences: readonly string[] }) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-border bg-secondary/50 p-5 print:border-0 print:bg-transparent print:p-0"
    >
      <h2 id="summary-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles aria-hidden="true" className="size-5 text-primary print:hidden" />
        Key differences
      </h2>
      {sentences.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
          {sentences.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-800">
          The data these vendors list shows no clear differences. Check the table for details.
        </p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Written from the vendors' listed data only; something a vendor doesn't list is never counted as a
        difference.
      </p>
    </section>
  );
}
