import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import { CHIP_CLASS, CHIP_LIST_LABEL, DESKTOP_LIST_CLASS, FEATURE_CHIPS } from "./feature-chip-data";

/** The desktop chips with their tooltips (Radix: the provider's 700 ms delay, 300 ms skip delay). */
export function FeatureChipTooltips() {
  return (
    <TooltipProvider>
      <ul aria-label={CHIP_LIST_LABEL} className={DESKTOP_LIST_CLASS}>
        {FEATURE_CHIPS.map(({ label, description, icon: Icon }) => (
          <li key={label}>
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  className={`${CHIP_CLASS} cursor-help hover:border-primary/50 hover:text-primary`}
                >
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {label}
                </button>
              </TooltipTrigger>
              <TooltipContent>{description}</TooltipContent>
            </Tooltip>
          </li>
        ))}
      </ul>
    </TooltipProvider>
  );
}
