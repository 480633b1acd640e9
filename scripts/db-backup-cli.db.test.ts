import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The backup commands as an operator runs them, on the embedded database. (The backup logic runs on both
// drivers, and across them, in app/services/backup/database-backup.db.test.ts.)
const tsx = resolve("node_modules/tsx/dist/cli.mjs");
const root = mkdtempSync(join(tmpdir(), "saasmatch-backup-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(dataDir: string, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [tsx, resolve("scripts", script), ...args], {
    env: { ...process.env, DATA_DIR: join(root, dataDir), DATABASE_URL: "", NODE_ENV: "test" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

// Each command starts a process and opens PGlite: seconds each on a busy machine.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.trim()))(
  "npm run db:backup / db:restore",
  { timeout: 180_000 },
  () => {
    const file = join(root, "backup.jsonl.gz");

    it("backs up a database with vendors into a file only its owner can read", () => {
      expect(run("a", "catalog-import.ts", resolve("catalog/vendors.json")).code).toBe(0);
      const result = run("a", "db-backup.ts", file);
      expect(result.err).toBe("");
      expect(result.out).toMatch(
        /^backup written to .*backup\.jsonl\.gz: \d+ rows in \d+ tables, migration \d{4}_\w+/,
      );
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(existsSync(`${file}.partial`)).toBe(false);
    });

    it("restores into a fresh DATA_DIR, then refuses to restore over it without --force", () => {
      const first = run("b", "db-restore.ts", file);
      expect(first).toMatchObject({ code: 0 });
      expect(first.out).toMatch(
        /restored \d+ rows in \d+ tables from .* \(backup of .*, pglite, migration \d{4}_/,
      );
      const again = run("b", "db-restore.ts", file);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(
        /the target database is not empty: .*vendors \(\d+\).*--force.*The database was not changed\./s,
      );
      expect(run("b", "db-restore.ts", file, "--force").code).toBe(0);
      expect(run("b", "catalog-export.ts", join(root, "b.json")).out).toMatch(/[1-9]\d* vendors written/);
    });

    it("explains a missing argument and a file that is not a backup", () => {
      expect(run("b", "db-restore.ts")).toMatchObject({ code: 2 });
      const wrong = run("b", "db-restore.ts", resolve("catalog/vendors.json"), "--force");
      expect(wrong.code).toBe(1);
      expect(wrong.err).toMatch(/line 1: not a SaaSMatch backup .*The database was not changed\./);
    });
  },
);
