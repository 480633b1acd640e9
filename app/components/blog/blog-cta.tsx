import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";

/** Ends every post: the reader has a problem, the wizard turns it into a shortlist. */
export function BlogCta() {
  return (
    <aside
      aria-labelledby="blog-cta-title"
      className="rounded-2xl bg-primary px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="blog-cta-title" className="text-2xl font-bold tracking-tight">
        Have a problem to solve?
      </h2>
      <p className="mt-3 text-indigo-100">
        Describe it in your own words and get a ranked, explained shortlist of vendors. Free and anonymous.
      </p>
      <Button asChild size="lg" variant="secondary" className="mt-6 focus-visible:outline-white">
        <Link to="/form">
          Find Your SaaS Match
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </aside>
  );
}
