import type { CatalogVendor } from "../types";
import type { CompiledVocabulary } from "../understanding/compiled-vocabulary";
import { readNeeds } from "../understanding/need-phrases";
import { type ProductLookup, type RequestReading, readRequest } from "../understanding/request-language";
import { parseVocabulary, type Vocabulary } from "../vocabulary";
import { testVocabulary, vendor } from "./fixtures";

/**
 * The unit-test vocabulary plus the phrasings of constraints, negations and "alternative to", and three more
 * kinds of software (self-hosting platforms, web analytics, cookie consent) to test them with.
 */
export function requestTestVocabulary(): Vocabulary {
  const base = testVocabulary();
  return parseVocabulary({
    ...base,
    version: "test-requests",
    stop_words: [
      ...base.stop_words,
      "no",
      "without",
      "but",
      "so",
      "don",
      "t",
      "have",
      "has",
      "there",
      "like",
      "than",
    ],
    capabilities: [
      ...base.capabilities,
      {
        id: "self-hosting",
        name: "Self-hosting platforms",
        categories: ["Self-hosting Solutions"],
        cues: ["home server apps", "self-hosting platform", "app store for my server"],
        weak_cues: ["self-hosting", "home server"],
        terms: ["self-hosting", "home server"],
      },
      {
        id: "analytics",
        name: "Web analytics",
        categories: ["Analytics"],
        cues: ["website analytics", "web analytics", "where visitors come from"],
        weak_cues: ["analytics", "visitors"],
        terms: ["analytics", "visitors", "pageviews"],
      },
      {
        id: "cookie-consent",
        name: "Cookie consent",
        categories: ["Cookie compliance"],
        cues: ["cookie banner", "consent banner", "cookie consent"],
        weak_cues: ["cookies", "consent"],
        terms: ["cookie", "consent"],
      },
    ],
    constraints: [
      {
        id: "self-hosted",
        kind: "deployment",
        name: "Self-hosted",
        deployment: "on-premise",
        cues: ["self-hosted", "self hosted", "on-premise", "own servers"],
      },
      {
        id: "cloud",
        kind: "deployment",
        name: "Cloud / SaaS",
        deployment: "cloud",
        cues: ["saas", "cloud-based"],
      },
      { id: "open-source", kind: "license", name: "Open source", cues: ["open source", "open-source"] },
      { id: "gpl", kind: "license", name: "GPL", licenses: ["GPL-"], cues: ["gpl"] },
      {
        id: "free",
        kind: "price",
        name: "Free",
        price: "free",
        cues: ["free plan", "for free", "free * tool"],
      },
      { id: "cheap", kind: "price", name: "Low cost", price: "cheap", cues: ["cheap", "affordable"] },
      {
        id: "gdpr",
        kind: "compliance",
        name: "GDPR",
        certifications: ["GDPR"],
        cues: ["gdpr", "gdpr compliant"],
      },
      {
        id: "eu-hosted",
        kind: "data_location",
        name: "Data hosted in the EU",
        region: "europe",
        cues: ["hosted in the eu"],
      },
    ],
    negation: {
      cues: ["without", "don't want", "avoid"],
      guarded_cues: ["no", "not"],
      lack_words: ["have", "has", "there", "is", "are", "do"],
      exceptions: ["no show", "no shows", "no one"],
      scope_breaks: ["but", "so", "because", "we"],
    },
    alternative_cues: {
      before: [],
      leaving: ["alternative to", "replace", "switch from", "instead of", "rather than"],
      with_but: ["like"],
      with_intent: ["we use"],
      intent: ["too expensive"],
      after: ["alternative", "replacement"],
      complaints: ["got too expensive", "costs money"],
    },
    source_available_licenses: ["BUSL", "SSPL", "Elastic"],
  });
}

