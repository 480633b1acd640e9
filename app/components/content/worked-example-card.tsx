import { Badge } from "~/components/ui/badge";
import type { FitCategory } from "~/domain/matching/types";

export interface ShortlistEntry {
  slug: string;
  name: string;
  fitCategory: FitCategory;
  score: number;
  explanation: string;
  conflicts: string[];
}

const FIT_VARIANT = {
  "Excellent fit": "success",
  "Good fit": "secondary",
  "Partial fit": "warning",
} as const;

/** The engine's shortlist for one worked example: rank, name, fit, score and the engine's own explanation. */
export function WorkedShortlist({ shortlist }: { shortlist: ShortlistEntry[] }) {
  if (shortlist.length === 0) {
    return <p className="text-slate-700">The current catalog has no vendor relevant to this need.</p>;
  }
  return (
    <ol className="space-y-3">
      {shortlist.map((match, index) => (
        <li key={match.slug} className="rounded-lg border border-border bg-white p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              {index + 1}. {match.name}
            </span>
            <Badge variant={FIT_VARIANT[match.fitCategory]}>{match.fitCategory}</Badge>
            <span className="text-sm text-slate-600">score {match.score.toFixed(1)}</span>
          </div>
          <p className="mt-1 text-sm text-slate-700">{match.explanation}</p>
        </li>
      ))}
    </ol>
  );
}
