import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, kindProposals, vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import type { KindChoice } from "~/domain/catalog/kind-choices";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as claimableLoader } from "~/routes/api/claimable-products";
import { action as matchAction } from "~/routes/api/vendor-matches";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/vendor-dashboard";
import { action as registerAction, loader as registerLoader } from "~/routes/vendor-register";
import { importCatalog } from "~/services/import-catalog.server";
import { KIND_PROPOSAL_LIMIT, proposeKind } from "~/services/vendors/kind-proposals.server";
import type { AppError } from "~/utils/app-error";
import { parseEnv } from "~/utils/env.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs, routeOutcome } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";
import { get, post, registerAndVerify, registrationForm } from "../setup/vendor-accounts";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      website: "https://deskly.example",
      description: "Help desk software that turns customer emails into tickets.",
      categories: ["Help desk & ticketing"],
    },
  ],
});

const BEEKEEPING = {
  kindName: "Beekeeping management",
  kindDescription: "Hive inspections, colony health and honey harvest records for beekeepers and apiaries.",
};

async function outcome(promise: Promise<unknown>) {
  try {
    const value = (await promise) as { type?: string; data?: unknown; init?: { status?: number } };
    if (value?.type === "DataWithResponseInit")
      return { status: value.init?.status ?? 200, data: value.data as Record<string, unknown> };
    return { status: 200, data: value as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: {} as Record<string, unknown> };
    throw thrown;
  }
}

