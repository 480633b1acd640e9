import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSuggestions } from "~/db/schema";
import { BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { loader as adminLoader } from "~/routes/admin";
import { action as resultsAction } from "~/routes/results";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { importCatalog } from "~/services/import-catalog.server";
import { parseEnv } from "~/utils/env.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs, routeOutcome } from "../setup/app-context";
import { closeServerBuild, startTestServer, type TestServer } from "../setup/http-server";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";
import { get, registerAndVerify, registrationForm } from "../setup/vendor-accounts";

const crm = (slug: string, name: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name,
  website: `https://${slug}.example`,
  description: "CRM for small sales teams: track leads, deals and the sales pipeline.",
  categories: ["CRM"],
  deployment_models: ["Cloud"],
  regions: ["Global"],
  ...extra,
});

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    crm("dealflow", "Dealflow"),
    crm("closerly", "Closerly", { regions: ["North America"] }),
    crm("pipelane", "Pipelane"),
    {
      slug: "inkwell",
      name: "Inkwell Invoices",
      website: "https://inkwell.example",
      description: "Send invoices and get paid online.",
      categories: ["Invoicing & billing"],
    },
  ],
});

const crmSearch = BusinessProblemSchema.parse({
  problem: "We need a CRM to track leads and deals for our sales team, an alternative to Dealflow.",
  industry: "Professional Services",
  features: [],
  region_focus: "Europe",
});

