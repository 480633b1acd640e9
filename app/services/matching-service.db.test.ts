import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { createMatchIndex, findMatches } from "~/domain/matching";
import { problem } from "~/domain/matching/testing/fixtures";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { bumpCatalogVersion, CATALOG_CHANNEL, getCatalogState } from "./catalog-version.server";
import { importCatalog } from "./import-catalog.server";
import { createMatchingService, loadVocabulary } from "./matching-service.server";
import { rowToProfile } from "./vendor-records.server";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const vendor = (slug: string, description = "Help desk software for customer emails.") => {
  const parsed = parseCatalogFile({
    schema: "vendor-catalog/v1",
    vendors: [{ slug, name: slug, description, categories: ["Help desk"] }],
  });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.catalog.vendors;
};

describe(`catalog polling (${testDriver})`, () => {
  it("answers from memory while polling and picks up another process's catalog change in the background", async () => {
    await importCatalog({ db: t.db, records: vendor("first-desk") });
    const matching = createMatchingService({
      db: t.db,
      logger: createLogger({ level: "silent" }),
      vocabulary: await loadVocabulary(),
    });
    const before = await matching.getSnapshot();
    const stop = matching.startPolling(1000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await importCatalog({ db: t.db, records: vendor("second-desk") });
      // The request path does not wait for the database: it gets the snapshot it has.
      expect((await matching.getSnapshot()).version).toBe(before.version);
      await expect
        .poll(async () => (await matching.getSnapshot()).bySlug.has("second-desk"), { timeout: 5000 })
        .toBe(true);
      expect((await matching.getSnapshot()).version).toBeGreaterThan(before.version);
    } finally {
      stop();
    }
    // Without polling every call reads the version, so a change is seen at once.
    await importCatalog({ db: t.db, records: vendor("third-desk") });
    expect((await matching.getSnapshot()).bySlug.has("third-desk")).toBe(true);
  });
});

describe(`catalog change notifications (${testDriver})`, () => {
  it("picks up a committed change as soon as the database notifies it, long before the next timed check", async () => {
    const matching = createMatchingService({
      db: t.db,
      logger: createLogger({ level: "silent" }),
      vocabulary: await loadVocabulary(),
    });
    await matching.getSnapshot();
    const stopPolling = matching.startPolling(60_000);
    const stopListening = t.listen(CATALOG_CHANNEL, () => matching.checkNow());
    try {
      // The LISTEN connection is up once a notification arrives; until then nothing is asserted.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rolledBack = t.db.transaction(async (tx) => {
        await bumpCatalogVersion(tx);
        throw new Error("rolled back");
      });
      await expect(rolledBack).rejects.toThrow("rolled back");
      await importCatalog({ db: t.db, records: vendor("notified-desk") });
      await expect
        .poll(async () => (await matching.getSnapshot()).bySlug.has("notified-desk"), { timeout: 3000 })
        .toBe(true);
    } finally {
      stopPolling();
      await stopListening();
    }
  });
});

describe(`incremental index updates (${testDriver})`, () => {
  const stampedAfter = async (version: number) =>
    (
      await t.db
        .select({ slug: vendors.slug })
        .from(vendors)
        .where(sql`${vendors.catalogVersion} > ${version} or ${vendors.catalogVersion} is null`)
    ).map((r) => r.slug);

  it("stamps exactly the vendors a transaction changed with the version it bumped to", async () => {
    await importCatalog({ db: t.db, records: [...vendor("stamp-a"), ...vendor("stamp-b")] });
    const before = (await getCatalogState(t.db)).version;
    expect(await stampedAfter(before)).toEqual([]);
    await importCatalog({ db: t.db, records: vendor("stamp-a", "Shared inbox for support teams.") });
    const after = await getCatalogState(t.db);
    expect(after.version).toBe(before + 1);
    expect(await stampedAfter(before)).toEqual(["stamp-a"]);
    const [row] = await t.db.select().from(vendors).where(eq(vendors.slug, "stamp-a"));
    expect(row?.catalogVersion).toBe(after.version);
    expect(after.rebuiltVersion).toBeLessThan(after.version);
  });

  it("marks a version that deleted vendors, so indexes read the whole catalog again", async () => {
    await importCatalog({ db: t.db, records: vendor("doomed-desk") });
    await t.db.transaction(async (tx) => {
      await tx.delete(vendors).where(eq(vendors.slug, "doomed-desk"));
      await bumpCatalogVersion(tx);
    });
    const state = await getCatalogState(t.db);
    expect(state.rebuiltVersion).toBe(state.version);
    // The mark lasts only for the transaction that deleted: a later bump leaves it.
    await importCatalog({ db: t.db, records: vendor("later-desk") });
    expect((await getCatalogState(t.db)).rebuiltVersion).toBe(state.version);
  });

  it("applies edits, unpublishing and deletion so it searches exactly like an index built from scratch", async () => {
    const matching = createMatchingService({
      db: t.db,
      logger: createLogger({ level: "silent" }),
      vocabulary: await loadVocabulary(),
    });
    await importCatalog({
      db: t.db,
      records: [...vendor("edit-desk"), ...vendor("hidden-desk"), ...vendor("gone-desk")],
    });
    await matching.getSnapshot();

    await importCatalog({ db: t.db, records: vendor("edit-desk", "Beehive tracking for urban apiaries.") });
    // A raw write that only bumps the version is picked up too: the trigger stamped the row.
    await t.db.execute(sql`update vendors set status = 'draft' where slug = 'hidden-desk'`);
    await t.db.execute(sql`update catalog_state set version = version + 1`);
    let snapshot = await matching.getSnapshot();
    expect(snapshot.bySlug.has("hidden-desk")).toBe(false);
    expect(snapshot.bySlug.get("edit-desk")?.description).toBe("Beehive tracking for urban apiaries.");

    await t.db.transaction(async (tx) => {
      await tx.delete(vendors).where(eq(vendors.slug, "gone-desk"));
      await bumpCatalogVersion(tx);
    });
    snapshot = await matching.getSnapshot();
    expect(snapshot.bySlug.has("gone-desk")).toBe(false);

    const published = await t.db.select().from(vendors).where(eq(vendors.status, "published"));
    const fresh = createMatchIndex(published.map(rowToProfile), matching.vocabulary);
    expect([...snapshot.bySlug.keys()].sort()).toEqual(published.map((r) => r.slug).sort());
    for (const text of ["We keep bees on our roof", "A help desk for customer emails"]) {
      const p = problem({ problem: text });
      const opts = { limit: 20, currentYear: 2025 };
      expect(findMatches(snapshot.index, p, opts)).toEqual(findMatches(fresh, p, opts));
    }
  });
});
