import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { FINAL_CTA } from "~/content/home";

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl rounded-2xl bg-primary px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {FINAL_CTA.title}
        </h2>
        <p className="mt-4 text-lg text-indigo-100">{FINAL_CTA.text}</p>
        <Button asChild size="lg" variant="secondary" className="mt-8 focus-visible:outline-white">
          <Link to="/form">
            {FINAL_CTA.button}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
