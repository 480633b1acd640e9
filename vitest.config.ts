import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/fuzz/**/*.test.ts",
          ],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          environment: "node",
          // vitest's defaults, kept on purpose: a unit test that needs more than 5 s has become slow and should say
          // so. The few that are slow by design (property tests, lifecycle) carry their own documented timeout.
          testTimeout: 5_000,
          hookTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: [
            "app/**/*.db.test.ts",
            "server/**/*.db.test.ts",
            "scripts/**/*.db.test.ts",
            "tests/integration/**/*.db.test.ts",
          ],
          environment: "node",
          // On PGlite, one migrated database dumped once, that every file's database opens from.
          globalSetup: ["tests/setup/pglite-template.ts"],
          // A database test starts PGlite or migrates a PostgreSQL schema and often a whole server: seconds each,
          // several times that on a loaded 2-core CI runner, where three lanes (PGlite, PostgreSQL, browser) share the
          // cores: the backup test's hook (a PGlite database, the seeded catalog, a search) overran 60 s there on 28 Nov 2026;
          // opening an in-memory PGlite alone took 3–16 s at load 8–10 that day.
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
