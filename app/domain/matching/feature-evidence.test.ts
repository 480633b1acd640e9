import { describe, expect, it, vi } from "vitest";
import catalogJson from "../../../catalog/vendors.json";
import { createCatalogIndexer, createMatchIndex, runSteps } from "./catalog-indexer";
import { defaultVocabulary } from "./default-vocabulary";
import { confirmFeatureLabels } from "./feature-evidence";
import { findMatches } from "./find-matches";
import { problem, vendor } from "./testing/fixtures";
import type { BusinessProblem, CatalogVendor, MatchVerdict } from "./types";

const catalog = (catalogJson as unknown as { vendors: CatalogVendor[] }).vendors;
const index = createMatchIndex(catalog, defaultVocabulary());
const bySlug = new Map(catalog.map((v) => [v.slug, v]));
const search = (p: BusinessProblem): MatchVerdict[] =>
  findMatches(index, p, { currentYear: 2026, limit: 20 });

/** Problems written for this test, with features buyers ask for. */
const WITH_FEATURES: BusinessProblem[] = [
  problem({
    problem: "Our bookkeeping office wants one place for client work, deadlines and billing",
    industry: "Accounting",
    features: ["Client portal", "Time tracking", "QuickBooks integration"],
  }),
  problem({
    problem: "Physio clinic: patients should book sessions online and get a text the day before",
    features: ["Online booking", "SMS reminders", "Stripe"],
  }),
  problem({
    problem: "We need a help desk so support emails stop getting lost",
    features: ["SSO", "Shopify integration", "Mobile app"],
  }),
  problem({
    problem: "Looking for a CRM for a ten-person sales team",
    features: ["Email sync", "Xero integration", "API access"],
  }),
];

function profileText(v: CatalogVendor, field: string): string[] {
  const value = (v as unknown as Record<string, unknown>)[field];
  return Array.isArray(value) ? (value as string[]) : typeof value === "string" ? [value] : [];
}

describe("every ✓ cites the vendor's own words (default catalog)", () => {
  it.each(WITH_FEATURES.map((p) => [p.problem, p] as const))("%s", (_, p) => {
    const verdicts = search(p);
    expect(verdicts.length).toBeGreaterThan(5);
    let ticks = 0;
    for (const v of verdicts) {
      const profile = bySlug.get(v.slug)!;
      for (const feature of v.matched_features) {
        ticks++;
        const sources = v.feature_sources.filter((s) => s.feature === feature);
        expect(sources.length, `${v.slug}: ${feature} has no source`).toBeGreaterThan(0);
        for (const s of sources) {
          const quoted = s.text.replace(/…$/u, "");
          expect(
            profileText(profile, s.field).some((t) => t.includes(quoted)),
            `${v.slug}: "${s.text}" is not in its ${s.field}`,
          ).toBe(true);
        }
      }
      expect(new Set(v.feature_sources.map((s) => s.feature))).toEqual(new Set(v.matched_features));
    }
    expect(ticks).toBeGreaterThan(0);
  });

  it("never ticks a named product the vendor's words do not name (QuickBooks is not Xero)", () => {
    for (const p of WITH_FEATURES) {
      for (const v of search(p)) {
        for (const s of v.feature_sources) {
          for (const name of ["QuickBooks", "Xero", "Shopify", "Stripe"]) {
            if (s.feature.includes(name)) expect(s.text.toLowerCase()).toContain(name.toLowerCase());
          }
        }
      }
    }
  });
});

describe("confirmFeatureLabels", () => {
  const vocab = index.vocab;
  const books = vendor({
    slug: "books",
    name: "Books",
    description: "Invoices and bank feeds for small firms. Syncs with Xero.",
    categories: ["Accounting"],
    features: ["Single sign-on (SAML)", "Bank reconciliation"],
    integrations: ["Xero"],
  });

  it("confirms a synonym in the vendor's words and quotes where it found it", () => {
    expect(confirmFeatureLabels(vocab, books, ["SSO"])).toEqual({
      matched: ["SSO"],
      missing: [],
      sources: [{ feature: "SSO", field: "features", text: "Single sign-on (SAML)" }],
    });
  });

  it("does not confirm a named product from another of its kind", () => {
    const r = confirmFeatureLabels(vocab, books, ["QuickBooks integration", "Xero integration"]);
    expect(r.matched).toEqual(["Xero integration"]);
    expect(r.missing).toEqual(["QuickBooks integration"]);
    expect(r.sources).toEqual([{ feature: "Xero integration", field: "integrations", text: "Xero" }]);
  });

  it("quotes a description sentence when only the description says it", () => {
    const r = confirmFeatureLabels(vocab, books, ["Invoices for small firms"]);
    expect(r.sources).toEqual([
      {
        feature: "Invoices for small firms",
        field: "description",
        text: "Invoices and bank feeds for small firms.",
      },
    ]);
  });

  it("confirms nothing the profile does not say", () => {
    expect(confirmFeatureLabels(vocab, books, ["Mobile app"]).matched).toEqual([]);
  });

  it("reads each of the vendor's words once for several features, with the same answer as one at a time", () => {
    const labels = [
      "Bank reconciliation",
      "SSO",
      "Xero integration",
      "Mobile app",
      "Invoices for small firms",
    ];
    const together = confirmFeatureLabels(vocab, books, labels);
    const oneByOne = labels.map((l) => confirmFeatureLabels(vocab, books, [l]));
    expect(together.matched).toEqual(oneByOne.flatMap((r) => r.matched));
    expect(together.missing).toEqual(oneByOne.flatMap((r) => r.missing));
    expect(together.sources).toEqual(oneByOne.flatMap((r) => r.sources));
    expect(together.matched).toEqual([
      "Bank reconciliation",
      "SSO",
      "Xero integration",
      "Invoices for small firms",
    ]);
  });
});

