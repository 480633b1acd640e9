// Issue 7 (speed under load): public pages come from the server's page cache, correctly.
import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { importCatalog } from "~/services/import-catalog.server";
import { postSearch, useTestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

const vendor = (slug: string, category: string) => ({
  slug,
  name: slug[0]!.toUpperCase() + slug.slice(1),
  description: `${category} software for small teams, used every day by people who need ${category.toLowerCase()}.`,
  categories: [category],
  features: ["Reports"],
  deployment_models: ["Cloud"],
});

function catalogOf(...vendors: ReturnType<typeof vendor>[]) {
  const parsed = parseCatalogFile({ schema: "vendor-catalog/v1", vendors });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.catalog.vendors;
}

describe(`page cache on the production server (${testDriver})`, () => {
  const server = useTestServer({
    seed: ({ db }) =>
      importCatalog({ db, records: catalogOf(vendor("deskly", "Help desk"), vendor("payrollo", "Payroll")) }),
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server().url}${path}`, { headers });
    const body = await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    return {
      status: response.status,
      cache: response.headers.get("x-page-cache"),
      body,
      cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
      bodyNonces: new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])),
    };
  };
  const vendorCount = (body: string) => /<strong[^>]*>([\d,]+)<\/strong> vendors in/.exec(body)?.[1];

  it("serves home and /form again with a fresh nonce on every script, matching that response's CSP header", async () => {
    for (const path of ["/", "/form"]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      const seen = new Set([first.cspNonce]);
      for (let i = 0; i < 2; i++) {
        const again = await get(path);
        expect(again.cache).toBe("HIT");
        expect(again.cspNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect([...again.bodyNonces]).toEqual([again.cspNonce]);
        expect(again.body.replaceAll(again.cspNonce!, "N")).toBe(first.body.replaceAll(first.cspNonce!, "N"));
        seen.add(again.cspNonce);
      }
      expect(seen.size).toBe(3);
    }
  });

  it("never gives a signed-in vendor the cached anonymous page, and never keeps the page rendered for one", async () => {
    const session = { cookie: "__Secure-saasmatch.session_token=not-a-real-session.sig" };
    await get("/about-us");
    expect((await get("/about-us")).cache).toBe("HIT");
    const vendorView = await get("/about-us", session);
    expect(vendorView.cache).toBe("BYPASS");
    expect([...vendorView.bodyNonces]).toEqual([vendorView.cspNonce]);

    const forVendorFirst = await get("/how-it-works", session);
    expect(forVendorFirst.cache).toBe("BYPASS");
    expect((await get("/how-it-works")).cache).toBe("MISS");
  });

  it("never caches a search's results or a vendor-only page", async () => {
    for (const path of ["/results?r=AAAAAAAAAAAAAAAAAAAAAA", "/results", "/vendor/dashboard", "/contact"]) {
      await get(path);
      const { cache } = await get(path);
      expect(cache === "HIT" || cache === "STALE", `${path}: ${cache}`).toBe(false);
    }
  });

  it("renders the home page again when the catalog changes", async () => {
    await get("/");
    const before = await get("/");
    expect(before.cache).toBe("HIT");
    expect(vendorCount(before.body)).toBe("2");
    await importCatalog({
      db: server().database.db,
      records: catalogOf(vendor("shipfast", "Shipping")),
    });
    const after = await get("/");
    expect(after.cache).toBe("MISS");
    expect(vendorCount(after.body)).toBe("3");
  });

  it("renders the home page again after a rating, so the strip shows it at once", async () => {
    await get("/");
    expect((await get("/")).cache).toBe("HIT");
    const { requestId } = await postSearch(server(), {
      problem: "We need payroll for 20 people",
      industry: "Retail",
      features: [],
    });
    const rated = await fetch(`${server().url}/api/shortlist-rating`, {
      method: "POST",
      body: new URLSearchParams({ requestId, stars: "5" }),
    });
    expect(rated.status, await rated.text()).toBe(201);
    expect((await get("/")).cache).toBe("MISS");
  });
});
