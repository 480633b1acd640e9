import { Link } from "react-router";
import { SearchX } from "~/components/ui/icons";

const TEXT = {
  missing: {
    title: "No search yet",
    body: "Describe your business problem and answer five quick questions to get a ranked, explained shortlist of vendors.",
  },
  deleted: {
    title: "Your search was deleted",
    body: "Your answers and results are no longer stored by SaaSMatch, and this link no longer works. You can start a new search at any time.",
  },
  unknown: {
    title: "We couldn't find these results",
    body: "The link may be incomplete, or it doesn't belong to a search we know. Start a new search to get your ranked matches; it takes about a minute.",
  },
};

/** /results without a search yet (`missing`), just deleted by the buyer (`deleted`), or with a malformed or unknown request id. */
export function RequestNotFound({
  missing = false,
  deleted = false,
}: {
  missing?: boolean;
  deleted?: boolean;
}) {
  const text = missing ? TEXT.missing : deleted ? TEXT.deleted : TEXT.unknown;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{text.body}</p>
      <Link
        to="/form"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-primary px-6 font-medium text-white hover:bg-primary-hover"
      >
        Start a new search
      </Link>
    </section>
  );
}
