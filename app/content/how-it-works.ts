import { COMPANY_SIZES, DEPLOYMENT_MODELS, INDUSTRIES, REGIONS } from "~/domain/buyer/options";
import type { WIZARD_STEPS } from "~/domain/buyer/wizard-steps";
import {
  DEFAULT_FACTOR_WEIGHTS,
  EXCELLENT_FIT_MIN_SCORE,
  GOOD_FIT_MIN_SCORE,
} from "~/domain/matching/constants";
import type { MatchFactors } from "~/domain/matching/types";

/** What the wizard asks at each of its five steps. */
export const WIZARD_QUESTIONS: Record<(typeof WIZARD_STEPS)[number]["key"], string> = {
  problem: "Your business problem, in your own words. This is the most important answer.",
  business_context: `Your industry (for example ${INDUSTRIES.slice(0, 3).join(", ")}, or your own) and company size (${COMPANY_SIZES.join(", ")}).`,
  technical_requirements: `The features you need, and the deployment models you can accept (${DEPLOYMENT_MODELS.join(", ")}).`,
  project_parameters: "Your budget range, or that none is set yet, and when you need a solution.",
  final_details: `The region you operate in (${REGIONS.join(", ")}) and your role.`,
};

export interface RankingFactor {
  key: keyof MatchFactors;
  name: string;
  /** Share of the score, 0..1, read from the engine's own constants. */
  weight: number;
  description: string;
}

/** The five ranking factors with the weights the engine really uses (app/domain/matching/constants.ts). */
export const RANKING_FACTORS: RankingFactor[] = [
  {
    key: "problem_fit",
    name: "Problem fit",
    weight: DEFAULT_FACTOR_WEIGHTS.problem_fit,
    description:
      "How well the vendor addresses the problem you described: whether its categories are the kind of software your problem needs, whether its own description names that need, and how closely its text matches your words.",
  },
  {
    key: "feature_alignment",
    name: "Feature alignment",
    weight: DEFAULT_FACTOR_WEIGHTS.feature_alignment,
    description:
      "The share of your requested features the vendor covers, counting synonyms (SSO = single sign-on = SAML). Neutral when you request none.",
  },
  {
    key: "industry_relevance",
    name: "Industry relevance",
    weight: DEFAULT_FACTOR_WEIGHTS.industry_relevance,
    description:
      "Whether the vendor serves your industry. Horizontal tools that serve every industry count as neutral, not as a miss.",
  },
  {
    key: "qualification",
    name: "Qualification",
    weight: DEFAULT_FACTOR_WEIGHTS.qualification,
    description:
      "Your constraints, checked one by one: deployment model, budget, company size, region and timeline. Each is met, unknown or a conflict.",
  },
  {
    key: "credibility",
    name: "Credibility",
    weight: DEFAULT_FACTOR_WEIGHTS.credibility,
    description:
      "Verifiable profile facts only: a verified or claimed profile, how complete it is, years in business and certifications. Never star ratings.",
  },
];

export const FIT_CATEGORIES = [
  {
    name: "Excellent fit",
    rule: `A score of ${EXCELLENT_FIT_MIN_SCORE} or more, no conflict at all, the kind of software your description clearly names, and at least half of your features confirmed in the vendor's own words.`,
  },
  {
    name: "Good fit",
    rule: `A score of ${GOOD_FIT_MIN_SCORE} or more, and the kind of software you need or one of your features confirmed. A loosely worded need, or a soft conflict such as a company size the vendor does not target, caps a match here.`,
  },
  {
    name: "Partial fit",
    rule: `A score below ${GOOD_FIT_MIN_SCORE}, any hard conflict, any conflict with your region, deployment or budget (for example a vendor serving only the US when you are in Europe), or none of your features confirmed.`,
  },
] as const;

export const ANONYMITY_POINTS = [
  "No account, name, email address or phone number is needed to search.",
  "Your search is stored under a long random link so you can reopen it; it holds no contact details.",
  "Vendors never learn who you are unless you choose to connect with them.",
  "You can delete your search from its results page at any time.",
] as const;

/** A percentage as shown on the page: 0.65 -> "65%". */
export function formatWeight(weight: number): string {
  return `${Math.round(weight * 100)}%`;
}
