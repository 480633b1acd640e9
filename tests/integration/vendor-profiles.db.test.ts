import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorMembers, vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { action as matchAction } from "~/routes/api/vendor-matches";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/vendor-dashboard";
import { action as registerAction } from "~/routes/vendor-register";
import { requireVendorMembership } from "~/services/auth/session.server";
import { importCatalog } from "~/services/import-catalog.server";
import { createMatchingService, loadVocabulary } from "~/services/matching-service.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { createTestContext, routeArgs } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";
import { get, post, registerAndVerify, registrationForm } from "../setup/vendor-accounts";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      website: "https://www.deskly.example",
      description:
        "Help desk software that turns customer emails into support tickets with a shared inbox and SLAs.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing"],
    },
    {
      slug: "payrollo",
      name: "Payrollo",
      website: "https://payrollo.example",
      description: "Payroll software that runs payroll, files payroll taxes and pays employees.",
      categories: ["Payroll"],
      features: ["Payroll runs", "Tax filing"],
    },
  ],
});

const bookkeepingProblem = {
  problem: "We need bookkeeping software with bank feeds and VAT returns for our small accounting practice",
  industry: "Professional Services",
  features: ["Bank feeds", "VAT returns"],
  timeline: "1–3 months",
  company_size: "SMB",
  budget_range: "Below €5,000/year",
  deployment_model: ["Cloud / SaaS"],
  region_focus: "Europe",
  buyer_role: "Founder / CEO",
};

async function search(context: AppLoadContext, problem = bookkeepingProblem) {
  const request = new Request("http://localhost:3000/api/vendor-matches", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ businessProblem: problem, apiMethod: "direct" }),
  });
  const response = (await matchAction(routeArgs(request, context))) as Response;
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      vendors: { slug: string; name: string; verified: boolean; description: string }[];
    }
  ).vendors;
}

async function outcome(promise: Promise<unknown>) {
  try {
    const value = (await promise) as { type?: string; data?: unknown; init?: { status?: number } };
    if (value?.type === "DataWithResponseInit")
      return { status: value.init?.status ?? 200, data: value.data as never };
    return { status: 200, data: value as never };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, response: thrown, data: undefined as never };
    throw thrown;
  }
}

