import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { leadPayments, leads, shortlistRatings } from "~/db/schema";
import { CatalogVendorRecordSchema } from "~/domain/catalog/catalog-format";
import { createMatchIndex } from "./catalog-indexer";
import { ENGINE_VERSION } from "./constants";
import { defaultVocabulary } from "./default-vocabulary";
import { findMatches } from "./find-matches";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { problem } from "./testing/fixtures";
import { REQUEST_CATALOG } from "./testing/requests";
import type { BusinessProblem, CatalogVendor } from "./types";

/**
 * A silent ranking change fails CI: the fixture rankings under the real vocabulary are recorded with the
 * ENGINE_VERSION and vocabulary version that produced them. When ranking behaviour changes on purpose, bump
 * ENGINE_VERSION (constants.ts) or the vocabulary's "version", then run
 * `UPDATE_GOLDEN=1 npx vitest run app/domain/matching/golden-rankings.test.ts`. It refuses to record new
 * rankings under the versions already recorded.
 */
const GOLDEN_FILE = fileURLToPath(new URL("./golden-rankings.json", import.meta.url));

const PROBLEMS: Record<string, BusinessProblem> = {
  "help-desk": problem({ problem: "Customers keep emailing us about orders; we need a help desk." }),
  "help-desk-on-prem": problem({
    problem: "Customers keep emailing us about orders; we need a help desk.",
    deployment_model: ["On-premise"],
    company_size: "SMB",
    budget_range: "Below €5,000/year",
  }),
  booking: problem({
    problem: "Patients should book appointments online and get SMS reminders",
    industry: "Healthcare",
    features: ["Online booking", "SMS reminders"],
  }),
  invoices: problem({ problem: "We lose track of which clients still owe us money", region_focus: "Europe" }),
  fleet: problem({ problem: "Track our trucks and plan routes", industry: "Logistics" }),
  "self-hosted-booking": problem({ problem: "A self-hosted booking app so clients can book appointments" }),
  "open-source-alternative": problem({ problem: "An open-source alternative to Tabletop for our team" }),
  "analytics-no-banner": problem({ problem: "Website analytics with no cookies and no consent banner" }),
  "free-booking": problem({ problem: "A free booking tool for our salon" }),
  unrelated: problem({ problem: "Organize our family recipes" }),
};

function rankings(
  catalog: readonly CatalogVendor[] = [...FIXTURE_CATALOG, ...REQUEST_CATALOG],
): Record<string, string[]> {
  const index = createMatchIndex(catalog, defaultVocabulary());
  const out: Record<string, string[]> = {};
  for (const [id, p] of Object.entries(PROBLEMS)) {
    out[id] = findMatches(index, p, { currentYear: 2025, limit: 10 }).map(
      (m) => `${m.slug} ${m.score.toFixed(1)} ${m.fit_category}`,
    );
  }
  return out;
}

interface Golden {
  engine_version: string;
  vocabulary_version: string;
  rankings: Record<string, string[]>;
}

// Slow by design: the first searches on a whole catalog pay V8's compilation of the engine (several seconds on a
// loaded 2-core runner), so these tests carry their own limit instead of the unit default of 5 s.
describe("golden fixture rankings", { timeout: 30_000 }, () => {
  it("match the rankings recorded for this ENGINE_VERSION and vocabulary version", () => {
    const golden = JSON.parse(readFileSync(GOLDEN_FILE, "utf8")) as Golden;
    const current: Golden = {
      engine_version: ENGINE_VERSION,
      vocabulary_version: defaultVocabulary().version,
      rankings: rankings(),
    };
    const sameVersions =
      golden.engine_version === current.engine_version &&
      golden.vocabulary_version === current.vocabulary_version;
    if (process.env.UPDATE_GOLDEN === "1") {
      if (sameVersions && JSON.stringify(golden.rankings) !== JSON.stringify(current.rankings)) {
        throw new Error(
          "Rankings changed: bump ENGINE_VERSION or the vocabulary version before recording them",
        );
      }
      writeFileSync(GOLDEN_FILE, `${JSON.stringify(current, null, 2)}\n`);
      return;
    }
    expect(
      { engine_version: current.engine_version, vocabulary_version: current.vocabulary_version },
      "Versions changed: record their rankings with UPDATE_GOLDEN=1 (see this file's comment)",
    ).toEqual({ engine_version: golden.engine_version, vocabulary_version: golden.vocabulary_version });
    expect(
      current.rankings,
      "Ranking changed: bump ENGINE_VERSION (constants.ts) or the vocabulary version, then record with UPDATE_GOLDEN=1",
    ).toEqual(golden.rankings);
  });
});

