// Issue 7: fast-check sends ≥ 1,000 generated requests to every JSON endpoint and form action of the real server.
// Properties: never a 5xx, never a stack trace or SQL in a body, the database unchanged after each rejected request,
// Object.prototype never polluted. Add an endpoint with one line in FUZZ_TARGETS (see docs/fuzzing.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { CONTACT_TOPICS } from "~/domain/contact/contact-message";
import { importCatalog } from "~/services/import-catalog.server";
import {
  type FuzzRequest,
  type FuzzTarget,
  formAction,
  jsonEndpoint,
  queryEndpoint,
  withHeaders,
} from "../fuzz/targets";
import { closeServerBuild, startTestServer, type TestServer } from "../setup/http-server";
import { createMarketRequest, MARKET_SLUGS, seedMarketCatalog } from "../setup/marketplace";
import { testDriver } from "../setup/test-db";

/** Generated requests per target (FUZZ_RUNS overrides, e.g. for a longer local run). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** The outbox (vendor sign-up emails) of this run. */
const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-fuzz-"));

const text = (max: number) => fc.string({ minLength: 1, maxLength: max });
const requestId = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/);

/** Made in beforeAll: a stored search over the marketplace catalog. */
const session = { requestId: "" };
/** A real search's id most of the time (so the action goes all the way), a random one otherwise. */
const searchId = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null).map(() => session.requestId) },
  { weight: 1, arbitrary: requestId },
);
const vendorSlug = fc.constantFrom(...MARKET_SLUGS, "no-such-vendor");
const email = fc.emailAddress();

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
  // Marketplace on /results: the buyer's three actions (the request id is their only credential).
  formAction("/results/marketplace?i=ask", {
    intent: fc.constant("ask"),
    requestId: searchId,
    vendor: vendorSlug,
    question: text(300),
  }),
  formAction("/results/marketplace?i=connect", {
    intent: fc.constant("connect"),
    requestId: searchId,
    vendor: vendorSlug,
    name: text(80),
    email,
    company: text(80),
    phone: fc.constantFrom("", "+44 20 7946 0000", "12345"),
    consent: fc.constantFrom("yes", "no", ""),
  }),
  formAction("/results/marketplace?i=withdraw", {
    intent: fc.constant("withdraw"),
    requestId: searchId,
    vendor: vendorSlug,
  }),
  // Vendor-only actions, signed out: the session check must come before the body is read, and never fail.
  formAction("/claim-lead.data", { code: fc.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/) }),
  formAction("/paywall.data", { lead: fc.uuid() }),
  formAction("/paywall/test-checkout.data", { session: text(60) }),
  formAction("/vendor/dashboard.data", {
    intent: fc.constantFrom("publish", "unpublish", "enrich", "accept", "reject", "save"),
    proposalId: fc.uuid(),
    name: text(80),
    description: text(300),
  }),
  // Stripe's webhook, with Stripe configured: the signature never matches, so nothing may change.
  withHeaders(
    jsonEndpoint(
      "POST",
      "/api/stripe/webhook",
      fc.record({
        id: text(40),
        type: fc.constantFrom("checkout.session.completed", "x"),
        data: fc.record({ object: fc.record({ id: text(40) }) }),
      }),
    ),
    () => ({ "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` }),
  ),
  formAction("/contact.data", {
    name: text(80),
    email,
    topic: fc.constantFrom(...CONTACT_TOPICS, "other", ""),
    message: text(600),
    website: fc.constantFrom("", "http://spam.example"),
  }),
  formAction("/api/shortlist-rating", {
    requestId: searchId,
    stars: fc.constantFrom("1", "3", "5", "0", "6", "2.5", "1e309"),
    comment: text(300),
    name: text(60),
    title: text(60),
  }),
  jsonEndpoint("POST", "/api/auth/sign-up/email", fc.record({ name: text(60), email, password: text(40) })),
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

/** Which tables' row counts differ between two fingerprints, e.g. `jobs 3 → 4`. */
function changedTables(before: string, after: string): string {
  const a = (JSON.parse(before) as { counts: Record<string, number> }).counts;
  const b = (JSON.parse(after) as { counts: Record<string, number> }).counts;
  return Object.keys(b)
    .filter((table) => a[table] !== b[table])
    .map((table) => `${table} ${a[table]} → ${b[table]}`)
    .join(", ");
}

/** Rows of a raw query, on either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe(`fuzzing every endpoint and form action (${testDriver})`, () => {
  let server: TestServer;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        RATE_LIMIT_SCALE: "1000",
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: "sk_test_fuzz",
        STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
      },
    });
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    const { db } = server.database;
    await importCatalog({ db, records: catalog.catalog.vendors });
    await seedMarketCatalog(db);
    session.requestId = await createMarketRequest(db, server.services.matching);
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
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(request: FuzzRequest, extraHeaders: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: { ...request.headers, ...extraHeaders },
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
          const { status, body } = await send(request, target.headers?.());
          sent++;
          statuses[status] = (statuses[status] ?? 0) + 1;
          const after = await fingerprint();
          const unchanged = after === before;
          const previous = before;
          before = after;
          expect(status, body.slice(0, 300)).toBeLessThan(500);
          for (const [what, pattern] of LEAKS) {
            expect(pattern.test(body), `${what} in: ${body.slice(0, 300)}`).toBe(false);
          }
          if (status >= 400)
            expect(unchanged, `database changed by a ${status}: ${changedTables(previous, after)}`).toBe(
              true,
            );
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
