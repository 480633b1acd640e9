import type { BusinessProblem } from "~/domain/buyer/business-problem";

/** What a vendor may see of a request before paying: the need, never who asked. */
export interface LeadSummary {
  problem: string;
  industry: string;
  company_size: string;
  budget_range: string;
  timeline: string;
  region_focus: string;
  buyer_role: string;
  features: string[];
  deployment_model: string[];
}

/** Picks the anonymous fields field by field, so a new contact-like field never leaks by default. */
export function toLeadSummary(p: BusinessProblem): LeadSummary {
  return {
    problem: p.problem,
    industry: p.industry,
    company_size: p.company_size,
    budget_range: p.budget_range,
    timeline: p.timeline,
    region_focus: p.region_focus,
    buyer_role: p.buyer_role,
    features: [...p.features],
    deployment_model: [...p.deployment_model],
  };
}

/** Labelled rows for display, skipping empty answers. */
export function summaryRows(s: LeadSummary): { label: string; value: string }[] {
  const rows: [string, string][] = [
    ["Industry", s.industry],
    ["Company size", s.company_size],
    ["Budget", s.budget_range],
    ["Timeline", s.timeline],
    ["Region", s.region_focus],
    ["Buyer role", s.buyer_role],
    ["Requested features", s.features.join(", ")],
    ["Deployment", s.deployment_model.join(", ")],
  ];
  return rows.filter(([, v]) => v.trim() !== "").map(([label, value]) => ({ label, value }));
}
