// Issue 7: fast-check sends ≥ 1,000 generated requests to every JSON endpoint and form action of the real server.
// Properties: never a 5xx, never a stack trace or SQL in a body, the database unchanged after each rejected request,
// Object.prototype never polluted. Add an endpoint with one line in FUZZ_TARGETS (see docs/fuzzing.md).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { importCatalog } from "~/services/import-catalog.server";
import { type FuzzRequest, type FuzzTarget, formAction, jsonEndpoint, queryEndpoint } from "../fuzz/targets";
import { closeServerBuild, startTestServer, type TestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

/** Generated requests per target (FUZZ_RUNS overrides, e.g. for a longer local run). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const text = (max: number) => fc.string({ minLength: 1, maxLength: max });
const requestId = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/);

const businessProblem = fc.record({
  problem: text(300),
  industry: fc.constantFrom("Retail", "E-Commerce", "Healthcare", "Other"),
  features: fc.array(text(40), { maxLength: 5 }),
  timeline: fc.constantFrom("1–3 months", "ASAP", ""),
  company_size: fc.constantFrom("SMB", "Enterprise", ""),
  budget_range: fc.constantFrom("Below €5,000/year", ""),
  deployment_model: fc.array(fc.constantFrom("Cloud / SaaS", "On-premise"), { maxLength: 2 }),
  region_focus: fc.constantFrom("Europe", ""),
  buyer_role: fc.constantFrom("Manager", ""),
});

/** Every JSON endpoint, query endpoint and form action: one line each. */
const FUZZ_TARGETS: FuzzTarget[] = [
  jsonEndpoint(
    "POST",
    "/api/vendor-matches",
    fc.record({ businessProblem, apiMethod: fc.constant("direct") }),
  ),
  queryEndpoint("/api/vendor-search", { q: text(40) }),
  jsonEndpoint(
    "POST",
    "/api/chat-assistant",
    fc.record({
      message: text(200),
      threadId: fc.option(requestId),
      messages: fc.array(fc.record({ role: fc.constantFrom("user", "assistant"), content: text(100) }), {
        maxLength: 4,
      }),
    }),
  ),
  queryEndpoint("/api/chat-assistant", { threadId: requestId }),
  // As React Router's <Form> submits it with JavaScript on (the action is the same without, only slower to render).
  formAction("/results.data?r=AAAAAAAAAAAAAAAAAAAAAA", { intent: fc.constant("delete-search"), requestId }),
];

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      description: "Help desk software that turns customer emails into support tickets with a shared inbox.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing"],
    },
    {
      slug: "payrollo",
      name: "Payrollo",
      description: "Payroll software that runs payroll and files payroll taxes.",
      categories: ["Payroll"],
      features: ["Payroll runs"],
    },
  ],
});

/** What a response body must never show: a stack frame, a driver error or SQL. */
const LEAKS: [string, RegExp][] = [
  ["stack frame", /\n\s+at [^\n]+:\d+:\d+/],
  ["source location", /\/(?:app|server|node_modules)\/[\w./@+-]+\.(?:ts|tsx|js|mjs|cjs):\d+/],
  ["query error", /Failed query|DrizzleQueryError|syntax error at or near|params: /i],
  ["SQL", /\b(select|insert into|update|delete from)\s+("?[a-z_]+"?\s*\(|"[a-z_]+")/i],
];

/** Rows of a raw query, on either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe(`fuzzing every endpoint and form action (${testDriver})`, () => {
  let server: TestServer;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_SCALE: "1000" } });
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: server.database.db, records: catalog.catalog.vendors });
    // Row counts of every table but the rate-limit counters, which count rejected requests too, by design.
    const result = await server.database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const tables = rowsOf<{ table_name: string }>(result)
      .map((row) => row.table_name)
      .filter((name) => !/rate_limit|__drizzle/.test(name));
    expect(tables.length).toBeGreaterThan(3);
    const counts = sql.raw(
      `SELECT json_build_object(${tables.map((t) => `'${t}', (SELECT count(*) FROM "${t}")`).join(", ")}) AS counts`,
    );
    fingerprint = async () => JSON.stringify(rowsOf(await server.database.db.execute(counts))[0]);
  });

  afterAll(async () => {
    await server?.close();
    await closeServerBuild();
  });

  async function send(request: FuzzRequest) {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body:
        typeof request.body === "string" || request.body === undefined
          ? request.body
          : Buffer.from(request.body),
      redirect: "manual",
    });
    return { status: response.status, body: await response.text() };
  }

  it.each(FUZZ_TARGETS.map((target) => [target.name, target] as const))(
    "%s: never a 5xx, a stack trace or SQL; rejected requests change nothing",
    async (name, target) => {
      const statuses: Record<number, number> = {};
      let sent = 0;
      // The state after one request is the state before the next: one fingerprint per request.
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(target.request, async (request) => {
          const { status, body } = await send(request);
          sent++;
          statuses[status] = (statuses[status] ?? 0) + 1;
          const after = await fingerprint();
          const unchanged = after === before;
          before = after;
          expect(status, body.slice(0, 300)).toBeLessThan(500);
          for (const [what, pattern] of LEAKS) {
            expect(pattern.test(body), `${what} in: ${body.slice(0, 300)}`).toBe(false);
          }
          if (status >= 400) expect(unchanged, `database changed by a ${status}`).toBe(true);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
      console.info(`fuzz ${testDriver} ${name}: ${sent} requests, statuses ${JSON.stringify(statuses)}`);
      expect(sent).toBeGreaterThanOrEqual(RUNS);
    },
    300_000,
  );
});
