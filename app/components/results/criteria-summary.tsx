import { Link } from "react-router";
import { Pencil } from "~/components/ui/icons";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import type { ProblemInterpretation } from "~/domain/matching/types";
import { REQUIREMENT_LABELS } from "./stated-requirements";

/**
 * Navigation state for /form to reopen a search: `formData` is the whole search; `problem` is its text alone,
 * the same shape the home hero passes, so a wizard that only reads the hero's state still gets the problem.
 */
export interface EditSearchState {
  formData: BusinessProblem;
  problem: string;
}

const CRITERIA: ReadonlyArray<{ key: Exclude<keyof BusinessProblem, "problem">; label: string }> = [
  { key: "industry", label: "Industry" },
  { key: "features", label: "Features" },
  { key: "company_size", label: "Company size" },
  { key: "budget_range", label: "Budget" },
  { key: "deployment_model", label: "Deployment" },
  { key: "timeline", label: "Timeline" },
  { key: "region_focus", label: "Region" },
  { key: "buyer_role", label: "Your role" },
];

export function EditSearchLink({
  problem,
  children,
}: {
  problem: BusinessProblem;
  children: React.ReactNode;
}) {
  const state: EditSearchState = { formData: problem, problem: problem.problem };
  return (
    <Link
      to="/form"
      state={state}
      className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
    >
      <Pencil aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** What the engine read from the description: "You need: Forms & surveys", "Alternatives to Airtable", "Licence: Open source". */
function ReadFromDescription({ interpretation }: { interpretation: ProblemInterpretation }) {
  const { needs, alternativesTo, requirements, avoided } = interpretation;
  if (needs.length + alternativesTo.length + requirements.length + avoided.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-xs font-medium uppercase tracking-wide text-slate-600">From your description</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-900">
        {needs.length > 0 && <li>You need: {needs.join(", ")}</li>}
        {alternativesTo.length > 0 && <li>Alternatives to {alternativesTo.map((a) => a.name).join(", ")}</li>}
        {requirements.map((r) => (
          <li key={r.criterion}>
            {REQUIREMENT_LABELS[r.criterion]}: {r.label}
          </li>
        ))}
        {avoided.length > 0 && <li>Not wanted: {avoided.join(", ")}</li>}
      </ul>
    </div>
  );
}

/** The buyer's criteria as they were searched, with a way back to the wizard to change them. */
export function CriteriaSummary({
  problem,
  interpretation,
}: {
  problem: BusinessProblem;
  interpretation?: ProblemInterpretation;
}) {
  return (
    <section aria-labelledby="criteria-heading" className="rounded-xl border border-border bg-slate-50 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="criteria-heading" className="text-base font-semibold text-slate-900">
          Your search
        </h2>
        <span className="no-print text-sm">
          <EditSearchLink problem={problem}>Edit search</EditSearchLink>
        </span>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700 lg:line-clamp-4">{problem.problem}</p>
      {interpretation && <ReadFromDescription interpretation={interpretation} />}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
        {CRITERIA.map(({ key, label }) => {
          const value = problem[key];
          const text = Array.isArray(value) ? value.join(", ") : value;
          return (
            <div key={key}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
              <dd className={text ? "mt-0.5 text-slate-900" : "mt-0.5 text-slate-600 italic"}>
                {text || "Not specified"}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
