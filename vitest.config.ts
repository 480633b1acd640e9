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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
