/**
 * How fast a published change reaches search results, and how long the event loop stalls meanwhile, at catalog
 * scale: imports a catalog (default: the bench catalog) `--scale` times over into a fresh database (PGlite in
 * memory, or PostgreSQL with TEST_DATABASE_URL), builds the index as the server does, polls the catalog version
 * as the server does (every second), then publishes changes from "another process" (a direct write) and reports:
 *   - freshness: from the committed write until the change is searchable (text.df of a new word > 0)
 *   - cpuMs: this process's CPU time over the same span (polling, reading the change, updating the index), which
 *     unlike wall time hardly depends on what else the machine runs
 *   - the longest event-loop stall (perf_hooks monitorEventLoopDelay) while the change was applied
 * for an edit of one vendor, a new vendor, an unpublished vendor, and a deletion (which reads the whole catalog).
 *
 *   npx tsx scripts/bench-index-update.ts --scale 1,16
 */
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { vendors } from "~/db/schema";
import { type CatalogVendorRecord, parseCatalogFile } from "~/domain/catalog/catalog-format";
import { bumpCatalogVersion } from "~/services/catalog-version.server";
import { importCatalog } from "~/services/import-catalog.server";
import {
  createMatchingService,
  loadVocabulary,
  type MatchingService,
} from "~/services/matching-service.server";
import { recordToRow } from "~/services/vendor-records.server";
import { setVendorPublished } from "~/services/vendors/vendor-profile.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-db";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function scaled(base: CatalogVendorRecord[], times: number): CatalogVendorRecord[] {
  const out: CatalogVendorRecord[] = [];
  for (let r = 0; r < times; r++) {
    for (const v of base) out.push(r === 0 ? v : { ...v, slug: `${v.slug}-r${r}`, name: `${v.name} ${r}` });
  }
  return out;
}

const record = (slug: string, word: string): CatalogVendorRecord => {
  const parsed = parseCatalogFile({
    schema: "vendor-catalog/v1",
    vendors: [
      {
        slug,
        name: `Bench ${word}`,
        description: `Keeps ${word} records for small teams.`,
        categories: ["Help desk"],
      },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.catalog.vendors[0]!;
};

/** Runs `write`, then waits until `visible` holds; returns freshness and the longest stall meanwhile. */
async function measure(
  matching: MatchingService,
  write: () => Promise<void>,
  visible: () => Promise<boolean>,
) {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  await write();
  const committed = performance.now();
  const cpu = process.cpuUsage();
  while (!(await visible())) {
    if (performance.now() - committed > 600_000) throw new Error("not visible after 10 min");
    await new Promise((r) => setTimeout(r, 5));
  }
  const freshnessMs = performance.now() - committed;
  const used = process.cpuUsage(cpu);
  // Let any work the update still does (nothing, normally) show up in the histogram.
  await new Promise((r) => setTimeout(r, 100));
  h.disable();
  void matching;
  return {
    freshnessMs: Math.round(freshnessMs),
    cpuMs: Math.round((used.user + used.system) / 1000),
    maxStallMs: Math.round(h.max / 1e6),
    p99StallMs: Math.round(h.percentile(99) / 1e6),
  };
}

async function run(db: TestDatabase, base: CatalogVendorRecord[], times: number) {
  const catalog = scaled(base, times);
  let t = performance.now();
  await importCatalog({ db: db.db, records: catalog });
  const importMs = Math.round(performance.now() - t);
  const matching = createMatchingService({
    db: db.db,
    logger: createLogger({ level: process.env.LOG_LEVEL === "info" ? "info" : "silent" }),
    vocabulary: await loadVocabulary(),
  });
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  t = performance.now();
  const first = await matching.getSnapshot();
  const buildMs = Math.round(performance.now() - t);
  h.disable();
  const stop = matching.startPolling(1000);
  const idle = monitorEventLoopDelay({ resolution: 5 });
  idle.enable();
  await new Promise((r) => setTimeout(r, 3000));
  idle.disable();
  const has = (word: string) => async () => {
    const { index } = await matching.getSnapshot();
    return index.text.df(index.vocab.tokenizer.terms(word)[0]!) > 0;
  };
  const rows: Record<string, unknown>[] = [];
  try {
    rows.push({
      change: `start-up build (${first.index.size} vendors)`,
      freshnessMs: buildMs,
      maxStallMs: Math.round(h.max / 1e6),
    });
    const edited = catalog[Math.floor(catalog.length / 2)]!;
    rows.push({
      change: "edit one vendor (the dashboard's write: the row and the version bump)",
      ...(await measure(
        matching,
        () =>
          db.db.transaction(async (tx) => {
            await tx
              .update(vendors)
              .set({ description: `${edited.description} Tracks quokkaledger entries.` })
              .where(eq(vendors.slug, edited.slug));
            await bumpCatalogVersion(tx);
          }),
        has("quokkaledger"),
      )),
    });
    rows.push({
      change: "publish a new vendor (one row inserted published, and the version bump)",
      ...(await measure(
        matching,
        () =>
          db.db.transaction(async (tx) => {
            await tx.insert(vendors).values(recordToRow(record("bench-new-vendor", "wombatfile")));
            await bumpCatalogVersion(tx);
          }),
        has("wombatfile"),
      )),
    });
    const [row] = await db.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.slug, "bench-new-vendor"));
    rows.push({
      change: "unpublish a vendor",
      ...(await measure(
        matching,
        () => setVendorPublished(db.db, row!.id, false),
        async () => !(await matching.getSnapshot()).bySlug.has("bench-new-vendor"),
      )),
    });
    rows.push({
      change: "delete a vendor (full re-read)",
      ...(await measure(
        matching,
        () =>
          db.db.transaction(async (tx) => {
            await tx.delete(vendors).where(eq(vendors.slug, edited.slug));
            await bumpCatalogVersion(tx);
          }),
        async () => !(await matching.getSnapshot()).bySlug.has(edited.slug),
      )),
    });
  } finally {
    stop();
  }
  process.stdout.write(`\n${catalog.length} vendors (import ${importMs} ms)\n`);
  for (const r of rows) process.stdout.write(`${JSON.stringify(r)}\n`);
}

const base = (() => {
  const parsed = parseCatalogFile(
    JSON.parse(readFileSync(arg("catalog", "../shared/bench/catalog.json"), "utf8")),
  );
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.catalog.vendors;
})();
for (const times of arg("scale", "1,16").split(",").map(Number)) {
  const db = await createTestDatabase();
  try {
    await run(db, base, times);
  } finally {
    await db.cleanup();
  }
}
