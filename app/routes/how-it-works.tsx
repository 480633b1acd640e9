import { Link } from "react-router";
import { ContentSection, PageHeader } from "~/components/content/content-section";
import { Walkthrough } from "~/components/content/walkthrough";
import { Button } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { PAGES } from "~/config/pages";
import {
  ANONYMITY_POINTS,
  FIT_CATEGORIES,
  formatWeight,
  RANKING_FACTORS,
  WIZARD_QUESTIONS,
} from "~/content/how-it-works";
import { MATCHING_STEPS } from "~/content/how-it-works-steps";
import { WIZARD_STEPS } from "~/domain/buyer/wizard-steps";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.howItWorks.seo, args);

export default function HowItWorks() {
  return (
    <>
      <PageHeader
        title="How SaaSMatch works"
        intro="You describe a business problem; SaaSMatch returns a ranked, explained shortlist of software vendors. Here is exactly what happens in between: what we ask, how vendors are ranked, what anonymity means and what is stored."
      >
        <p className="mt-4">
          <a href="#video" className="font-medium text-primary underline underline-offset-4">
            Watch the walkthrough
          </a>
        </p>
      </PageHeader>

      <ContentSection id="steps-title" title="Four steps" className="pt-0">
        <ol className="mt-6 grid gap-5 sm:grid-cols-2">
          {MATCHING_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-primary">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.summary}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        id="asked-title"
        title="What we ask"
        muted
        intro="Five short steps. Only the problem, industry, company size, features, deployment, budget, timeline, region and role are asked: never your name or contact details."
      >
        <ol className="mt-6 space-y-4">
          {WIZARD_STEPS.map((step, index) => (
            <li key={step.key} className="flex gap-4">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white">
                {index + 1}
              </span>
              <p className="text-slate-700">
                <strong className="text-slate-900">{step.label}:</strong> {WIZARD_QUESTIONS[step.key]}
              </p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        id="factors-title"
        title="The five ranking factors"
        intro="Every relevant vendor gets a score from 0 to 100: the weighted sum of five factors. These are the weights the engine uses, read from its code. There is no factor for payment, advertising or sponsorship."
      >
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Ranking factors and their weights</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-3 pr-4 font-semibold text-slate-900">
                  Factor
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold text-slate-900">
                  Weight
                </th>
                <th scope="col" className="py-3 font-semibold text-slate-900">
                  What it measures
                </th>
              </tr>
            </thead>
            <tbody>
              {RANKING_FACTORS.map((factor) => (
                <tr key={factor.key} className="border-b border-border align-top">
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {factor.name}
                  </th>
                  <td className="py-3 pr-4 font-semibold text-primary">{formatWeight(factor.weight)}</td>
                  <td className="py-3 text-slate-700">{factor.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="mt-10 text-xl font-semibold text-slate-900">Fit categories and conflicts</h3>
        <ul className="mt-4 space-y-3">
          {FIT_CATEGORIES.map((category) => (
            <li key={category.name} className="text-slate-700">
              <strong className="text-slate-900">{category.name}:</strong> {category.rule}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          A conflict is a known vendor fact that contradicts something you asked for. Missing vendor data is
          unknown, never a conflict. Vendors with a conflict stay visible, flagged with the reason, so you can
          see why they rank lower.
        </p>
        <p className="mt-4 text-slate-700">
          <Link to="/how-ranking-works" className="font-medium text-primary underline underline-offset-4">
            How ranking works
          </Link>{" "}
          lists every weight, penalty and threshold, what is an input and what is not.
        </p>
      </ContentSection>

      <section aria-labelledby="anonymity-title" className="bg-slate-50 px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-4xl gap-10 md:grid-cols-2">
          <div>
            <h2 id="anonymity-title" className="text-2xl font-bold tracking-tight text-slate-900">
              What anonymity means
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {ANONYMITY_POINTS.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">What is stored</h2>
            <p className="mt-4 text-slate-700">
              Your answers and the ranked results, under a random link, deleted automatically after a
              retention period; a rating if you give one; a message if you write to us. The{" "}
              <Link to="/privacy-policy" className="font-medium text-primary underline underline-offset-4">
                privacy policy
              </Link>{" "}
              lists everything, with how long it is kept and who can see it.
            </p>
          </div>
        </div>
      </section>

      <Walkthrough />

      <section className="px-4 py-16 text-center sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Try it with your own problem</h2>
        <p className="mt-3 text-slate-700">Free and anonymous. No account needed.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/form">
            Find Your SaaS Match
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </>
  );
}
