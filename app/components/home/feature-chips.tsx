import { Suspense } from "react";
import { optionalChunk } from "~/utils/optional-chunk";
import { CHIP_CLASS, CHIP_LIST_LABEL, DESKTOP_LIST_CLASS, FEATURE_CHIPS } from "./feature-chip-data";

// The tooltip library (positioning included) is kept out of the home page's initial JavaScript:
// the server renders the chips with it, the browser hydrates them once the chunk arrives (or keeps the chips
// without tooltips if it cannot be loaded).
const FeatureChipTooltips = optionalChunk(
  () => import("./feature-chip-tooltips").then((module) => module.FeatureChipTooltips),
  DesktopChipsWithoutTooltips,
);

/** Five chips with tooltips from the md breakpoint; three plain chips below it. CSS decides, so SSR is right. */
export function FeatureChips() {
  return (
    <>
      <Suspense fallback={<DesktopChipsWithoutTooltips />}>
        <FeatureChipTooltips />
      </Suspense>
      <ul aria-label={CHIP_LIST_LABEL} className="flex flex-wrap justify-center gap-2 md:hidden">
        {FEATURE_CHIPS.filter((chip) => chip.mobile).map(({ label, icon: Icon }) => (
          <li key={label} className={CHIP_CLASS}>
            <Icon aria-hidden="true" className="size-4 text-primary" />
            {label}
          </li>
        ))}
      </ul>
    </>
  );
}

function DesktopChipsWithoutTooltips() {
  return (
    <ul aria-label={CHIP_LIST_LABEL} className={DESKTOP_LIST_CLASS}>
      {FEATURE_CHIPS.map(({ label, icon: Icon }) => (
        <li key={label}>
          <button type="button" className={`${CHIP_CLASS} cursor-help`}>
            <Icon aria-hidden="true" className="size-4 text-primary" />
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