describe(`vendor registration, profiles and publishing (${testDriver})`, () => {
  let t: TestDatabase;
  let dataDir: string;
  let context: AppLoadContext;

  beforeAll(async () => {
    t = await createTestDatabase();
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: t.db, records: catalog.catalog.vendors });
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-vendors-"));
    context = await createTestContext(t.db, { env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir }) });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a bad registration with a message beside each field and everything typed kept (not the password)", async () => {
    const form = registrationForm("bad.example", {
      description: "too short",
      website: "nota url",
      accountEmail: "x",
    });
    const result = await outcome(registerAction(routeArgs(post("/vendor-register", form), context)));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      intent: "register",
      message: "Please correct the fields marked below.",
      fields: {
        description: expect.any(String),
        website: expect.any(String),
        accountEmail: expect.any(String),
      },
      values: {
        description: "too short",
        website: "nota url",
        name: "Tidybooks",
        regions: ["Europe"],
        accountEmail: "x",
      },
    });
    expect(JSON.stringify(result.data)).not.toContain("a long vendor passphrase");
    expect(await t.db.select().from(vendors).where(eq(vendors.name, "Tidybooks"))).toHaveLength(0);
  });

  it("registers a draft, verifies by email on the website's domain, publishes, and appears verified in search", async () => {
    const { cookie } = await registerAndVerify(context, registrationForm("tidybooks.example"));
    const [row] = await t.db.select().from(vendors).where(eq(vendors.website, "https://tidybooks.example"));
    expect(row).toMatchObject({ status: "draft", verified: true, companyName: "tidybooks.example Ltd" });
    expect((await search(context)).map((v) => v.slug)).not.toContain(row!.slug);

    const dashboard = await outcome(dashboardLoader(routeArgs(get("/vendor/dashboard", cookie), context)));
    expect(dashboard.data).toMatchObject({
      state: "active",
      vendor: { name: "Tidybooks", published: false, verified: true },
    });
    expect((dashboard.data as { completeness: { percent: number } }).completeness.percent).toBeGreaterThan(
      40,
    );
    expect((dashboard.data as { preview: { name: string; verified: boolean } }).preview).toMatchObject({
      name: "Tidybooks",
      verified: true,
    });

    const published = await outcome(
      dashboardAction(
        routeArgs(post("/vendor/dashboard", new URLSearchParams({ intent: "publish" }), cookie), context),
      ),
    );
    expect(published.data).toMatchObject({ ok: true });
    const found = (await search(context)).find((v) => v.slug === row!.slug);
    expect(found).toMatchObject({ name: "Tidybooks", verified: true });

    const edit = registrationForm("tidybooks.example", {
      intent: "save",
      description:
        "Bookkeeping software for small accounting practices: bank feeds, invoicing, VAT returns and payroll exports.",
    });
    const saved = await outcome(dashboardAction(routeArgs(post("/vendor/dashboard", edit, cookie), context)));
    expect(saved.data).toMatchObject({ ok: true, message: "Profile saved." });
    expect((await search(context)).find((v) => v.slug === row!.slug)?.description).toContain(
      "payroll exports",
    );

    await dashboardAction(
      routeArgs(post("/vendor/dashboard", new URLSearchParams({ intent: "unpublish" }), cookie), context),
    );
    expect((await search(context)).map((v) => v.slug)).not.toContain(row!.slug);
  });

  it("offers to claim the catalog vendor on the same domain; a claim without a domain email waits for an operator", async () => {
    const form = registrationForm("gmail.example", { website: "deskly.example/pricing", name: "Deskly" });
    const first = await outcome(registerAction(routeArgs(post("/vendor-register", form), context)));
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      ok: false,
      intent: "register",
      message: "",
      result: {
        status: "offer",
        domain: "deskly.example",
        products: [{ slug: "deskly", name: "Deskly", managed: false }],
      },
    });

    form.set("claimChoice", "claim:deskly");
    const { cookie } = await registerAndVerify(context, form);
    const [membership] = await t.db
      .select()
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .where(eq(vendors.slug, "deskly"));
    expect(membership?.vendor_members).toMatchObject({ status: "pending", origin: "claimed" });
    expect(membership?.vendors.verified).toBe(false);
    const dashboard = await outcome(dashboardLoader(routeArgs(get("/vendor/dashboard", cookie), context)));
    expect(dashboard.data).toMatchObject({ state: "pending" });
    const apiRequest = get("/api/vendor/profile", cookie);
    await expect(
      requireVendorMembership({ request: apiRequest, url: new URL(apiRequest.url) }, context),
    ).rejects.toMatchObject({
      status: 403,
    });

    const second = registrationForm("deskly.example", {
      website: "https://deskly.example",
      accountEmail: "ops@deskly.example",
    });
    second.set("claimChoice", "claim:deskly");
    const taken = await outcome(registerAction(routeArgs(post("/vendor-register", second), context)));
    expect(taken.data).toMatchObject({ ok: false, message: expect.stringMatching(/already managed/) });
  });

  it("a claim by an email on the vendor's domain is verified when the email is confirmed", async () => {
    const form = registrationForm("payrollo.example", {
      website: "https://payrollo.example",
      name: "Payrollo",
    });
    form.set("claimChoice", "claim:payrollo");
    const { cookie } = await registerAndVerify(context, form);
    const [row] = await t.db.select().from(vendors).where(eq(vendors.slug, "payrollo"));
    expect(row).toMatchObject({ verified: true, claimed: true, status: "published" });
    const dashboard = await outcome(dashboardLoader(routeArgs(get("/vendor/dashboard", cookie), context)));
    expect(dashboard.data).toMatchObject({ state: "active", vendor: { name: "Payrollo", verified: true } });
    const payroll = {
      ...bookkeepingProblem,
      problem: "We need payroll software that files payroll taxes",
      features: ["Payroll runs"],
    };
    expect((await search(context, payroll)).find((v) => v.slug === "payrollo")?.verified).toBe(true);
  });

  it("a vendor can only read and change its own profile", async () => {
    const a = await registerAndVerify(context, registrationForm("alpha.example", { name: "Alphaledger" }));
    const b = await registerAndVerify(context, registrationForm("beta.example", { name: "Betabooks" }));
    const [alpha] = await t.db.select().from(vendors).where(eq(vendors.name, "Alphaledger"));
    const before = JSON.stringify(alpha);

    const loaded = await outcome(
      dashboardLoader(routeArgs(get(`/vendor/dashboard?vendorId=${alpha!.id}`, b.cookie), context)),
    );
    expect(loaded.data).toMatchObject({ vendor: { name: "Betabooks" } });
    expect(JSON.stringify(loaded.data)).not.toContain("Alphaledger");

    const forged = registrationForm("beta.example", {
      intent: "save",
      vendorId: alpha!.id,
      slug: alpha!.slug,
      name: "Hijacked",
    });
    await dashboardAction(routeArgs(post("/vendor/dashboard", forged, b.cookie), context));
    const [alphaAfter] = await t.db.select().from(vendors).where(eq(vendors.id, alpha!.id));
    expect(JSON.stringify(alphaAfter)).toBe(before);
    expect(await t.db.select().from(vendors).where(eq(vendors.name, "Hijacked"))).toHaveLength(1);

    const anonymous = await outcome(
      dashboardAction(
        routeArgs(post("/vendor/dashboard", new URLSearchParams({ intent: "publish" })), context),
      ),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.response?.headers.get("location")).toMatch(/^\/vendor\/sign-in/);
    expect(a.cookie).not.toBe(b.cookie);
  });

  it.runIf(testDriver === "postgres")(
    "a profile published through one server process appears in another's search results within 2 s",
    async () => {
      const other = await t.connectAgain!();
      try {
        const logger = createLogger({ level: "silent" });
        const otherContext = await createTestContext(other.db, {
          env: context.env,
          matching: createMatchingService({ db: other.db, logger, vocabulary: await loadVocabulary() }),
        });
        const { cookie } = await registerAndVerify(
          context,
          registrationForm("gamma.example", { name: "Gammabooks" }),
        );
        expect((await search(otherContext)).map((v) => v.name)).not.toContain("Gammabooks");
        await dashboardAction(
          routeArgs(post("/vendor/dashboard", new URLSearchParams({ intent: "publish" }), cookie), context),
        );
        const started = Date.now();
        let seen = false;
        while (!seen && Date.now() - started < 2000) {
          seen = (await search(otherContext)).some((v) => v.name === "Gammabooks");
        }
        expect(seen).toBe(true);
      } finally {
        await other.close();
      }
    },
  );

  it("registering with the email of an existing account answers as for a new one and creates nothing (was a 500: the vendor's member row named a user that does not exist)", async () => {
    await registerAndVerify(context, registrationForm("existing.example", { name: "Existingbooks" }));
    const before = (await t.db.select().from(vendors)).length;
    const again = registrationForm("other.example", {
      accountEmail: "owner@existing.example",
      name: "Otherbooks",
    });
    const reply = (await registerAction(routeArgs(post("/vendor-register", again), context))) as {
      ok?: boolean;
      result?: { status?: string };
    };
    expect(reply).toMatchObject({ ok: true, result: { status: "created" } });
    expect(await t.db.select().from(vendors)).toHaveLength(before);
  });
});
