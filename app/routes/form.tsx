import { BuyerWizard } from "~/components/wizard/buyer-wizard";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/form";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.form.seo, args);

export default function BuyerForm() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Find Your Perfect Vendor Match
        </h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">
          Tell us about your business needs and we'll match you with the best vendors
        </p>
      </header>
      <BuyerWizard />
    </section>
  );
}
