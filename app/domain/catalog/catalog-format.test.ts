import { describe, expect, it } from "vitest";
import { parseCatalogFile } from "./catalog-format";

const good = (over: Record<string, unknown> = {}) => ({
  slug: "acme-crm",
  name: "Acme CRM",
  website: "https://acme.example/",
  tagline: null,
  description: "A CRM.",
  categories: ["CRM"],
  features: [],
  industries: [],
  company_sizes: [],
  deployment_models: ["Cloud"],
  regions: [],
  pricing: { free_tier: null, starting_price_eur_per_year: null, model: null },
  integrations: [],
  certifications: [],
  founded_year: null,
  source: "test",
  ...over,
});

describe("parseCatalogFile", () => {
  it("accepts a valid file and fills defaults for missing optional fields", () => {
    const result = parseCatalogFile({
      schema: "vendor-catalog/v1",
      source: "extra keys allowed",
      vendors: [good(), { slug: "bare", name: "Bare" }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.catalog.vendors[1]).toMatchObject({
      description: "",
      website: null,
      categories: [],
      pricing: { free_tier: null, starting_price_eur_per_year: null, model: null },
    });
  });

  it("keeps a licence as given, and reads a missing, null or blank one as unknown", () => {
    const result = parseCatalogFile({
      schema: "vendor-catalog/v1",
      vendors: [
        good({ slug: "a", license: "AGPL-3.0 OR MIT" }),
        good({ slug: "b", license: "Proprietary" }),
        good({ slug: "c", license: null }),
        good({ slug: "d", license: "  " }),
        good({ slug: "e" }),
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.catalog.vendors.map((v) => v.license)).toEqual([
      "AGPL-3.0 OR MIT",
      "Proprietary",
      null,
      null,
      null,
    ]);
  });

  it("refuses a licence that is not text", () => {
    const result = parseCatalogFile({ schema: "vendor-catalog/v1", vendors: [good({ license: 3 })] });
    expect(result).toEqual({
      ok: false,
      problems: ['vendors[0].license: must be an SPDX licence expression, "Proprietary" or null'],
    });
  });

  it("names the entry and field of every problem", () => {
    const result = parseCatalogFile({
      schema: "vendor-catalog/v1",
      vendors: [good(), good({ slug: "Bad Slug" }), good({ slug: "x", website: "ftp://x" })],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        "vendors[1].slug: must be kebab-case",
        "vendors[2].website: must be an http:// or https:// URL",
      ],
    });
  });

  it("reports duplicate slugs", () => {
    const result = parseCatalogFile({ schema: "vendor-catalog/v1", vendors: [good(), good()] });
    expect(result).toEqual({
      ok: false,
      problems: ['vendors[1].slug: duplicate of vendors[0].slug "acme-crm"'],
    });
  });

  it("rejects a wrong schema id", () => {
    const result = parseCatalogFile({ schema: "other", vendors: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatch(/^schema: must be "vendor-catalog\/v1"/);
  });

  it("keeps Unicode names and empty descriptions", () => {
    const result = parseCatalogFile({
      schema: "vendor-catalog/v1",
      vendors: [good({ name: "Ärzte-Software 日本", description: "" })],
    });
    expect(result.ok).toBe(true);
  });
});
