import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The command-line tools as a user runs them, on the embedded database in a fresh DATA_DIR.
// (Their import logic runs on PostgreSQL too, in app/services/import-catalog.db.test.ts.)
const tsx = resolve("node_modules/tsx/dist/cli.mjs");
const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [tsx, resolve("scripts", script), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const vendor = (slug: string, name: string) => ({
  slug,
  name,
  website: "https://example.com/",
  description: `${name} helps teams.`,
  categories: ["CRM"],
});

// On the PostgreSQL pass it would only repeat the embedded run, so it runs once.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.trim()))(
  "catalog:import and catalog:export",
  // Each test runs the command-line tools two or three times, each a new Node process that starts tsx and the
  // embedded database: seconds on an idle machine, more than 30 s on a busy CI machine.
  { timeout: 180_000 },
  () => {
    const file = join(dataDir, "catalog.json");
    /** Writes a catalog file of these vendors and returns its path. */
    const writeCatalog = (vendors: ReturnType<typeof vendor>[]) => {
      writeFileSync(file, JSON.stringify({ schema: "vendor-catalog/v1", vendors }));
      return file;
    };

    it("imports nothing from a file with one bad entry, and names the entry", () => {
      const bad = writeCatalog([
        vendor("alpha-crm", "Alpha"),
        vendor("Beta CRM", "Beta"),
        vendor("gamma-crm", "Gamma"),
      ]);
      const result = run("catalog-import.ts", bad);
      expect(result.code).toBe(1);
      expect(result.err).toContain("vendors[1].slug: must be kebab-case");
      expect(result.err).toContain("nothing was imported");
      const exported = run("catalog-export.ts", join(dataDir, "out-empty.json"));
      expect(exported.out).toContain("0 vendors written");
    });

    it("imports the fixed file, then reports every vendor unchanged on a second import", () => {
      const fixed = writeCatalog([
        vendor("alpha-crm", "Alpha"),
        vendor("beta-crm", "Beta"),
        vendor("gamma-crm", "Gamma"),
      ]);
      const first = run("catalog-import.ts", fixed);
      expect(first.code).toBe(0);
      expect(first.out).toMatch(/3 vendors: 3 inserted, 0 updated, 0 unchanged/);
      const second = run("catalog-import.ts", fixed);
      expect(second.out).toMatch(/3 vendors: 0 inserted, 0 updated, 3 unchanged/);
    });

    it("exports the same format, which imports back unchanged", () => {
      const out = join(dataDir, "out.json");
      expect(run("catalog-export.ts", out).out).toContain("3 vendors written");
      expect(run("catalog-import.ts", out).out).toMatch(/0 inserted, 0 updated, 3 unchanged/);
    });

    it("explains a missing argument and an unreadable file", () => {
      expect(run("catalog-import.ts")).toMatchObject({ code: 2 });
      const missing = run("catalog-import.ts", join(dataDir, "nope.json"));
      expect(missing.code).toBe(1);
      expect(missing.err).toContain("cannot read a JSON catalog");
    });
  },
);
