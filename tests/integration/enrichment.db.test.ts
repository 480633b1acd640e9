import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrichmentProposals, enrichmentRuns, jobs, vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import type { EnrichmentProgress } from "~/domain/enrichment/progress";
import { loader as enrichmentStatusLoader } from "~/routes/api/vendor-enrichment";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/vendor-dashboard";
import { createEnrichVendorJob, startEnrichment } from "~/services/enrichment/enrich-vendor.server";
import { importCatalog } from "~/services/import-catalog.server";
import { createJobRegistry } from "~/services/jobs/jobs.server";
import { createJobWorker } from "~/services/jobs/worker.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { startVendorSite, type VendorSite } from "../fixtures/vendor-site";
import { createTestContext, routeArgs } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";
import { get, post, registerAndVerify, registrationForm } from "../setup/vendor-accounts";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "zendo",
      name: "Zendo",
      description: "Help desk software for support teams.",
      categories: ["Help desk & ticketing"],
      features: ["Ticket routing"],
      integrations: ["Slack", "Salesforce", "Zendesk", "Jira", "HubSpot", "Shopify"],
    },
  ],
});

describe(`website enrichment (${testDriver})`, () => {
  let t: TestDatabase;
  let site: VendorSite;
  let dataDir: string;
  let context: AppLoadContext;
  const logger = createLogger({ level: "silent" });

  beforeAll(async () => {
    t = await createTestDatabase();
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: t.db, records: catalog.catalog.vendors });
    site = await startVendorSite();
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-enrich-"));
    context = await createTestContext(t.db, {
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ENRICHMENT_TEST_HOSTS: "fixture.test=127.0.0.1" }),
    });
  });
  afterAll(async () => {
    await site.close();
    await t.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  function worker() {
    const registry = createJobRegistry();
    // Tests space requests to the fixture host by 20 ms instead of a second.
    registry.register(createEnrichVendorJob({ hostIntervalMs: 20 }));
    return createJobWorker({
      db: t.db,
      logger,
      env: context.env,
      payments: context.payments,
      registry,
      leaseMs: 60_000,
    });
  }

  async function vendorOf(domain: string, name: string) {
    const account = await registerAndVerify(
      context,
      registrationForm(domain, {
        name,
        website: site.origin,
        accountEmail: `owner@${domain}`,
        claimChoice: "new",
      }),
    );
    const [row] = await t.db.select().from(vendors).where(eq(vendors.name, name));
    return { ...account, vendorId: row!.id };
  }

  it("reads the site in a background job and proposes facts, each with its page and sentence; the vendor accepts or rejects each", async () => {
    const { cookie, vendorId } = await vendorOf("fixturedesk.example", "Fixturedesk");
    const started = await dashboardAction(
      routeArgs(post("/vendor/dashboard", new URLSearchParams({ intent: "enrich" }), cookie), context),
    );
    expect(started).toMatchObject({ ok: true });
    expect(await worker().runOnce()).toBe(1);

    const [run] = await t.db.select().from(enrichmentRuns).where(eq(enrichmentRuns.vendorId, vendorId));
    expect(run).toMatchObject({ status: "succeeded", error: null });
    const proposals = await t.db
      .select()
      .from(enrichmentProposals)
      .where(eq(enrichmentProposals.vendorId, vendorId));
    const find = (kind: string, value: string) => proposals.find((p) => p.kind === kind && p.value === value);
    expect(find("integration", "Slack")).toMatchObject({
      sourceUrl: `${site.origin}/integrations`,
      sentence: "Connect Slack and Salesforce in a few clicks.",
    });
    expect(find("certification", "ISO 27001")).toMatchObject({ sourceUrl: `${site.origin}/security` });
    expect(find("category", "Help desk & ticketing")).toMatchObject({ sourceUrl: `${site.origin}/` });
    expect(find("feature", "API access")?.sourceUrl).toBe(`${site.origin}/features`);
    // Never from the robots-disallowed page, the oversized page, the PDF or the refused redirect.
    for (const value of ["Zendesk", "Jira", "HubSpot", "Shopify"])
      expect(find("integration", value)).toBeUndefined();

    const dashboard = (await dashboardLoader(routeArgs(get("/vendor/dashboard", cookie), context))) as {
      proposals: { id: string; value: string }[];
    };
    expect(dashboard.proposals.map((p) => p.value)).toContain("Slack");

    const accept = (id: string, intent = "accept") =>
      dashboardAction(
        routeArgs(
          post("/vendor/dashboard", new URLSearchParams({ intent, proposalId: id }), cookie),
          context,
        ),
      );
    await accept(find("integration", "Slack")!.id);
    await accept(find("certification", "ISO 27001")!.id);
    await accept(find("integration", "Salesforce")!.id, "reject");
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, vendorId));
    expect(row!.integrations).toEqual(["Stripe", "Slack"]);
    expect(row!.certifications).toEqual(["ISO 27001"]);
    const decided = await t.db
      .select()
      .from(enrichmentProposals)
      .where(eq(enrichmentProposals.vendorId, vendorId));
    expect(decided.find((p) => p.value === "Salesforce")?.status).toBe("rejected");
    expect(decided.find((p) => p.value === "Slack")?.status).toBe("accepted");
  });

  it("another vendor cannot accept, reject or see this vendor's proposals", async () => {
    const owner = await vendorOf("ownerco.example", "Ownerco");
    await startEnrichment(t.db, owner.vendorId);
    await worker().runOnce();
    const [proposal] = await t.db
      .select()
      .from(enrichmentProposals)
      .where(eq(enrichmentProposals.vendorId, owner.vendorId));
    const intruder = await vendorOf("intruder.example", "Intruder");
    const attempt = await dashboardAction(
      routeArgs(
        post(
          "/vendor/dashboard",
          new URLSearchParams({ intent: "accept", proposalId: proposal!.id }),
          intruder.cookie,
        ),
        context,
      ),
    ).catch((e: unknown) => e);
    expect(attempt).toMatchObject({ init: { status: 404 } });
    const [after] = await t.db
      .select()
      .from(enrichmentProposals)
      .where(eq(enrichmentProposals.id, proposal!.id));
    expect(after!.status).toBe("proposed");
    const [ownerRow] = await t.db.select().from(vendors).where(eq(vendors.id, owner.vendorId));
    expect(ownerRow!.integrations).toEqual(["Stripe"]);
    const seen = (await dashboardLoader(routeArgs(get("/vendor/dashboard", intruder.cookie), context))) as {
      proposals: { id: string }[];
    };
    expect(seen.proposals.map((p) => p.id)).not.toContain(proposal!.id);
  });

  it("a job interrupted by a restart is completed by the next worker", async () => {
    const { vendorId } = await vendorOf("restart.example", "Restartco");
    const { runId } = await startEnrichment(t.db, vendorId);
    // What a process killed in the middle of the job leaves: the job running with a lapsed lease, the run running.
    await t.db
      .update(jobs)
      .set({
        status: "running",
        attempts: 1,
        lockedBy: "killed",
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(sql`${jobs.dedupeKey} = ${`vendor.enrich:${vendorId}`}`);
    await t.db.update(enrichmentRuns).set({ status: "running" }).where(eq(enrichmentRuns.id, runId));
    expect(await worker().runOnce()).toBe(1);
    const [run] = await t.db.select().from(enrichmentRuns).where(eq(enrichmentRuns.id, runId));
    expect(run).toMatchObject({ status: "succeeded" });
    expect(run!.proposals).toBeGreaterThan(0);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.dedupeKey} = ${`vendor.enrich:${vendorId}`}`);
    expect(job).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("a site that cannot be read ends the run as failed with the reason", async () => {
    const { vendorId } = await vendorOf("down.example", "Downco");
    await t.db.update(vendors).set({ website: "http://10.0.0.1/" }).where(eq(vendors.id, vendorId));
    const { runId } = await startEnrichment(t.db, vendorId);
    await worker().runOnce();
    const [run] = await t.db.select().from(enrichmentRuns).where(eq(enrichmentRuns.id, runId));
    expect(run?.status).toBe("failed");
    expect(run?.error).toMatch(/refused|private/);
  });
  async function progressOf(cookie: string): Promise<EnrichmentProgress | undefined> {
    const response = (await enrichmentStatusLoader(
      routeArgs(get("/api/vendor-enrichment", cookie), context),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { enrichment: { progress: EnrichmentProgress } | null };
    return body.enrichment?.progress;
  }

  it("the status endpoint follows a reading from queued to succeeded, and only for the vendor's own account", async () => {
    const { cookie, vendorId } = await vendorOf("followed.example", "Followedco");
    expect(await progressOf(cookie)).toBeUndefined();
    await startEnrichment(t.db, vendorId);
    expect(await progressOf(cookie)).toEqual({ state: "queued" });
    expect(await worker().runOnce()).toBe(1);
    const done = await progressOf(cookie);
    expect(done?.state).toBe("succeeded");
    expect(done).toMatchObject({ proposals: expect.any(Number) });
    const anonymous = await enrichmentStatusLoader(routeArgs(get("/api/vendor-enrichment"), context)).catch(
      (e: unknown) => e,
    );
    expect((anonymous as Response).status).toBe(401);
  });

  it("a website whose name does not resolve ends the reading as failed at once, with what to check", async () => {
    const { cookie, vendorId } = await vendorOf("nodns.example", "Nodnsco");
    await t.db
      .update(vendors)
      .set({ website: "https://www.saasmatch-e2e-nowhere.invalid/" })
      .where(eq(vendors.id, vendorId));
    await startEnrichment(t.db, vendorId);
    await worker().runOnce();
    const progress = await progressOf(cookie);
    expect(progress).toMatchObject({ state: "failed" });
    expect(progress?.state === "failed" && progress.error).toMatch(
      /DNS lookup failed for www\.saasmatch-e2e-nowhere\.invalid/,
    );
  });

  it("a failed attempt with another to come is a retry: shown so, and no second reading starts meanwhile", async () => {
    const { cookie, vendorId } = await vendorOf("retry.example", "Retryco");
    const { runId } = await startEnrichment(t.db, vendorId);
    // What the worker leaves after an attempt that threw: the run failed, the job queued again for later.
    await t.db
      .update(enrichmentRuns)
      .set({ status: "failed", error: "request failed: socket hang up" })
      .where(eq(enrichmentRuns.id, runId));
    await t.db
      .update(jobs)
      .set({
        status: "queued",
        attempts: 1,
        lastError: "socket hang up",
        runAt: sql`now() + interval '20 seconds'`,
      })
      .where(sql`${jobs.dedupeKey} = ${`vendor.enrich:${vendorId}`}`);
    const progress = await progressOf(cookie);
    expect(progress).toMatchObject({ state: "retrying", attempt: 1, maxAttempts: 3 });
    expect(progress?.state === "retrying" && progress.retryInSeconds).toBeGreaterThan(15);
    expect(await startEnrichment(t.db, vendorId)).toEqual({ runId, created: false });
    const again = await dashboardAction(
      routeArgs(post("/vendor/dashboard", new URLSearchParams({ intent: "enrich" }), cookie), context),
    );
    expect(again).toMatchObject({ ok: true, message: "Your website is already being read." });
    const runs = await t.db.select().from(enrichmentRuns).where(eq(enrichmentRuns.vendorId, vendorId));
    expect(runs).toHaveLength(1);
  });
});
