import type { BusinessProblem, CatalogVendor } from "../types";
import { parseVocabulary, type Vocabulary } from "../vocabulary";

/** A vendor with every list empty and every fact unknown, overridable field by field. */
export function vendor({ slug, ...overrides }: Partial<CatalogVendor> & { slug: string }): CatalogVendor {
  return {
    slug,
    name: slug,
    website: null,
    tagline: null,
    description: "",
    categories: [],
    features: [],
    industries: [],
    company_sizes: [],
    deployment_models: [],
    regions: [],
    pricing: { free_tier: null, starting_price_eur_per_year: null, model: null },
    license: null,
    integrations: [],
    certifications: [],
    founded_year: null,
    verified: false,
    claimed: false,
    ...overrides,
  };
}

/** A business problem with only the problem text required; the rest defaults to "not given". */
export function problem(overrides: Partial<BusinessProblem> & { problem: string }): BusinessProblem {
  return {
    industry: "",
    features: [],
    timeline: "",
    company_size: "",
    budget_range: "",
    deployment_model: [],
    region_focus: "",
    buyer_role: "",
    ...overrides,
  };
}

/** A small vocabulary for unit tests, so they do not move when the real one grows. */
export function testVocabulary(): Vocabulary {
  return parseVocabulary({
    schema: "capability-vocabulary/v1",
    version: "test",
    stop_words: [
      "a",
      "an",
      "the",
      "and",
      "or",
      "of",
      "to",
      "in",
      "on",
      "for",
      "with",
      "we",
      "our",
      "us",
      "is",
      "are",
      "it",
      "they",
      "about",
      "who",
      "what",
      "that",
      "do",
      "not",
    ],
    query_filler_words: ["need", "want", "software", "tool", "help", "keep", "manage"],
    compounds: ["help desk"],
    case_sensitive_words: { IT: "infotech" },
    capabilities: [
      {
        id: "help-desk",
        name: "Help desk & ticketing",
        categories: ["Help desk & ticketing", "Ticketing"],
        related_categories: ["Live chat"],
        cues: ["help desk", "support tickets", "customers keep emailing", "customer questions"],
        weak_cues: ["tickets", "support"],
        terms: ["helpdesk", "ticketing", "support", "customer service"],
      },
      {
        id: "appointment-scheduling",
        name: "Appointment scheduling",
        categories: ["Appointment scheduling"],
        related_categories: ["Calendar & Contacts"],
        cues: ["book appointments", "online booking", "patients book", "clients book"],
        weak_cues: ["booking"],
        terms: ["appointments", "booking", "scheduling", "calendar"],
      },
      {
        id: "invoicing",
        name: "Invoicing & billing",
        categories: ["Invoicing & billing"],
        related_categories: ["Accounting"],
        cues: ["invoices", "owe us money", "chase payments"],
        weak_cues: ["billing"],
        terms: ["invoice", "billing", "payments"],
      },
      {
        id: "fleet",
        name: "Transportation & fleet management",
        categories: ["Transportation & fleet management"],
        related_categories: [],
        cues: ["fleet", "track our trucks", "route planning"],
        weak_cues: ["drivers"],
        terms: ["fleet", "vehicles", "gps", "routes"],
      },
    ],
    features: [
      { id: "sso", name: "Single sign-on (SSO)", synonyms: ["SSO", "single sign-on", "SAML"], generic: true },
      { id: "mobile", name: "Mobile support", synonyms: ["mobile app", "iOS", "Android"], generic: true },
      {
        id: "online-booking",
        name: "Online booking",
        synonyms: ["book online", "booking page"],
        capabilities: ["appointment-scheduling"],
      },
      { id: "sms-reminders", name: "SMS reminders", synonyms: ["text reminders", "SMS notifications"] },
    ],
    industries: [
      { id: "healthcare", name: "Healthcare", aliases: ["clinic", "patients", "medical"] },
      { id: "fintech", name: "Fintech", aliases: ["financial services", "banking"] },
      { id: "logistics", name: "Logistics", aliases: ["freight", "trucking"] },
    ],
    deployment_models: [
      { id: "cloud", name: "Cloud", aliases: ["Cloud / SaaS", "SaaS"] },
      { id: "on-premise", name: "On-premise", aliases: ["self-hosted", "on-prem"] },
      { id: "hybrid", name: "Hybrid", aliases: [] },
      { id: "mobile-app", name: "Mobile app", aliases: ["iOS", "Android"] },
    ],
    company_sizes: [
      { id: "smb", name: "SMB", aliases: ["small business"] },
      { id: "mid-market", name: "Mid-market", aliases: [] },
      { id: "enterprise", name: "Enterprise", aliases: [] },
    ],
    regions: [
      { id: "europe", name: "Europe", aliases: ["EU"] },
      { id: "us", name: "US", aliases: ["USA"] },
      { id: "global", name: "Global", aliases: ["worldwide"] },
    ],
    pricing_bands: [{ keyword: "high", min_eur_per_year: 12000, max_eur_per_year: null }],
    timelines: [
      { id: "urgent", aliases: ["Immediately"] },
      { id: "planned", aliases: ["3–6 months"] },
      { id: "researching", aliases: ["Just researching"] },
    ],
  });
}
