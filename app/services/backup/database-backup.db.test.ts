import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "~/db/create-db.server";
import { buyerRequests, catalogState, jobs, vendors } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { getBuyerRequestWithMarketplace } from "~/services/get-buyer-request.server";
import { createMatchingService, loadVocabulary } from "~/services/matching-service.server";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { BackupFileError } from "./backup-format";
import { backupDatabase, RestoreRefusedError, restoreDatabase } from "./database-backup.server";

const problem: BusinessProblem = {
  problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox", "API Access"],
  timeline: "1–3 months",
  company_size: "SMB",
  budget_range: "Below €5,000/year",
  deployment_model: ["Cloud / SaaS"],
  region_focus: "Europe",
  buyer_role: "Manager",
};

const logger = createLogger({ level: "silent" });
const dir = mkdtempSync(join(tmpdir(), "saasmatch-backup-"));

async function pgliteInMemory(): Promise<DbHandle> {
  const handle = await createDb({ memory: true });
  await handle.migrate();
  return handle;
}

/** What a buyer sees: a fresh search's ranking and a stored search reopened. */
async function searchView(db: DbHandle, requestId: string) {
  const matching = createMatchingService({ db: db.db, logger, vocabulary: await loadVocabulary() });
  const fresh = await findVendorMatches({
    db: db.db,
    matching,
    problem,
    now: new Date("2026-06-01T00:00:00Z"),
  });
  // The fresh search stored a new request; take it out again so that table compares equal.
  await db.db.delete(buyerRequests).where(sql`${buyerRequests.id} = ${fresh.requestId}`);
  const reopened = (await getBuyerRequestWithMarketplace({ db: db.db, matching, requestId }))?.view ?? null;
  return {
    fresh: fresh.vendors.map((v) => ({ slug: v.slug, score: v.score, fit: v.fit_category })),
    reopened,
  };
}

/**
 * What a restore must bring back. A vendor's `catalogVersion` is the search index's change stamp (decision 013): a
 * restore stamps every row anew with the version it publishes, so it is checked on its own (stampedVendors).
 */
async function tableContents(db: DbHandle) {
  const vendorRows = await db.db.select().from(vendors).orderBy(asc(vendors.slug));
  return {
    vendors: vendorRows.map(({ catalogVersion: _stamp, ...vendor }) => vendor),
    requests: await db.db.select().from(buyerRequests).orderBy(asc(buyerRequests.id)),
    jobs: await db.db.select().from(jobs).orderBy(asc(jobs.id)),
  };
}

/** Every restored vendor carries a change stamp no newer than the catalog version: no index re-reads it forever. */
async function expectStamped(db: DbHandle) {
  const [state] = await db.db.select().from(catalogState);
  const stamps = (await db.db.select().from(vendors)).map((v) => v.catalogVersion);
  expect(stamps.length).toBeGreaterThan(0);
  for (const stamp of stamps) {
    expect(stamp).not.toBeNull();
    expect(stamp!).toBeLessThanOrEqual(state!.version);
  }
}

