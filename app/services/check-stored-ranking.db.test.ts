import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests, vendors } from "~/db/schema";
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import { ENGINE_VERSION } from "~/domain/matching";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { createTestContext } from "../../tests/setup/app-context";
import { createSeededDatabase, readStoredSearchesFixture } from "../../tests/setup/seeded-app";
import type { TestDatabase } from "../../tests/setup/test-db";
import { testDriver } from "../../tests/setup/test-db";
import { bumpCatalogVersion } from "./catalog-version.server";
import { checkStoredRanking } from "./check-stored-ranking.server";
import { findVendorMatches } from "./find-vendor-matches.server";
import { importCatalog } from "./import-catalog.server";

const fixture = readStoredSearchesFixture();

let t: TestDatabase;
let context: AppLoadContext;
let records: CatalogVendorRecord[];
const problem = businessProblem({
  problem: "Customers keep emailing us about orders; we need a help desk.",
  industry: "Retail",
});

beforeAll(async () => {
  ({ t, records } = await createSeededDatabase(fixture.catalog));
  context = await createTestContext(t.db);
});
afterAll(async () => {
  await t.cleanup();
});

describe(`checking a stored ranking (${testDriver})`, () => {
  it("ranks a stored search again from its stored inputs and gets the same order", async () => {
    const { requestId, vendors } = await findVendorMatches({ db: t.db, matching: context.matching, problem });
    expect(vendors.length).toBeGreaterThan(1);
    const check = await checkStoredRanking({ db: t.db, matching: context.matching, requestId });
    expect(check).toMatchObject({
      sameOrder: true,
      reasons: [],
      unexplained: false,
      storedEngineVersion: ENGINE_VERSION,
      aiConfigured: false,
    });
    expect(check!.rerunOrder).toEqual(vendors.map((v) => v.slug));
  });

  it("names the engine version when the search was ranked by another one", async () => {
    const { requestId, vendors } = await findVendorMatches({ db: t.db, matching: context.matching, problem });
    const id = `${requestId.slice(0, 21)}X`;
    const [row] = await t.db.select().from(buyerRequests).limit(1);
    await t.db.insert(buyerRequests).values({
      ...row!,
      id,
      results: [...row!.results].reverse(),
      engineVersion: "matching-core/0.9.0",
    });
    const check = await checkStoredRanking({ db: t.db, matching: context.matching, requestId: id });
    expect(check!.sameOrder).toBe(false);
    expect(check!.reasons).toEqual([
      `The search was ranked by engine matching-core/0.9.0; the engine is now ${ENGINE_VERSION}.`,
    ]);
    expect(check!.rerunOrder).toEqual(vendors.map((v) => v.slug));
  });

  it("says an order that differs with nothing changed is unexplained", async () => {
    const [row] = await t.db.select().from(buyerRequests).limit(1);
    const id = "unexplainedRanking0000";
    await t.db.insert(buyerRequests).values({ ...row!, id, results: [...row!.results].reverse() });
    const check = await checkStoredRanking({ db: t.db, matching: context.matching, requestId: id });
    expect(check).toMatchObject({ sameOrder: false, reasons: [], unexplained: true });
  });

  it("names the vendors removed and changed since the search", async () => {
    const { requestId, vendors: ranked } = await findVendorMatches({
      db: t.db,
      matching: context.matching,
      problem,
    });
    const [first, second] = ranked.map((v) => v.slug);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await importCatalog({
      db: t.db,
      records: records.map((r) =>
        r.slug === second ? { ...r, tagline: `${r.tagline ?? ""} Now also for invoices.` } : r,
      ),
    });
    await t.db.transaction(async (tx) => {
      await tx.update(vendors).set({ status: "draft" }).where(eq(vendors.slug, first!));
      await bumpCatalogVersion(tx);
    });
    const check = await checkStoredRanking({ db: t.db, matching: context.matching, requestId });
    expect(check!.sameOrder).toBe(false);
    expect(check!.unexplained).toBe(false);
    const name = (slug: string) => records.find((r) => r.slug === slug)!.name;
    expect(check!.reasons).toContain(`No longer in the catalog: ${first}.`);
    expect(check!.reasons).toContain(`Profile changed since: ${name(second!)}.`);
  });

  it("answers null for an unknown or malformed id", async () => {
    expect(await checkStoredRanking({ db: t.db, matching: context.matching, requestId: "x" })).toBeNull();
    expect(
      await checkStoredRanking({ db: t.db, matching: context.matching, requestId: "a".repeat(22) }),
    ).toBeNull();
  });
});
