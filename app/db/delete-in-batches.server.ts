import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./create-db.server";

/** Rows deleted per statement by deleteInBatches, so a large backlog never holds one long lock. */
export const DELETE_BATCH_SIZE = 1000;

/**
 * Deletes the rows of `table` that match `where`, `batchSize` at a time (select the ids, delete them, until a batch
 * comes back short); returns how many. Each statement is its own transaction, so a long purge never blocks writers.
 */
export async function deleteInBatches({
  db,
  table,
  id,
  where,
  batchSize = DELETE_BATCH_SIZE,
}: {
  db: Database;
  table: PgTable;
  /** The table's primary key column. */
  id: PgColumn;
  where: SQL | undefined;
  batchSize?: number;
}): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(where).limit(batchSize);
    const deleted = await db.delete(table).where(inArray(id, batch)).returning({ id });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}
