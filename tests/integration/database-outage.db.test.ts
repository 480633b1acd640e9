import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/create-db.server";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { closeServerBuild, startTestServer, type TestServer } from "../setup/http-server";
import type { TestDatabase } from "../setup/test-db";

/**
 * PostgreSQL going away under a running server, and coming back. The outage is real but confined to a throwaway
 * database of the test cluster: its connections are terminated and new ones refused (ALLOW_CONNECTIONS false),
 * which is what the app sees when the server is stopped — never the shared cluster itself.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const name = `saasmatch_outage_${randomBytes(4).toString("hex")}`;

const problem = {
  problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox"],
};

describe.skipIf(!url)("PostgreSQL unavailable mid-run (postgres)", () => {
  let admin: pg.Client;
  let server: TestServer;
  let requestId: string;

  async function setConnections(allowed: boolean) {
    await admin.query(`alter database "${name}" allow_connections ${allowed}`);
    if (!allowed) {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    }
  }

  const search = () =>
    fetch(`${server.url}/api/vendor-matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ businessProblem: problem, apiMethod: "direct" }),
    });
  const results = () => fetch(`${server.url}/results?r=${requestId}`);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: dbUrl.toString(), poolSize: 4 });
    await handle.migrate();
    await seedDefaultCatalog({ db: handle.db });
    const database: TestDatabase = {
      ...handle,
      async cleanup() {
        await handle.close();
      },
    };
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
    await server?.database.cleanup();
    await closeServerBuild();
    await admin.query(`alter database "${name}" allow_connections true`).catch(() => {});
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("serves searches and stored results while the database is up", async () => {
    const response = await search();
    expect(response.status).toBe(200);
    requestId = ((await response.json()) as { requestId: string }).requestId;
    expect((await results()).status).toBe(200);
  });

  it("answers 503 with a clear message and Retry-After while it is down — JSON for the API, a page for pages", async () => {
    await setConnections(false);

    const api = await search();
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("30");
    expect(api.headers.get("content-type")).toMatch(/application\/json/);
    expect(await api.json()).toEqual({
      error:
        "SaaSMatch is temporarily unavailable: its database cannot be reached. Please try again in a minute.",
    });

    const page = await results();
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain("<h1>Temporarily unavailable</h1>");
    expect(html).toContain("its database cannot be reached");
    expect(html).not.toMatch(/at .*\.ts:\d+|ECONNREFUSED|select |pg_/i);

    // A client-side navigation's data request gets the same status.
    const data = await fetch(`${server.url}/results.data?r=${requestId}`);
    expect(data.status).toBe(503);
    expect(data.headers.get("retry-after")).toBe("30");

    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    const faults = server
      .logLines()
      .filter((line) => line.msg === "database unavailable: answering 503 until it is back");
    expect(faults.length).toBeGreaterThan(0);
    expect(faults.every((line) => line.level === 50)).toBe(true);
    expect(server.logLines().filter((line) => line.status === 500)).toEqual([]);
  });

  it("recovers on its own when the database is back: same stored search, new searches", async () => {
    await setConnections(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const page = await results();
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(requestId);
    expect((await search()).status).toBe(200);
  });
});
