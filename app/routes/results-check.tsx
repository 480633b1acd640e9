import { data, Link } from "react-router";
import { RouteError } from "~/components/layout/route-error";
import { checkStoredRanking } from "~/services/check-stored-ranking.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/results-check";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    {
      title: "Check This Ranking — SaaSMatch",
      description:
        "Your stored search ranked again from what you asked, compared with the order you were shown.",
      noIndex: true,
    },
    args,
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const requestId = url.searchParams.get("r")?.trim() ?? "";
  const check = requestId
    ? await checkStoredRanking({ db: context.db, matching: context.matching, requestId })
    : null;
  if (!check) return data({ found: false as const }, { status: 404 });
  return { found: true as const, requestId, check };
}

const link = "font-medium text-primary underline underline-offset-4";

export default function ResultsCheck({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Search not found</h1>
        <p className="mt-3 text-slate-700">
          This link does not lead to a stored search: it may have been deleted or mistyped.{" "}
          <Link to="/form" className={link}>
            Start a new search
          </Link>
        </p>
      </div>
    );
  }
  const { check, requestId } = loaderData;
  const nameOf = (slug: string) => check.names[slug] ?? slug;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Check this ranking</h1>
      <p className="mt-3 text-slate-700">
        Your search of {new Date(check.searchedAt).toUTCString()}, ranked again now from what you asked, by
        engine {check.currentEngineVersion} on the current catalog.
      </p>
      <div role="status" className="mt-6 rounded-xl border border-border bg-white p-5">
        {check.sameOrder ? (
          <p className="font-semibold text-slate-900">
            Same order: the ranking you were shown is reproduced.
          </p>
        ) : (
          <>
            <p className="font-semibold text-slate-900">The order is different today.</p>
            {check.unexplained ? (
              <p className="mt-2 text-slate-700">
                No recorded change to the engine or to these vendors explains it.
              </p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {check.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </>
        )}
        {check.aiConfigured && (
          <p className="mt-2 text-slate-700">
            An AI model may refine live searches on this site; this check ranks with the engine alone.
          </p>
        )}
      </div>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="stored-order">
          <h2 id="stored-order" className="text-xl font-semibold text-slate-900">
            As you were shown ({check.storedEngineVersion})
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
            {check.storedOrder.map((slug) => (
              <li key={slug}>{nameOf(slug)}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="rerun-order">
          <h2 id="rerun-order" className="text-xl font-semibold text-slate-900">
            Ranked again now
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
            {check.rerunOrder.map((slug) => (
              <li key={slug}>{nameOf(slug)}</li>
            ))}
          </ol>
        </section>
      </div>
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`/results?r=${encodeURIComponent(requestId)}`} className={link}>
          Back to your results
        </Link>
        <Link to="/how-ranking-works" className={link}>
          How ranking works
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/form" backLabel="Start a new search" />;
}
