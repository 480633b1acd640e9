// `npm start` as the README runs it locally (no NODE_ENV) and as a production deployment runs it (NODE_ENV=production):
// the local run lists the mail outbox at /dev/outbox; a production deployment never does, whatever else its
// environment says, and refuses the test-only ENRICHMENT_TEST_HOSTS.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../../scripts/ensure-build.mjs";

const root = resolve(import.meta.dirname, "../..");
/**
 * A port free right now, so that each server of this file has its own. The file runs in both CI lanes at once (PGlite
 * and PostgreSQL; its servers are on PGlite either way): with fixed ports, one lane's readiness poll once found the
 * other lane's server, which then stopped mid-test.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}
const started: ChildProcess[] = [];
const dirs: string[] = [];

/** `node scripts/start.mjs` with `env` over a fresh data directory (PGlite); its output is collected. */
function npmStart(env: Record<string, string | undefined>, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-local-run-"));
  dirs.push(dataDir);
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...inherited,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, exited, output: () => output };
}

/** Polls /healthz until the server answers (or it exits). */
async function ready(port: number, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (let i = 0; i < 600 && !gone; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on port ${port} did not start`);
}

describe("npm start: the local run and a production deployment", () => {
  beforeAll(() => {
    ensureBuilt();
  }, 600_000);

  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("without NODE_ENV, /dev/outbox lists the outbox", async () => {
    const port = await freePort();
    const server = npmStart({ PUBLIC_URL: undefined }, port);
    await ready(port, server.exited);
    const response = await fetch(`http://127.0.0.1:${port}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Outbox");
    // So does the list of jobs queued for later (a review invitation waits 14 days), with "Run now".
    const jobs = await fetch(`http://127.0.0.1:${port}/dev/jobs`);
    expect(jobs.status).toBe(200);
    expect(await jobs.text()).toContain("Scheduled jobs");
    server.child.kill("SIGTERM");
    await server.exited;
  }, 120_000);

  it("with NODE_ENV=production, /dev/outbox and /dev/jobs are a 404 even with SAASMATCH_LOCAL_RUN=1 in the environment", async () => {
    const port = await freePort();
    const server = npmStart(
      { NODE_ENV: "production", PUBLIC_URL: `http://127.0.0.1:${port}`, SAASMATCH_LOCAL_RUN: "1" },
      port,
    );
    await ready(port, server.exited);
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox/anything`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/dev/jobs`)).status).toBe(404);
    const runNow = await fetch(`http://127.0.0.1:${port}/dev/jobs`, {
      method: "POST",
      body: new URLSearchParams({ jobId: "1" }),
      headers: { origin: `http://127.0.0.1:${port}` },
    });
    expect(runNow.status).toBe(404);
    server.child.kill("SIGTERM");
    await server.exited;
  }, 120_000);

  it("with NODE_ENV=production, ENRICHMENT_TEST_HOSTS stops the start with a message naming it", async () => {
    const server = npmStart(
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://saasmatch.example",
        ENRICHMENT_TEST_HOSTS: "fixture.test=127.0.0.1",
      },
      await freePort(),
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/ENRICHMENT_TEST_HOSTS is for tests only/);
  }, 120_000);
});
