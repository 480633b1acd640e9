import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingKindSearches } from "~/db/schema";
import { BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { loader as adminLoader } from "~/routes/admin";
import { loader as resultsLoader } from "~/routes/results";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { routeArgs } from "../setup/app-context";
import { createSeededApp } from "../setup/seeded-app";
import { type TestDatabase, testDriver } from "../setup/test-db";
import { get, registerAndVerify, registrationForm } from "../setup/vendor-accounts";

/** A catalog with documents and invoices but no e-signature product. */
const catalog = {
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      website: "https://deskly.example",
      description: "Help desk software: customer emails become tickets your team answers together.",
      categories: ["Help desk & ticketing"],
    },
    {
      slug: "billwise",
      name: "Billwise",
      website: "https://billwise.example",
      description: "Send invoices and contracts to clients, and get paid online.",
      categories: ["Invoicing & billing"],
    },
    {
      slug: "docuvault",
      name: "Docuvault",
      website: "https://docuvault.example",
      description: "Store contracts and documents, share them with clients and track who signed what.",
      categories: ["Document management"],
    },
  ],
};

const signing = BusinessProblemSchema.parse({
  problem: "Our clients should sign contracts online: we need an e-signature tool.",
  industry: "Professional Services",
  features: [],
});

describe(`a search whose kind the catalog lacks (${testDriver})`, () => {
  let t: TestDatabase;
  let context: AppLoadContext;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ t, context, cleanup } = await createSeededApp(catalog, "missing-kind"));
  });
  afterAll(() => cleanup());

  it("is answered with the kind named, the nearest kinds, no good fit, and is counted by kind only", async () => {
    const first = await findVendorMatches({ db: t.db, matching: context.matching, problem: signing });
    expect(first.vendors.length).toBeGreaterThan(0);
    expect(first.vendors.map((v) => v.fit_category)).toEqual(first.vendors.map(() => "Partial fit"));
    const page = (await resultsLoader(
      routeArgs(new Request(`http://localhost/results?r=${first.requestId}`), context),
    )) as { found: boolean; shortlist: string };
    const interpretation = JSON.parse(page.shortlist).interpretation;
    expect(interpretation.missingKind).toMatchObject({ id: "e-signature", name: "E-signature" });
    expect(interpretation.missingKind.nearest.length).toBeGreaterThan(0);

    await findVendorMatches({ db: t.db, matching: context.matching, problem: signing });
    // A kind the catalog has is not counted.
    await findVendorMatches({
      db: t.db,
      matching: context.matching,
      problem: { ...signing, problem: "Customers keep emailing us; we need a help desk." },
    });
    const rows = await t.db.select().from(missingKindSearches);
    expect(rows.map((r) => [r.kindId, r.kindName, r.searches])).toEqual([["e-signature", "E-signature", 2]]);
    // The row holds the kind, its count and when it was asked, and nothing of the buyer or the search.
    expect(Object.keys(rows[0]!).sort()).toEqual([
      "firstAskedAt",
      "kindId",
      "kindName",
      "lastAskedAt",
      "searches",
    ]);
  });

  it("is listed to operators in /admin as a kind buyers asked for that we lack", async () => {
    const { cookie } = await registerAndVerify(
      context,
      registrationForm("saasmatch.example", { accountEmail: "ops@saasmatch.example", name: "Opsbooks" }),
    );
    const result = (await adminLoader(routeArgs(get("/admin", cookie), context))) as {
      data: { missingKinds: Array<{ kindName: string; searches: number }> };
    };
    expect(result.data.missingKinds.map((k) => [k.kindName, k.searches])).toEqual([["E-signature", 2]]);
  });
});
