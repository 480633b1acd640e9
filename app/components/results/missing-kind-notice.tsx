import { SearchX } from "~/components/ui/icons";
import type { MissingKind } from "~/domain/matching/types";
import { missingKindNotice } from "~/domain/results/missing-kind";

/** Said first on a results page whose needed kind of software the catalog lacks: what is shown instead is another kind. */
export function MissingKindNotice({ kind }: { kind: MissingKind }) {
  return (
    <section
      aria-labelledby="missing-kind-heading"
      className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <SearchX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
      <div>
        <h2 id="missing-kind-heading" className="text-lg font-semibold">
          {missingKindNotice(kind.name)}
        </h2>
        <p className="mt-1 text-slate-800">
          {kind.nearest.length > 0
            ? "The vendors below are of other kinds, the nearest we have, so none is marked a good fit. "
            : "No vendor here is of that kind. "}
          We count searches for kinds we lack so that we add them.
        </p>
      </div>
    </section>
  );
}