describe("the vendor's words are read once for all searches", () => {
  const helpDesk = (slug: string, features: string[]) =>
    vendor({
      slug,
      name: slug,
      description: "A help desk where support emails become tickets the whole team can answer.",
      categories: ["Help Desk"],
      features,
    });
  const askingSso = problem({
    problem: "We need a help desk so support emails stop getting lost",
    features: ["SSO"],
  });

  it("a vendor edited in the catalog gets its new words cited, and loses a ✓ its words no longer say", () => {
    const indexer = createCatalogIndexer(defaultVocabulary());
    runSteps(
      indexer.update({
        upsert: [
          helpDesk("desk-amber", ["Single sign-on through your SAML identity provider", "Canned replies"]),
          helpDesk("desk-birch", ["Canned replies"]),
        ],
      }),
    );
    const cited = () => {
      const verdicts = findMatches(runSteps(indexer.snapshot()), askingSso, { currentYear: 2026, limit: 20 });
      const amber = verdicts.find((v) => v.slug === "desk-amber")!;
      return { matched: amber.matched_features, sources: amber.feature_sources.map((s) => s.text) };
    };
    expect(cited()).toEqual({
      matched: ["SSO"],
      sources: ["Single sign-on through your SAML identity provider"],
    });

    runSteps(
      indexer.update({
        upsert: [helpDesk("desk-amber", ["Agents sign in once with single sign-on (SSO)", "Canned replies"])],
      }),
    );
    expect(cited()).toEqual({ matched: ["SSO"], sources: ["Agents sign in once with single sign-on (SSO)"] });

    runSteps(indexer.update({ upsert: [helpDesk("desk-amber", ["Canned replies", "Ticket tags"])] }));
    expect(cited()).toEqual({ matched: [], sources: [] });
  });

  it("two catalogs with a vendor at the same place each cite their own vendor's words", () => {
    const withSaml = createMatchIndex(
      [helpDesk("desk-cedar", ["Single sign-on through your SAML identity provider"])],
      defaultVocabulary(),
    );
    const withSso = createMatchIndex(
      [helpDesk("desk-cedar", ["Staff log in a single time through SSO"])],
      defaultVocabulary(),
    );
    const cited = (i: typeof index) =>
      findMatches(i, askingSso, { currentYear: 2026, limit: 20 }).flatMap((v) =>
        v.feature_sources.map((s) => s.text),
      );
    for (let round = 0; round < 2; round++) {
      expect(cited(withSaml)).toEqual(["Single sign-on through your SAML identity provider"]);
      expect(cited(withSso)).toEqual(["Staff log in a single time through SSO"]);
    }
  });

  it("a later search showing the same vendor tokenizes none of its words again", () => {
    const vocab = index.vocab;
    const quill = vendor({
      slug: "quill",
      name: "Quillhaven",
      description:
        "Quillhaven keeps the minutes of every parish council meeting. Residents search them by street.",
      categories: ["Meeting minutes"],
      features: ["Minutes signed off by the clerk", "Street-level search"],
    });
    const own = [quill.name, quill.description, ...quill.features, ...quill.categories];
    const ofQuill = (calls: unknown[][]) =>
      calls.filter(([text]) => own.some((t) => t.includes(String(text))));
    const tokenize = vi.spyOn(vocab.tokenizer, "tokenize");
    try {
      const first = confirmFeatureLabels(vocab, quill, ["Mobile app"]);
      expect(ofQuill(tokenize.mock.calls).length).toBeGreaterThan(0);
      tokenize.mockClear();
      expect(confirmFeatureLabels(vocab, quill, ["Mobile app"])).toEqual(first);
      expect(ofQuill(tokenize.mock.calls)).toEqual([]);
    } finally {
      tokenize.mockRestore();
    }
  });
});

describe("fit labels on the default catalog", () => {
  it("a loosely worded problem gets modest labels, never Excellent", () => {
    const verdicts = search(problem({ problem: "We need a tool to help my team work better together" }));
    expect(verdicts.length).toBeGreaterThan(5);
    expect(verdicts.filter((v) => v.fit_category === "Excellent fit")).toEqual([]);
  });

  it("a clearly worded problem still earns Excellent", () => {
    const verdicts = search(problem({ problem: "We need a help desk so support emails stop getting lost" }));
    expect(verdicts[0]!.fit_category).toBe("Excellent fit");
  });

  it("a vendor that does not serve the buyer's region is a Partial fit and says so", () => {
    const verdicts = search(
      problem({
        problem: "Our physio clinic needs patients to book appointments online and get SMS reminders",
        region_focus: "Europe",
      }),
    );
    const elsewhere = verdicts.filter((v) => v.conflicts.some((c) => c.kind === "region"));
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const v of elsewhere) {
      expect(v.fit_category).toBe("Partial fit");
      expect(v.fit_note).toMatch(/^Partial fit: serves .+ — you asked for Europe$/u);
    }
    expect(verdicts.some((v) => v.fit_category !== "Partial fit")).toBe(true);
  });
});
