import { Lock, Target, Zap } from "~/components/ui/icons";
import { SOLUTION_SECTION } from "~/content/home";

const ICONS = [Lock, Zap, Target] as const;

export function SolutionCards() {
  return (
    <section aria-labelledby="solution-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2 id="solution-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {SOLUTION_SECTION.title}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SOLUTION_SECTION.cards.map((card, index) => {
            const Icon = ICONS[index] ?? Target;
            return (
              <li key={card.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 text-slate-700">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
