import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { createTestContext } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

/** "A team needing X commonly picks Y", written from public knowledge of the market (tests/market/market-picks.txt). */
const pairs = readFileSync(resolve("tests/market/market-picks.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const [need, ...names] = line.split("|").map((s) => s.trim());
    return { need: need!, pick: names[0]!, names };
  });

/** Y is in the default catalog for at least this share of the pairs. */
const IN_CATALOG_MIN = 0.9;
/**
 * Of the pairs whose Y is in the catalog, "We need X" puts Y in the top 10 for at least this share (the goal, 0.8, is
 * TOP_10_GOAL). The engine reached 70.1 % (192 of 274) on 26 Nov 2026 and 88.3 % (242 of 274) on 27 Nov 2026
 * (engine 1.11.0, vocabulary 2025.15, the well-known products' own kinds in the catalog): the test holds that floor
 * and prints the figure (0.87: a margin of three picks for ties among new products).
 */
const TOP_10_MIN = 0.87;
const TOP_10_GOAL = 0.8;

const key = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");

describe(`the default catalog has what teams commonly pick, and the engine finds it (${testDriver})`, () => {
  let t: TestDatabase;
  let context: AppLoadContext;
  const slugByName = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDefaultCatalog({ db: t.db });
    context = await createTestContext(t.db);
    const { index } = await context.matching.getSnapshot();
    // Names first, slugs last: a slug is unique, a name is not ("Wave" the accounting app, "WAVE" the accessibility
    // checker), so a pick written as a product's slug finds that product.
    for (const v of index.vendors) slugByName.set(key(v.name), v.slug);
    for (const v of index.vendors) slugByName.set(key(v.slug), v.slug);
  }, 300_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it(`lists at least 200 pairs; Y is in the catalog for ≥ ${IN_CATALOG_MIN * 100} % and in the top 10 of "We need X" for ≥ ${TOP_10_MIN * 100} % of those (goal ${TOP_10_GOAL * 100} %)`, async () => {
    expect(pairs.length).toBeGreaterThanOrEqual(200);
    const found: Array<{ need: string; pick: string; slug: string; rank: number }> = [];
    const absent: string[] = [];
    for (const pair of pairs) {
      const slug = pair.names.map((n) => slugByName.get(key(n))).find(Boolean);
      if (!slug) {
        absent.push(pair.pick);
        continue;
      }
      const problem = BusinessProblemSchema.parse({
        problem: `We need ${pair.need}`,
        industry: "Other",
        features: [],
      });
      const { vendors } = await findVendorMatches({ db: t.db, matching: context.matching, problem });
      found.push({ ...pair, slug, rank: vendors.slice(0, 10).findIndex((v) => v.slug === slug) + 1 });
    }
    const missed = found.filter((f) => f.rank === 0);
    const inCatalog = found.length / pairs.length;
    const inTop10 = (found.length - missed.length) / found.length;
    console.info(
      `market coverage: ${found.length}/${pairs.length} picks in the catalog (${(100 * inCatalog).toFixed(1)} %), ` +
        `${found.length - missed.length}/${found.length} in the top 10 (${(100 * inTop10).toFixed(1)} %; goal ${100 * TOP_10_GOAL} %)\n` +
        `not in the catalog: ${absent.join("; ")}\n` +
        `not in the top 10: ${missed.map((m) => `${m.pick} for "${m.need}"`).join("; ")}`,
    );
    expect(inCatalog).toBeGreaterThanOrEqual(IN_CATALOG_MIN);
    expect(inTop10).toBeGreaterThanOrEqual(TOP_10_MIN);
  }, 600_000);
});