function form(fields: Record<string, string>): Request {
  return new Request(`http://localhost:3000/results?r=${fields.requestId ?? ""}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

describe(`"Why not X?" on a stored search (${testDriver})`, () => {
  let t: TestDatabase;
  let context: AppLoadContext;
  let dataDir: string;
  let requestId: string;
  const send = (fields: Record<string, string>, ctx = context) =>
    routeOutcome(resultsAction(routeArgs(form(fields), ctx)));
  const stored = async () =>
    (await t.db.select().from(productSuggestions)).map((r) => [r.name, r.kind, r.suggestions]);

  beforeAll(async () => {
    t = await createTestDatabase();
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: t.db, records: catalog.catalog.vendors });
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-why-not-"));
    context = await createTestContext(t.db, {
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ADMIN_EMAILS: "ops@saasmatch.example" }),
    });
    ({ requestId } = await findVendorMatches({ db: t.db, matching: context.matching, problem: crmSearch }));
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("explains a product of the catalog, and one the buyer asked for an alternative to", async () => {
    const closerly = await send({ intent: "why-not", requestId, name: "closerlly" });
    expect(closerly.status).toBe(200);
    expect(closerly.data).toMatchObject({ ok: true, intent: "why-not", values: { name: "closerlly" } });
    const [p] = closerly.data.result.products;
    expect(p.slug).toBe("closerly");
    expect(p.reasons.join(" ")).toMatch(/Europe/);

    const dealflow = await send({ intent: "why-not", requestId, name: "Dealflow" });
    expect(dealflow.data.message).toBe("Dealflow was left out because you asked for an alternative to it.");
  });

  it("stores a suggestion of a product the catalog lacks: its name and the search's kind, nothing else", async () => {
    const unknown = await send({ intent: "why-not", requestId, name: "Salesvista" });
    expect(unknown.data).toMatchObject({
      ok: true,
      message: "Salesvista is not in our catalog yet.",
      result: { found: false, typed: "Salesvista" },
    });
    const first = await send({ intent: "suggest-product", requestId, name: " Salesvista " });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, intent: "suggest-product" });
    // The same product again, written otherwise, counts on the same row.
    await send({ intent: "suggest-product", requestId, name: "SALESVISTA" });
    expect(await stored()).toEqual([["Salesvista", "CRM", 2]]);
    const [row] = await t.db.select().from(productSuggestions);
    expect(Object.keys(row!).sort()).toEqual([
      "firstSuggestedAt",
      "kind",
      "lastSuggestedAt",
      "name",
      "nameKey",
      "suggestions",
    ]);
  });

  it("cannot be used to write junk: refused names, unknown searches and catalog products store nothing", async () => {
    const before = await stored();
    const refused = [
      [{ intent: "suggest-product", requestId, name: "Bad\u0000name" }, 400, "name"],
      [{ intent: "suggest-product", requestId, name: "Bell\u0007name" }, 400, "name"],
      [{ intent: "suggest-product", requestId, name: "x".repeat(101) }, 400, "name"],
      [{ intent: "suggest-product", requestId, name: "   " }, 400, "name"],
      [{ intent: "suggest-product", requestId, name: "!!!" }, 400, "name"],
      [{ intent: "suggest-product", requestId: "../../etc", name: "Junk" }, 400, "requestId"],
      [{ intent: "suggest-product", requestId: "A".repeat(22), name: "Junk" }, 404, null],
      [{ intent: "suggest-product", requestId, name: "Pipe lane" }, 409, "name"],
      [{ intent: "store-anything", requestId, name: "Junk" }, 400, null],
    ] as const;
    for (const [fields, status, field] of refused) {
      const answer = await send(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.data.ok).toBe(false);
      if (field) expect(answer.data.fields[field], JSON.stringify(fields)).toBeTruthy();
    }
    const big = await routeOutcome(
      resultsAction(
        routeArgs(
          new Request("http://localhost:3000/results", {
            method: "POST",
            body: new URLSearchParams({ intent: "suggest-product", requestId, name: "y".repeat(10_000) }),
          }),
          context,
        ),
      ),
    );
    expect(big.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it("limits suggestions per search, whichever address they come from", async () => {
    const limited = {
      ...context,
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db), scale: 1 }),
    };
    const { requestId: other } = await findVendorMatches({
      db: t.db,
      matching: context.matching,
      problem: crmSearch,
    });
    for (let i = 0; i < 5; i++) {
      const ok = await send(
        { intent: "suggest-product", requestId: other, name: `Flood ${i}` },
        { ...limited, clientIp: `198.51.100.${i}` },
      );
      expect(ok.status).toBe(200);
    }
    const sixth = await send(
      { intent: "suggest-product", requestId: other, name: "Flood 5" },
      { ...limited, clientIp: "198.51.100.99" },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.headers?.get("retry-after")).toBeTruthy();
    expect((await stored()).filter(([name]) => String(name).startsWith("Flood"))).toHaveLength(5);
  });

  describe("without JavaScript: plain HTML forms on the results page, answered by the page", () => {
    let server: TestServer;
    beforeAll(async () => {
      // Limits as wide as the test context's: its limiter reserves budget in bulk on the same counters, which would
      // use up a limit of scale 1 for this server's requests from the same address.
      server = await startTestServer({ database: t, env: { RATE_LIMIT_SCALE: "1000" } });
    });
    afterAll(async () => {
      await server?.close();
      await closeServerBuild();
    });
    /** The page's markup (scripts removed), as the browser shows it without running any. */
    const markup = async (response: Response) =>
      (await response.text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
    /** Posts the box's form as a browser without JavaScript does: a urlencoded page request to the form's action. */
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/results?r=${requestId}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({ requestId, ...fields }),
        redirect: "manual",
      });

    it("the box is in the server's HTML, a form posting to the page itself", async () => {
      const page = await markup(await fetch(`${server.url}/results?r=${requestId}`));
      const box = page.slice(page.indexOf(">Why not …?</h2>"));
      const form = /<form[^>]*>/.exec(box)?.[0] ?? "";
      expect(form).toContain('method="post"');
      expect(form).toContain(`action="/results?r=${requestId}"`);
      expect(box.slice(box.indexOf(form) + form.length)).toMatch(
        /^<input type="hidden" name="intent" value="why-not"\/>/,
      );
      expect(page).toContain(">Why not?</button>");
    });

    it("answers a question in the page, with the name kept in the field", async () => {
      const response = await post({ intent: "why-not", name: "closerlly" });
      expect(response.status).toBe(200);
      const page = await markup(response);
      expect(page).toContain('aria-label="Why not Closerly"');
      expect(page).toContain("Closerly is #2 of 2 on your list");
      expect(page).toContain("<li>Conflicts with what you asked: Serves US only — you asked for Europe</li>");
      expect(page).toMatch(/<input[^>]*name="name"[^>]*value="closerlly"/);
      // The results are still there.
      expect(page).toContain("vendors ranked");
    });

    it("refuses a blank name beside the field, and takes a suggestion of a product the catalog lacks", async () => {
      const blank = await post({ intent: "why-not", name: "   " });
      expect(blank.status).toBe(400);
      const refused = await markup(blank);
      expect(refused).toContain("Type a product&#x27;s name.");
      expect(refused).toMatch(/<input[^>]*aria-invalid="true"/);

      const unknown = await markup(await post({ intent: "why-not", name: "Ledgerloop" }));
      expect(unknown).toContain("Ledgerloop is not in our catalog yet.");
      expect(unknown).toContain("Suggest adding Ledgerloop");

      const suggested = await post({ intent: "suggest-product", name: "Ledgerloop" });
      expect(suggested.status).toBe(200);
      expect(await markup(suggested)).toContain("Thank you: we will look at adding Ledgerloop.");
      expect(await stored()).toContainEqual(["Ledgerloop", "CRM", 1]);
    });
  });

  it("lists the suggestions to operators in /admin", async () => {
    const { cookie } = await registerAndVerify(
      context,
      registrationForm("saasmatch.example", { accountEmail: "ops@saasmatch.example", name: "Opsbooks" }),
    );
    const result = (await adminLoader(routeArgs(get("/admin", cookie), context))) as {
      data: { suggestions: Array<{ name: string; kind: string; suggestions: number }> };
    };
    expect(result.data.suggestions[0]).toMatchObject({ name: "Salesvista", kind: "CRM", suggestions: 2 });
  });
});
