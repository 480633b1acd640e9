import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, DEFAULT_MIGRATIONS_FOLDER, queryRows } from "~/db/create-db.server";
import { createMatchIndex, defaultVocabulary, matchProblem } from "~/domain/matching";
import { FIXTURE_CATALOG } from "~/domain/matching/testing/catalog";
import { problem } from "~/domain/matching/testing/fixtures";
import { readRankedSlugs, readVerdicts, toStoredResults } from "~/domain/results/stored-search";
import { dropTestSchema, testDriver } from "../../tests/setup/test-db";
import { readBuyerRequestView } from "./leads/get-buyer-marketplace.server";

/**
 * Migration 0026 turns a stored search's documents from jsonb into json. A search stored before it must read the same
 * afterwards, through the columns and through buyer_request_view (which now walks json).
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const work = mkdtempSync(join(tmpdir(), "stored-search-json-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before 0026: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const folder = join(work, "drizzle-before");
  cpSync(DEFAULT_MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe(`a search stored before its documents became json (${testDriver})`, () => {
  it("reads the same after migration 0026, through its columns and buyer_request_view", async () => {
    const before = migrationsBefore("0026_stored_search_json");
    const schema = url ? `test_json_${randomBytes(4).toString("hex")}` : undefined;
    const dataDir = join(work, "data");
    const open = (migrationsFolder?: string) =>
      url
        ? createDb({ databaseUrl: url, pgSchema: schema, poolSize: 2, migrationsFolder })
        : createDb({ dataDir, migrationsFolder });

    const ask = problem({
      problem: "Customers email us about late orders and we lose track of who answered what",
      features: ["Shared inbox"],
    });
    const { verdicts, interpretation } = matchProblem(
      createMatchIndex(FIXTURE_CATALOG, defaultVocabulary()),
      ask,
      { limit: 20, currentYear: 2025 },
    );
    expect(verdicts.length).toBeGreaterThan(2);
    const stored = toStoredResults(verdicts);
    const id = `old-${randomBytes(8).toString("hex")}`;

    const old = await open(before);
    try {
      await old.migrate();
      await old.db.execute(sql`insert into buyer_requests (id, problem, results, interpretation, engine_version, took_ms)
        values (${id}, ${JSON.stringify(ask)}::jsonb, ${JSON.stringify(stored)}::jsonb,
          ${JSON.stringify(interpretation)}::jsonb, 'matching-core/test', 3)`);
      const [type] = await queryRows<{ t: string }>(
        old.db,
        sql`select pg_typeof(results)::text as t from buyer_requests`,
      );
      expect(type?.t).toBe("jsonb");
    } finally {
      await old.close();
    }

    const current = await open();
    try {
      await current.migrate();
      const [row] = await queryRows<{
        problem: unknown;
        results: unknown;
        interpretation: unknown;
        t: string;
      }>(
        current.db,
        sql`select problem, results, interpretation, pg_typeof(results)::text as t from buyer_requests where id = ${id}`,
      );
      expect(row?.t).toBe("json");
      expect(row?.problem).toEqual(ask);
      expect(row?.interpretation).toEqual(JSON.parse(JSON.stringify(interpretation)));
      expect(readVerdicts(row?.results)).toEqual(JSON.parse(JSON.stringify(verdicts)));

      const view = await readBuyerRequestView(current.db, id);
      expect(view?.problem).toEqual(ask);
      expect(readRankedSlugs(view?.results)).toEqual(verdicts.map((v) => v.slug));
      expect(await readBuyerRequestView(current.db, "no-such-search")).toBeNull();
    } finally {
      await current.close();
      if (url && schema) await dropTestSchema(url, schema);
    }
  }, 120_000);
});
