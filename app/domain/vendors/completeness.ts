import type { ProfileFacts } from "./profile-form";

/** One thing a complete profile has, and why it matters to buyers and the matching. */
export interface CompletenessCheck {
  label: string;
  done: boolean;
  /** Relative weight: what the matching reads most counts most. */
  weight: number;
}

/** What a profile is checked for, weighted by how much the ranking and the buyer's card use it. */
export function profileCompleteness(facts: ProfileFacts): { percent: number; checks: CompletenessCheck[] } {
  const checks: CompletenessCheck[] = [
    {
      label: "A description of at least 200 characters",
      done: facts.description.trim().length >= 200,
      weight: 3,
    },
    { label: "At least one category", done: facts.categories.length > 0, weight: 3 },
    { label: "At least five features", done: facts.features.length >= 5, weight: 3 },
    { label: "Industries served", done: facts.industries.length > 0, weight: 2 },
    { label: "Company sizes", done: facts.company_sizes.length > 0, weight: 2 },
    { label: "Deployment models", done: facts.deployment_models.length > 0, weight: 2 },
    { label: "Regions", done: facts.regions.length > 0, weight: 2 },
    {
      label: "Pricing: free tier and starting price or model",
      done:
        facts.pricing.free_tier !== null &&
        (facts.pricing.starting_price_eur_per_year !== null || facts.pricing.model !== null),
      weight: 2,
    },
    { label: "Integrations", done: facts.integrations.length > 0, weight: 1 },
    { label: "Certifications (if you hold any)", done: facts.certifications.length > 0, weight: 1 },
    { label: "Founded year", done: facts.founded_year !== null, weight: 1 },
    { label: "Website", done: Boolean(facts.website), weight: 1 },
  ];
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  const done = checks.reduce((sum, c) => sum + (c.done ? c.weight : 0), 0);
  return { percent: Math.round((done / total) * 100), checks };
}
