import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/create-db.server";
import { maintenanceNeeded } from "~/domain/maintenance/vacuum-rule";
import { defineRecurringJob } from "../jobs/jobs.server";

/**
 * VACUUM and ANALYZE where no autovacuum does it. The embedded PGlite database runs PostgreSQL in single-user mode,
 * without the autovacuum launcher, so tables that change all the time (rate-limit windows, stored searches, jobs,
 * sessions) keep every dead row version, and the planner keeps statistics from before an import: after a bulk
 * import the index update's read of changed vendors scanned the whole table by slug (~100 ms on the event loop at
 * 100k vendors) instead of using the catalog_version index (0.1 ms once analyzed and vacuumed).
 */

/** Whether an autovacuum launcher runs for this database (never for PGlite; a PostgreSQL server may have it off). */
export async function autovacuumRuns(db: Pick<Database, "execute">): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum launcher'`,
  );
  return (row?.n ?? 0) > 0;
}

export interface TableMaintenance {
  table: string;
  vacuum: boolean;
  analyze: boolean;
  ms: number;
}

/**
 * Vacuums and analyzes the tables of the current schema that need it by autovacuum's own rule
 * (domain/maintenance/vacuum-rule), unless an autovacuum launcher runs. `tables` limits it to those tables.
 * Returns what was done, or null when autovacuum takes care of it. Must not run inside a transaction.
 */
export async function maintainTables(
  db: Pick<Database, "execute">,
  { tables }: { tables?: readonly string[] } = {},
): Promise<TableMaintenance[] | null> {
  if (await autovacuumRuns(db)) return null;
  // This session's pending table counters are published before they are read.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const rows = await queryRows<{ table: string; live: number; dead: number; mod: number }>(
    db,
    sql`SELECT relname AS "table", n_live_tup::float8 AS live, n_dead_tup::float8 AS dead,
          n_mod_since_analyze::float8 AS mod
        FROM pg_stat_user_tables WHERE schemaname = current_schema() ORDER BY relname`,
  );
  const done: TableMaintenance[] = [];
  for (const row of rows) {
    if (tables && !tables.includes(row.table)) continue;
    const need = maintenanceNeeded({ live: row.live, dead: row.dead, modifiedSinceAnalyze: row.mod });
    if (!need.vacuum && !need.analyze) continue;
    const started = performance.now();
    const name = sql.identifier(row.table);
    if (need.vacuum) await db.execute(need.analyze ? sql`VACUUM (ANALYZE) ${name}` : sql`VACUUM ${name}`);
    else await db.execute(sql`ANALYZE ${name}`);
    done.push({ table: row.table, ...need, ms: Math.round(performance.now() - started) });
  }
  return done;
}

/** What autovacuum does on a PostgreSQL server that runs it; the embedded PGlite database has none. */
export const databaseMaintenanceJob = defineRecurringJob({
  name: "database.maintenance",
  intervalMs: 10 * 60_000,
  async run({ db, logger }) {
    const done = await maintainTables(db);
    if (done && done.length > 0) logger.info({ tables: done }, "tables vacuumed or analyzed");
  },
});
