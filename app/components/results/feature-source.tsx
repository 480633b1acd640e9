import type { ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import type { FeatureSource, FeatureSourceField } from "~/domain/matching/types";

const FIELD_LABELS: Readonly<Record<FeatureSourceField, string>> = {
  features: "feature list",
  integrations: "integrations",
  categories: "categories",
  certifications: "certifications",
  name: "name",
  tagline: "tagline",
  description: "description",
};

/** "Its feature list says: “Single sign-on (SAML)”": the vendor's words a ✓ rests on. */
export function sourceSentence(source: FeatureSource): string {
  return `Its ${FIELD_LABELS[source.field]} says: “${source.text}”`;
}

/**
 * A ✓ and the vendor's own words it rests on: the trigger is a button, so the words show on hover and on keyboard
 * focus (Escape closes them), and a screen reader reads them as its description.
 */
export function SourcedTick({
  sources,
  vendorName,
  children,
  className,
}: {
  sources: readonly FeatureSource[];
  vendorName: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className={`cursor-help rounded-sm text-left underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className ?? ""}`}
          >
            {children}
          </button>
        </TooltipTrigger>
        <TooltipContent inline className="max-w-sm">
          <span className="block font-semibold">Source: {vendorName}'s profile</span>
          {sources.map((s) => (
            <span key={`${s.field}-${s.text}`} className="mt-1 block">
              {sourceSentence(s)}
            </span>
          ))}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
