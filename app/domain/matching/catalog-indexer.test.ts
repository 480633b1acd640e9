import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCatalogIndexer, createMatchIndex, runSteps } from "./catalog-indexer";
import { findMatches } from "./find-matches";
import type { MatchIndex } from "./match-index";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { problem, testVocabulary, vendor } from "./testing/fixtures";
import type { CatalogVendor } from "./types";

const vocabulary = testVocabulary();
const opts = { currentYear: 2025, limit: 50 };

const PROBLEMS = [
  problem({ problem: "Customers keep emailing us about orders; we need a help desk." }),
  problem({ problem: "Patients should book appointments online", industry: "Healthcare", features: ["SSO"] }),
  problem({ problem: "Clients owe us money and we chase payments", budget_range: "Below €5,000/year" }),
  problem({
    problem: "Track our trucks and do route planning for the fleet",
    deployment_model: ["On-premise"],
  }),
  problem({ problem: "An alternative to Deskly for our support team", region_focus: "Europe" }),
];

/** Words the edits draw from: some in the vocabulary, some that only a few vendors (or none, later) use. */
const WORDS = [
  "help",
  "desk",
  "tickets",
  "customer",
  "email",
  "appointments",
  "booking",
  "invoices",
  "payments",
  "fleet",
  "trucks",
  "routes",
  "zebrafish",
  "quasar",
  "kumquat",
  "inbox",
  "calendar",
  "reminders",
];
const SLUGS = ["deskly", "supportly", "chatty", "alpha", "beta", "gamma", "zeta", "a-1", "b"];

const arbVendor: fc.Arbitrary<CatalogVendor> = fc
  .record({
    slug: fc.constantFrom(...SLUGS),
    name: fc.constantFrom("Deskly", "Alpha Desk", "Quasar", "Booky", "Fleetly"),
    description: fc.array(fc.constantFrom(...WORDS), { maxLength: 14 }),
    tagline: fc.option(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), { nil: null }),
    categories: fc.subarray([
      "Ticketing",
      "Appointment scheduling",
      "Invoicing & billing",
      "Live chat",
      "Other",
    ]),
    features: fc.subarray(["Single sign-on (SSO)", "Mobile app", "SMS reminders", "GPS tracking"]),
    industries: fc.subarray(["Healthcare", "Logistics", "Beekeeping"]),
    deployment: fc.subarray(["Cloud", "On-premise"]),
    price: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    certifications: fc.subarray(["SOC 2", "GDPR", "HIPAA"]),
    license: fc.constantFrom(null, "MIT", "Proprietary"),
  })
  .map((r) =>
    vendor({
      slug: r.slug,
      name: r.name,
      tagline: r.tagline?.join(" ") ?? null,
      description: r.description.join(" "),
      categories: r.categories,
      features: r.features,
      industries: r.industries,
      deployment_models: r.deployment,
      certifications: r.certifications,
      license: r.license,
      website: r.slug === "beta" ? "https://www.quasar.io/" : null,
      pricing: {
        free_tier: null,
        starting_price_eur_per_year: r.price,
        model: r.price ? "per user / month" : null,
      },
    }),
  );

type Edit = { upsert: CatalogVendor; remove?: undefined } | { upsert?: undefined; remove: string };

const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
  arbVendor.map((v) => ({ upsert: v })),
  fc.constantFrom(...SLUGS).map((slug) => ({ remove: slug })),
);

/** Applies the edits in order to a slug → vendor map, as the database would hold them. */
function applyEdits(
  catalog: Map<string, CatalogVendor>,
  edits: ReadonlyArray<{ upsert?: CatalogVendor; remove?: string }>,
) {
  for (const e of edits) {
    if (e.upsert) catalog.set(e.upsert.slug, e.upsert);
    else catalog.delete(e.remove!);
  }
}

function expectSameIndex(updated: MatchIndex, fresh: MatchIndex) {
  const { text: t1, products: p1, vocab: _v1, ...rest1 } = updated;
  const { text: t2, products: p2, vocab: _v2, ...rest2 } = fresh;
  expect(rest1).toEqual(rest2);
  expect(t1.docCount).toBe(t2.docCount);
  const terms = new Set(
    [
      ...WORDS,
      "deskly",
      "alpha",
      "quasar",
      "booky",
      "fleetly",
      "ticketing",
      "sso",
      "mobile",
      "nothing",
    ].flatMap((w) => fresh.vocab.tokenizer.terms(w)),
  );
  for (const term of terms) {
    expect([term, t1.df(term), t1.idf(term), [...t1.docsWith(term)]]).toEqual([
      term,
      t2.df(term),
      t2.idf(term),
      [...t2.docsWith(term)],
    ]);
  }
  const query = [...terms].map((term, i) => ({ term, weight: 1 + (i % 3) }));
  expect(t1.score(query)).toEqual(t2.score(query));
  for (const name of ["Deskly", "Alpha Desk", "quasar", "Quasr", "Fleetly"]) {
    const words = name.toLowerCase().split(" ");
    expect(p1.find(words, name)).toEqual(p2.find(words, name));
  }
  for (const p of PROBLEMS) expect(findMatches(updated, p, opts)).toEqual(findMatches(fresh, p, opts));
}

