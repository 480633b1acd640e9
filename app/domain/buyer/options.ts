/** Preset option lists of the buyer wizard. Industries, features, sizes, budgets and regions are fixed lists the catalog's fields are read against. */

export const INDUSTRIES = [
  "Healthcare",
  "Fintech",
  "Logistics",
  "E-Commerce",
  "Education",
  "Manufacturing",
  "Retail",
  "Professional Services",
  "Technology & IT",
  "Hospitality & Travel",
] as const;

export const SUGGESTED_FEATURES = [
  "CRM Integration",
  "AI Insights",
  "Mobile Support",
  "API Access",
  "Multi-language",
  "Custom Dashboards",
  "White-Labeling",
] as const;

export const COMPANY_SIZES = ["SMB", "Mid-market", "Enterprise"] as const;

/**
 * The headcount each company size stands for, as the catalog's vocabulary reads sizes (catalog/vocabulary.json
 * `company_sizes`: "under 50 employees" is SMB, "1000+ employees" Enterprise, the 50–1000 ranges Mid-market).
 */
export const COMPANY_SIZE_HEADCOUNTS: Readonly<Record<(typeof COMPANY_SIZES)[number], string>> = {
  SMB: "1–49 employees",
  "Mid-market": "50–999 employees",
  Enterprise: "1,000 or more employees",
};

/** "SMB: 1–49 employees · Mid-market: 50–999 employees · Enterprise: 1,000 or more employees". */
export const COMPANY_SIZE_HINT = COMPANY_SIZES.map((s) => `${s}: ${COMPANY_SIZE_HEADCOUNTS[s]}`).join(" · ");

export const BUDGET_RANGES = [
  "Below €5,000/year",
  "€5,000 – €20,000/year",
  "€20,000 – €50,000/year",
  "€50,000 – €100,000/year",
  "Above €100,000/year",
  "A budget hasn't been formally assigned yet",
  "Prefer not to say",
] as const;

export const REGIONS = ["Europe", "US", "APAC", "Global"] as const;

/** Designed to match the catalog's deployment_models values. */
export const DEPLOYMENT_MODELS = ["Cloud / SaaS", "On-premise", "Hybrid", "Mobile app"] as const;

/** When the buyer wants to start; read as the timeline criterion. */
export const TIMELINES = [
  "Immediately",
  "Within 1 month",
  "1–3 months",
  "3–6 months",
  "6+ months",
  "Just researching",
] as const;

/** Who the buyer is; shown to vendors with a lead. */
export const BUYER_ROLES = [
  "Founder / CEO",
  "Executive",
  "Department head",
  "Manager",
  "Team member",
  "IT / Procurement",
  "Consultant",
] as const;
