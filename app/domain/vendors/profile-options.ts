import { INDUSTRIES } from "~/domain/buyer/options";

// Apart from profile-form.ts so that the form's fields can list them without bringing the validation (zod and the
// Public Suffix List) into the browser's bundle.

/** Company sizes, deployment models and regions a profile picks from: the catalog's own values. */
export const PROFILE_COMPANY_SIZES = ["SMB", "Mid-market", "Enterprise"] as const;
export const PROFILE_DEPLOYMENT_MODELS = ["Cloud", "On-premise", "Hybrid", "Mobile app"] as const;
export const PROFILE_REGIONS = ["Europe", "US", "APAC", "Global"] as const;
export const PROFILE_INDUSTRIES = INDUSTRIES;
export const PRICING_MODELS = ["Per user", "Flat rate", "Usage-based", "Tiered", "Quote-based"] as const;
