import { ListChecks, MessageSquareText, Trophy } from "lucide-react";

const STEPS = [
  {
    icon: MessageSquareText,
    title: "Describe your problem",
    text: "Say in your own words what you need to solve. No account, no contact details.",
  },
  {
    icon: ListChecks,
    title: "Answer five quick questions",
    text: "Industry, company size, must-have features, budget and region sharpen the match.",
  },
  {
    icon: Trophy,
    title: "Compare ranked matches",
    text: "See vendors ranked by fit, with the reasons for each, and compare them side by side.",
  },
] as const;

export function HowItWorksBand() {
  return (
    <section aria-labelledby="steps-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          How it works in 3 steps
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-primary">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
