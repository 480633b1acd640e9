import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/create-db.server";
import { createJobWorker } from "~/services/jobs/worker.server";
import { createMatchingService, loadVocabulary } from "~/services/matching-service.server";
import { createPaymentProvider } from "~/services/payments/payment-provider.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import type { Services } from "../../server/bootstrap";
import { createHttpApp } from "../../server/http-app";
import { createHttpServer } from "../../server/lifecycle";
import { createTestDatabase, type TestDatabase } from "./test-db";

export interface TestServer {
  url: string;
  port: number;
  database: TestDatabase;
  services: Services;
  /** Every line the server logged, parsed (each must be one JSON object). */
  logLines(): Record<string, unknown>[];
  /** The raw log output, to check it has nothing but JSON lines. */
  rawLog(): string;
  close(): Promise<void>;
}

let vite: ViteDevServer | undefined;

/** React Router's server build of this app, compiled by Vite from the sources (no `npm run build` needed). */
async function loadServerBuild(): Promise<ServerBuild> {
  vite ??= await createViteServer({
    // No file watcher: the tests never change the sources, and files written beside them (CI builds the app while
    // they run) would otherwise set off the watcher's work inside the test process.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  return (await vite.ssrLoadModule("virtual:react-router/server-build")) as unknown as ServerBuild;
}

/**
 * The real server (createHttpApp in production mode, the HTTP server with its connection limits from lifecycle.ts)
 * on a fresh test database and a free port. Logs are captured instead of printed.
 */
export async function startTestServer({
  env = {},
  database,
}: {
  env?: Record<string, string>;
  database?: TestDatabase;
} = {}): Promise<TestServer> {
  let raw = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw += String(chunk);
      done();
    },
  });
  const logger = createLogger({ level: "info", destination });
  const parsedEnv = parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://saasmatch.test", ...env });
  const db = database ?? (await createTestDatabase());
  const matching = createMatchingService({ db: db.db, logger, vocabulary: await loadVocabulary() });
  await matching.getSnapshot();
  const payments = createPaymentProvider(parsedEnv);
  const services: Services = {
    env: parsedEnv,
    logger,
    database: db,
    matching,
    rateLimiter: createRateLimiter({
      store: createDbRateLimitStore(db.db),
      scale: parsedEnv.RATE_LIMIT_SCALE,
    }),
    payments,
    // Not started: these tests exercise requests, not the job queue.
    jobs: createJobWorker({ db: db.db, logger, env: parsedEnv, payments }),
    // The tests change the catalog through this process only.
    stopCatalogPolling: async () => {},
  };
  const app = createHttpApp({ services, build: await loadServerBuild(), clientDir: "/nonexistent" });
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    database: db,
    services,
    rawLog: () => raw,
    logLines: () =>
      raw
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!database) await db.cleanup();
    },
  };
}

/**
 * One test server for the enclosing describe (or file): started, and seeded when `seed` is given, in beforeAll;
 * closed with the Vite compiler in afterAll. Returns the server, which only exists once beforeAll has run.
 */
export function useTestServer({
  env,
  seed,
  hookTimeout,
}: {
  env?: Record<string, string>;
  /** Fills the fresh database before the first test, e.g. `seedDefaultCatalog`. */
  seed?: (args: { db: Database }) => Promise<unknown>;
  /** For beforeAll, when starting and seeding need longer than the project's hook timeout. */
  hookTimeout?: number;
} = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ env });
    await seed?.({ db: server.database.db });
  }, hookTimeout);
  afterAll(async () => {
    await server?.close();
    await closeServerBuild();
  });
  return () => {
    if (!server) throw new Error("the test server is started in beforeAll: call this inside a test or hook");
    return server;
  };
}

/**
 * What a test needs to run the server's queued jobs itself (its worker is not started) and read the mail they send:
 * pass it to runQueuedJobs or latestMailTo.
 */
export function serverJobContext(server: Pick<TestServer, "services">): AppLoadContext {
  const { database, env, logger, payments } = server.services;
  return { db: database.db, env, logger, payments } as AppLoadContext;
}

/** Closes the Vite compiler behind loadServerBuild (call once per test file, in afterAll). */
export async function closeServerBuild(): Promise<void> {
  await vite?.close();
  vite = undefined;
}

/** A search posted to the test server the way the wizard sends it: its stored id and ranked vendors (200 checked). */
export async function postSearch(
  server: Pick<TestServer, "url">,
  businessProblem: Record<string, unknown>,
): Promise<{ requestId: string; vendors: { slug: string; name: string }[] }> {
  const response = await fetch(`${server.url}/api/vendor-matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ businessProblem }),
  });
  if (response.status !== 200)
    throw new Error(`search answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { requestId: string; vendors: { slug: string; name: string }[] };
}
