import { describe, expect, it } from "vitest";
import { createMatchIndex } from "./catalog-indexer";
import { DEFAULT_FACTOR_WEIGHTS, HARD_CONFLICT_PENALTY } from "./constants";
import { findMatches } from "./find-matches";
import { createWeightedFusion, roundScore } from "./fusion";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { problem, testVocabulary, vendor } from "./testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, testVocabulary());
const opts = { currentYear: 2025 };
const slugs = (p: Parameters<typeof findMatches>[1], o = opts) => findMatches(index, p, o).map((m) => m.slug);

const helpDesk = problem({ problem: "Customers keep emailing us about orders; we need a help desk." });

describe("findMatches ranking", () => {
  it("ranks core vendors of the detected need first, then related ones, and nothing unrelated", () => {
    expect(slugs(helpDesk)).toEqual(["deskly", "supportly", "chatty"]);
  });

  it("ranks by industry and requested features among vendors of the same kind", () => {
    const p = problem({
      problem: "Patients should book appointments online",
      industry: "Healthcare",
      features: ["Online booking", "SMS reminders"],
    });
    expect(slugs(p)).toEqual(["bookwell", "slotty", "calendo"]);
  });

  it("demotes a hard conflict below a comparable vendor without one", () => {
    expect(slugs({ ...helpDesk, deployment_model: ["On-premise"] })).toEqual([
      "supportly",
      "deskly",
      "chatty",
    ]);
    const [, deskly] = findMatches(index, { ...helpDesk, deployment_model: ["On-premise"] }, opts);
    expect(deskly!.conflicts).toEqual([
      { kind: "deployment", hard: true, message: "Cloud only — you asked for On-premise" },
    ]);
    expect(deskly!.fit_category).toBe("Partial fit");
  });

  it("keeps a relevant vendor with a budget conflict, flagged and demoted", () => {
    const [m] = findMatches(
      index,
      problem({ problem: "Clients owe us money and we chase payments", budget_range: "Below €5,000/year" }),
      opts,
    );
    expect(m!.slug).toBe("billwise");
    expect(m!.conflicts[0]).toMatchObject({ kind: "budget", hard: true });
    expect(m!.explanation).toBe(
      "Invoicing & billing tool; starts at €30,000/year — above your budget of Below €5,000/year",
    );
  });

  it("finds vendors of the category the best text matches share, even without the buyer's words", () => {
    const catalog = [
      vendor({
        slug: "meals",
        description: "Save recipes and plan meals.",
        categories: ["Recipe Management"],
      }),
      vendor({
        slug: "pantry",
        description: "Your recipes and a shopping list.",
        categories: ["Recipe Management"],
      }),
      vendor({
        slug: "cookbook",
        description: "A cookbook for your kitchen.",
        categories: ["Recipe Management"],
      }),
      vendor({
        slug: "blogger",
        description: "A blog engine: post recipes, or anything.",
        categories: ["Blogs"],
      }),
      vendor({ slug: "ledger", description: "Bookkeeping for small firms.", categories: ["Accounting"] }),
    ];
    const i = createMatchIndex(catalog, testVocabulary());
    expect(
      findMatches(i, problem({ problem: "Organize our family recipes" }), opts).map((m) => m.slug),
    ).toEqual(["meals", "pantry", "cookbook", "blogger"]);
  });

  it("returns [] when nothing relates, instead of padding with unrelated vendors", () => {
    expect(findMatches(index, problem({ problem: "asdf qwerty zxcv" }), opts)).toEqual([]);
  });

  it("does not pull in vendors just because they mention the buyer's industry", () => {
    expect(
      slugs(problem({ problem: "We are a medical clinic with many patients", industry: "Healthcare" })),
    ).toEqual([]);
  });

  it("respects the limit and defaults to 20", () => {
    expect(slugs(helpDesk, { ...opts, limit: 2 } as typeof opts)).toEqual(["deskly", "supportly"]);
    expect(findMatches(index, helpDesk, { ...opts, limit: 0 } as typeof opts)).toEqual([]);
    const many = createMatchIndex(
      Array.from({ length: 30 }, (_, i) =>
        vendor({ slug: `desk-${String(i).padStart(2, "0")}`, categories: ["Ticketing"] }),
      ),
      testVocabulary(),
    );
    expect(findMatches(many, helpDesk, opts)).toHaveLength(20);
  });

  it("breaks ties by slug", () => {
    const twins = ["zeta", "alpha", "mid"].map((slug) =>
      vendor({ slug, name: "Same", categories: ["Ticketing"] }),
    );
    const i = createMatchIndex(twins, testVocabulary());
    expect(findMatches(i, helpDesk, opts).map((m) => m.slug)).toEqual(["alpha", "mid", "zeta"]);
  });

  it("indexes a duplicated slug once", () => {
    const dup = createMatchIndex([...FIXTURE_CATALOG, FIXTURE_CATALOG[0]!], testVocabulary());
    expect(dup.size).toBe(FIXTURE_CATALOG.length);
  });
});

describe("findMatches output", () => {
  const [top] = findMatches(index, { ...helpDesk, features: ["SSO", "White-labeling"] }, opts);

  it("returns every factor in 0..1 and a score that is their weighted fusion", () => {
    for (const v of Object.values(top!.factors)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    const fused = createWeightedFusion(DEFAULT_FACTOR_WEIGHTS, HARD_CONFLICT_PENALTY).fuse(
      top!.factors,
      false,
    );
    expect(top!.score).toBe(roundScore(fused));
  });

  it("lists matched and missing features as the buyer wrote them, and explains from those facts", () => {
    expect(top!.matched_features).toEqual(["SSO"]);
    expect(top!.missing_features).toEqual(["White-labeling"]);
    expect(top!.explanation).toBe("Help desk & ticketing tool; covers 1 of your 2 features");
  });

  it("returns a verdict naming the vendor by slug, with no profile field, and all five qualification checks", () => {
    expect(Object.keys(top!).sort()).toEqual(
      [
        "conflicts",
        "explanation",
        "factors",
        "feature_sources",
        "fit_category",
        "fit_note",
        "matched_features",
        "missing_features",
        "qualification_checks",
        "score",
        "slug",
      ].sort(),
    );
    expect(top!.slug).toBe("deskly");
    expect(top!.qualification_checks).toHaveLength(5);
  });

  it("lets a semantic similarity reorder vendors of equal lexical fit", () => {
    const twins = ["a-desk", "b-desk"].map((slug) => vendor({ slug, categories: ["Ticketing"] }));
    const i = createMatchIndex(twins, testVocabulary());
    const semantic = { scores: new Map([["b-desk", 0.9]]) };
    expect(findMatches(i, helpDesk, { ...opts, semantic }).map((m) => m.slug)).toEqual(["b-desk", "a-desk"]);
  });

  it("uses the injected current year for years in business", () => {
    const young = findMatches(index, helpDesk, { currentYear: 2016 })[0]!;
    expect(young.factors.credibility).toBeLessThan(top!.factors.credibility);
  });
});
