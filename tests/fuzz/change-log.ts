// "The database unchanged after a rejected request", checked with one cheap query per request: a row trigger on
// every table writes what changed to a log in the same transaction, so a rolled-back write leaves no entry and a
// committed INSERT, UPDATE or DELETE always does (row counts alone miss updates and an insert with a delete).
import { sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";

/** One committed row change: `INSERT auth_users`. */
export interface RowChange {
  op: string;
  table: string;
}

export interface ChangeLog {
  /** The tables watched (every base table but the log and the excluded ones). */
  tables: string[];
  /** Committed row changes since the previous call, oldest first; removes them from the log. */
  take(): Promise<RowChange[]>;
}

const LOG_TABLE = "fuzz_row_changes";

/** PGlite's client (exec: the simple query protocol) or node-postgres' pool (query without parameters is simple). */
type RawClient =
  | { exec(query: string): Promise<{ rows: unknown[] }[]> }
  | { query(query: string): Promise<{ rows: unknown[] }> };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Installs the log in the database's current schema (the test's own schema on PostgreSQL, PGlite's in-memory
 * database otherwise): tables whose name matches `exclude` (e.g. rate-limit counters, which count rejected requests
 * by design) are not watched.
 */
export async function installChangeLog(db: Database, exclude: RegExp): Promise<ChangeLog> {
  const result = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rowsOf<{ table_name: string }>(result)
    .map((row) => row.table_name)
    .filter((name) => name !== LOG_TABLE && !exclude.test(name));
  await db.execute(
    sql.raw(
      `CREATE TABLE IF NOT EXISTS ${LOG_TABLE} (id bigserial PRIMARY KEY, op text NOT NULL, tbl text NOT NULL)`,
    ),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fuzz_log_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ${LOG_TABLE} (op, tbl) VALUES (TG_OP, TG_TABLE_NAME);
  RETURN NULL;
END $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `CREATE OR REPLACE TRIGGER fuzz_log_row_change AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_log_row_change()`,
      ),
    );
  }
  const take = `DELETE FROM ${LOG_TABLE} RETURNING id, op, tbl AS table`;
  // The simple query protocol (no parameters, nothing to prepare): a third of the cost of db.execute on PGlite.
  const client = (db as unknown as { $client: RawClient }).$client;
  const run = async (): Promise<(RowChange & { id: string | number })[]> => {
    if ("exec" in client) return ((await client.exec(take))[0]?.rows ?? []) as never;
    return (await client.query(take)).rows as never;
  };
  return {
    tables,
    async take() {
      const rows = await run();
      return rows.sort((a, b) => Number(a.id) - Number(b.id)).map(({ op, table }) => ({ op, table }));
    },
  };
}

/** `INSERT auth_users ×2, UPDATE vendors` for a failure message. */
export function describeChanges(changes: RowChange[]): string {
  const counts = new Map<string, number>();
  for (const c of changes) counts.set(`${c.op} ${c.table}`, (counts.get(`${c.op} ${c.table}`) ?? 0) + 1);
  return [...counts].map(([what, n]) => (n > 1 ? `${what} ×${n}` : what)).join(", ");
}

/**
 * The changes left once a row inserted and deleted again within the same request cancels out (an INSERT followed by
 * a DELETE on the same table): a two-factor check claims its code in a row and releases it when the code is wrong,
 * which leaves the database as it was.
 */
export function netChanges(changes: RowChange[]): RowChange[] {
  const left = [...changes];
  for (let i = 0; i < left.length; i++) {
    const change = left[i]!;
    if (change.op !== "DELETE") continue;
    const inserted = left.findIndex((c, j) => j < i && c.op === "INSERT" && c.table === change.table);
    if (inserted === -1) continue;
    left.splice(i, 1);
    left.splice(inserted, 1);
    i -= 2;
  }
  return left;
}
