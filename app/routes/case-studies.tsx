import { Link } from "react-router";
import { WorkedShortlist } from "~/components/content/worked-example-card";
import { ArrowRight } from "~/components/ui/icons";
import { PAGES } from "~/config/pages";
import { ENGINE_VERSION } from "~/domain/matching";
import { findWorkedExamples } from "~/services/find-worked-examples.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/case-studies";

export async function loader({ context }: Route.LoaderArgs) {
  const [examples, snapshot] = await Promise.all([
    findWorkedExamples({ matching: context.matching }),
    context.matching.getSnapshot(),
  ]);
  return { examples, vendorCount: snapshot.bySlug.size, engineVersion: ENGINE_VERSION };
}

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.caseStudies.seo, args);

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { examples, vendorCount, engineVersion } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Case studies: worked examples</h1>
        <p className="mt-4 text-lg text-slate-700">
          These are not customer stories. Each example is a typical business need, written by us, run through
          the real matching engine on the current catalog when this page is loaded. The shortlists and
          explanations below are exactly what a buyer with that need would get today, and they change when the
          catalog or the engine changes.
        </p>
        <p className="mt-3 text-sm text-slate-600">
          Computed on {vendorCount.toLocaleString("en-US")} published vendors with {engineVersion}.
        </p>
      </header>
      <ul className="mt-12 space-y-10">
        {examples.map((example) => (
          <li key={example.id}>
            <article
              aria-labelledby={`${example.id}-title`}
              className="rounded-2xl border border-border bg-slate-50 p-6 sm:p-8"
            >
              <p className="text-sm font-semibold text-primary">{example.buyer}</p>
              <h2
                id={`${example.id}-title`}
                className="mt-1 text-2xl font-bold tracking-tight text-slate-900"
              >
                {example.headline}
              </h2>
              <div className="mt-6 grid gap-8 lg:grid-cols-2">
                <div>
                  <h3 className="font-semibold text-slate-900">What they asked</h3>
                  <blockquote className="mt-2 border-l-4 border-primary/30 pl-4 text-slate-700 italic">
                    {example.problem.problem}
                  </blockquote>
                  <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-medium text-slate-900">Industry</dt>
                    <dd className="text-slate-700">{example.problem.industry}</dd>
                    <dt className="font-medium text-slate-900">Company size</dt>
                    <dd className="text-slate-700">{example.problem.company_size}</dd>
                    <dt className="font-medium text-slate-900">Features</dt>
                    <dd className="text-slate-700">{example.problem.features.join(", ")}</dd>
                    <dt className="font-medium text-slate-900">Deployment</dt>
                    <dd className="text-slate-700">{example.problem.deployment_model.join(", ")}</dd>
                    <dt className="font-medium text-slate-900">Budget</dt>
                    <dd className="text-slate-700">{example.problem.budget_range}</dd>
                    <dt className="font-medium text-slate-900">Region</dt>
                    <dd className="text-slate-700">{example.problem.region_focus}</dd>
                  </dl>
                </div>
                <div>
                  <h3 className="font-semibold text-slate-900">The shortlist they get, and why</h3>
                  <div className="mt-2">
                    <WorkedShortlist shortlist={example.shortlist} />
                  </div>
                </div>
              </div>
              <Link
                to="/form"
                state={{ problem: example.problem.problem }}
                className="mt-6 inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
              >
                Start a search from this problem
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-slate-700">
        The factors behind each score are explained on{" "}
        <Link to="/how-it-works" className="font-medium text-primary underline underline-offset-4">
          How It Works
        </Link>
        .
      </p>
    </div>
  );
}
