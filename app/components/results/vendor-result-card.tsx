import { type ReactNode, useId } from "react";
import { CardReviews } from "~/components/reviews/review-list";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { AlertTriangle, BadgeCheck, Ban, Check, ExternalLink, X } from "~/components/ui/icons";
import type { FitCategory, ProblemInterpretation } from "~/domain/matching/types";
import type { Budget } from "~/domain/matching/understanding/budget";
import { displayHost, formatEurPerYear, formatScore } from "~/domain/results/format";
import type { ResultVendor } from "~/domain/results/result-vendor";
import type { PublicReview } from "~/domain/reviews/reviews";
import { cn } from "~/utils/cn";
import { BudgetFitLine } from "./budget-fit-line";
import { SourcedTick } from "./feature-source";
import { ScoreBreakdown } from "./score-breakdown";
import { StatedRequirements } from "./stated-requirements";

const FIT_VARIANT: Readonly<Record<FitCategory, "success" | "default" | "warning">> = {
  "Excellent fit": "success",
  "Good fit": "default",
  "Partial fit": "warning",
};

export function FitBadge({ fit }: { fit: FitCategory }) {
  return <Badge variant={FIT_VARIANT[fit]}>{fit}</Badge>;
}

function PriceLine({ pricing }: { pricing: ResultVendor["pricing"] }) {
  const price = pricing.starting_price_eur_per_year;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>
        <span className="font-medium text-slate-900">Starting price:</span>{" "}
        {price === null ? <span className="italic text-slate-600">Not listed</span> : formatEurPerYear(price)}
        {pricing.model && <span className="text-slate-600"> · {pricing.model}</span>}
      </span>
      {pricing.free_tier === true && <Badge variant="secondary">Free tier</Badge>}
    </p>
  );
}

function LicenseLine({ license }: { license: string | null }) {
  if (!license) return null;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">Licence:</span> {license}
    </p>
  );
}

/** Requested features: a ✓ only with the vendor's words it rests on (shown on hover and focus). */
function FeatureLists({ vendor }: { vendor: ResultVendor }) {
  const sourcesOf = (f: string) => vendor.feature_sources.filter((s) => s.feature === f);
  const matched = vendor.matched_features.filter((f) => sourcesOf(f).length > 0);
  const missing = [
    ...vendor.missing_features,
    ...vendor.matched_features.filter((f) => !matched.includes(f)),
  ];
  if (matched.length === 0 && missing.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {matched.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Has your features</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {matched.map((f) => (
              <li key={f} className="flex gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                <SourcedTick sources={sourcesOf(f)} vendorName={vendor.name}>
                  {f}
                </SourcedTick>
              </li>
            ))}
          </ul>
        </div>
      )}
      {missing.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Not confirmed in its profile</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {missing.map((f) => (
              <li key={f} className="flex gap-2 text-slate-700">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                {f}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Conflicts({ conflicts }: { conflicts: ResultVendor["conflicts"] }) {
  if (conflicts.length === 0) return null;
  const ordered = [...conflicts].sort((a, b) => Number(b.hard) - Number(a.hard));
  return (
    <div>
      <h3 className="sr-only">Conflicts with your criteria</h3>
      <ul className="space-y-2 text-sm">
        {ordered.map((c) => (
          <li
            key={`${c.kind}-${c.message}`}
            className={cn(
              "flex gap-2 rounded-md border px-3 py-2",
              c.hard
                ? "border-red-300 bg-red-50 text-red-900"
                : "border-amber-200 bg-amber-50 text-amber-950",
            )}
          >
            {c.hard ? (
              <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            ) : (
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            )}
            <span>
              <span className="font-semibold">{c.hard ? "Deal-breaker: " : "Heads-up: "}</span>
              {c.message}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CompareSelection {
  checked: boolean;
  /** True when the comparison is full and this vendor is not in it. */
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Id of the text explaining why the checkbox is disabled. */
  limitNoteId: string;
}

/** One ranked vendor: rank, name, score and fit, why it matched, and a checkbox to add it to a comparison. */
export function VendorResultCard({
  vendor,
  compare,
  statedRequirements = [],
  actions,
  budget = null,
  reviews,
}: {
  vendor: ResultVendor;
  compare?: CompareSelection;
  /** Requirements read from the buyer's description; the card says whether the vendor meets each. */
  statedRequirements?: ProblemInterpretation["requirements"];
  /** Extra buttons in the card's footer (the marketplace's Ask / Connect / Visit website). */
  actions?: ReactNode;
  /** The buyer's budget band; the card says whether the vendor's published price fits it. */
  budget?: Budget | null;
  /** Published reviews of buyers who connected with this vendor, newest first. */
  reviews?: readonly PublicReview[];
}) {
  const id = useId();
  const headingId = `${id}-name`;
  const checkboxId = `${id}-compare`;
  const host = displayHost(vendor.website);
  const score = formatScore(vendor.score);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-xl border bg-white p-5 shadow-sm transition-colors sm:p-6 print:break-inside-avoid print:shadow-none",
        compare?.checked ? "border-primary ring-1 ring-primary" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground">
            <span className="sr-only">Rank </span>
            {vendor.rank}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-semibold leading-tight break-words text-slate-900">
              {vendor.name}
            </h2>
            {vendor.verified && (
              <Badge variant="success" className="mt-1 gap-1">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Verified vendor
              </Badge>
            )}
            {vendor.tagline && <p className="mt-1 text-sm text-slate-600">{vendor.tagline}</p>}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <div role="img" aria-label={`Match score: ${score} out of 100`} className="text-slate-900">
            <span className="text-2xl font-bold tabular-nums">{score}</span>
            <span className="text-sm text-slate-600"> / 100</span>
          </div>
          <FitBadge fit={vendor.fit_category} />
        </div>
      </div>

      <div className="mt-4 space-y-4">
        <p className="text-base text-slate-800">{vendor.explanation}</p>
        {vendor.fit_note && <p className="text-sm text-slate-700">{vendor.fit_note}</p>}
        <StatedRequirements requirements={statedRequirements} checks={vendor.qualification_checks} />
        <Conflicts conflicts={vendor.conflicts} />
        <FeatureLists vendor={vendor} />
        {vendor.description && <p className="line-clamp-3 text-sm text-slate-700">{vendor.description}</p>}
        <PriceLine pricing={vendor.pricing} />
        <BudgetFitLine pricing={vendor.pricing} budget={budget} />
        <LicenseLine license={vendor.license} />
        {reviews && reviews.length > 0 && (
          <CardReviews reviews={reviews} vendorName={vendor.name} slug={vendor.slug} />
        )}
        <ScoreBreakdown
          factors={vendor.factors}
          checks={vendor.qualification_checks}
          vendorName={vendor.name}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        {host && vendor.website ? (
          <a
            href={vendor.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {host}
            <span className="sr-only"> ({vendor.name} website, opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <span className="text-sm italic text-slate-600">Website not listed</span>
        )}
        {actions && <div className="no-print">{actions}</div>}
        {compare && (
          <div className="no-print flex items-center gap-2">
            <Checkbox
              id={checkboxId}
              checked={compare.checked}
              disabled={compare.disabled}
              onCheckedChange={(value) => compare.onCheckedChange(value)}
              aria-label={`Select ${vendor.name} to compare`}
              aria-describedby={compare.disabled ? compare.limitNoteId : undefined}
            />
            <label
              htmlFor={checkboxId}
              className={cn("text-sm font-medium", compare.disabled && "text-slate-500")}
            >
              Compare
            </label>
          </div>
        )}
      </div>
    </article>
  );
}
