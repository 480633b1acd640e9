import { EyeOff, type Icon, ListOrdered, Lock, Target, Zap } from "~/components/ui/icons";

export interface FeatureChip {
  label: string;
  description: string;
  icon: Icon;
  /** Shown below the md breakpoint as well. */
  mobile: boolean;
}

export const FEATURE_CHIPS: FeatureChip[] = [
  { label: "Privacy", description: "Stay anonymous during the process", icon: EyeOff, mobile: true },
  { label: "Accuracy", description: "Our AI ensures highly relevant results", icon: Target, mobile: true },
  { label: "Efficiency", description: "Skip endless research, get instant matches", icon: Zap, mobile: true },
  {
    label: "Relevance",
    description: "Vendors ranked by how well they fit your problem",
    icon: ListOrdered,
    mobile: false,
  },
  { label: "Security", description: "Your data is fully encrypted and protected", icon: Lock, mobile: false },
];

export const CHIP_CLASS =
  "inline-flex items-center gap-1.5 rounded-full border border-border bg-white/80 px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm";

export const DESKTOP_LIST_CLASS = "hidden flex-wrap justify-center gap-3 md:flex";

export const CHIP_LIST_LABEL = "Why SaaSMatch";