describe(`kinds of software vendors propose: registration -> operator approves or rejects -> audit (${testDriver})`, () => {
  let t: TestDatabase;
  let dataDir: string;
  let context: AppLoadContext;
  let adminCookie: string;
  let vendorCookie: string;

  const choicesOf = async (cookie: string) =>
    (
      (await outcome(dashboardLoader(routeArgs(get("/vendor/dashboard", cookie), context)))).data as {
        kindChoices: KindChoice[];
      }
    ).kindChoices;
  const save = (cookie: string, categories: string) =>
    outcome(
      dashboardAction(
        routeArgs(
          post(
            "/vendor/dashboard",
            registrationForm("hivewise.example", { intent: "save", name: "Hivewise", categories }),
            cookie,
          ),
          context,
        ),
      ),
    );
  const admin = (intent: string, proposalId: string) =>
    outcome(
      adminAction(
        routeArgs(post("/admin", new URLSearchParams({ intent, proposalId }), adminCookie), context),
      ),
    );
  const propose = (cookie: string, fields: Record<string, string>) =>
    outcome(
      dashboardAction(
        routeArgs(
          post("/vendor/dashboard", new URLSearchParams({ intent: "propose-kind", ...fields }), cookie),
          context,
        ),
      ),
    );

  beforeAll(async () => {
    t = await createTestDatabase();
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: t.db, records: catalog.catalog.vendors });
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-kinds-"));
    context = await createTestContext(t.db, {
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ADMIN_EMAILS: "ops@saasmatch.example" }),
    });
    adminCookie = (
      await registerAndVerify(
        context,
        registrationForm("saasmatch.example", { accountEmail: "ops@saasmatch.example", name: "Opsbooks" }),
      )
    ).cookie;
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("registration offers every kind of the taxonomy and refuses a category outside it", async () => {
    const page = (await outcome(registerLoader(routeArgs(get("/vendor-register"), context)))).data as {
      kindChoices: KindChoice[];
    };
    expect(page.kindChoices.length).toBe(context.matching.vocabulary.capabilities.length);
    expect(page.kindChoices.length).toBeGreaterThanOrEqual(503);

    const refused = await outcome(
      registerAction(
        routeArgs(
          post(
            "/vendor-register",
            registrationForm("hivewise.example", { categories: "Beekeeping management" }),
          ),
          context,
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      fields: {
        categories:
          '"Beekeeping management" is not a kind of software in our list. Choose kinds from the list, or propose a new kind.',
      },
    });
  });

  it("refuses a proposal PostgreSQL could not store, or one already in the list, and stores nothing", async () => {
    for (const [kindName, field] of [
      ["Bee\u0000keeping", "Kind name contains characters that cannot be stored."],
      ["Help-desk & ticketing", "This kind is already in the list: choose it under Kinds of software."],
    ] as const) {
      const result = await outcome(
        registerAction(
          routeArgs(
            post(
              "/vendor-register",
              registrationForm("hivewise.example", {
                name: "Hivewise",
                categories: "Farm management",
                kindName,
                kindDescription: "\ud800 lone",
              }),
            ),
            context,
          ),
        ),
      );
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({
        fields: {
          kindName: field,
          kindDescription: "Describe what software of this kind does in at least 20 characters.",
        },
      });
    }
    expect(await t.db.select().from(kindProposals)).toHaveLength(0);
    expect(await t.db.select().from(vendors).where(eq(vendors.name, "Hivewise"))).toHaveLength(0);
  });

  it("stores a proposal made with the registration; the operator approves it once (audited); the vendor can then list it and buyers find it", async () => {
    vendorCookie = (
      await registerAndVerify(
        context,
        registrationForm("hivewise.example", {
          name: "Hivewise",
          categories: "Farm management",
          ...BEEKEEPING,
        }),
      )
    ).cookie;
    const [stored] = await t.db.select().from(kindProposals);
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.name, "Hivewise"));
    expect(stored).toMatchObject({ vendorId: vendor!.id, name: BEEKEEPING.kindName, status: "pending" });

    // Not offered, not accepted until approved.
    expect((await choicesOf(vendorCookie)).map((c) => c.name)).not.toContain(BEEKEEPING.kindName);
    expect((await save(vendorCookie, "Beekeeping management")).status).toBe(400);

    const listed = (await outcome(adminLoader(routeArgs(get("/admin", adminCookie), context)))).data as {
      kindProposals: { id: string; name: string; vendorName: string }[];
    };
    expect(listed.kindProposals).toEqual([
      expect.objectContaining({ id: stored!.id, name: BEEKEEPING.kindName, vendorName: "Hivewise" }),
    ]);
    // Nobody but an operator decides.
    expect(
      (
        await outcome(
          adminAction(
            routeArgs(
              post(
                "/admin",
                new URLSearchParams({ intent: "approve-kind", proposalId: stored!.id }),
                vendorCookie,
              ),
              context,
            ),
          ),
        )
      ).status,
    ).toBeGreaterThanOrEqual(300);

    const approved = await admin("approve-kind", stored!.id);
    expect(approved.data).toMatchObject({
      ok: true,
      message:
        'Approved the kind "Beekeeping management": Hivewise and every other vendor can now choose it.',
    });
    expect((await admin("approve-kind", stored!.id)).status).toBe(404);
    expect((await admin("reject-kind", "not-a-uuid")).status).toBe(404);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, stored!.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "kind.approve",
        targetType: "kind_proposal",
        actorEmail: "ops@saasmatch.example",
        details: { vendorId: vendor!.id, vendorName: "Hivewise", kind: BEEKEEPING.kindName },
      }),
    ]);

    const offered = (await choicesOf(vendorCookie)).find((c) => c.name === BEEKEEPING.kindName);
    expect(offered).toMatchObject({
      category: BEEKEEPING.kindName,
      approvedDescription: BEEKEEPING.kindDescription,
    });
    expect((await save(vendorCookie, "Beekeeping management\nFarm management")).data).toMatchObject({
      ok: true,
    });
    expect((await t.db.select().from(vendors).where(eq(vendors.id, vendor!.id)))[0]?.categories).toEqual([
      "Beekeeping management",
      "Farm management",
    ]);

    // The engine indexes the approved kind as a category outside the vocabulary: its words find the vendor.
    await dashboardAction(
      routeArgs(post("/vendor/dashboard", new URLSearchParams({ intent: "publish" }), vendorCookie), context),
    );
    const response = (await matchAction(
      routeArgs(
        new Request("http://localhost:3000/api/vendor-matches", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            businessProblem: {
              problem: "We need beekeeping management software for our cooperative",
              industry: "Agriculture",
              features: [],
              timeline: "1–3 months",
              company_size: "SMB",
              budget_range: "Below €5,000/year",
              deployment_model: ["Cloud / SaaS"],
              region_focus: "Europe",
              buyer_role: "Founder / CEO",
            },
            apiMethod: "direct",
          }),
        }),
        context,
      ),
    )) as Response;
    expect(response.status).toBe(200);
    const found = ((await response.json()) as { vendors: { name: string }[] }).vendors.map((v) => v.name);
    expect(found[0]).toBe("Hivewise");
  });

  it("a proposal from the profile editor: rejected by the operator (audited), never offered; limits per vendor", async () => {
    const falconry = {
      kindName: "Falconry club management",
      kindDescription: "Bird weight logs, flight records and hunting permits for falconry clubs.",
    };
    expect((await propose(vendorCookie, falconry)).data).toMatchObject({ ok: true, intent: "propose-kind" });
    expect((await propose(vendorCookie, falconry)).status).toBe(409);
    const [row] = await t.db.select().from(kindProposals).where(eq(kindProposals.name, falconry.kindName));
    expect((await admin("reject-kind", row!.id)).data).toMatchObject({
      ok: true,
      message: 'Rejected the kind "Falconry club management" proposed by Hivewise.',
    });
    const [audit] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, row!.id));
    expect(audit).toMatchObject({ action: "kind.reject", details: { kind: falconry.kindName } });
    expect((await choicesOf(vendorCookie)).map((c) => c.name)).not.toContain(falconry.kindName);
    expect((await save(vendorCookie, falconry.kindName)).status).toBe(400);

    // Three waiting at once at most.
    for (const name of ["Mews hygiene logs", "Hawk telemetry", "Lure making"]) {
      expect(
        (await propose(vendorCookie, { kindName: name, kindDescription: falconry.kindDescription })).status,
      ).toBe(200);
    }
    const fourth = await propose(vendorCookie, {
      kindName: "Glove fitting",
      kindDescription: falconry.kindDescription,
    });
    expect(fourth.status).toBe(409);
    expect(fourth.data).toMatchObject({
      fields: { kindName: "Wait for the answer to your other proposals." },
    });
  });

  it("limits proposals per vendor to KIND_PROPOSAL_LIMIT a day, refused or not (429 after that)", async () => {
    const strict = {
      ...context,
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db), scale: 1 }),
    };
    const [ops] = await t.db.select().from(vendors).where(eq(vendors.name, "Opsbooks"));
    const statuses: number[] = [];
    for (let i = 0; i <= KIND_PROPOSAL_LIMIT.limit; i++) {
      try {
        await proposeKind(strict, {
          vendorId: ops!.id,
          userId: "ops",
          input: { kindName: `Kind number ${"abcdef"[i]}`, kindDescription: BEEKEEPING.kindDescription },
        });
        statuses.push(200);
      } catch (error) {
        statuses.push((error as AppError).status);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 409, 409, 429]);
  });

  it("GET /api/claimable-products tells the registration form whether a website has listed products to claim", async () => {
    const ask = async (website: string) =>
      routeOutcome(
        await claimableLoader(
          routeArgs(get(`/api/claimable-products?website=${encodeURIComponent(website)}`), context),
        ),
      );
    expect(await ask("deskly.example/pricing")).toMatchObject({
      status: 200,
      data: { domain: "deskly.example", products: 1 },
    });
    expect(await ask("https://nothing-listed.example")).toMatchObject({
      status: 200,
      data: { domain: "nothing-listed.example", products: 0 },
    });
    expect((await ask("deskly.example\u0000")).status).toBe(400);
    expect((await ask("x".repeat(501))).status).toBe(400);
  });
});
