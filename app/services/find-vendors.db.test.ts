import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { loader as vendorSearch } from "~/routes/api/vendor-search";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs } from "../../tests/setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { findVendorsByName, getVendorsForComparison, MAX_SUGGESTIONS } from "./find-vendors.server";
import { importCatalog } from "./import-catalog.server";

const parsed = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "hubspot-crm",
      name: "HubSpot CRM",
      categories: ["CRM"],
      features: ["Email tracking", "API access"],
    },
    { slug: "crm-one", name: "CRM One", categories: ["CRM"], features: ["Single sign-on (SSO)"] },
    { slug: "microcrm", name: "Microcrm", categories: ["CRM"] },
    { slug: "pipedrive", name: "Pipedrive", categories: ["CRM"], certifications: ["GDPR"] },
    { slug: "percent-off", name: "100% Off", categories: ["Payments"] },
    { slug: "hundred", name: "100 Apps", categories: ["Payments"] },
    { slug: "under-score", name: "snake_case tools", categories: ["DevOps & developer tools"] },
    { slug: "snakecase", name: "snakeXcase", categories: ["DevOps & developer tools"] },
    { slug: "draft-crm", name: "CRM Draft", categories: ["CRM"] },
  ],
});

let t: TestDatabase;
let context: AppLoadContext;
beforeAll(async () => {
  t = await createTestDatabase();
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  await importCatalog({ db: t.db, records: parsed.catalog.vendors });
  await t.db.execute(sql`update vendors set status = 'draft' where slug = 'draft-crm'`);
  context = await createTestContext(t.db);
});
afterAll(async () => {
  await t.cleanup();
});

describe(`findVendorsByName (${testDriver})`, () => {
  const slugs = async (query: string, limit?: number) =>
    (await findVendorsByName({ matching: context.matching, query, limit })).map((v) => v.slug);

  it("puts names starting with the query first, then word starts, then the rest; ignores case", async () => {
    expect(await slugs("crm")).toEqual(["crm-one", "hubspot-crm", "microcrm"]);
    expect(await slugs("  CRM ")).toEqual(["crm-one", "hubspot-crm", "microcrm"]);
  });

  it("returns what a suggestion shows", async () => {
    const [hubspot] = await findVendorsByName({ matching: context.matching, query: "hubs" });
    expect(hubspot).toEqual({ slug: "hubspot-crm", name: "HubSpot CRM", tagline: null, website: null });
  });

  it("takes % and _ literally", async () => {
    expect(await slugs("%")).toEqual(["percent-off"]);
    expect(await slugs("0%")).toEqual(["percent-off"]);
    expect(await slugs("_")).toEqual(["under-score"]);
    expect(await slugs("e_c")).toEqual(["under-score"]);
    expect(await slugs("\\")).toEqual([]);
  });

  it("forgives one typo in a name typed with four letters or more", async () => {
    expect(await slugs("pipedirve")).toEqual(["pipedrive"]);
    expect(await slugs("Pipdrive")).toEqual(["pipedrive"]);
    expect(await slugs("pid")).toEqual([]);
  });

  it("leaves drafts out", async () => {
    expect(await slugs("draft")).toEqual([]);
    expect(await slugs("crm")).not.toContain("draft-crm");
  });

  it("returns nothing for a blank query and caps the limit", async () => {
    expect(await slugs("   ")).toEqual([]);
    expect(await slugs("c", 2)).toHaveLength(2);
    expect((await slugs("c", 10_000)).length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });
});

describe(`getVendorsForComparison (${testDriver})`, () => {
  it("returns published vendors in the order asked, without unknown slugs or drafts", async () => {
    const vendors = await getVendorsForComparison({
      matching: context.matching,
      slugs: ["pipedrive", "nope", "draft-crm", "hubspot-crm"],
      requestedFeatures: [],
    });
    expect(vendors.map((v) => [v.slug, v.coverage])).toEqual([
      ["pipedrive", null],
      ["hubspot-crm", null],
    ]);
    expect(vendors[0]?.certifications).toEqual(["GDPR"]);
  });

  it("adds coverage of the buyer's requested features, labels as the buyer wrote them", async () => {
    const [hubspot, crmOne] = await getVendorsForComparison({
      matching: context.matching,
      slugs: ["hubspot-crm", "crm-one"],
      requestedFeatures: ["API Access", "SSO"],
    });
    expect(hubspot?.coverage).toMatchObject({ matched: ["API Access"], missing: ["SSO"] });
    expect(crmOne?.coverage).toMatchObject({ matched: ["SSO"], missing: ["API Access"] });
    // Each confirmed feature names the vendor's own words it rests on.
    expect(hubspot?.coverage?.sources).toEqual([
      { feature: "API Access", field: "features", text: "API access" },
    ]);
    expect(crmOne?.coverage?.sources?.map((s) => s.feature)).toEqual(["SSO"]);
  });
});

describe(`GET /api/vendor-search (${testDriver})`, () => {
  const get = (query: string, ctx = context) =>
    vendorSearch(routeArgs(new Request(`http://localhost/api/vendor-search${query}`), ctx));

  it("answers { vendors } as JSON, not cached", async () => {
    const response = await get("?q=pipe");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      vendors: [{ slug: "pipedrive", name: "Pipedrive", tagline: null, website: null }],
    });
    expect(await (await get("")).json()).toEqual({ vendors: [] });
  });

  it("rejects a query over 100 characters with a field message", async () => {
    const response = await get(`?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { q: "must be at most 100 characters" } });
  });

  it("is rate-limited per client", async () => {
    const limited = {
      ...context,
      clientIp: "203.0.113.8",
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(context.db), scale: 1 / 300 }),
    };
    expect((await get("?q=crm", limited)).status).toBe(200);
    const response = await get("?q=crm", limited);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