/**
 * Everything money or lead traffic could attach to a vendor, named after the tables that hold it: a lead per
 * state, a payment per status with its amount, the ratings buyers give. The enums are read from the schema, so a
 * new lead state or payment status joins the flips without editing this test.
 */
function commercialFields(seed: number): Record<string, unknown> {
  const on = seed % 2 === 1;
  const fields: Record<string, unknown> = {
    paid: on,
    sponsored: on,
    featured: on,
    unlocked: on,
    refunded: !on,
    lead_count: on ? 1000 + seed : 0,
    review_count: on ? 500 + seed : 0,
    rating: on ? 5 : 1,
    rating_count: on ? 400 : 0,
    shortlist_rating_stars: on ? 5 : 1,
    shortlist_rating_count: on ? 300 : 0,
    amount_paid_cents: on ? 1_000_000 : 0,
    [`${shortlistRatings.stars.name}_average`]: on ? 5 : 1,
  };
  for (const state of leads.state.enumValues) fields[`leads_${state}`] = on ? 50 + seed : 0;
  for (const status of leadPayments.status.enumValues) {
    fields[`payments_${status}`] = on ? 20 + seed : 0;
    fields[`${status}`] = on;
  }
  return fields;
}

describe("payment never ranks", () => {
  const catalog = [...FIXTURE_CATALOG, ...REQUEST_CATALOG];
  const golden = (JSON.parse(readFileSync(GOLDEN_FILE, "utf8")) as Golden).rankings;

  it("no vendor profile field names money, leads or reviews", () => {
    const profileFields = [...Object.keys(CatalogVendorRecordSchema.shape), "verified", "claimed"];
    expect(
      profileFields.filter((f) =>
        /pay|paid|price_paid|sponsor|bid|boost|featured|unlock|refund|lead|review|rating|star/i.test(f),
      ),
    ).toEqual([]);
  });

  it.each([
    ["on for every other vendor", (i: number) => i],
    ["on for the other half", (i: number) => i + 1],
    ["on for every vendor", () => 1],
    ["off for every vendor", () => 0],
  ])(
    "flipping every paid, unlocked, refunded, lead and review field (%s) changes no ranking",
    (_, seedOf) => {
      const flipped = catalog.map((vendor, i) => ({ ...commercialFields(seedOf(i)), ...vendor }));
      expect(flipped.some((v, i) => JSON.stringify(v) !== JSON.stringify(catalog[i]))).toBe(true);
      expect(rankings(flipped)).toEqual(golden);
    },
  );

  it("two vendors with the same reviews and different payments, unlocks and refunds keep the order the reviews give", () => {
    // Every vendor has the same published reviews; half of them paid, unlocked and were refunded every way there is.
    const reviewed = catalog.map((vendor) => ({ ...vendor, reviews: { count: 3, ratingSum: 13.5 } }));
    const expected = rankings(reviewed);
    for (const seedOf of [(i: number) => i, (i: number) => i + 1]) {
      const paid = reviewed.map((vendor, i) => ({ ...commercialFields(seedOf(i)), ...vendor }));
      expect(rankings(paid)).toEqual(expected);
    }
  });

  it("reviews move a score only through the documented prior: one or two barely move it", () => {
    const scores = (c: readonly CatalogVendor[]) => {
      const index = createMatchIndex(c, defaultVocabulary());
      const out = new Map<string, number>();
      for (const [id, p] of Object.entries(PROBLEMS)) {
        for (const m of findMatches(index, p, { currentYear: 2025, limit: 10 }))
          out.set(`${id} ${m.slug}`, m.score);
      }
      return out;
    };
    const before = scores(catalog);
    for (const reviews of [
      { count: 1, ratingSum: 5 },
      { count: 2, ratingSum: 10 },
      { count: 2, ratingSum: 2 },
    ]) {
      const after = scores(catalog.map((vendor) => ({ ...vendor, reviews })));
      expect(after.size).toBe(before.size);
      for (const [key, score] of before) {
        // Scores are 0..100, shown to 0.1: two five-star reviews add about a sixth of a point (0.2 once rounded).
        expect(Math.abs((after.get(key) ?? Number.NaN) - score), key).toBeLessThanOrEqual(0.2 + 1e-9);
      }
    }
  });

  it("paying the lowest-ranked vendor of each golden ranking does not lift it", () => {
    const lowest = new Set(
      Object.values(golden)
        .filter((r) => r.length > 1)
        .map((r) => (r.at(-1) ?? "").split(" ")[0]),
    );
    expect(lowest.size).toBeGreaterThan(0);
    const flipped = catalog.map((vendor) => ({
      ...commercialFields(lowest.has(vendor.slug) ? 1 : 0),
      ...vendor,
    }));
    expect(rankings(flipped)).toEqual(golden);
  });
});
