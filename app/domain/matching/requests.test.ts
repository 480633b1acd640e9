import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createMatchIndex } from "./catalog-indexer";
import { findMatches } from "./find-matches";
import { interpretProblem } from "./pipeline/understand";
import { problem, vendor } from "./testing/fixtures";
import { REQUEST_CATALOG, requestTestVocabulary } from "./testing/requests";
import type { BusinessProblem } from "./types";

const index = createMatchIndex(REQUEST_CATALOG, requestTestVocabulary());
const opts = { currentYear: 2025, limit: 20 };
const find = (p: BusinessProblem) => findMatches(index, p, opts);
const slugs = (text: string, over: Partial<BusinessProblem> = {}) =>
  find(problem({ problem: text, ...over })).map((m) => m.slug);
const SELF_HOSTING = ["homebox", "yunohost"];
const BOOKING = ["easybook", "slotly", "bookr", "openbook"];

describe("constraint words are criteria, not the topic", () => {
  it("never retrieves the self-hosting platform kind for a self-hosted need", () => {
    const ranked = slugs("A self-hosted booking tool where clients book appointments");
    expect(ranked.filter((s) => SELF_HOSTING.includes(s))).toEqual([]);
    expect(ranked[0]).toBe("easybook");
    expect(ranked.slice(0, 4).sort()).toEqual([...BOOKING].sort());
  });

  it("retrieves self-hosting platforms when that is the need", () => {
    expect(slugs("a self-hosting platform for home server apps").slice(0, 2).sort()).toEqual(SELF_HOSTING);
  });

  it("reads the constraint itself as the need when nothing else is asked", () => {
    expect(slugs("self-hosted").slice(0, 2).sort()).toEqual(SELF_HOSTING);
  });

  it("ranks vendors known to meet a stated licence above unknown ones, and proprietary ones last", () => {
    const ranked = slugs("open source booking tool where clients book appointments");
    expect(ranked.indexOf("easybook")).toBeLessThan(ranked.indexOf("bookr"));
    expect(ranked.indexOf("bookr")).toBeLessThan(ranked.indexOf("slotly"));
  });

  it("lets the wizard's deployment win over the text's", () => {
    const p = problem({
      problem: "self-hosted booking, clients book appointments",
      deployment_model: ["Cloud / SaaS"],
    });
    const easybook = find(p).find((m) => m.slug === "easybook")!;
    expect(easybook.qualification_checks.find((c) => c.criterion === "deployment")).toEqual({
      criterion: "deployment",
      status: "conflict",
      detail: "Self-hosted only — you asked for Cloud / SaaS",
    });
    expect(interpretProblem(index, p).requirements).toEqual([]);
  });
});

