import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Pencil } from "~/components/ui/icons";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import type { ProblemInterpretation } from "~/domain/matching/types";
import { neededKinds, offeredReadings } from "~/domain/results/readings";
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

/** The search's reading and the buyer's way to choose another one. */
export interface ReadingChoice {
  requestId: string;
  /** The reading the buyer chose in place of the one read; null when none was chosen. */
  chosenNeed: string | null;
  /** Why the last choice failed, when it did. */
  error?: string;
}

/**
 * "Not what you need?": the next-best readings as one-click corrections. Each is a form (it works before the page's
 * JavaScript): the server checks the reading was offered, ranks the search again with it and opens the new results.
 */
function OtherReadings({ readings, choice }: { readings: string[]; choice: ReadingChoice }) {
  const labelId = useId();
  const errorId = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "correct-reading";
  if (readings.length === 0) return null;
  return (
    <div className="no-print mt-2">
      <p id={labelId} className="text-sm text-slate-700">
        Not what you need? Search for:
      </p>
      <ul aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-2">
        {readings.map((need) => (
          <li key={need}>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="correct-reading" />
              <input type="hidden" name="requestId" value={choice.requestId} />
              <input type="hidden" name="need" value={need} />
              <button
                type="submit"
                disabled={busy}
                aria-describedby={choice.error ? errorId : undefined}
                className="rounded-full border border-border bg-white px-3 py-1 text-sm font-medium text-primary hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
              >
                {need}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {choice.error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {choice.error}
        </p>
      )}
    </div>
  );
}

/** What the engine read from the description: "You need: Forms & surveys", "Alternatives to Airtable", "Licence: Open source". */
function ReadFromDescription({
  interpretation,
  choice,
}: {
  interpretation: ProblemInterpretation;
  choice?: ReadingChoice;
}) {
  const { alternativesTo, requirements, avoided } = interpretation;
  const chosenNeed = choice?.chosenNeed ?? null;
  const needs = neededKinds(interpretation, chosenNeed);
  const readings = choice ? offeredReadings(interpretation, chosenNeed) : [];
  if (needs.length + alternativesTo.length + requirements.length + avoided.length + readings.length === 0)
    return null;
  return (
    <div className="mt-4">
      <h3 className="text-xs font-medium uppercase tracking-wide text-slate-600">From your description</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-900">
        {needs.length > 0 && (
          <li>
            You need: {needs.join(", ")}
            {chosenNeed !== null && (
              <span className="text-slate-700">
                {" "}
                (your choice
                {interpretation.needs.length > 0 ? `; we read ${interpretation.needs.join(", ")}` : ""})
              </span>
            )}
          </li>
        )}
        {alternativesTo.length > 0 && <li>Alternatives to {alternativesTo.map((a) => a.name).join(", ")}</li>}
        {requirements.map((r) => (
          <li key={r.criterion}>
            {REQUIREMENT_LABELS[r.criterion]}: {r.label}
          </li>
        ))}
        {avoided.length > 0 && <li>Not wanted: {avoided.join(", ")}</li>}
      </ul>
      {choice && <OtherReadings readings={readings} choice={choice} />}
    </div>
  );
}

/** The buyer's criteria as they were searched, with a way back to the wizard to change them. */
export function CriteriaSummary({
  problem,
  interpretation,
  reading,
}: {
  problem: BusinessProblem;
  interpretation?: ProblemInterpretation;
  /** The stored search's reading, to offer the other readings as corrections; absent where none can be chosen. */
  reading?: ReadingChoice;
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
      {interpretation && <ReadFromDescription interpretation={interpretation} choice={reading} />}
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
