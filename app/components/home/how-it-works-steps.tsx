import { BarChart3, Bot, CheckCircle2, SearchCheck } from "~/components/ui/icons";
import { STEPS_SECTION } from "~/content/home";
import { MATCHING_STEPS } from "~/content/how-it-works-steps";

const ICONS = [Bot, SearchCheck, BarChart3, CheckCircle2] as const;

/** The four steps of a search, each saying what the product really does there. */
export function HowItWorksSteps() {
  return (
    <section aria-labelledby="steps-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {STEPS_SECTION.title}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {MATCHING_STEPS.map((step, index) => {
            const Icon = ICONS[index] ?? Bot;
            return (
              <li key={step.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-primary">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.summary}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