describe("constraint checks: met, unknown, conflict, explained", () => {
  const checksOf = (text: string, slug: string, criterion: string) =>
    find(problem({ problem: text }))
      .find((m) => m.slug === slug)
      ?.qualification_checks.find((c) => c.criterion === criterion);
  const openSource = "open source tool so clients book appointments";

  it("licence: met with the licence, unknown when not published, conflict for proprietary or source-available", () => {
    expect(checksOf(openSource, "easybook", "license")).toEqual({
      criterion: "license",
      status: "met",
      detail: "GPL-3.0",
    });
    expect(checksOf(openSource, "bookr", "license")).toEqual({
      criterion: "license",
      status: "unknown",
      detail: "Licence not published",
    });
    expect(checksOf(openSource, "slotly", "license")).toEqual({
      criterion: "license",
      status: "conflict",
      detail: "Proprietary — you asked for open source",
    });
    expect(checksOf(openSource, "openbook", "license")).toEqual({
      criterion: "license",
      status: "conflict",
      detail: "Source-available licence (BUSL-1.1), not open source",
    });
  });

  it("licence: a named licence is met only by that family", () => {
    expect(checksOf("gpl booking so clients book appointments", "easybook", "license")?.status).toBe("met");
    const countly = checksOf("gpl website analytics", "countly", "license");
    expect(countly).toEqual({
      criterion: "license",
      status: "conflict",
      detail: "AGPL-3.0 — you asked for GPL",
    });
  });

  it("says a met text requirement in the explanation, and a conflict too", () => {
    const ranked = find(problem({ problem: openSource }));
    expect(ranked.find((m) => m.slug === "easybook")!.explanation).toBe(
      "Appointment scheduling tool; open source (GPL-3.0)",
    );
    expect(ranked.find((m) => m.slug === "slotly")!.explanation).toBe(
      "Appointment scheduling tool; proprietary — you asked for open source",
    );
    expect(ranked.find((m) => m.slug === "slotly")!.fit_category).toBe("Partial fit");
  });

  it("price: free is met by a free plan or an open-source licence, conflicts with no free plan", () => {
    const text = "a free booking tool so clients book appointments";
    expect(checksOf(text, "slotly", "budget")?.status).toBe("met");
    expect(checksOf(text, "easybook", "budget")).toMatchObject({
      status: "met",
      detail: "Open source (GPL-3.0): no licence fee",
    });
    expect(checksOf(text, "bookr", "budget")).toMatchObject({
      status: "conflict",
      detail: "No free plan — you asked for free",
    });
  });

  it("price: a ceiling in the text is a budget", () => {
    expect(
      checksOf("booking under €60 a month so clients book appointments", "bookr", "budget"),
    ).toMatchObject({
      status: "met",
      detail: "Starts at €600/year — within your budget",
    });
    expect(
      checksOf("booking under €20 a month so clients book appointments", "bookr", "budget"),
    ).toMatchObject({
      status: "conflict",
      detail: "Starts at €600/year — above your budget of up to €240/year",
    });
  });

  it("compliance and data location: met when known, otherwise unknown, never a conflict", () => {
    const text = "GDPR compliant website analytics hosted in the EU";
    expect(checksOf(text, "countly", "compliance")).toEqual({
      criterion: "compliance",
      status: "met",
      detail: "Lists GDPR",
    });
    expect(checksOf(text, "pageview", "compliance")).toEqual({
      criterion: "compliance",
      status: "unknown",
      detail: "GDPR not listed",
    });
    expect(checksOf(text, "countly", "data_location")?.status).toBe("met");
    expect(checksOf(text, "pageview", "data_location")).toEqual({
      criterion: "data_location",
      status: "unknown",
      detail: "Data location not published",
    });
  });

  it("lists only the five wizard criteria when the text states no extra requirement", () => {
    const [first] = find(problem({ problem: "clients book appointments" }));
    expect(first!.qualification_checks.map((c) => c.criterion)).toEqual([
      "company_size",
      "budget",
      "deployment",
      "region",
      "timeline",
    ]);
  });
});

