import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, DEFAULT_MIGRATIONS_FOLDER } from "~/db/create-db.server";
import { dropTestSchema } from "../setup/test-db";

/**
 * N server processes started at once (start:cluster, systemd's saasmatch@1..N, several hosts) each run the
 * migrations on start: the advisory lock in createDb's migrate() lets one apply them and the others find them done.
 */
const url = process.env.TEST_DATABASE_URL?.trim();

describe.skipIf(!url)("migrations when several processes start at once (PostgreSQL)", () => {
  it("applies each migration once and every process starts", async () => {
    const schema = `test_migrate_${randomBytes(4).toString("hex")}`;
    const handles = await Promise.all(
      Array.from({ length: 4 }, () => createDb({ databaseUrl: url!, pgSchema: schema, poolSize: 2 })),
    );
    try {
      const results = await Promise.allSettled(handles.map((h) => h.migrate()));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const journal = JSON.parse(
        readFileSync(join(DEFAULT_MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
      ) as {
        entries: unknown[];
      };
      const applied = await handles[0]!.db.execute(
        sql.raw(`SELECT hash, count(*)::int AS n FROM "${schema}"."__drizzle_migrations" GROUP BY hash`),
      );
      const rows = (applied as unknown as { rows: { n: number }[] }).rows;
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await dropTestSchema(url!, schema);
    }
  }, 60_000);
});
