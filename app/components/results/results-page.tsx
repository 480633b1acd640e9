import { useId, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BuyerMarketplaceSection } from "~/components/marketplace/buyer-marketplace-section";
import { MarketplaceProvider } from "~/components/marketplace/marketplace-context";
import { VendorContactActions } from "~/components/marketplace/vendor-contact-actions";
import { MatrixLink } from "~/components/matrix/matrix-link";
import { Button } from "~/components/ui/button";
import { FilterX } from "~/components/ui/icons";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { comparisonHref, MAX_COMPARED } from "~/domain/comparison/params";
import type { ProblemInterpretation } from "~/domain/matching/types";
import { readBudgetBand } from "~/domain/results/budget-fit";
import { nearestKindsHeading } from "~/domain/results/missing-kind";
import type { ResultVendor } from "~/domain/results/result-vendor";
import {
  applyResultsView,
  DEFAULT_RESULTS_VIEW,
  deploymentOptions,
  filterReliefs,
  parseResultsView,
  type ResultsView,
  writeResultsView,
} from "~/domain/results/view";
import type { PublicReview } from "~/domain/reviews/reviews";
import type { BuyerMarketplace } from "~/services/leads/get-buyer-marketplace.server";
import { useHydrated } from "~/utils/use-hydrated";
import { CompareBar } from "./compare-bar";
import { CriteriaSummary } from "./criteria-summary";
import { MissingKindNotice } from "./missing-kind-notice";
import { NoMatches } from "./no-matches";
import { ResultsToolbar } from "./results-toolbar";
import { VendorResultCard } from "./vendor-result-card";

const NOTHING_READ: ProblemInterpretation = {
  needs: [],
  alternativesTo: [],
  requirements: [],
  avoided: [],
  missingKind: null,
  otherReadings: [],
};

/**
 * Cards in the server-rendered page: what the first screen shows (one or two on a laptop, none on a phone, where the
 * criteria come first). The rest are rendered in the browser right after hydration (their data is already in the
 * page), which keeps the HTML and the server's work per request small: each card costs about 1.4 ms of render.
 */
export const FIRST_SCREEN_CARDS = 2;

/**
 * The cards to render: the first screen in the server's HTML and while hydrating it, all of them right after
 * (React renders again with the client snapshot) and at once when the page is opened by a client navigation.
 */
function useRenderedCards<T>(items: T[]): T[] {
  return useHydrated() ? items : items.slice(0, FIRST_SCREEN_CARDS);
}

