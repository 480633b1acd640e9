import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createMatchIndex } from "./catalog-indexer";
import { findMatches } from "./find-matches";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { problem, testVocabulary, vendor } from "./testing/fixtures";
import type { BusinessProblem, CatalogVendor } from "./types";

const vocabulary = testVocabulary();
const opts = { currentYear: 2025, limit: 50 };

/** Runs (of 150) in which a conditional property's precondition must hold: a property never tested fails. */
const MIN_RUNS_COMPARED = 75;

const PROBLEMS = [
  "Customers keep emailing us about orders; we need a help desk.",
  "Patients should book appointments online",
  "Clients owe us money and we chase payments",
  "Track our trucks and do route planning for the fleet",
];
const FEATURES = [
  "SSO",
  "Mobile support",
  "Online booking",
  "SMS reminders",
  "Chase payments",
  "GPS tracking",
];

const arbProblem: fc.Arbitrary<BusinessProblem> = fc
  .record({
    text: fc.constantFrom(...PROBLEMS),
    industry: fc.constantFrom("", "Healthcare", "Logistics", "Fintech"),
    features: fc.uniqueArray(fc.constantFrom(...FEATURES), { maxLength: 4 }),
    deployment: fc.subarray(["Cloud / SaaS", "On-premise", "Mobile app"]),
    size: fc.constantFrom("", "SMB", "Enterprise"),
    budget: fc.constantFrom("", "Below €5,000/year", "€20,000 – €50,000/year", "Prefer not to say"),
    region: fc.constantFrom("", "Europe", "US", "Global"),
  })
  .map((r) =>
    problem({
      problem: r.text,
      industry: r.industry,
      features: r.features,
      deployment_model: r.deployment,
      company_size: r.size,
      budget_range: r.budget,
      region_focus: r.region,
    }),
  );

/** A vendor answering the problems above in varying ways. */
const arbVendor = (slug: string): fc.Arbitrary<CatalogVendor> =>
  fc
    .record({
      category: fc.constantFrom(
        "Ticketing",
        "Appointment scheduling",
        "Invoicing & billing",
        "Transportation & fleet management",
        "Live chat",
      ),
      features: fc.subarray([
        "Single sign-on (SSO)",
        "Mobile app",
        "SMS reminders",
        "GPS tracking",
        "Booking page",
      ]),
      deployment: fc.subarray(["Cloud", "On-premise"]),
      industries: fc.subarray(["Healthcare", "Logistics"]),
      price: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      sizes: fc.subarray(["SMB", "Enterprise"]),
      regions: fc.subarray(["Europe", "US", "Global"]),
    })
    .map((r) =>
      vendor({
        slug,
        name: slug,
        description: "Software for support tickets, appointments, invoices or fleets.",
        categories: [r.category],
        features: r.features,
        deployment_models: r.deployment,
        industries: r.industries,
        company_sizes: r.sizes,
        regions: r.regions,
        pricing: { free_tier: null, starting_price_eur_per_year: r.price, model: null },
      }),
    );

function scoreOf(catalog: CatalogVendor[], p: BusinessProblem, slug: string): number | undefined {
  return findMatches(createMatchIndex(catalog, vocabulary), p, opts).find((m) => m.slug === slug)?.score;
}

describe("ranking properties", { timeout: 30_000 }, () => {
  it("covering one more requested feature never lowers a vendor's score", () => {
    let compared = 0;
    fc.assert(
      fc.property(arbProblem, arbVendor("subject"), fc.constantFrom(...FEATURES), (p, v, extra) => {
        const withFeature: CatalogVendor = { ...v, features: [...v.features, extra] };
        const requested = { ...p, features: [...new Set([...p.features, extra])] };
        const before = scoreOf([v, ...FIXTURE_CATALOG], requested, "subject");
        const after = scoreOf([withFeature, ...FIXTURE_CATALOG], requested, "subject");
        if (before === undefined) return true;
        compared++;
        expect(after).toBeDefined();
        expect(after!).toBeGreaterThanOrEqual(before);
        return true;
      }),
      { numRuns: 150 },
    );
    // The property says nothing unless the vendor was ranked before it covered the feature, in most runs.
    expect(compared).toBeGreaterThanOrEqual(MIN_RUNS_COMPARED);
  });

  it("a hard conflict never ranks above an otherwise-identical vendor without it", () => {
    let compared = 0;
    fc.assert(
      fc.property(arbProblem, arbVendor("b-clean"), (p, clean) => {
        const onPremBuyer = { ...p, deployment_model: ["On-premise"] };
        const cleanVendor: CatalogVendor = { ...clean, deployment_models: ["On-premise"] };
        const conflicted: CatalogVendor = {
          ...cleanVendor,
          slug: "a-conflicted",
          name: "a-conflicted",
          deployment_models: ["Cloud"],
        };
        const ranked = findMatches(
          createMatchIndex([conflicted, cleanVendor], vocabulary),
          onPremBuyer,
          opts,
        );
        const at = (slug: string) => ranked.findIndex((m) => m.slug === slug);
        if (at("a-conflicted") < 0) return true;
        compared++;
        expect(at("b-clean")).toBeGreaterThanOrEqual(0);
        expect(at("b-clean")).toBeLessThan(at("a-conflicted"));
        expect(ranked[at("a-conflicted")]!.conflicts.some((c) => c.hard)).toBe(true);
        return true;
      }),
      { numRuns: 150 },
    );
    // The property says nothing unless the conflicted vendor is ranked at all, in most runs.
    expect(compared).toBeGreaterThanOrEqual(MIN_RUNS_COMPARED);
  });

  it("the order is deterministic: a shuffled catalog gives the same output", () => {
    const catalog = fc.uniqueArray(fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `v-${i}`)), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        catalog.chain((slugs) => fc.tuple(...slugs.map((s) => arbVendor(s)))),
        arbProblem,
        fc.infiniteStream(fc.nat()),
        (vendors, p, randomness) => {
          const shuffled = [...vendors]
            .map((v) => ({ v, k: randomness.next().value as number }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.v);
          const a = findMatches(createMatchIndex(vendors, vocabulary), p, opts);
          const b = findMatches(createMatchIndex(shuffled, vocabulary), p, opts);
          expect(b).toEqual(a);
          return true;
        },
      ),
      { numRuns: 100 },
    );
  });

  it("every result relates to the problem and scores stay in range, best first", () => {
    fc.assert(
      fc.property(arbProblem, (p) => {
        const ranked = findMatches(createMatchIndex(FIXTURE_CATALOG, vocabulary), p, opts);
        for (const [i, m] of ranked.entries()) {
          expect(m.score).toBeGreaterThanOrEqual(0);
          expect(m.score).toBeLessThanOrEqual(100);
          expect(m.factors.problem_fit).toBeGreaterThan(0);
          if (i > 0) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(m.score);
        }
        return true;
      }),
      { numRuns: 100 },
    );
  });
});
