import { describe, expect, it } from "vitest";
import { toComparableVendor } from "~/domain/comparison/types";
import { createMatchIndex, findMatches } from "~/domain/matching";
import { FIXTURE_CATALOG } from "~/domain/matching/testing/catalog";
import { problem, testVocabulary } from "~/domain/matching/testing/fixtures";
import { toResultVendors } from "~/domain/results/result-vendor";
import { toMatchView } from "~/domain/results/vendor-view";
import { pick } from "./vendor-profile";

describe("pick", () => {
  it("copies only the named keys, keeping absent values as undefined and never the rest", () => {
    const record = { a: 1, b: [2], c: null, secret: "x" };
    const picked = pick(record, ["a", "b", "c"]);
    expect(picked).toEqual({ a: 1, b: [2], c: null });
    expect("secret" in picked).toBe(false);
    expect(picked.b).toBe(record.b);
  });
});

describe("views derived from the one vendor record", () => {
  const index = createMatchIndex(FIXTURE_CATALOG, testVocabulary());
  const bySlug = new Map(FIXTURE_CATALOG.map((v) => [v.slug, v]));
  const matches = findMatches(
    index,
    problem({ problem: "We need a help desk with a shared inbox for customer support tickets" }),
    { limit: 5, currentYear: 2026 },
  );
  const views = matches.map((m) => toMatchView(m, bySlug.get(m.slug)!));

  it("a results card gets its rank, the verdict and five profile fields — not the vendor's other facts", () => {
    expect(views.length).toBeGreaterThan(1);
    const cards = toResultVendors(views);
    expect(cards.map((c) => c.rank)).toEqual(views.map((_, i) => i + 1));
    expect(Object.keys(cards[0]!).sort()).toEqual(
      [
        "rank",
        "slug",
        "name",
        "website",
        "description",
        "fit_category",
        "fit_note",
        "score",
        "factors",
        "matched_features",
        "missing_features",
        "feature_sources",
        "conflicts",
        "qualification_checks",
        "explanation",
        "tagline",
        "verified",
        "deployment_models",
        "pricing",
        "license",
      ].sort(),
    );
    expect(cards[0]!.pricing).toEqual(views[0]!.pricing);
  });

  it("the comparison gets the compared facts and the coverage, nothing of the verdict", () => {
    const compared = toComparableVendor({
      ...views[0]!,
      coverage: {
        matched: ["Shared inbox"],
        missing: [],
        sources: [{ feature: "Shared inbox", field: "features", text: "Shared inbox" }],
      },
    });
    expect(compared).not.toHaveProperty("score");
    expect(compared).not.toHaveProperty("explanation");
    expect(compared).not.toHaveProperty("industries");
    expect(compared).toMatchObject({
      slug: views[0]!.slug,
      company_sizes: views[0]!.company_sizes,
      founded_year: views[0]!.founded_year,
      coverage: {
        matched: ["Shared inbox"],
        missing: [],
        sources: [{ feature: "Shared inbox", field: "features", text: "Shared inbox" }],
      },
    });
  });
});
