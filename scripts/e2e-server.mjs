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
    // No NODE_ENV: the README's local run of the production build (start.mjs), which accepts the test-only
    // ENRICHMENT_TEST_HOSTS below and lists the outbox; a deployment with NODE_ENV=production refuses both.
    NODE_ENV: undefined,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The vendor browser tests' fixture website (tests/fixtures/vendor-site.ts) listens on 127.0.0.1.
    ENRICHMENT_TEST_HOSTS: "fixture.test=127.0.0.1",
    ADMIN_EMAILS: "ops@saasmatch.test",
  },
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
// Playwright starts this script in a process group of its own (through `sh -c`) and stops it when the run ends. If
// the runner itself is killed (e.g. .ci/run's cleanup after a failed step), nothing would: the server kept the port
// and the next run could not start. So the server also stops once the runner that started it is gone.
const runner = Number(process.env.E2E_RUNNER_PID);
if (Number.isInteger(runner) && runner > 0) {
  const watch = setInterval(() => {
    try {
      process.kill(runner, 0);
    } catch (error) {
      if (error.code !== "ESRCH") return;
      clearInterval(watch);
      stop("SIGTERM");
    }
  }, 1000);
  watch.unref();
}
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
