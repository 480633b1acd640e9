import { describe, expect, it } from "vitest";
import { readBudgetBand } from "~/domain/results/budget-fit";
import { buildComparisonRows, cellsDiffer } from "./rows";
import type { ComparableVendor } from "./types";

function vendor(slug: string, over: Partial<ComparableVendor> = {}): ComparableVendor {
  return {
    slug,
    name: slug.toUpperCase(),
    website: null,
    tagline: null,
    categories: [],
    features: [],
    deployment_models: [],
    company_sizes: [],
    regions: [],
    certifications: [],
    founded_year: null,
    license: null,
    pricing: { free_tier: null, starting_price_eur_per_year: null, model: null },
    coverage: null,
    ...over,
  };
}

const byKey = (rows: ReturnType<typeof buildComparisonRows>, key: string) => rows.find((r) => r.key === key)!;

describe("cellsDiffer", () => {
  it("ignores unknown cells and compares lists as sets", () => {
    expect(cellsDiffer([{ kind: "unknown" }, { kind: "text", text: "2010" }])).toBe(false);
    expect(cellsDiffer([{ kind: "unknown" }, { kind: "unknown" }])).toBe(false);
    expect(
      cellsDiffer([
        { kind: "list", items: ["Cloud", "Mobile app"] },
        { kind: "list", items: ["mobile app", "Cloud"] },
      ]),
    ).toBe(false);
    expect(
      cellsDiffer([
        { kind: "list", items: ["Cloud"] },
        { kind: "unknown" },
        { kind: "list", items: ["Cloud", "On-premise"] },
      ]),
    ).toBe(true);
  });
});

describe("buildComparisonRows", () => {
  it("shows unknown values as unknown and highlights only known differences", () => {
    const rows = buildComparisonRows([
      vendor("a", { founded_year: 2010, deployment_models: ["Cloud"], website: "https://www.a.example/" }),
      vendor("b", { founded_year: 2012, deployment_models: ["Cloud"], website: "https://b.example/" }),
      vendor("c", { deployment_models: [] }),
    ]);
    expect(byKey(rows, "founded")).toMatchObject({
      differs: true,
      cells: [{ kind: "text", text: "2010" }, { kind: "text", text: "2012" }, { kind: "unknown" }],
    });
    expect(byKey(rows, "deployment").differs).toBe(false);
    expect(byKey(rows, "certifications").cells.every((c) => c.kind === "unknown")).toBe(true);
    expect(byKey(rows, "website")).toMatchObject({
      differs: false,
      cells: [{ kind: "link", text: "a.example" }, { kind: "link", text: "b.example" }, { kind: "unknown" }],
    });
  });

  it("formats pricing and keeps a false free tier distinct from an unknown one", () => {
    const rows = buildComparisonRows([
      vendor("a", {
        pricing: { free_tier: false, starting_price_eur_per_year: 1200, model: "per user / month" },
      }),
      vendor("b", { pricing: { free_tier: null, starting_price_eur_per_year: null, model: null } }),
    ]);
    expect(byKey(rows, "free-tier").cells).toEqual([
      { kind: "yes-no", value: false, text: "No" },
      { kind: "unknown" },
    ]);
    expect(byKey(rows, "starting-price").cells).toEqual([
      { kind: "text", text: "€1,200/year" },
      { kind: "unknown" },
    ]);
    expect(byKey(rows, "pricing-model").cells[0]).toEqual({ kind: "text", text: "per user / month" });
  });

  it("reads each published price against the buyer's budget band, only when a band is known", () => {
    const vendors = [
      vendor("a", { pricing: { free_tier: false, starting_price_eur_per_year: 4_000, model: null } }),
      vendor("b", { pricing: { free_tier: false, starting_price_eur_per_year: 8_000, model: null } }),
      vendor("c", { pricing: { free_tier: null, starting_price_eur_per_year: null, model: "quote-based" } }),
      vendor("d"),
    ];
    const rows = buildComparisonRows(vendors, [], readBudgetBand("Below €5,000/year"));
    expect(byKey(rows, "budget-fit").label).toBe("Against your budget");
    expect(byKey(rows, "budget-fit").cells).toEqual([
      { kind: "text", text: "Within budget: from €4,000/year" },
      { kind: "text", text: "Above budget by €3,000/year (about €250/month)" },
      { kind: "text", text: "No public price (quote on request)" },
      { kind: "text", text: "Price unknown" },
    ]);
    expect(byKey(rows, "budget-fit").differs).toBe(true);
    expect(buildComparisonRows(vendors).some((r) => r.key === "budget-fit")).toBe(false);
    expect(
      buildComparisonRows(vendors, [], readBudgetBand("Prefer not to say")).some(
        (r) => r.key === "budget-fit",
      ),
    ).toBe(false);
  });

  it("shows each vendor's licence, unknown when not listed", () => {
    const rows = buildComparisonRows([
      vendor("a", { license: "AGPL-3.0" }),
      vendor("b", { license: "Proprietary" }),
      vendor("c"),
    ]);
    expect(byKey(rows, "license")).toMatchObject({
      label: "Licence",
      differs: true,
      cells: [{ kind: "text", text: "AGPL-3.0" }, { kind: "text", text: "Proprietary" }, { kind: "unknown" }],
    });
  });

  const sso = { feature: "SSO", field: "features" as const, text: "SSO" };
  const api = { feature: "API access", field: "features" as const, text: "API" };

  it("puts one ✓/✗ row per requested feature first when coverage is known", () => {
    const rows = buildComparisonRows(
      [
        vendor("a", {
          coverage: { matched: ["SSO", "API access"], missing: [], sources: [sso, api] },
          features: ["SSO", "API"],
        }),
        vendor("b", { coverage: { matched: ["SSO"], missing: ["API access"], sources: [sso] } }),
      ],
      ["SSO", "API access"],
    );
    expect(rows.slice(0, 2).map((r) => [r.label, r.differs, r.cells])).toEqual([
      [
        "SSO",
        false,
        [
          { kind: "yes-no", value: true, text: "Listed", sources: [sso] },
          { kind: "yes-no", value: true, text: "Listed", sources: [sso] },
        ],
      ],
      [
        "API access",
        true,
        [
          { kind: "yes-no", value: true, text: "Listed", sources: [api] },
          { kind: "yes-no", value: false, text: "Not listed" },
        ],
      ],
    ]);
    expect(byKey(rows, "features").label).toBe("All listed features");
  });

  it("shows no ✓ for a requested feature without the vendor's words it rests on", () => {
    const rows = buildComparisonRows(
      [vendor("a", { coverage: { matched: ["QuickBooks integration"], missing: [], sources: [] } })],
      ["QuickBooks integration"],
    );
    expect(rows[0]!.cells).toEqual([{ kind: "yes-no", value: false, text: "Not listed" }]);
  });

  it("lists features plainly without a request", () => {
    const rows = buildComparisonRows([vendor("a", { features: ["SSO"] }), vendor("b")], []);
    expect(rows[0]!.key).toBe("categories");
    expect(byKey(rows, "features")).toMatchObject({ label: "Features", differs: false });
  });
});
