import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { loader as resultsLoader } from "~/routes/results";
import { loader as comparisonLoader } from "~/routes/vendor-comparison-tool";
import { fromJsonText } from "~/utils/json-text";
import { createTestContext, routeArgs } from "../../tests/setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { findVendorMatches } from "./find-vendor-matches.server";
import { getBuyerProblem, getBuyerRequestWithMarketplace } from "./get-buyer-request.server";
import { importCatalog } from "./import-catalog.server";
import { getBuyerMarketplace } from "./leads/get-buyer-marketplace.server";

const parsed = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      description: "Help desk software that turns customer emails into support tickets with a shared inbox.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing", "API access"],
      deployment_models: ["Cloud"],
      pricing: { free_tier: true, starting_price_eur_per_year: 180 },
      founded_year: 2014,
    },
    {
      slug: "ticketeer",
      name: "Ticketeer",
      description: "Ticketing system for customer support teams that answer customer emails.",
      categories: ["Help desk & ticketing"],
      features: ["Ticketing", "Email integration"],
      deployment_models: ["Cloud", "On-premise"],
      pricing: { free_tier: false },
      founded_year: 2009,
    },
    {
      slug: "inboxy",
      name: "Inboxy",
      description: "Shared inbox for support teams to answer customer emails together.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox"],
    },
    {
      slug: "payrollo",
      name: "Payrollo",
      description: "Payroll software that runs payroll and files payroll taxes.",
      categories: ["Payroll"],
    },
    {
      slug: "shipfast",
      name: "ShipFast",
      description: "Shipping software to print labels and track parcels for online stores.",
      categories: ["Shipping & fulfilment"],
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
let requestId: string;
let rankedSlugs: string[];

beforeAll(async () => {
  t = await createTestDatabase();
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  await importCatalog({ db: t.db, records: parsed.catalog.vendors });
  context = await createTestContext(t.db);
  const result = await findVendorMatches({ db: t.db, matching: context.matching, problem });
  requestId = result.requestId;
  rankedSlugs = result.vendors.map((v) => v.slug);
});
afterAll(async () => {
  await t.cleanup();
});

/** The stored search as the results page reopens it, without its marketplace state. */
async function reopen(id: string) {
  return (
    (await getBuyerRequestWithMarketplace({ db: t.db, matching: context.matching, requestId: id }))?.view ??
    null
  );
}

describe(`getBuyerRequestWithMarketplace (${testDriver})`, () => {
  it("returns null for a malformed id without looking it up", async () => {
    for (const id of ["", "short", "x".repeat(23), "../../etc/passwd-xxxxxx", "' or 1=1 --aaaaaaaaaaaa"]) {
      expect(await reopen(id)).toBeNull();
    }
  });

  it("returns null for a well-formed id that was never stored", async () => {
    expect(await reopen("A".repeat(22))).toBeNull();
    expect(await getBuyerProblem({ db: t.db, requestId: "A".repeat(22) })).toBeNull();
  });

  it("reopens a stored search with the same ranking and the vendors' profiles", async () => {
    expect(rankedSlugs.length).toBeGreaterThan(1);
    const found = await reopen(requestId);
    expect(found?.problem).toEqual(problem);
    expect(found?.vendors.map((v) => v.slug)).toEqual(rankedSlugs);
    const deskly = found?.vendors.find((v) => v.slug === "deskly");
    expect(deskly).toMatchObject({
      name: "Deskly",
      pricing: { free_tier: true, starting_price_eur_per_year: 180 },
    });
    expect(await getBuyerProblem({ db: t.db, requestId })).toEqual(problem);
  });

  it("reopens a search with what was read from its description: the need, the alternative and the licence asked for", async () => {
    const asked = businessProblem({
      problem: "An open-source alternative to Deskly for our support team",
      industry: "Retail",
      features: [],
    });
    const { requestId: id, vendors } = await findVendorMatches({
      db: t.db,
      matching: context.matching,
      problem: asked,
    });
    expect(vendors.map((v) => v.slug)).not.toContain("deskly");
    const found = await reopen(id);
    // What Deskly does (a help desk with a shared inbox) describes the need; a shared inbox is a kind of its own.
    expect(found?.interpretation).toEqual({
      needs: ["Help desk & ticketing", "Shared inbox"],
      alternativesTo: [{ slug: "deskly", name: "Deskly" }],
      requirements: [{ criterion: "license", label: "Open source" }],
      avoided: [],
      missingKind: null,
      otherReadings: expect.any(Array),
    });
    expect(found?.vendors[0]?.qualification_checks.find((c) => c.criterion === "license")).toEqual({
      criterion: "license",
      status: "unknown",
      detail: "Licence not published",
    });
  });

  it("a search opened again is read from memory but still asked of the database: gone once deleted there", async () => {
    const { requestId: id } = await findVendorMatches({ db: t.db, matching: context.matching, problem });
    const first = await getBuyerRequestWithMarketplace({
      db: t.db,
      matching: context.matching,
      requestId: id,
    });
    const again = await getBuyerRequestWithMarketplace({
      db: t.db,
      matching: context.matching,
      requestId: id,
    });
    expect(again).toEqual(first);
    expect(again?.marketplace).toEqual(
      await getBuyerMarketplace({
        db: t.db,
        requestId: id,
        rankedSlugs: first!.view.vendors.map((v) => v.slug),
      }),
    );
    // Deleted behind this process's back (another process, the retention job): the next view answers null.
    await t.db.execute(sql`delete from buyer_requests where id = ${id}`);
    expect(
      await getBuyerRequestWithMarketplace({ db: t.db, matching: context.matching, requestId: id }),
    ).toBeNull();
  });

  it("returns null when the stored problem no longer parses", async () => {
    const id = "B".repeat(22);
    await t.db
      .insert(buyerRequests)
      .values({ id, problem: { nope: true } as never, results: [], engineVersion: "x", tookMs: 1 });
    expect(await reopen(id)).toBeNull();
  });
});

describe(`/results loader (${testDriver})`, () => {
  const load = (query: string) =>
    resultsLoader(routeArgs(new Request(`http://localhost/results${query}`), context));

  it("answers 404 for a malformed or unknown id", async () => {
    for (const query of ["?r=nope", `?r=${"C".repeat(22)}`]) {
      const result = (await load(query)) as unknown as { init: { status: number }; data: { found: boolean } };
      expect(result.init.status).toBe(404);
      expect(result.data).toEqual({ found: false, missing: false });
    }
  });

  it("answers 200 with an invitation to search when there is no id at all", async () => {
    for (const query of ["", "?r="]) {
      expect(await load(query)).toEqual({ found: false, missing: true });
    }
  });

  it("returns only what the page needs, ranked", async () => {
    const result = await load(`?r=${requestId}&sort=price`);
    if (!("found" in result) || !result.found) throw new Error("expected results");
    expect(result.requestId).toBe(requestId);
    const { vendors, problem: sent } = fromJsonText(result.shortlist);
    expect(sent).toEqual(problem);
    expect(vendors.map((v) => [v.rank, v.slug])).toEqual(rankedSlugs.map((s, i) => [i + 1, s]));
    expect(Object.keys(vendors[0]!)).not.toContain("integrations");
    // Encoded once per stored view: the next view sends the same text.
    const again = await load(`?r=${requestId}`);
    if (!("found" in again) || !again.found) throw new Error("expected results");
    expect(again.shortlist).toBe(result.shortlist);
  });

  it("leaves out vendors that were unpublished since the search", async () => {
    await t.db.execute(sql`update vendors set status = 'draft' where slug = ${rankedSlugs[0]!}`);
    await t.db.execute(sql`update catalog_state set version = version + 1`);
    try {
      const result = await load(`?r=${requestId}`);
      if (!("found" in result) || !result.found) throw new Error("expected results");
      const { vendors } = fromJsonText(result.shortlist);
      expect(vendors.map((v) => v.slug)).toEqual(rankedSlugs.slice(1));
      expect(vendors[0]?.rank).toBe(1);
    } finally {
      await t.db.execute(sql`update vendors set status = 'published' where slug = ${rankedSlugs[0]!}`);
      await t.db.execute(sql`update catalog_state set version = version + 1`);
    }
  });
});

describe(`/vendor-comparison-tool loader (${testDriver})`, () => {
  const load = (query: string) =>
    comparisonLoader(routeArgs(new Request(`http://localhost/vendor-comparison-tool${query}`), context));

  it("compares the vendors in the URL against the request's features, with a summary", async () => {
    const data = await load(`?v=deskly,ticketeer&r=${requestId}`);
    expect(data.columns.map((c) => c.name)).toEqual(["Deskly", "Ticketeer"]);
    expect(data.requestId).toBe(requestId);
    expect(data.requestedFeatures).toEqual(["Shared inbox", "API access"]);
    expect(data.rows.slice(0, 2).map((r) => r.label)).toEqual(["Shared inbox", "API access"]);
    expect(data.summary).toContain("Only Deskly has a free tier.");
    expect(data.summary).toContain("Ticketeer was founded earliest (2009).");
    expect(data).toMatchObject({ dropped: [], truncated: false, requestNotFound: false });
  });

  it("drops unknown and malformed slugs politely, keeps the first four, and flags an unknown request", async () => {
    const data = await load(`?v=ghost,deskly,Bad Slug!,ticketeer,inboxy,payrollo,deskly&r=${"D".repeat(22)}`);
    expect(data.columns.map((c) => c.slug)).toEqual(["deskly", "ticketeer", "inboxy", "payrollo"]);
    expect(data.dropped).toEqual(["Bad Slug!", "ghost"]);
    expect(data.requestId).toBeNull();
    expect(data.requestNotFound).toBe(true);
    expect(data.rows[0]?.label).toBe("Categories");
  });

  it("keeps the first four known vendors and says so when more were asked for", async () => {
    const data = await load("?v=shipfast,nope,payrollo,inboxy,ticketeer,deskly");
    expect(data.columns.map((c) => c.slug)).toEqual(["shipfast", "payrollo", "inboxy", "ticketeer"]);
    expect(data).toMatchObject({ truncated: true, dropped: ["nope"] });
    expect((await load("?v=shipfast,nope,payrollo,inboxy,ticketeer")).truncated).toBe(false);
  });
});
