import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { MatrixLink } from "~/components/matrix/matrix-link";
import { Button } from "~/components/ui/button";
import { ArrowLeft, Printer } from "~/components/ui/icons";
import { COMPARISON_PATH, comparisonHref, MAX_COMPARED, MIN_COMPARED } from "~/domain/comparison/params";
import type { ComparisonRow } from "~/domain/comparison/rows";
import { joinNames } from "~/domain/results/format";
import { ComparisonNotices } from "./comparison-notices";
import { ComparisonSummary } from "./comparison-summary";
import { type ComparisonColumn, ComparisonTable } from "./comparison-table";
import { SelectedVendors } from "./selected-vendors";
import { VendorCombobox } from "./vendor-combobox";

export interface ComparisonPageProps {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  summary: string[];
  requestId: string | null;
  requestedFeatures: string[];
  dropped: string[];
  truncated: boolean;
  requestNotFound: boolean;
}

/** 'Compare Vendors AI Tool': the vendors chosen in the URL, side by side, with a summary of how they differ. */
export function ComparisonPage({
  columns,
  rows,
  summary,
  requestId,
  requestedFeatures,
  dropped,
  truncated,
  requestNotFound,
}: ComparisonPageProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInputAfterLoad = useRef(false);
  const [announcement, setAnnouncement] = useState("");
  const slugs = columns.map((c) => c.slug);
  const full = slugs.length >= MAX_COMPARED;
  const busy = navigation.state !== "idle" && navigation.location?.pathname === COMPARISON_PATH;
  const hrefWith = (next: string[]) => comparisonHref({ slugs: next, requestId });

  // A removed vendor's button is gone once the new comparison loads; the search input takes the focus instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of columns is the trigger
  useEffect(() => {
    if (!focusInputAfterLoad.current) return;
    focusInputAfterLoad.current = false;
    inputRef.current?.focus();
  }, [columns]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12 print:max-w-none print:px-0 print:py-0">
      <header className="max-w-3xl">
        {requestId && (
          <Link
            to={`/results?r=${encodeURIComponent(requestId)}`}
            className="no-print mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to your matches
          </Link>
        )}
        {requestId && slugs.length > 0 && (
          <p className="no-print mb-4">
            <MatrixLink requestId={requestId} chosen={slugs}>
              Requirements matrix for these vendors
            </MatrixLink>
          </p>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Compare Vendors AI Tool
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          Put {MIN_COMPARED} to {MAX_COMPARED} software vendors side by side: features, deployment, pricing,
          company sizes, regions and certifications. The link keeps your selection, so you can share it.
        </p>
      </header>

      <div className="mt-8 space-y-6">
        <ComparisonNotices dropped={dropped} truncated={truncated} requestNotFound={requestNotFound} />

        <section
          aria-labelledby="choose-heading"
          className="no-print rounded-xl border border-border bg-white p-5"
        >
          <h2 id="choose-heading" className="text-lg font-semibold text-slate-900">
            Vendors to compare
          </h2>
          <div className="mt-3 space-y-4">
            <SelectedVendors
              vendors={columns}
              removeHref={(slug) => hrefWith(slugs.filter((s) => s !== slug))}
              onRemove={(name) => {
                focusInputAfterLoad.current = true;
                setAnnouncement(`Removed ${name} from the comparison.`);
              }}
            />
            <div className="max-w-md">
              <VendorCombobox
                label="Add a vendor"
                inputRef={inputRef}
                excludeSlugs={slugs}
                disabled={full}
                description={
                  full
                    ? `You've chosen ${MAX_COMPARED} vendors, the most we compare at once. Remove one to add another.`
                    : `${slugs.length} of ${MAX_COMPARED} chosen. Pick at least ${MIN_COMPARED}.`
                }
                onSelect={(vendor) => {
                  setAnnouncement(`Added ${vendor.name} to the comparison.`);
                  navigate(hrefWith([...slugs, vendor.slug]), { preventScrollReset: true });
                }}
              />
            </div>
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </section>

        {columns.length === 0 && (
          <p className="rounded-xl border border-dashed border-border p-6 text-slate-700">
            Add two or more vendors above to see them side by side. Not sure where to start?{" "}
            <Link to="/form" className="font-medium text-primary underline underline-offset-4">
              Describe your problem
            </Link>{" "}
            and we'll rank vendors for you, then compare the best ones.
          </p>
        )}
        {columns.length === 1 && (
          <p className="rounded-xl border border-dashed border-border p-4 text-slate-700">
            Add at least one more vendor to compare {columns[0]!.name} with.
          </p>
        )}
        {columns.length >= MIN_COMPARED && <ComparisonSummary sentences={summary} />}
        {requestedFeatures.length > 0 && columns.length > 0 && (
          <p className="text-sm text-slate-700">
            Checked against your requested features: {joinNames(requestedFeatures)}.
          </p>
        )}
        {columns.length > 0 && <ComparisonTable columns={columns} rows={rows} busy={busy} />}
        {columns.length >= MIN_COMPARED && (
          <div className="no-print flex justify-end">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print comparison
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
