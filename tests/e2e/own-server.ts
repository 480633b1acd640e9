import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { type AccountSite, OPERATOR } from "./accounts";

/**
 * A server of a spec's own (the README's local run of the built app) on a fresh embedded database, with OPERATOR as its
 * operator address (ADMIN_EMAILS): for journeys that need an operator account or a catalog of their own without
 * meeting other specs' accounts on the shared server. `base` and `mailLinks` make it an AccountSite (accounts.ts).
 */
export interface OwnServer extends AccountSite {
  /** The links of the newest mail to `to` whose subject matches, waiting up to 20 s. */
  mailLinks(to: string, subject: RegExp): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Starts the server on E2E_PORT + `portOffset` and waits until it answers /healthz: at most `startTimeoutMs`, or
 * until the process exits. `catalogDir` seeds it with a fixture catalog (DEFAULT_CATALOG_DIR); without it, the
 * default catalog.
 */
export async function startOwnServer({
  portOffset,
  catalogDir,
  startTimeoutMs = 180_000,
}: {
  portOffset: number;
  catalogDir?: string;
  startTimeoutMs?: number;
}): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-own-server-"));
  const server: ChildProcess = spawn(process.execPath, [resolve("scripts/start.mjs")], {
    stdio: "ignore",
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      NODE_ENV: undefined,
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: OPERATOR,
      ...(catalogDir ? { DEFAULT_CATALOG_DIR: resolve(catalogDir) } : {}),
    },
  });
  const until = Date.now() + startTimeoutMs;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until || server.exitCode !== null)
      throw new Error(`the server on ${base} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async mailLinks(to, subject) {
      for (let i = 0; i < 100; i++) {
        const summary = (await findOutboxMessages({ DATA_DIR: dataDir })).find(
          (m) => m.to.includes(to) && subject.test(m.subject),
        );
        if (summary) return extractLinks((await getOutboxMessage({ DATA_DIR: dataDir }, summary.id))!);
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no email to ${to}`);
    },
    async stop() {
      server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
