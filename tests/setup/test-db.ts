import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { createDb, type DbHandle } from "~/db/create-db.server";

export interface TestDatabase extends DbHandle {
  /** Drops what the test created and closes the connection. */
  cleanup(): Promise<void>;
  /** PostgreSQL only: a second, independent connection pool to the same schema, as another server process has. */
  connectAgain?: () => Promise<DbHandle>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new schema
 * in the PostgreSQL named by TEST_DATABASE_URL (CI sets it), dropped again by cleanup().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) {
    // The migrated dump the database suites' global setup made (tests/setup/pglite-template.ts), when there is one;
    // migrate() then finds nothing to apply.
    const template = inject("pgliteTemplate");
    const memoryFrom = template ? new Blob([readFileSync(template)]) : undefined;
    const handle = await createDb({ memory: true, memoryFrom });
    await handle.migrate();
    return { ...handle, cleanup: () => handle.close() };
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const handle = await createDb({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    connectAgain: () => createDb({ databaseUrl: url, pgSchema: schema, poolSize: 4 }),
    async cleanup() {
      try {
        await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      } finally {
        await handle.close();
      }
    },
  };
}

/**
 * Drops a PostgreSQL schema a test created for server processes of its own (tests/integration/two-processes.db.test.ts,
 * start-cluster.db.test.ts), through a connection of its own.
 */
export async function dropTestSchema(databaseUrl: string, schema: string): Promise<void> {
  const handle = await createDb({ databaseUrl, poolSize: 1 });
  try {
    await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  } finally {
    await handle.close();
  }
}

/** Which driver the integration tests run on, for test names. */
export const testDriver = process.env.TEST_DATABASE_URL?.trim() ? "postgres" : "pglite";
