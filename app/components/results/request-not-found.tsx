import { SearchX } from "lucide-react";
import { Link } from "react-router";

/** /results without a search yet (`missing`), or with a malformed or unknown request id. */
export function RequestNotFound({ missing = false }: { missing?: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {missing ? "No search yet" : "We couldn't find these results"}
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        {missing
          ? "Describe your business problem and answer five quick questions to get a ranked, explained shortlist of vendors."
          : "The link may be incomplete, or it doesn't belong to a search we know. Start a new search to get your ranked matches; it takes about a minute."}
      </p>
      <Link
        to="/form"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-primary px-6 font-medium text-white hover:bg-primary-hover"
      >
        Start a new search
      </Link>
    </section>
  );
}