/** The ranked, explained shortlist of one search, with sort, filters and a comparison picker. */
export function ResultsPage({
  requestId,
  problem,
  vendors,
  interpretation = NOTHING_READ,
  chosenNeed = null,
  readingError,
  marketplace,
  reviews = {},
}: {
  requestId: string;
  problem: BusinessProblem;
  vendors: ResultVendor[];
  /** What the engine read from the problem text beyond its topic. */
  interpretation?: ProblemInterpretation;
  /** The reading the buyer chose in place of the one read; null when none was chosen. */
  chosenNeed?: string | null;
  /** Why choosing another reading failed, when it did. */
  readingError?: string;
  /** Questions, connections and who can be reached; absent where the page is shown without them. */
  marketplace?: BuyerMarketplace;
  /** Published buyer reviews by vendor slug, newest first. */
  reviews?: Readonly<Record<string, readonly PublicReview[]>>;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => parseResultsView(searchParams), [searchParams]);
  const budget = useMemo(() => readBudgetBand(problem.budget_range), [problem.budget_range]);
  const shown = useMemo(() => applyResultsView(vendors, view, budget), [vendors, view, budget]);
  const deployments = useMemo(() => deploymentOptions(vendors), [vendors]);
  const rendered = useRenderedCards(shown);
  const [selected, setSelected] = useState<string[]>([]);
  const limitNoteId = useId();

  const setView = (next: ResultsView) =>
    setSearchParams(writeResultsView(searchParams, next), { replace: true, preventScrollReset: true });
  const toggle = (slug: string, checked: boolean) =>
    setSelected((current) =>
      checked
        ? current.includes(slug) || current.length >= MAX_COMPARED
          ? current
          : [...current, slug]
        : current.filter((s) => s !== slug),
    );
  const selectedVendors = vendors.filter((v) => selected.includes(v.slug));
  const full = selected.length >= MAX_COMPARED;

  const marketVendors = useMemo(
    () => vendors.map((v) => ({ slug: v.slug, name: v.name, website: v.website })),
    [vendors],
  );
  const page = (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your vendor matches</h1>
        {interpretation.missingKind && <MissingKindNotice kind={interpretation.missingKind} />}
        <p className="mt-2 text-lg text-slate-700">
          {vendors.length === 0
            ? "We couldn't find a vendor for this search yet."
            : `${vendors.length} ${vendors.length === 1 ? "vendor" : "vendors"} ranked by how well they fit your problem, with the reasons for each score.`}
        </p>
        <p className="mt-2 text-slate-700">
          No vendor can pay for a place in this list.{" "}
          <Link to="/how-ranking-works" className="font-medium text-primary underline underline-offset-4">
            How ranking works
          </Link>
          {" · "}
          <Link
            to={`/results/check?r=${encodeURIComponent(requestId)}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            Check this ranking
          </Link>
          {vendors.length > 0 && (
            <>
              {" · "}
              <MatrixLink requestId={requestId} />
            </>
          )}
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <CriteriaSummary
            problem={problem}
            interpretation={interpretation}
            reading={{ requestId, chosenNeed, error: readingError }}
          />
        </aside>

        <div className="min-w-0 space-y-6">
          {vendors.length === 0 ? (
            <NoMatches problem={problem} />
          ) : (
            <>
              {interpretation.missingKind && (
                <h2 className="text-xl font-semibold text-slate-900">
                  {nearestKindsHeading(interpretation.missingKind.nearest)}
                </h2>
              )}
              {marketplace && <BuyerMarketplaceSection />}
              <ResultsToolbar
                view={view}
                onViewChange={setView}
                deploymentOptions={deployments}
                shown={shown.length}
                total={vendors.length}
                budgetKnown={budget !== null}
              />
              {shown.length === 0 ? (
                <div className="rounded-xl border border-dashed border-border p-8 text-center">
                  <FilterX aria-hidden="true" className="mx-auto size-8 text-slate-500" />
                  <h2 className="mt-3 text-lg font-semibold text-slate-900">
                    No vendors match these filters
                  </h2>
                  <p className="mt-1 text-slate-700">
                    Your search found {vendors.length}; the filters hide them all. Remove one:
                  </p>
                  <ul className="mt-3 flex flex-wrap justify-center gap-2">
                    {filterReliefs(vendors, view, budget).map((relief) => (
                      <li key={relief.key}>
                        <Button variant="secondary" size="sm" onClick={() => setView(relief.without)}>
                          Remove “{relief.label}”
                          <span className="font-normal">
                            {relief.shownWithout === 0 ? " (still none)" : ` (shows ${relief.shownWithout})`}
                          </span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                  <Button
                    className="mt-4"
                    variant="outline"
                    onClick={() => setView({ ...DEFAULT_RESULTS_VIEW, sort: view.sort })}
                  >
                    Clear filters
                  </Button>
                </div>
              ) : (
                <ol aria-label="Ranked vendors" className="space-y-5">
                  {rendered.map((vendor) => {
                    const checked = selected.includes(vendor.slug);
                    return (
                      <li key={vendor.slug}>
                        <VendorResultCard
                          vendor={vendor}
                          statedRequirements={interpretation.requirements}
                          budget={budget}
                          reviews={reviews[vendor.slug]}
                          compare={{
                            checked,
                            disabled: full && !checked,
                            onCheckedChange: (value) => toggle(vendor.slug, value),
                            limitNoteId,
                          }}
                          actions={
                            marketplace ? (
                              <VendorContactActions
                                slug={vendor.slug}
                                name={vendor.name}
                                website={vendor.website}
                              />
                            ) : undefined
                          }
                        />
                      </li>
                    );
                  })}
                </ol>
              )}
              <CompareBar
                selectedNames={selectedVendors.map((v) => v.name)}
                limitNoteId={limitNoteId}
                onClear={() => setSelected([])}
                onCompare={() =>
                  navigate(comparisonHref({ slugs: selectedVendors.map((v) => v.slug), requestId }))
                }
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
  if (!marketplace) return page;
  return (
    <MarketplaceProvider requestId={requestId} vendors={marketVendors} data={marketplace}>
      {page}
    </MarketplaceProvider>
  );
}
