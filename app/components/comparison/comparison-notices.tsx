import { Info } from "~/components/ui/icons";
import { MAX_COMPARED } from "~/domain/comparison/params";
import { joinNames } from "~/domain/results/format";

/** Polite notes on what the URL asked for but the page could not show. */
export function ComparisonNotices({
  dropped,
  truncated,
  requestNotFound,
}: {
  dropped: readonly string[];
  truncated: boolean;
  requestNotFound: boolean;
}) {
  const notes: string[] = [];
  if (dropped.length > 0) {
    const quoted = dropped.map((d) => `“${d}”`);
    notes.push(
      `We couldn't find ${joinNames(quoted)} in our catalog, so ${dropped.length === 1 ? "it was" : "they were"} left out.`,
    );
  }
  if (truncated)
    notes.push(
      `You can compare up to ${MAX_COMPARED} vendors at a time, so we're showing the first ${MAX_COMPARED}.`,
    );
  if (requestNotFound) {
    notes.push(
      "We couldn't find the search this comparison came from, so your requested features aren't checked.",
    );
  }
  if (notes.length === 0) return null;
  return (
    <div className="no-print flex gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
      <ul className="space-y-1">
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
