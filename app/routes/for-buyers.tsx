import { Link } from "react-router";
import { ContentSection, PageHeader } from "~/components/content/content-section";
import { Button } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { PAGES } from "~/config/pages";
import { FOR_BUYERS } from "~/content/for-buyers";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/for-buyers";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.forBuyers.seo, args);

export default function ForBuyers() {
  return (
    <>
      <PageHeader eyebrow="For buyers" title={FOR_BUYERS.title} intro={FOR_BUYERS.intro} centered>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/form">
              Find Your SaaS Match
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/how-it-works">How it works</Link>
          </Button>
        </div>
      </PageHeader>
      <ContentSection id="benefits-title" title="What you get" muted width="5xl" centeredTitle>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FOR_BUYERS.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="faq-title" title="Questions buyers ask" width="3xl">
        <dl className="mt-6 space-y-6">
          {FOR_BUYERS.faq.map((item) => (
            <div key={item.question}>
              <dt className="font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-2 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>
    </>
  );
}