/** Vendors written for the request-language tests: each kind with known and unknown licences and deployments. */
export const REQUEST_CATALOG: CatalogVendor[] = [
  vendor({
    slug: "yunohost",
    name: "YunoHost",
    description: "A self-hosting platform: install apps on your home server in one click.",
    categories: ["Self-hosting Solutions"],
    deployment_models: ["On-premise"],
    license: "AGPL-3.0",
  }),
  vendor({
    slug: "homebox",
    name: "HomeBox",
    description: "Self-hosted app store for your home server.",
    categories: ["Self-hosting Solutions"],
    deployment_models: ["On-premise"],
    license: "MIT",
  }),
  vendor({
    slug: "easybook",
    name: "EasyBook",
    description: "Self-hosted appointment booking: clients book appointments online.",
    categories: ["Appointment scheduling"],
    deployment_models: ["On-premise"],
    license: "GPL-3.0",
  }),
  vendor({
    slug: "slotly",
    name: "Slotly",
    description: "Online booking page where clients book appointments.",
    categories: ["Appointment scheduling"],
    deployment_models: ["Cloud"],
    license: "Proprietary",
    pricing: { free_tier: true, starting_price_eur_per_year: null, model: null },
  }),
  vendor({
    slug: "bookr",
    name: "Bookr",
    description: "Clients book appointments and pay a deposit.",
    categories: ["Appointment scheduling"],
    deployment_models: ["Cloud"],
    pricing: { free_tier: false, starting_price_eur_per_year: 600, model: null },
  }),
  vendor({
    slug: "openbook",
    name: "OpenBook",
    description: "Open source appointment booking under a source-available licence.",
    categories: ["Appointment scheduling"],
    deployment_models: ["On-premise"],
    license: "BUSL-1.1",
  }),
  vendor({
    slug: "countly",
    name: "Countly",
    description: "Website analytics: see where visitors come from, without cookies.",
    categories: ["Analytics"],
    deployment_models: ["Cloud", "On-premise"],
    license: "AGPL-3.0",
    certifications: ["GDPR"],
  }),
  vendor({
    slug: "pageview",
    name: "Pageview",
    description: "Web analytics dashboards for marketing teams.",
    categories: ["Analytics"],
    deployment_models: ["Cloud"],
  }),
  vendor({
    slug: "bannerly",
    name: "Bannerly",
    description: "Cookie banner and consent management for website analytics and ads.",
    categories: ["Cookie compliance"],
    deployment_models: ["Cloud"],
  }),
  vendor({
    slug: "consento",
    name: "Consento",
    description: "Cookie consent banner with visitor analytics of opt-in rates.",
    categories: ["Cookie compliance"],
    deployment_models: ["Cloud"],
  }),
  vendor({
    slug: "tabletop",
    name: "Tabletop",
    website: "https://tabletop.example/",
    description: "Spreadsheet-database hybrid for team apps and workflows.",
    categories: ["Spreadsheets & databases"],
    deployment_models: ["Cloud"],
    license: "Proprietary",
  }),
  vendor({
    slug: "gridbase",
    name: "Gridbase",
    description: "Open source spreadsheet database for building team apps.",
    categories: ["Spreadsheets & databases"],
    deployment_models: ["On-premise"],
    license: "AGPL-3.0",
  }),
  vendor({
    slug: "rowsheet",
    name: "Rowsheet",
    description: "A spreadsheet with database views and forms.",
    categories: ["Spreadsheets & databases"],
    deployment_models: ["Cloud"],
  }),
];

/**
 * The words of `text` in one of the position sets a reading of the request returns (its channels, current tools,
 * forum formulas, scenes…), as written: what a test of that reading compares.
 */
export function wordsRead(
  vocab: Pick<CompiledVocabulary, "tokenizer" | "request">,
  products: ProductLookup | null,
  text: string,
  pick: (reading: RequestReading) => ReadonlySet<number>,
): string[] {
  const words = vocab.tokenizer.analyze(text);
  const set = pick(readRequest(vocab.request, words, text, products));
  return words.filter((w) => set.has(w.pos)).map((w) => w.raw);
}

/** The need phrases `readNeeds` finds in `text`, each as its words as written: what a test of need reading compares. */
export function needPhraseTexts(
  vocab: Pick<CompiledVocabulary, "tokenizer" | "needs">,
  text: string,
): string[] {
  const words = vocab.tokenizer.analyze(text);
  return readNeeds(vocab.needs, words).needs.map((s) =>
    words
      .slice(s.start, s.end)
      .map((w) => w.raw)
      .join(" "),
  );
}
