import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { type CatalogVendorRecord, parseCatalogFile } from "~/domain/catalog/catalog-format";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { getCatalogVersion } from "./catalog-version.server";
import { exportCatalog } from "./export-catalog.server";
import { importCatalog } from "./import-catalog.server";

function record(slug: string, over: Partial<CatalogVendorRecord> = {}): CatalogVendorRecord {
  const parsed = parseCatalogFile({
    schema: "vendor-catalog/v1",
    vendors: [
      { slug, name: slug.toUpperCase(), description: `${slug} does things`, categories: ["CRM"], ...over },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.catalog.vendors[0]!;
}

describe(`importCatalog (${testDriver})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("inserts, then reports unchanged on the same records, then updates what changed", async () => {
    const first = [record("alpha"), record("beta"), record("gamma")];
    expect(await importCatalog({ db: t.db, records: first })).toEqual({
      inserted: 3,
      updated: 0,
      unchanged: 0,
      keptClaimed: 0,
    });
    const v1 = await getCatalogVersion(t.db);
    expect(v1).toBeGreaterThan(0);

    expect(await importCatalog({ db: t.db, records: first })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 3,
      keptClaimed: 0,
    });
    expect(await getCatalogVersion(t.db)).toBe(v1);

    const second = [record("alpha", { description: "changed" }), record("beta"), record("delta")];
    expect(await importCatalog({ db: t.db, records: second })).toEqual({
      inserted: 1,
      updated: 1,
      unchanged: 1,
      keptClaimed: 0,
    });
    expect(await getCatalogVersion(t.db)).toBe(v1 + 1);
    const [alpha] = await t.db.select().from(vendors).where(sql`${vendors.slug} = 'alpha'`);
    expect(alpha?.description).toBe("changed");
  });

  it("keeps vendor-side flags when a record is updated", async () => {
    await t.db.execute(sql`update vendors set verified = true where slug = 'beta'`);
    await importCatalog({ db: t.db, records: [record("beta", { tagline: "new tagline" })] });
    const [beta] = await t.db.select().from(vendors).where(sql`${vendors.slug} = 'beta'`);
    expect(beta).toMatchObject({ tagline: "new tagline", verified: true, claimed: false });
  });

  it("writes nothing when any record fails in the database", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(vendors);
    const bad = { ...record("epsilon"), name: null as unknown as string };
    await expect(importCatalog({ db: t.db, records: [record("zeta"), bad] })).rejects.toThrow();
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(vendors);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("leaves the previous catalog and its version intact when an import fails midway", async () => {
    const before = await t.db.select().from(vendors).orderBy(vendors.slug);
    const version = await getCatalogVersion(t.db);
    // Two full batches (800 new vendors) are written before the third fails on a record the database refuses:
    // the point where a crash would leave half a catalog. The update of "alpha" would come after them.
    const records = [
      record("alpha", { description: "rewritten by the failed import" }),
      ...Array.from({ length: 850 }, (_, i) => record(`bulk-${String(i).padStart(4, "0")}`)),
      { ...record("broken"), name: null as unknown as string },
    ];
    await expect(importCatalog({ db: t.db, records })).rejects.toThrow();
    expect(await t.db.select().from(vendors).orderBy(vendors.slug)).toEqual(before);
    expect(await getCatalogVersion(t.db)).toBe(version);
  });

  it("exports what was imported, in the catalog format, ordered by slug", async () => {
    const catalog = await exportCatalog({ db: t.db });
    expect(catalog.schema).toBe("vendor-catalog/v1");
    expect(catalog.vendors.map((v) => v.slug)).toEqual(["alpha", "beta", "delta", "gamma"]);
    const reparsed = parseCatalogFile(JSON.parse(JSON.stringify(catalog)));
    expect(reparsed.ok).toBe(true);
    expect(await importCatalog({ db: t.db, records: catalog.vendors })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 4,
      keptClaimed: 0,
    });
  });

  it("imports, updates and exports a vendor's licence", async () => {
    expect(await importCatalog({ db: t.db, records: [record("epsilon", { license: "AGPL-3.0" })] })).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
      keptClaimed: 0,
    });
    expect(await importCatalog({ db: t.db, records: [record("epsilon", { license: "MIT" })] })).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
      keptClaimed: 0,
    });
    const exported = await exportCatalog({ db: t.db });
    const byLicense = Object.fromEntries(exported.vendors.map((v) => [v.slug, v.license]));
    expect(byLicense).toMatchObject({ alpha: null, epsilon: "MIT" });
  });

  it("never overwrites a claimed vendor's own edits", async () => {
    await importCatalog({ db: t.db, records: [record("omega")] });
    await t.db.execute(
      sql`update vendors set claimed = true, tagline = 'edited by the vendor' where slug = 'omega'`,
    );
    const v1 = await getCatalogVersion(t.db);
    const result = await importCatalog({
      db: t.db,
      records: [record("omega", { tagline: "catalog tagline", description: "catalog text" })],
    });
    expect(result).toMatchObject({ inserted: 0, updated: 0, keptClaimed: 1 });
    const [omega] = await t.db.select().from(vendors).where(sql`${vendors.slug} = 'omega'`);
    expect(omega?.tagline).toBe("edited by the vendor");
    expect(omega?.description).not.toBe("catalog text");
    expect(await getCatalogVersion(t.db)).toBe(v1);
  });
});
