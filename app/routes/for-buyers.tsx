import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { PAGES } from "~/config/pages";
import { FOR_BUYERS } from "~/content/for-buyers";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/for-buyers";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.forBuyers.seo, args);

export default function ForBuyers() {
  return (
    <>
      <header className="px-4 pt-16 pb-12 sm:px-6 sm:pt-20">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">For buyers</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {FOR_BUYERS.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{FOR_BUYERS.intro}</p>
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
        </div>
      </header>
      <section aria-labelledby="benefits-title" className="bg-slate-50 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <h2 id="benefits-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
            What you get
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FOR_BUYERS.benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 text-slate-700">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="faq-title" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Questions buyers ask
          </h2>
          <dl className="mt-6 space-y-6">
            {FOR_BUYERS.faq.map((item) => (
              <div key={item.question}>
                <dt className="font-semibold text-slate-900">{item.question}</dt>
                <dd className="mt-2 text-slate-700">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