describe("alternative to X", () => {
  it("excludes X, ranks X's kind first, and names X in the interpretation", () => {
    const p = problem({ problem: "An open-source alternative to Tabletop for our team" });
    const ranked = find(p).map((m) => m.slug);
    expect(ranked).not.toContain("tabletop");
    expect(ranked.slice(0, 2)).toEqual(["gridbase", "rowsheet"]);
    expect(interpretProblem(index, p)).toEqual({
      // This test vocabulary has no kind for Tabletop's category: no need is named, only the product to replace.
      needs: [],
      alternativesTo: [{ slug: "tabletop", name: "Tabletop" }],
      requirements: [{ criterion: "license", label: "Open source" }],
      avoided: [],
      missingKind: null,
      otherReadings: [],
    });
  });

  it("works with the name after the cue word and without any other words", () => {
    expect(slugs("Tabletop alternative").slice(0, 2).sort()).toEqual(["gridbase", "rowsheet"]);
  });

  it("offers none of the brand's products: not the one named, nor its siblings, nor any when only the brand is named", () => {
    const brand = (slug: string, name: string, path: string) =>
      vendor({
        slug,
        name,
        website: `https://${path}`,
        description: "Spreadsheet database for team apps, from the makers of Tabletop.",
        categories: ["Spreadsheets & databases"],
      });
    const withBrand = createMatchIndex(
      [
        ...REQUEST_CATALOG,
        brand("tabletop-forms", "Tabletop Forms", "forms.tabletop.example/"),
        brand("tabletop-sync", "Tabletop Sync", "www.tabletop.example/sync"),
      ],
      requestTestVocabulary(),
    );
    const ranked = (text: string) =>
      findMatches(withBrand, problem({ problem: text }), opts).map((m) => m.slug);
    const family = ["tabletop", "tabletop-forms", "tabletop-sync"];
    for (const text of ["An alternative to Tabletop for our team", "replace Tabletop Forms for team apps"]) {
      expect(
        ranked(text).filter((s) => family.includes(s)),
        text,
      ).toEqual([]);
      expect(ranked(text).slice(0, 2).sort(), text).toEqual(["gridbase", "rowsheet"]);
    }
    // Without the cue the brand's products are results like any other.
    expect(ranked("spreadsheet database for team apps")).toEqual(expect.arrayContaining(family));
  });

  it("reads the product a buyer uses as the one to replace only when they say they want something else", () => {
    const leaving = slugs("We use Tabletop for team apps but it is too expensive");
    expect(leaving).not.toContain("tabletop");
    expect(leaving.slice(0, 2).sort()).toEqual(["gridbase", "rowsheet"]);
    expect(slugs("We use Tabletop for team apps and want alternatives")).not.toContain("tabletop");
    // Using it and asking for something that works with it keeps it a result.
    expect(slugs("We use Tabletop and need a spreadsheet database for team apps")).toContain("tabletop");
    // The wish must come after the name: what was too expensive before is not the product in use.
    expect(slugs("The last tool was too expensive; we use Tabletop for team apps")).toContain("tabletop");
  });

  it("falls back to the words when the product is not in the catalog", () => {
    const p = problem({ problem: "alternative to Spreadly, a spreadsheet database" });
    expect(find(p).map((m) => m.slug)).toContain("tabletop");
    expect(interpretProblem(index, p).alternativesTo).toEqual([]);
  });
});

describe("negation", () => {
  it("pushes down a kind of software the buyer does not want", () => {
    const ranked = slugs("website analytics with no cookies and no consent banner");
    expect(ranked.slice(0, 2).sort()).toEqual(["countly", "pageview"]);
    const plain = slugs("website analytics");
    expect(ranked.length).toBeLessThanOrEqual(plain.length);
    expect(
      interpretProblem(index, problem({ problem: "website analytics without a cookie banner" })).avoided,
    ).toEqual(["Cookie consent"]);
  });

  it("reads a negated feature chip as a kind to avoid, never as a feature or a need", () => {
    const asked = problem({ problem: "website analytics", features: ["No consent banner"] });
    const read = interpretProblem(index, asked);
    expect(read.avoided).toEqual(["Cookie consent"]);
    expect(read.needs).not.toContain("Cookie consent");
    const ranked = find(asked);
    expect(
      ranked
        .slice(0, 2)
        .map((m) => m.slug)
        .sort(),
    ).toEqual(["countly", "pageview"]);
    for (const m of ranked) {
      expect(m.matched_features).not.toContain("No consent banner");
      expect(m.missing_features).not.toContain("No consent banner");
    }
    // The same chip without the negation is a feature the buyer wants.
    expect(
      interpretProblem(index, problem({ problem: "website analytics", features: ["Consent banner"] }))
        .avoided,
    ).toEqual([]);
  });

  it("a negated phrase never raises a vendor", () => {
    const bases = ["website analytics", "clients book appointments", "spreadsheet database for team apps"];
    const negations = [
      "without cookies",
      "with no consent banner",
      "don't want a booking page",
      "avoid self-hosting",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...bases), fc.constantFrom(...negations), (base, negation) => {
        const before = new Map(slugs(base).map((s, i) => [s, find(problem({ problem: base }))[i]!.score]));
        for (const m of find(problem({ problem: `${base} ${negation}` }))) {
          expect(before.has(m.slug)).toBe(true);
          expect(m.score).toBeLessThanOrEqual(before.get(m.slug)! + 1e-9);
        }
      }),
    );
  });
});
