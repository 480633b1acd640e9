import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/create-db.server";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { bumpCatalogVersion } from "../catalog-version.server";
import { importCatalog } from "../import-catalog.server";
import { autovacuumRuns, maintainTables } from "./vacuum.server";

async function tableStats(t: TestDatabase, table: string) {
  await t.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const [row] = await queryRows<{ dead: number; vacuumed: boolean; analyzed: boolean }>(
    t.db,
    sql`SELECT n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed
        FROM pg_stat_user_tables WHERE schemaname = current_schema() AND relname = ${table}`,
  );
  return row!;
}

describe(`database maintenance where no autovacuum runs (${testDriver})`, () => {
  let t: TestDatabase;
  let autovacuum = false;
  beforeAll(async () => {
    t = await createTestDatabase();
    autovacuum = await autovacuumRuns(t.db);
  });
  afterAll(() => t.cleanup());

  it("vacuums a churned table by autovacuum's rule and leaves quiet ones alone", async () => {
    if (testDriver === "pglite") expect(autovacuum).toBe(false);
    for (let i = 0; i < 120; i++) await bumpCatalogVersion(t.db);
    const done = await maintainTables(t.db);
    if (autovacuum) {
      expect(done).toBeNull();
      return;
    }
    const churned = done?.find((d) => d.table === "catalog_state");
    expect(churned).toMatchObject({ vacuum: true });
    expect(done?.some((d) => d.table === "vendor_members")).toBe(false);
    expect((await tableStats(t, "catalog_state")).dead).toBe(0);
    // Nothing left to do: a second pass does nothing.
    expect(await maintainTables(t.db, { tables: ["catalog_state"] })).toEqual([]);
  });

  it("analyzes and vacuums the vendors table after a bulk import", async () => {
    const parsed = parseCatalogFile({
      schema: "vendor-catalog/v1",
      vendors: Array.from({ length: 120 }, (_, i) => ({
        slug: `bulk-${i}`,
        name: `Bulk ${i}`,
        description: "Keeps records.",
        categories: ["CRM"],
      })),
    });
    if (!parsed.ok) throw new Error(parsed.problems.join("; "));
    expect((await tableStats(t, "vendors")).analyzed).toBe(false);
    await importCatalog({ db: t.db, records: parsed.catalog.vendors });
    if (autovacuum) return;
    const stats = await tableStats(t, "vendors");
    expect(stats).toMatchObject({ vacuumed: true, analyzed: true, dead: 0 });
  });
});
