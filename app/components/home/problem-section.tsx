import { PROBLEM_SECTION, type Statistic } from "~/content/home";

function StatList({ title, stats, offset }: { title: string; stats: readonly Statistic[]; offset: number }) {
  return (
    <div className="rounded-2xl border border-border bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="mt-4 space-y-4">
        {stats.map((stat, index) => {
          const note = stat.source ? offset + stats.slice(0, index + 1).filter((s) => s.source).length : null;
          return (
            <li key={stat.value} className="flex items-baseline gap-4">
              <span className="w-20 shrink-0 text-3xl font-bold text-primary">{stat.value}</span>
              <span className="text-slate-700">
                {stat.text}
                {note !== null && (
                  <sup>
                    <a
                      href={`#stat-source-${note}`}
                      className="ml-0.5 text-primary underline underline-offset-2"
                      aria-label={`Source ${note}`}
                    >
                      {note}
                    </a>
                  </sup>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ProblemSection() {
  const { buyers, sellers } = PROBLEM_SECTION;
  const sources = [...buyers.stats, ...sellers.stats].flatMap((s) => (s.source ? [s.source] : []));
  const buyerSources = buyers.stats.filter((s) => s.source).length;
  return (
    <section aria-labelledby="problem-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2 id="problem-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {PROBLEM_SECTION.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{PROBLEM_SECTION.intro}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <StatList title={buyers.title} stats={buyers.stats} offset={0} />
          <StatList title={sellers.title} stats={sellers.stats} offset={buyerSources} />
        </div>
        <ol aria-label="Sources" className="mt-6 space-y-1 text-xs text-slate-600">
          {sources.map((source, index) => (
            <li key={source.url} id={`stat-source-${index + 1}`}>
              {index + 1}.{" "}
              <a href={source.url} rel="noopener noreferrer" className="underline underline-offset-2">
                {source.name}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