describe("createCatalogIndexer", () => {
  it("an index updated edit by edit ranks exactly like one built from scratch on the same catalog", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(arbEdit, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        (batches) => {
          const catalog = new Map(FIXTURE_CATALOG.map((v) => [v.slug, v]));
          const indexer = createCatalogIndexer(vocabulary);
          runSteps(indexer.update({ upsert: [...catalog.values()] }));
          let updated = runSteps(indexer.snapshot());
          for (const batch of batches) {
            applyEdits(catalog, batch);
            for (const e of batch)
              runSteps(indexer.update(e.upsert ? { upsert: [e.upsert] } : { remove: [e.remove!] }));
            updated = runSteps(indexer.snapshot());
          }
          expect(indexer.size).toBe(catalog.size);
          expectSameIndex(updated, createMatchIndex([...catalog.values()], vocabulary));
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it("an edit that adds or removes no vendor patches the previous snapshot, which stays as it was", () => {
    fc.assert(
      fc.property(
        fc.array(
          arbVendor.map((v) => ({ ...v, slug: FIXTURE_CATALOG[v.description.length % 3]!.slug })),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          const catalog = new Map(FIXTURE_CATALOG.map((v) => [v.slug, v]));
          const indexer = createCatalogIndexer(vocabulary);
          runSteps(indexer.update({ upsert: [...catalog.values()] }));
          const before = runSteps(indexer.snapshot());
          const expectedBefore = findMatches(before, PROBLEMS[0]!, opts);
          const vendorsBefore = [...before.vendors];
          for (const v of edits) runSteps(indexer.update({ upsert: [v] }));
          applyEdits(
            catalog,
            edits.map((upsert) => ({ upsert })),
          );
          const after = runSteps(indexer.snapshot());
          expect(after.docBySlug).toBe(before.docBySlug);
          expectSameIndex(after, createMatchIndex([...catalog.values()], vocabulary));
          expect([...before.vendors]).toEqual(vendorsBefore);
          expect(findMatches(before, PROBLEMS[0]!, opts)).toEqual(expectedBefore);
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);

  it("leaves earlier snapshots as they were: a word first seen later is unknown to them", () => {
    const indexer = createCatalogIndexer(vocabulary);
    runSteps(indexer.update({ upsert: FIXTURE_CATALOG }));
    const before = runSteps(indexer.snapshot());
    const expected = findMatches(createMatchIndex(FIXTURE_CATALOG, vocabulary), PROBLEMS[0]!, opts);
    runSteps(
      indexer.update({
        upsert: [
          vendor({ slug: "aardvark", description: "zebrafish help desk tickets", categories: ["Ticketing"] }),
        ],
        remove: [FIXTURE_CATALOG[0]!.slug],
      }),
    );
    const after = runSteps(indexer.snapshot());
    expect(after.docBySlug.has("aardvark")).toBe(true);
    expect(after.text.df("zebrafish")).toBe(1);
    expect(before.text.df("zebrafish")).toBe(0);
    expect(before.text.idf("zebrafish")).toBe(0);
    expect(before.text.score([{ term: "zebrafish", weight: 1 }]).docs).toHaveLength(0);
    expect(findMatches(before, PROBLEMS[0]!, opts)).toEqual(expected);
  });

  it("yields between vendors and between slices of a snapshot, so a caller can interleave other work", () => {
    const indexer = createCatalogIndexer(vocabulary);
    const many = Array.from({ length: 600 }, (_, i) =>
      vendor({ slug: `v-${String(i).padStart(3, "0")}`, description: "help desk tickets" }),
    );
    let steps = 0;
    const update = indexer.update({ upsert: many });
    while (!update.next().done) steps++;
    expect(steps).toBe(many.length);
    steps = 0;
    const snapshot = indexer.snapshot();
    let r = snapshot.next();
    while (!r.done) {
      steps++;
      r = snapshot.next();
    }
    expect(steps).toBeGreaterThan(2);
    expect(r.value.size).toBe(600);
  });
});
