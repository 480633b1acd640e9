import { Lightbulb } from "~/components/ui/icons";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { broadenSuggestions } from "~/domain/results/broaden";
import { EditSearchLink } from "./criteria-summary";

/** The search itself found no vendor: concrete ways to widen it, and the way back to edit it. */
export function NoMatches({ problem }: { problem: BusinessProblem }) {
  return (
    <section
      aria-labelledby="no-matches-heading"
      className="rounded-xl border border-border bg-white p-6 sm:p-8"
    >
      <Lightbulb aria-hidden="true" className="size-8 text-primary" />
      <h2 id="no-matches-heading" className="mt-3 text-xl font-semibold text-slate-900">
        No vendors matched this search
      </h2>
      <p className="mt-2 text-slate-700">
        None of the vendors in our catalog fit everything you asked for. A few changes usually help:
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
        {broadenSuggestions(problem).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p className="mt-6">
        <EditSearchLink problem={problem}>Edit your search</EditSearchLink>
      </p>
    </section>
  );
}
