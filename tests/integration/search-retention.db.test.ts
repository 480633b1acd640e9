import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { action, loader } from "~/routes/results";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { importCatalog } from "~/services/import-catalog.server";
import { registerAppJobs } from "~/services/jobs/app-jobs.server";
import { createJobRegistry } from "~/services/jobs/jobs.server";
import { createJobWorker } from "~/services/jobs/worker.server";
import { parseEnv } from "~/utils/env.server";
import type { FormReply } from "~/utils/form-action";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs, routeOutcome } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

const parsed = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      description: "Help desk software that turns customer emails into support tickets with a shared inbox.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox"],
    },
  ],
});

const problem = businessProblem({
  problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox", "API access"],
});

let t: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  t = await createTestDatabase();
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  await importCatalog({ db: t.db, records: parsed.catalog.vendors });
  context = await createTestContext(t.db);
});
afterAll(async () => {
  await t.cleanup();
});

const search = async () =>
  (await findVendorMatches({ db: t.db, matching: context.matching, problem })).requestId;
const open = (id: string) =>
  loader(routeArgs(new Request(`http://localhost/results?r=${id}`), context)) as Promise<unknown>;
const statusOf = (result: unknown) => (result as { init?: { status?: number } | null }).init?.status ?? 200;
const deleteForm = (fields: Record<string, string>) =>
  new Request("http://localhost/results", { method: "POST", body: new URLSearchParams(fields) });

describe(`deleting a search (${testDriver})`, () => {
  it("'Delete this search' removes the stored search and its link then answers 404", async () => {
    const id = await search();
    const other = await search();
    const before = (await open(id)) as { found: boolean; retentionDays: number };
    expect(before).toMatchObject({ found: true, retentionDays: 90 });

    const deleted = await routeOutcome(
      action(routeArgs(deleteForm({ intent: "delete-search", requestId: id }), context)),
    );
    expect(deleted).toMatchObject({ status: 302, location: `/results?r=${id}&deleted=1` });

    expect(await t.db.select().from(buyerRequests).where(eq(buyerRequests.id, id))).toHaveLength(0);
    const after = await open(id);
    expect(statusOf(after)).toBe(404);
    expect((await open(other)) as { found: boolean }).toMatchObject({ found: true });
  });

  it("refuses a malformed form with 400 and a repeated delete harmlessly", async () => {
    const bad = await action(routeArgs(deleteForm({ intent: "other", requestId: "x" }), context));
    expect(statusOf(bad)).toBe(400);
    expect((bad as unknown as { data: FormReply }).data).toMatchObject({
      ok: false,
      message: "This form cannot be sent like that.",
    });
    const missing = await action(routeArgs(deleteForm({ intent: "delete-search" }), context));
    expect(statusOf(missing)).toBe(400);
    const unknown = await routeOutcome(
      action(routeArgs(deleteForm({ intent: "delete-search", requestId: "A".repeat(22) }), context)),
    );
    expect(unknown.status).toBe(302);
  });

  it("is rate-limited per client", async () => {
    const limited = {
      ...context,
      clientIp: "203.0.113.9",
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db), scale: 1 / 30 }),
    };
    const form = () => deleteForm({ intent: "delete-search", requestId: "A".repeat(22) });
    expect((await routeOutcome(action(routeArgs(form(), limited)))).status).toBe(302);
    const refused = await action(routeArgs(form(), limited));
    expect(statusOf(refused)).toBe(429);
    expect((refused as unknown as { data: FormReply }).data).toMatchObject({
      ok: false,
      intent: "delete-search",
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});

describe(`search retention (${testDriver})`, () => {
  it("the scheduled job deletes searches older than SEARCH_RETENTION_DAYS and keeps newer ones", async () => {
    const old = await search();
    const borderline = await search();
    const fresh = await search();
    await t.db
      .update(buyerRequests)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(buyerRequests.id, old));
    await t.db
      .update(buyerRequests)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(eq(buyerRequests.id, borderline));
    const registry = createJobRegistry();
    registerAppJobs(registry);
    const env = parseEnv({ NODE_ENV: "test", SEARCH_RETENTION_DAYS: "30" });
    const worker = createJobWorker({
      db: t.db,
      logger: context.logger,
      env,
      payments: context.payments,
      registry,
    });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const left = new Set((await t.db.select({ id: buyerRequests.id }).from(buyerRequests)).map((r) => r.id));
    expect(left.has(old)).toBe(false);
    expect(left.has(borderline)).toBe(true);
    expect(left.has(fresh)).toBe(true);
    expect(statusOf(await open(old))).toBe(404);
  });

  it("SEARCH_RETENTION_DAYS defaults to 90 and must be a whole number of days", () => {
    expect(parseEnv({}).SEARCH_RETENTION_DAYS).toBe(90);
    expect(() => parseEnv({ SEARCH_RETENTION_DAYS: "0" })).toThrowError(
      /SEARCH_RETENTION_DAYS must be a whole number of days between 1 and 3650/,
    );
  });
});
