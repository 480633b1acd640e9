// Starts the production server for the browser tests on a fresh embedded database (seeded with the default catalog).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// E2E_DATA_DIR (set by playwright.config.ts) lets specs read what the server wrote, e.g. the mail outbox.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "saasmatch-e2e-"));
if (process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? "3100";
const child = spawn(process.execPath, [resolve(import.meta.dirname, "start.mjs")], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: "production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The vendor spec's fixture website (tests/fixtures/vendor-site.ts) listens on 127.0.0.1.
    ENRICHMENT_TEST_HOSTS: "fixture.test=127.0.0.1",
    ADMIN_EMAILS: "ops@saasmatch.test",
  },
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