describe(`db:backup and db:restore (${testDriver})`, () => {
  let source: TestDatabase;
  let requestId: string;
  let expected: Awaited<ReturnType<typeof searchView>>;
  let contents: Awaited<ReturnType<typeof tableContents>>;
  const file = join(dir, "backup.jsonl.gz");

  beforeAll(async () => {
    source = await createTestDatabase();
    await seedDefaultCatalog({ db: source.db });
    const matching = createMatchingService({ db: source.db, logger, vocabulary: await loadVocabulary() });
    requestId = (await findVendorMatches({ db: source.db, matching, problem })).requestId;
    // Identity columns: a job row whose id must survive, and new ids must continue after it.
    await source.db.insert(jobs).values([
      { type: "test", payload: { n: 1 } },
      { type: "test", payload: { text: 'emoji 🧾, quote " and NUL-free unicode ünïcödé' } },
    ]);
    expected = await searchView(source, requestId);
    contents = await tableContents(source);
    await backupDatabase(source, file);
  });
  afterAll(async () => {
    await source.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes a gzip'd JSON-lines file: header with the migration, tables in foreign-key order, end marker", () => {
    const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
    const header = JSON.parse(lines[0]!);
    expect(header).toMatchObject({ format: "saasmatch-backup", version: 1, driver: source.driver });
    expect(header.migration.tag).toMatch(/^\d{4}_/);
    expect(header.tables.indexOf("vendors")).toBeLessThan(header.tables.indexOf("leads"));
    expect(header.tables.indexOf("buyer_requests")).toBeLessThan(header.tables.indexOf("leads"));
    expect(header.tables.indexOf("auth_users")).toBeLessThan(header.tables.indexOf("vendor_members"));
    const trailer = JSON.parse(lines.at(-1)!);
    expect(trailer.counts.vendors).toBe(contents.vendors.length);
    expect(trailer.counts.buyer_requests).toBe(1);
    expect(lines.length).toBe(
      2 + Object.values(trailer.counts as Record<string, number>).reduce((a, b) => a + b),
    );
  });

  it("restores into an empty database that then serves the same search results and reopens the stored search", async () => {
    const target = await createTestDatabase();
    try {
      const result = await restoreDatabase(target, file);
      expect(result.counts.vendors).toBe(contents.vendors.length);
      expect(await tableContents(target)).toEqual(contents);
      const view = await searchView(target, requestId);
      expect(view.reopened?.vendors.length).toBeGreaterThan(0);
      expect(view).toEqual(expected);
      // Identity columns continue after the restored ids.
      const [job] = await target.db.insert(jobs).values({ type: "test", payload: {} }).returning();
      expect(job!.id).toBeGreaterThan(Math.max(...contents.jobs.map((j) => j.id)));
      // A running server's index is told to rebuild.
      const [state] = await target.db.select().from(catalogState);
      expect(state!.version).toBeGreaterThan(0);
      await expectStamped(target);
    } finally {
      await target.cleanup();
    }
    // A second database, a whole catalog restored and searched: 7–8 s alone, over 30 s in CI while the browser and
    // PostgreSQL lanes run beside it.
  }, 90_000);

  it.runIf(testDriver === "postgres")(
    "moves between drivers: a PostgreSQL backup restores into PGlite, and that one back into PostgreSQL",
    async () => {
      const pglite = await pgliteInMemory();
      const back = await createTestDatabase();
      try {
        await restoreDatabase(pglite, file);
        expect(await tableContents(pglite)).toEqual(contents);
        expect(await searchView(pglite, requestId)).toEqual(expected);
        const fromPglite = join(dir, "from-pglite.jsonl.gz");
        await backupDatabase(pglite, fromPglite);
        expect(JSON.parse(gunzipSync(readFileSync(fromPglite)).toString().split("\n")[0]!).driver).toBe(
          "pglite",
        );
        await restoreDatabase(back, fromPglite);
        expect(await tableContents(back)).toEqual(contents);
        await expectStamped(back);
        expect(await searchView(back, requestId)).toEqual(expected);
      } finally {
        await pglite.close();
        await back.cleanup();
      }
    },
    // Two databases, two restores, a backup and two rankings: 30 s was not enough with CI's lanes sharing 2 cores.
    120_000,
  );

  it("refuses a database that holds data unless forced, and --force replaces everything in one go", async () => {
    const target = await createTestDatabase();
    try {
      await target.db.insert(vendors).values({ slug: "other", name: "Other", contentHash: "x" });
      await expect(restoreDatabase(target, file)).rejects.toThrow(RestoreRefusedError);
      await expect(restoreDatabase(target, file)).rejects.toThrow(/not empty: vendors \(1\).*--force/);
      expect((await tableContents(target)).vendors.map((v) => v.slug)).toEqual(["other"]);
      await restoreDatabase(target, file, { force: true });
      expect(await tableContents(target)).toEqual(contents);
    } finally {
      await target.cleanup();
    }
  });

  describe("a damaged or foreign file leaves the target unchanged, with a message naming the problem", () => {
    const lines = () => gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
    const write = (name: string, text: string | Buffer, gzip = true) => {
      const path = join(dir, name);
      writeFileSync(path, gzip ? gzipSync(text) : text);
      return path;
    };
    const withLine = (index: number, edit: (value: Record<string, unknown>) => unknown) => {
      const all = lines();
      all[index] = JSON.stringify(edit(JSON.parse(all[index]!)));
      return `${all.join("\n")}\n`;
    };
    const vendorLine = () => lines().findIndex((l) => l.startsWith('{"t":"vendors"'));

    const cases: [string, () => string, RegExp][] = [
      [
        "a truncated gzip stream",
        () => {
          const bytes = readFileSync(file);
          return write("cut.gz", bytes.subarray(0, Math.floor(bytes.length / 2)), false);
        },
        /damaged|truncated/,
      ],
      [
        "a file cut at a line boundary",
        () => write("cut-lines.gz", `${lines().slice(0, -5).join("\n")}\n`),
        /truncated/,
      ],
      [
        "not a backup at all",
        () => write("other.json", '{"schema":"vendor-catalog/v1","vendors":[]}\n', false),
        /line 1: invalid header/,
      ],
      [
        "a row that is not JSON",
        () => {
          const all = lines();
          all[vendorLine()] = '{"t":"vendors","r":{';
          return write("bad-json.gz", `${all.join("\n")}\n`);
        },
        /not valid JSON/,
      ],
      [
        "a column this database does not have",
        () =>
          write(
            "col.gz",
            withLine(vendorLine(), (v) => ({ ...v, r: { ...(v.r as object), shoe_size: 42 } })),
          ),
        /vendors\.shoe_size does not exist/,
      ],
      [
        "a value the database refuses",
        () =>
          write(
            "value.gz",
            withLine(vendorLine(), (v) => ({
              ...v,
              r: { ...(v.r as object), created_at: "the day before" },
            })),
          ),
        /table vendors: a row was refused by the database \(22007/,
      ],
      [
        "a row the end marker does not count",
        () => {
          const all = lines();
          all.splice(vendorLine(), 1);
          return write("count.gz", `${all.join("\n")}\n`);
        },
        /has \d+ rows but the end marker says/,
      ],
      [
        "a backup from a newer migration",
        () =>
          write(
            "newer.gz",
            withLine(0, (h) => ({ ...h, migration: { tag: "9999_future", createdAt: 9_999_999_999_999 } })),
          ),
        /newer version of the app \(migration 9999_future\)/,
      ],
    ];

    // One target for every case: each must leave it exactly as it was.
    let target: TestDatabase;
    beforeAll(async () => {
      target = await createTestDatabase();
      await target.db.insert(vendors).values({ slug: "kept", name: "Kept", contentHash: "x" });
    });
    afterAll(() => target.cleanup());

    it.each(cases)("%s", async (_, make, message) => {
      const path = make();
      const error = await restoreDatabase(target, path, { force: true }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect([BackupFileError, RestoreRefusedError].some((type) => error instanceof type)).toBe(true);
      expect((error as Error).message).toMatch(message);
      const after = await tableContents(target);
      expect(after.vendors.map((v) => v.slug)).toEqual(["kept"]);
      expect(after.requests).toEqual([]);
    });
  });
});
