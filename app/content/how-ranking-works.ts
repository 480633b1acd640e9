import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { ENGINE_VERSION } from "~/domain/matching/constants";
import { REVIEW_CREDIBILITY_WEIGHT, REVIEW_PRIOR } from "~/domain/matching/factors/credibility";
import { PARTIAL_FIT_CONFLICTS } from "~/domain/matching/fit-label";
import { DEFAULT_ENGINE_OPTIONS, type EngineOptions, type ProblemFitBlend } from "~/domain/matching/options";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";
import { formatWeight, RANKING_FACTORS } from "./how-it-works";

export { formatWeight };

/**
 * The "How ranking works" page, computed from the engine's own options so that the page cannot drift from what
 * ranks: every figure below is read from DEFAULT_ENGINE_OPTIONS and every input list is keyed by the engine's
 * input types (the compiler refuses a field without a line here).
 */

export const RANKING_ENGINE_VERSION = ENGINE_VERSION;

/** What each field of the buyer's search means to the ranking. */
const BUYER_INPUTS: Record<keyof BusinessProblem, { label: string; use: string }> = {
  problem: {
    label: "Your problem, in your words",
    use: "Read for the kind of software you need, the words vendors are matched on, products you want to replace and requirements you state (self-hosted, open source, free, GDPR…).",
  },
  industry: { label: "Industry", use: "Industry relevance; never makes an unrelated vendor relevant." },
  features: { label: "Features", use: "Feature alignment, and a hint at the kind of software you need." },
  company_size: { label: "Company size", use: "Qualification: met, unknown or a conflict." },
  deployment_model: { label: "Deployment", use: "Qualification: met, unknown or a conflict." },
  budget_range: { label: "Budget", use: "Qualification: met, unknown or a conflict." },
  timeline: { label: "Timeline", use: "Qualification: met, unknown or a conflict." },
  region_focus: { label: "Region", use: "Qualification: met, unknown or a conflict." },
  buyer_role: { label: "Your role", use: "Asked, but not read by the ranking." },
};

/** What each field of a vendor's profile is, as the engine receives it: these fields and nothing else. */
const VENDOR_INPUTS: Record<keyof VendorProfile, string> = {
  slug: "Identifier (breaks exact ties, alphabetically)",
  name: "Name",
  website: "Website",
  tagline: "Tagline",
  description: "Description",
  categories: "Categories",
  features: "Features",
  industries: "Industries served",
  company_sizes: "Company sizes served",
  deployment_models: "Deployment models",
  regions: "Regions served",
  pricing: "Free tier, starting price and pricing model",
  license: "Licence",
  integrations: "Integrations",
  certifications: "Certifications",
  founded_year: "Year founded",
  verified: "Verified profile (the vendor proved its website's domain)",
  claimed: "Claimed profile (a vendor account manages it)",
  reviews: `Published reviews of buyers who connected through SaaSMatch: their mean rating, counted as if there were ${REVIEW_PRIOR.count} more reviews at ${REVIEW_PRIOR.mean} of 5, so one or two barely move a vendor; part of credibility only (at most ± ${Math.round(REVIEW_CREDIBILITY_WEIGHT * 100)}% of it)`,
};

/** Things that exist at SaaSMatch or elsewhere and are not inputs of the ranking. */
export const NOT_INPUTS = [
  "Payments of any kind: SaaSMatch sells no placement, sponsorship, boost or bid.",
  "Lead unlocks: whether or how often a vendor paid to see a buyer's contact details.",
  "Refunds: whether a vendor's payments were refunded.",
  "Lead counts: how many buyers connected with a vendor, in any state.",
  "Review counts by themselves, ratings from other sites, and any review not written by a buyer who connected through SaaSMatch: none is read. A vendor cannot pay for, ask for or stop a review.",
  "Clicks, views and how often a vendor was shown before.",
  "Who you are: the ranking never sees a name, email address, phone number or IP address.",
] as const;

