import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { action, loader } from "~/routes/api/vendor-matches";
import { importCatalog } from "~/services/import-catalog.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

const MISSING = "Invalid business problem data: missing required fields";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      description:
        "Help desk software that turns customer emails into support tickets with a shared inbox and SLAs.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing", "Knowledge base", "API access"],
      deployment_models: ["Cloud"],
    },
    {
      slug: "ticketeer",
      name: "Ticketeer",
      description: "Open-source ticketing system for customer support teams, self-hosted.",
      categories: ["Help desk & ticketing"],
      features: ["Ticketing", "Email integration"],
      deployment_models: ["On-premise"],
    },
    {
      slug: "payrollo",
      name: "Payrollo",
      description: "Payroll software that runs payroll, files payroll taxes and pays employees.",
      categories: ["Payroll"],
      features: ["Payroll runs", "Tax filing"],
      deployment_models: ["Cloud"],
    },
    {
      slug: "shipfast",
      name: "ShipFast",
      description: "Shipping software to print labels and track parcels for online stores.",
      categories: ["Shipping & fulfilment"],
      features: ["Label printing", "Tracking"],
      deployment_models: ["Cloud"],
    },
  ],
});

const problem = {
  problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox", "API Access"],
  timeline: "1–3 months",
  company_size: "SMB",
  budget_range: "Below €5,000/year",
  deployment_model: ["Cloud / SaaS"],
  region_focus: "Europe",
  buyer_role: "Manager",
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/vendor-matches", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe(`POST /api/vendor-matches (${testDriver})`, () => {
  let t: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    t = await createTestDatabase();
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: t.db, records: catalog.catalog.vendors });
    context = await createTestContext(t.db);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const call = async (request: Request, ctx = context) => {
    const response = (await action(routeArgs(request, ctx))) as Response;
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it("answers 200 with ranked, explained vendors and stores the request under an unguessable id", async () => {
    const { status, body } = await call(post({ businessProblem: problem, apiMethod: "direct" }));
    expect(status).toBe(200);
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(typeof body.tookMs).toBe("number");
    expect(body.vendors.length).toBeGreaterThan(0);
    expect(body.vendors.length).toBeLessThanOrEqual(20);
    expect(body.vendors[0].slug).toBe("deskly");
    for (const v of body.vendors) {
      expect(Object.keys(v)).toEqual(
        expect.arrayContaining([
          "slug",
          "name",
          "website",
          "description",
          "features",
          "fit_category",
          "score",
          "factors",
          "matched_features",
          "missing_features",
          "conflicts",
          "explanation",
        ]),
      );
      expect(["Excellent fit", "Good fit", "Partial fit"]).toContain(v.fit_category);
    }
    expect(body.vendors.map((v: { slug: string }) => v.slug)).not.toContain("payrollo");
    const [stored] = await t.db.select().from(buyerRequests).where(eq(buyerRequests.id, body.requestId));
    expect(stored?.problem).toMatchObject({ problem: problem.problem, industry: "E-Commerce" });
    expect(((stored?.results ?? []) as { slug: string }[]).map((r) => r.slug)).toEqual(
      body.vendors.map((v: { slug: string }) => v.slug),
    );
  });

  it("defaults optional fields", async () => {
    const { status } = await call(
      post({ businessProblem: { problem: "we need a help desk", industry: "Retail", features: [] } }),
    );
    expect(status).toBe(200);
  });

  it.each([
    ["no problem", { ...problem, problem: undefined }],
    ["a blank problem", { ...problem, problem: "   " }],
    ["no industry", { ...problem, industry: undefined }],
    ["no features", { ...problem, features: undefined }],
    ["features that are not a list", { ...problem, features: "Shared inbox" }],
  ])("answers 400 with the spec's text for %s", async (_, bp) => {
    expect(await call(post({ businessProblem: bp, apiMethod: "direct" }))).toMatchObject({
      status: 400,
      body: { error: MISSING },
    });
  });

  it("answers 400 with the spec's text when businessProblem is missing or not an object", async () => {
    for (const body of [{}, { businessProblem: null }, { businessProblem: [1] }, [], "x", 5]) {
      expect((await call(post(JSON.stringify(body)))).body).toEqual({ error: MISSING });
    }
  });

  it("answers 400 with a message per field for wrong types", async () => {
    const { status, body } = await call(
      post({ businessProblem: { ...problem, features: ["ok", 5], timeline: 3, deployment_model: "Cloud" } }),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      "businessProblem.features": "must be a list of strings",
      "businessProblem.timeline": "must be a string",
      "businessProblem.deployment_model": "must be a list of strings",
    });
    expect(body.error).toMatch(/^Invalid business problem data: /);
  });

  it("rejects a wrong apiMethod", async () => {
    const { status, body } = await call(post({ businessProblem: problem, apiMethod: "other" }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ apiMethod: 'must be "direct"' });
  });

  it("answers 413 for a body over 32 KB, declared or streamed", async () => {
    const big = { businessProblem: { ...problem, problem: "x".repeat(33 * 1024) } };
    expect((await call(post(big))).status).toBe(413);
    const streamed = new Request("http://localhost/api/vendor-matches", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await call(streamed)).status).toBe(413);
  });

  it("answers 400 for malformed JSON and 415 for a body that is not JSON", async () => {
    expect(await call(post("{not json"))).toMatchObject({
      status: 400,
      body: { error: "Request body must be valid JSON" },
    });
    expect(
      (await call(post("problem=x", { "content-type": "application/x-www-form-urlencoded" }))).status,
    ).toBe(415);
  });

  it("answers 405 to GET", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers 429 with Retry-After once a client has used its budget", async () => {
    const limited = {
      ...context,
      clientIp: "203.0.113.7",
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(context.db), scale: 1 / 120 }),
    };
    expect((await call(post({ businessProblem: problem }), limited)).status).toBe(200);
    const second = await call(post({ businessProblem: problem }), limited);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("never answers 500 to any JSON a client can send", async () => {
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    const bodies = fc.oneof(
      jsonValue,
      fc.record({ businessProblem: jsonValue, apiMethod: jsonValue }, { requiredKeys: [] }),
      fc.record({
        businessProblem: fc.record(
          {
            problem: fc.oneof(fc.string(), jsonValue),
            industry: fc.oneof(fc.string(), jsonValue),
            features: fc.oneof(fc.array(fc.string()), jsonValue),
            deployment_model: fc.oneof(fc.array(fc.string()), jsonValue),
            timeline: jsonValue,
            budget_range: fc.oneof(fc.string(), jsonValue),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const { status } = await call(post(body));
        expect([200, 400, 413]).toContain(status);
      }),
      { numRuns: 150 },
    );
  });
});