export interface RankingFigure {
  name: string;
  value: string;
  meaning: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const times = (multiplier: number) => `× ${multiplier}`;

/** The penalties and thresholds of `options`, as the page lists them. */
export function rankingFigures(options: Readonly<EngineOptions> = DEFAULT_ENGINE_OPTIONS): RankingFigure[] {
  return [
    {
      name: "Hard conflict",
      value: times(options.hardConflictPenalty),
      meaning: "A known vendor fact rules it out for you (for example cloud only when you need on-premise).",
    },
    {
      name: "Soft conflict",
      value: times(options.softConflictPenalty),
      meaning: "A known mismatch that may be workable (for example a region the vendor does not list).",
    },
    {
      name: "Unconfirmed requirement",
      value: times(options.unconfirmedRequirementPenalty),
      meaning:
        "You asked for open source, self-hosting or a free plan and the vendor's data does not confirm it.",
    },
    {
      name: "A kind you do not want",
      value: times(options.negatedKindPenalty),
      meaning: "The vendor is a kind of software you said you do not want.",
    },
    {
      name: "Only another of your needs",
      value: `${times(options.secondaryNeedDecay)} per such vendor above it`,
      meaning:
        "When your text names two or three kinds of software and one surely comes first (named in what you say you need, not only in the background you give), the first two vendors that answer only another (not the one you need most) keep their scores; each next one loses this much for each such vendor ranked above it beyond those two, down to × 0.6, while vendors of your main need remain: the main need holds most of the list and the others keep their best places.",
    },
    {
      name: "Needs of equal weight",
      value: `${times(options.equalNeeds.decay)} per vendor of the same need above it`,
      meaning: `When you name two or three kinds of software side by side, about as strongly as each other (each at least ${percent(options.equalNeeds.minRatio)} of the strongest, for example "a CRM and a help desk" or "something for bookings and something to send invoices"), they share the list: the best vendor of each need comes first, and each vendor of a need placed counts this much against the next one of that same need (down to ${times(options.equalNeeds.floor)}), so the rest follow in proportion to their scores. A suite filed under two of your needs at once is never held back. This only decides the order: a vendor placed after a lower-scored one shows that one's score, so scores always read best first. Each result's explanation names the kind of software it is for you ("Help desk & ticketing tool").`,
    },
    {
      name: "Minimum problem fit",
      value: percent(options.minProblemFit),
      meaning: "Vendors below it are never shown, however well they qualify: the list is never padded.",
    },
    {
      name: "Minimum text relevance",
      value: percent(options.minTextRelevance),
      meaning: "Share of the best text match a vendor found by words alone needs to be considered.",
    },
    {
      name: "Excellent fit",
      value: `${options.excellentFitMinScore}+`,
      meaning:
        "Score from which a match can be an Excellent fit, when its evidence earns it (see How a fit label is earned).",
    },
    {
      name: "Good fit",
      value: `${options.goodFitMinScore}+`,
      meaning:
        "Score from which a match can be a Good fit, when its evidence earns it; below it, a Partial fit.",
    },
    {
      name: "Results shown",
      value: `up to ${options.limit}`,
      meaning: "Best first; often fewer, since only relevant vendors are returned.",
    },
  ];
}

const CRITERION_NAMES: Record<(typeof PARTIAL_FIT_CONFLICTS)[number], string> = {
  region: "region",
  deployment: "deployment",
  budget: "budget",
  company_size: "company size",
  timeline: "timeline",
  license: "licence",
  compliance: "compliance",
  data_location: "data location",
};

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/**
 * How a fit label is earned: the score sets the highest label a vendor can get, and evidence can only lower it
 * (`fitLabel` in the engine). Read from the engine's options and its list of capping criteria.
 */
export function fitLabelRules(options: Readonly<EngineOptions> = DEFAULT_ENGINE_OPTIONS): RankingFigure[] {
  const capping = listWords(PARTIAL_FIT_CONFLICTS.map((c) => CRITERION_NAMES[c]));
  return [
    {
      name: "Excellent fit",
      value: `score ${options.excellentFitMinScore}+`,
      meaning: `Also needs a strong need match: the vendor is filed under the kind of software read from your description at ${percent(options.labels.strongNeedMinStrength)} strength or more — a category of it names the kind, or, where the catalog's category names mean nothing to us, its category's members are mostly of that kind and the vendor's own tagline or first sentence says it is one. When you listed features, at least ${percent(options.labels.excellentMinConfirmedShare)} of them must be confirmed in the vendor's own words. No conflict at all.`,
    },
    {
      name: "Good fit",
      value: `score ${options.goodFitMinScore}+`,
      meaning:
        "Also needs the vendor to be a kind of software read from your description, or one of your features confirmed in its own words. A description that names the kind only loosely, or a vendor filed under the kind only loosely (its category's members are mostly of the kind but its own words do not say so, or only its own words say so), earns Good fit at most.",
    },
    {
      name: "Partial fit",
      value: "everything else",
      meaning: `A conflict with what you stated about ${capping} (the vendor does not serve your region, deploy the way you need or fit your budget), any hard conflict, none of two or more features confirmed, or a match on words alone. The card says which.`,
    },
    {
      name: "✓ on a feature",
      value: "quoted",
      meaning:
        "A feature is ticked only when the vendor's own profile says it: its feature list, integrations, categories, certifications, tagline or a sentence of its description. Point at or focus the feature to read those words. A product you name (QuickBooks, Shopify, Okta…) needs the vendor to name that product, not another of its kind.",
    },
  ];
}

const BLEND_SIGNALS: Record<keyof ProblemFitBlend, string> = {
  category: "The vendor's categories are the kind of software you need",
  concept: "The vendor's own text names that need",
  text: "The vendor's text matches your words (BM25F)",
  feedback: "The vendor's categories are common among the best text matches",
};

/** How problem fit blends its signals, when a need is clearly detected and when none is. */
export function problemFitBlend(options: Readonly<EngineOptions> = DEFAULT_ENGINE_OPTIONS) {
  return (Object.keys(BLEND_SIGNALS) as (keyof ProblemFitBlend)[]).map((key) => ({
    key,
    signal: BLEND_SIGNALS[key],
    detected: percent(options.problemFitBlend.detected[key]),
    textOnly: percent(options.problemFitBlend.textOnly[key]),
  }));
}

/** The five factors with their fused weights (normalized to sum 1, as the engine fuses them). */
export function rankingFactors(options: Readonly<EngineOptions> = DEFAULT_ENGINE_OPTIONS) {
  const total = RANKING_FACTORS.reduce((sum, f) => sum + options.factorWeights[f.key], 0);
  return RANKING_FACTORS.map((f) => ({ ...f, share: formatWeight(options.factorWeights[f.key] / total) }));
}

export function buyerInputs() {
  return Object.entries(BUYER_INPUTS).map(([key, v]) => ({ key, ...v }));
}

export function vendorInputs() {
  return Object.entries(VENDOR_INPUTS).map(([key, label]) => ({ key, label }));
}
