import { describe, expect, it } from "vitest";
import { createCatalogIndexer, createMatchIndex, runSteps } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches, matchProblem } from "../find-matches";
import type { MatchIndex } from "../match-index";
import { DEFAULT_ENGINE_OPTIONS, type EngineOptionsOverrides } from "../options";
import { nearestKinds } from "../pipeline/missing-kind";
import { problem, testVocabulary, vendor } from "../testing/fixtures";
import type { CatalogVendor } from "../types";
import { firstSentence } from "../vendor-analysis";
import { parseVocabulary } from "../vocabulary";

const base = testVocabulary();
const vocabulary = parseVocabulary({
  ...base,
  version: "induction-test",
  capabilities: [
    ...base.capabilities,
    {
      id: "surveys",
      name: "Surveys & questionnaires",
      categories: ["Surveys"],
      related_categories: [],
      cues: ["survey", "questionnaire"],
      weak_cues: ["feedback"],
      terms: ["survey", "questionnaire", "responses"],
    },
    {
      id: "wikis",
      name: "Team wikis",
      categories: ["Wikis"],
      related_categories: [],
      cues: ["wiki", "knowledge base"],
      weak_cues: [],
      terms: ["wiki", "pages", "documentation"],
    },
  ],
  features: [
    ...base.features,
    {
      id: "skip-logic",
      name: "Skip logic",
      synonyms: ["skip logic", "branching"],
      capabilities: ["surveys"],
    },
  ],
});

const {
  inductionAffinity: A,
  inductionMinShare,
  inductionTextVote,
  ownKindAffinity,
} = DEFAULT_ENGINE_OPTIONS.indexing;

/** Categories named with no meaning: members say what they are. "Group C" is a mix. */
const CATALOG: CatalogVendor[] = [
  vendor({
    slug: "askwell",
    categories: ["Group A"],
    tagline: "The survey tool for small teams",
    description: "Send it to customers and read the answers.",
  }),
  vendor({
    slug: "pollster",
    categories: ["Group A"],
    description: "Pollster builds a questionnaire in minutes. Answers arrive by email.",
  }),
  vendor({
    slug: "formica",
    categories: ["Group A"],
    tagline: "Online survey builder",
    description: "Branching questions and exports.",
  }),
  // Says what it is without the kind's words; names it further down.
  vendor({
    slug: "quietform",
    categories: ["Group A"],
    description: "Collect answers from the people who matter. Every survey is anonymous by default.",
  }),
  vendor({
    slug: "pagewise",
    categories: ["Group B"],
    tagline: "A wiki for your whole company",
    description: "Write pages together.",
  }),
  vendor({
    slug: "notebook",
    categories: ["Group B"],
    description: "Notebook is a knowledge base your team keeps up to date.",
  }),
  vendor({
    slug: "docuwiki",
    categories: ["Group B"],
    tagline: "Self-hosted wiki",
    description: "Markdown pages with history.",
  }),
  vendor({
    slug: "mixed-survey",
    categories: ["Group C"],
    description: "Mixed Survey is a survey app for events.",
  }),
  vendor({ slug: "mixed-wiki", categories: ["Group C"], description: "A wiki for clubs." }),
  vendor({
    slug: "mixed-desk",
    categories: ["Group C"],
    description: "A help desk for schools.",
  }),
  vendor({ slug: "mixed-none", categories: ["Group C"], description: "Does many things." }),
  // A category the vocabulary names: its members' own words do not change what it means.
  ...["desk-one", "desk-two", "desk-three"].map((slug) =>
    vendor({
      slug,
      categories: ["Ticketing"],
      tagline: "Help desk with a wiki built in",
      description: "Answer tickets and keep a wiki of answers.",
    }),
  ),
];

function capabilityIndex(index: MatchIndex, id: string): number {
  return index.vocab.vocabulary.capabilities.findIndex((c) => c.id === id);
}

/** The affinity the vendor's categories give it for a capability (0: none). */
function categoryAffinity(index: MatchIndex, slug: string, capability: string): number {
  const p = index.capabilityByCategory[capabilityIndex(index, capability)]!;
  const i = p.docs.indexOf(index.docBySlug.get(slug)!);
  return i < 0 ? 0 : p.weights[i]!;
}

function build(catalog = CATALOG, overrides: EngineOptionsOverrides = {}): MatchIndex {
  return createMatchIndex(catalog, vocabulary, overrides);
}

describe("category induction", () => {
  it("gives a category the kind most of its members describe themselves as, and every member that kind", () => {
    const index = build();
    // Group A: three say "survey"/"questionnaire" where they say what they are, one only further down.
    const share = (3 + inductionTextVote) / 4;
    expect(share).toBeGreaterThanOrEqual(inductionMinShare);
    // The member that says it only further down is of the kind as fully as the others, as in a named category.
    for (const slug of ["askwell", "pollster", "formica", "quietform"])
      expect(categoryAffinity(index, slug, "surveys")).toBeCloseTo(A, 5);
    for (const slug of ["pagewise", "notebook", "docuwiki"]) {
      expect(categoryAffinity(index, slug, "wikis")).toBeCloseTo(A, 5);
      expect(categoryAffinity(index, slug, "surveys")).toBe(0);
    }
    // Induced kinds stay below a named category's core affinity.
    expect(A).toBeLessThan(1);
  });

  it("ranks the members of the category meaning the need first", () => {
    const index = build();
    const matches = findMatches(index, problem({ problem: "We want to send a survey to our customers." }), {
      currentYear: 2025,
    });
    expect(
      matches
        .slice(0, 4)
        .map((m) => m.slug)
        .sort(),
    ).toEqual(["askwell", "formica", "pollster", "quietform"]);
    const wiki = findMatches(index, problem({ problem: "Our team needs a wiki." }), { currentYear: 2025 });
    expect(new Set(wiki.slice(0, 3).map((m) => m.slug))).toEqual(
      new Set(["pagewise", "notebook", "docuwiki"]),
    );
  });

  it("makes the induced kind one the catalog has, named as the main kind of the category's members", () => {
    const surveyNeed = problem({ problem: "We want to send a survey to our customers." });
    const index = build();
    const { interpretation, verdicts } = matchProblem(index, surveyNeed, { currentYear: 2025 });
    expect(interpretation.missingKind).toBeNull();
    expect(nearestKinds(index, verdicts)[0]).toBe("Surveys & questionnaires");
    const names = (i: MatchIndex) =>
      i.categoryNames.map((name, c) => [
        name,
        i.categoryKinds[c]!.map((k) => i.vocab.vocabulary.capabilities[k]!.id),
      ]);
    expect(names(index)).toEqual(
      expect.arrayContaining([
        ["Group A", ["surveys"]],
        ["Group B", ["wikis"]],
        ["Group C", []],
        ["Ticketing", []],
      ]),
    );
    // Without induction no category of the catalog means surveys: the kind reads as missing.
    const without = build(CATALOG, { indexing: { inductionAffinity: 0 } });
    expect(matchProblem(without, surveyNeed, { currentYear: 2025 }).interpretation.missingKind?.id).toBe(
      "surveys",
    );
  });

  it("gives the category's members the features its kind implies, as a named category does", () => {
    const index = build();
    const skipLogic = index.vocab.vocabulary.features.findIndex((f) => f.id === "skip-logic");
    const docs = [...index.featureDocs[skipLogic]!].map((d) => index.vendors[d]!.slug).sort();
    // Every Group A member, and no vendor that only describes itself as a survey tool (Group C's).
    expect(docs).toEqual(["askwell", "formica", "pollster", "quietform"]);
    const without = build(CATALOG, { indexing: { inductionAffinity: 0 } });
    // Without induction only the member that writes it ("Branching questions") has it.
    expect([...without.featureDocs[skipLogic]!].map((d) => without.vendors[d]!.slug)).toEqual(["formica"]);
  });

  it("reads what a product to replace is from its category's induced kind", () => {
    // Its own words name no kind; its category was induced to mean wikis.
    const inkwell = vendor({
      slug: "inkwell",
      name: "Inkwell",
      categories: ["Group B"],
      description: "Inkwell keeps what your team knows in one place.",
    });
    // The test vocabulary with the default vocabulary's "alternative to X" phrasings.
    const withAlternatives = parseVocabulary({
      ...vocabulary,
      alternative_cues: defaultVocabulary().alternative_cues,
    });
    const index = createMatchIndex([...CATALOG, inkwell], withAlternatives);
    const { interpretation, verdicts } = matchProblem(
      index,
      problem({ problem: "An alternative to Inkwell" }),
      {
        currentYear: 2025,
      },
    );
    expect(interpretation.alternativesTo.map((a) => a.slug)).toEqual(["inkwell"]);
    expect(interpretation.needs).toContain("Team wikis");
    expect(["pagewise", "notebook", "docuwiki"]).toContain(verdicts[0]!.slug);
  });

  it("leaves a category with a known name as the vocabulary reads it", () => {
    const index = build();
    for (const slug of ["desk-one", "desk-two", "desk-three"]) {
      expect(categoryAffinity(index, slug, "help-desk")).toBe(1);
      expect(categoryAffinity(index, slug, "wikis")).toBe(0);
    }
  });

  it("induces nothing from a mixed category; its members keep the kinds they describe themselves as", () => {
    const index = build();
    expect(categoryAffinity(index, "mixed-survey", "surveys")).toBeCloseTo(ownKindAffinity, 5);
    expect(categoryAffinity(index, "mixed-survey", "wikis")).toBe(0);
    expect(categoryAffinity(index, "mixed-wiki", "wikis")).toBeCloseTo(ownKindAffinity, 5);
    expect(categoryAffinity(index, "mixed-wiki", "surveys")).toBe(0);
    for (const capability of ["surveys", "wikis", "help-desk"])
      expect(categoryAffinity(index, "mixed-none", capability)).toBe(0);
    const weaker = build(CATALOG, { indexing: { ownKindAffinity: 0.4 } });
    expect(categoryAffinity(weaker, "mixed-survey", "surveys")).toBeCloseTo(0.4, 5);
    // A member of an induced category takes its kinds from the category.
    expect(categoryAffinity(weaker, "askwell", "surveys")).toBeCloseTo(A, 5);
  });

  it("needs enough members describing the kind", () => {
    const two = CATALOG.filter((v) => v.slug !== "docuwiki");
    // Two of Group B left, without the small-category rule: no induction, each keeps its own kind only.
    const index = build(two, { indexing: { inductionSmallMinMembers: 0 } });
    expect(categoryAffinity(index, "pagewise", "wikis")).toBeCloseTo(ownKindAffinity, 5);
    expect(categoryAffinity(index, "notebook", "wikis")).toBeCloseTo(ownKindAffinity, 5);
    // With it, both say "wiki" / "knowledge base" up front with a strong cue: two agreeing members of two.
    expect(categoryAffinity(build(two), "pagewise", "wikis")).toBeCloseTo(A, 5);
  });

  it("is switched off by its options", () => {
    const noInduction = build(CATALOG, { indexing: { inductionAffinity: 0 } });
    // Without induction, Group A's members have no category of a known kind: their own words count.
    expect(categoryAffinity(noInduction, "askwell", "surveys")).toBeCloseTo(ownKindAffinity, 5);
    expect(categoryAffinity(noInduction, "quietform", "surveys")).toBe(0);
    const neither = build(CATALOG, { indexing: { inductionAffinity: 0, ownKindAffinity: 0 } });
    for (const v of CATALOG) {
      expect(categoryAffinity(neither, v.slug, "surveys")).toBe(0);
      expect(categoryAffinity(neither, v.slug, "wikis")).toBe(0);
    }
  });

  it("is recomputed at every snapshot, as a fresh build computes it", () => {
    const indexer = createCatalogIndexer(vocabulary);
    runSteps(
      indexer.update({ upsert: CATALOG.filter((v) => v.slug !== "formica" && v.slug !== "pollster") }),
    );
    const before = runSteps(indexer.snapshot());
    // Two Group A members that name the kind up front: not enough yet.
    expect(categoryAffinity(before, "askwell", "surveys")).toBeCloseTo(ownKindAffinity, 5);
    runSteps(
      indexer.update({ upsert: CATALOG.filter((v) => v.slug === "formica" || v.slug === "pollster") }),
    );
    const after = runSteps(indexer.snapshot());
    const fresh = build();
    for (const v of CATALOG)
      for (const capability of ["surveys", "wikis", "help-desk"])
        expect(categoryAffinity(after, v.slug, capability)).toBe(categoryAffinity(fresh, v.slug, capability));
    // An edit that changes no document id re-reads the category too.
    runSteps(
      indexer.update({
        upsert: ["askwell", "formica", "pollster"].map((slug) =>
          vendor({ slug, categories: ["Group A"], description: "Keeps a wiki of your notes." }),
        ),
      }),
    );
    const edited = runSteps(indexer.snapshot());
    expect(categoryAffinity(edited, "quietform", "surveys")).toBe(0);
    expect(categoryAffinity(edited, "askwell", "wikis")).toBeGreaterThan(0);
  });
});

/** `count` members of a category, each introducing itself with the same tagline (null: says nothing of its kind). */
function members(category: string, prefix: string, count: number, tagline: string | null): CatalogVendor[] {
  return Array.from({ length: count }, (_, i) =>
    vendor({
      slug: `${prefix}-${i + 1}`,
      categories: [category],
      tagline,
      description: tagline ? "Made by a small team." : "Does many things for many people.",
    }),
  );
}

const SURVEY = "Online survey builder";
const WIKI = "Self-hosted wiki";

/**
 * Meaningless categories where no kind reaches the share: "Group L" leans to surveys (3 of 12, one wiki), "Group T"
 * is split evenly (3 surveys, 3 wikis of 12). Groups S and W are plain survey and wiki categories.
 */
const LOOSE: CatalogVendor[] = [
  ...members("Group S", "s", 6, SURVEY),
  ...members("Group W", "w", 6, WIKI),
  ...members("Group L", "l-survey", 3, SURVEY),
  ...members("Group L", "l-wiki", 1, WIKI),
  ...members("Group L", "l-quiet", 8, null),
  ...members("Group T", "t-survey", 3, SURVEY),
  ...members("Group T", "t-wiki", 3, WIKI),
  ...members("Group T", "t-quiet", 6, null),
];

describe("category induction where members describe themselves loosely", () => {
  it("gives a category its most described kind when that kind clearly leads, below the share", () => {
    const index = build(LOOSE);
    const share = 3 / 12;
    expect(share).toBeLessThan(inductionMinShare);
    // Its silent members are of the kind as fully as its describers: the category means it.
    expect(categoryAffinity(index, "l-quiet-1", "surveys")).toBeCloseTo(A, 5);
    expect(categoryAffinity(index, "l-survey-1", "surveys")).toBeCloseTo(A, 5);
    expect(categoryAffinity(index, "l-quiet-1", "wikis")).toBe(0);
    expect(index.categoryKinds[index.categoryNames.indexOf("Group L")]).toEqual([
      capabilityIndex(index, "surveys"),
    ]);
    const off = build(LOOSE, { indexing: { inductionLeadMinShare: 2 } });
    expect(categoryAffinity(off, "l-quiet-1", "surveys")).toBe(0);
    // A survey need finds the silent members of the category leaning to surveys, not those of the split one.
    const found = matchProblem(
      index,
      problem({ problem: "Our choir wants to ask its singers a few questions by survey." }),
      {
        currentYear: 2025,
        limit: 50,
      },
    ).verdicts.map((v) => v.slug);
    expect(found).toContain("l-quiet-1");
    expect(found).not.toContain("t-quiet-1");
    const foundOff = matchProblem(
      off,
      problem({ problem: "Our choir wants to ask its singers a few questions by survey." }),
      {
        currentYear: 2025,
        limit: 50,
      },
    ).verdicts.map((v) => v.slug);
    expect(foundOff).not.toContain("l-quiet-1");
  });

  it("makes a silent member of a nameless category as much of its kind as one that names it", () => {
    // A third of the harbour group call themselves a wiki up front; the rest say nothing of their kind.
    const catalog = [
      ...members("Group H", "h-wiki", 3, "Wiki for harbour crews"),
      ...members("Group H", "h-quiet", 6, null),
      vendor({
        slug: "galley-notes",
        categories: ["Group G"],
        tagline: "Shift handovers and a wiki for restaurant kitchens",
        description: "Chefs leave notes for the next shift.",
      }),
    ];
    const index = build(catalog);
    expect(categoryAffinity(index, "h-quiet-1", "wikis")).toBeCloseTo(A, 5);
    expect(categoryAffinity(index, "h-quiet-1", "wikis")).toBe(categoryAffinity(index, "h-wiki-1", "wikis"));
    // A vendor whose own words alone say it is a wiki, with no category behind them, is less surely one.
    expect(categoryAffinity(index, "galley-notes", "wikis")).toBeCloseTo(ownKindAffinity, 5);
    const found = findMatches(
      index,
      problem({ problem: "Our boatyard volunteers want a wiki so nobody has to ask twice." }),
      { currentYear: 2025, limit: 20 },
    ).map((m) => m.slug);
    for (let i = 1; i <= 6; i++) expect(found).toContain(`h-quiet-${i}`);
  });

  it("induces nothing from a category split between kinds", () => {
    const index = build(LOOSE);
    expect(index.categoryKinds[index.categoryNames.indexOf("Group T")]).toEqual([]);
    for (const capability of ["surveys", "wikis"])
      expect(categoryAffinity(index, "t-quiet-1", capability)).toBe(0);
    // Its describers keep their own words.
    expect(categoryAffinity(index, "t-wiki-1", "wikis")).toBeCloseTo(ownKindAffinity, 5);
  });
});

/** Small nameless categories (under 10 members), where 3 agreeing members would already be the share. */
const SMALL: CatalogVendor[] = [
  // Two of five call themselves a help desk up front; the rest say nothing of their kind.
  vendor({
    slug: "deskling",
    categories: ["Lot 7"],
    tagline: "A help desk for bicycle repair shops",
    description: "Riders write in, mechanics answer.",
  }),
  vendor({
    slug: "frontline-ticks",
    categories: ["Lot 7"],
    description:
      "Frontline Ticks is the help desk that plumbers answer from the van. Photos attach to each job.",
  }),
  ...members("Lot 7", "lot7-quiet", 3, null),
  // Two call themselves a wiki, two a survey tool: split, it means neither.
  vendor({ slug: "lot8-wiki-1", categories: ["Lot 8"], tagline: "Self-hosted wiki for allotment clubs" }),
  vendor({ slug: "lot8-wiki-2", categories: ["Lot 8"], tagline: "The wiki your bakery staff will read" }),
  vendor({ slug: "lot8-survey-1", categories: ["Lot 8"], tagline: "A survey app for ferry passengers" }),
  vendor({
    slug: "lot8-survey-2",
    categories: ["Lot 8"],
    tagline: "Questionnaire builder for dance schools",
  }),
  // Only one says it up front; the other names the kind further down its description.
  vendor({ slug: "lot9-wiki", categories: ["Lot 9"], tagline: "Wiki for model railway societies" }),
  vendor({
    slug: "lot9-later",
    categories: ["Lot 9"],
    description: "Tracks the layouts of every member. A wiki page per locomotive is optional.",
  }),
  ...members("Lot 9", "lot9-quiet", 2, null),
  // Two of five call themselves a wiki; the three others each say they are something else.
  vendor({ slug: "lot10-wiki-1", categories: ["Lot 10"], tagline: "A wiki for beekeeping associations" }),
  vendor({ slug: "lot10-wiki-2", categories: ["Lot 10"], tagline: "The wiki of a chess federation" }),
  vendor({ slug: "lot10-survey", categories: ["Lot 10"], tagline: "A questionnaire builder for museums" }),
  vendor({ slug: "lot10-desk", categories: ["Lot 10"], tagline: "Help desk for rowing clubs" }),
  vendor({ slug: "lot10-fleet", categories: ["Lot 10"], tagline: "Route planning for milk collection" }),
  // Two name surveys, two name wikis: one of the wiki votes comes from a member listing three kinds it handles.
  vendor({ slug: "lot11-both", categories: ["Lot 11"], tagline: "Wiki and survey server" }),
  vendor({ slug: "lot11-survey", categories: ["Lot 11"], tagline: "A survey tool for orchestras" }),
  vendor({
    slug: "lot11-lister",
    categories: ["Lot 11"],
    tagline: "Wiki, help desk and invoices in one hub",
  }),
  ...members("Lot 11", "lot11-quiet", 1, null),
];

describe("category induction in small nameless categories", () => {
  it("gives every member the one kind two members name up front with a strong cue", () => {
    const index = build(SMALL);
    expect(index.categoryKinds[index.categoryNames.indexOf("Lot 7")]).toEqual([
      capabilityIndex(index, "help-desk"),
    ]);
    for (const slug of ["deskling", "frontline-ticks", "lot7-quiet-1", "lot7-quiet-3"])
      expect(categoryAffinity(index, slug, "help-desk")).toBeCloseTo(A, 5);
    const found = findMatches(
      index,
      problem({
        problem: "Tenants of our flats report broken boilers by phone; we need a help desk to track them.",
      }),
      { currentYear: 2025, limit: 20 },
    ).map((m) => m.slug);
    expect(found).toContain("lot7-quiet-2");
    const off = build(SMALL, { indexing: { inductionSmallMinMembers: 0 } });
    expect(categoryAffinity(off, "lot7-quiet-1", "help-desk")).toBe(0);
    expect(categoryAffinity(off, "deskling", "help-desk")).toBeCloseTo(ownKindAffinity, 5);
  });

  it("induces nothing when two kinds are each named by two members", () => {
    const index = build(SMALL);
    expect(index.categoryKinds[index.categoryNames.indexOf("Lot 8")]).toEqual([]);
    expect(categoryAffinity(index, "lot8-wiki-1", "wikis")).toBeCloseTo(ownKindAffinity, 5);
    expect(categoryAffinity(index, "lot8-wiki-1", "surveys")).toBe(0);
    expect(categoryAffinity(index, "lot8-survey-2", "surveys")).toBeCloseTo(ownKindAffinity, 5);
  });

  it("induces nothing when the two naming a kind are fewer than half of the members saying what they are", () => {
    const index = build(SMALL);
    expect(index.categoryKinds[index.categoryNames.indexOf("Lot 10")]).toEqual([]);
    // Each member is what it says it is.
    expect(categoryAffinity(index, "lot10-wiki-1", "wikis")).toBeCloseTo(ownKindAffinity, 5);
    expect(categoryAffinity(index, "lot10-survey", "wikis")).toBe(0);
    expect(categoryAffinity(index, "lot10-survey", "surveys")).toBeCloseTo(ownKindAffinity, 5);
  });

  it("prefers the kind members name alone over one a member lists among others", () => {
    const index = build(SMALL);
    expect(index.categoryKinds[index.categoryNames.indexOf("Lot 11")]).toEqual([
      capabilityIndex(index, "surveys"),
    ]);
    for (const slug of ["lot11-both", "lot11-survey", "lot11-lister", "lot11-quiet-1"])
      expect(categoryAffinity(index, slug, "surveys")).toBeCloseTo(A, 5);
  });

  it("does not count a kind named only further down a member's text", () => {
    const index = build(SMALL);
    expect(index.categoryKinds[index.categoryNames.indexOf("Lot 9")]).toEqual([]);
    expect(categoryAffinity(index, "lot9-quiet-1", "wikis")).toBe(0);
    expect(categoryAffinity(index, "lot9-wiki", "wikis")).toBeCloseTo(ownKindAffinity, 5);
  });
});

describe("fit labels on a catalog whose categories say nothing (ADR 018)", () => {
  /** Score thresholds low enough for the fixture's scores, so the evidence alone decides the label. */
  const lenient: EngineOptionsOverrides = { excellentFitMinScore: 30, goodFitMinScore: 10 };
  const labels = (index: MatchIndex, p: Parameters<typeof problem>[0]) =>
    Object.fromEntries(
      findMatches(index, problem(p), { currentYear: 2025 }).map((m) => [
        m.slug,
        { label: m.fit_category, note: m.fit_note },
      ]),
    );

  it("counts an induced kind the member's own tagline or first sentence names as a strong need match", () => {
    const index = build(CATALOG, lenient);
    const got = labels(index, { problem: "We need a survey tool for our customers." });
    // askwell and formica say "survey" in their tagline, pollster "questionnaire" in its first sentence.
    for (const slug of ["askwell", "formica", "pollster"])
      expect(got[slug]).toEqual({ label: "Excellent fit", note: null });
    // quietform is of the kind only by its category's share: its first sentence says something else.
    expect(got.quietform).toEqual({
      label: "Good fit",
      note: "Good fit: your description names the kind of software only loosely",
    });
    // Its matched kinds, in the explanation, are the kinds it is stated to be of.
    const verdicts = findMatches(index, problem({ problem: "We need a survey tool." }), {
      currentYear: 2025,
    });
    expect(verdicts.find((v) => v.slug === "askwell")!.explanation).toContain("Surveys & questionnaires");
    expect(verdicts.find((v) => v.slug === "quietform")!.explanation).not.toContain(
      "Surveys & questionnaires",
    );
  });

  it("counts a vendor's own words with no category behind them as a loose match: Good fit at most", () => {
    const got = labels(build(CATALOG, lenient), { problem: "We need a survey tool for our customers." });
    // mixed-survey's category induced nothing (a mix): "a survey app" in its own first sentence is all there is.
    expect(got["mixed-survey"]).toEqual({
      label: "Good fit",
      note: "Good fit: your description names the kind of software only loosely",
    });
  });

  it("keeps a vague problem modest and lets conflicts cap a stated member", () => {
    const usOnly = CATALOG.map((v) => (v.slug === "askwell" ? { ...v, regions: ["US"] } : v));
    const index = build(usOnly, lenient);
    const europe = labels(index, {
      problem: "We need a survey tool for our customers.",
      region_focus: "Europe",
    });
    expect(europe.askwell!.label).toBe("Partial fit");
    expect(europe.formica!.label).toBe("Excellent fit");
    // A word that only hints at the kind (a weak cue): the need is read loosely, so no label is Excellent.
    const vague = labels(index, { problem: "We want more feedback from our customers." });
    expect(Object.values(vague).some((v) => v.label === "Excellent fit")).toBe(false);
    expect(vague.formica?.label).toBe("Good fit");
  });

  it("is not what a named category gives: there the category alone is the statement", () => {
    // Same members, their category named: quietform is a survey tool by its category, stated or not.
    const named = CATALOG.map((v) => (v.categories[0] === "Group A" ? { ...v, categories: ["Surveys"] } : v));
    const got = labels(build(named, lenient), { problem: "We need a survey tool for our customers." });
    for (const slug of ["askwell", "formica", "pollster", "quietform"])
      expect(got[slug]!.label).toBe("Excellent fit");
  });
});

describe("firstSentence", () => {
  it("ends at the first stop followed by a space, not inside a word", () => {
    expect(firstSentence("Wiki.js is a wiki. It runs anywhere.")).toBe("Wiki.js is a wiki.");
    expect(firstSentence("Version 2.0 is out! More soon")).toBe("Version 2.0 is out!");
    expect(firstSentence("No stop at all")).toBe("No stop at all");
    expect(firstSentence("")).toBe("");
  });
});

/** A broad kind and a narrower one that lists the broad kind's category among its related categories. */
const layered = parseVocabulary({
  ...base,
  version: "induction-layers-test",
  capabilities: [
    ...base.capabilities,
    {
      id: "boat-storage",
      name: "Boat storage & moorings",
      categories: ["Boat storage"],
      related_categories: [],
      cues: ["boat storage", "moorings"],
      weak_cues: [],
      terms: ["boat", "storage", "moorings"],
    },
    {
      id: "winter-haulout",
      name: "Winter haul-out planning",
      categories: ["Winter haul-out"],
      related_categories: ["Boat storage"],
      cues: ["haul-out planner", "haul out planner"],
      weak_cues: [],
      terms: ["haul", "winter"],
    },
  ],
});

const BOATS = "Boat storage for marinas";
const BOTH = "Boat storage with a haul-out planner";
const HAULOUT = "The haul-out planner for boatyards";

describe("category induction: neighbours and narrower kinds of an induced kind", () => {
  const named = createMatchIndex(members("Boat storage", "named", 4, BOATS), layered);
  const index = createMatchIndex(
    [
      ...members("Group Y", "y", 4, BOATS),
      // 12 members, all storing boats; 3 of them (25 %: below the share) also plan the haul-out.
      ...members("Group P", "p-both", 3, BOTH),
      ...members("Group P", "p-boats", 9, BOATS),
      // 3 of 12 plan the haul-out without naming boat storage: the narrower kind is not one under the category's.
      ...members("Group Q", "q-haulout", 3, HAULOUT),
      ...members("Group Q", "q-boats", 9, BOATS),
    ],
    layered,
  );
  const kinds = (group: string) =>
    index.categoryKinds[index.categoryNames.indexOf(group)]!.map(
      (k) => index.vocab.vocabulary.capabilities[k]!.id,
    );

  it("makes an induced category a neighbour of the kinds that list its kind as related, as a named one is", () => {
    expect(categoryAffinity(named, "named-1", "winter-haulout")).toBeGreaterThan(0);
    expect(categoryAffinity(index, "y-1", "boat-storage")).toBeCloseTo(A, 5);
    expect(categoryAffinity(index, "y-1", "winter-haulout")).toBeCloseTo(
      categoryAffinity(named, "named-1", "winter-haulout") * A,
      5,
    );
    // The neighbour is not a kind of the category.
    expect(kinds("Group Y")).toEqual(["boat-storage"]);
  });

  it("gives a category of a broad kind the narrower kind its members name under it, below the share", () => {
    expect(3 / 12).toBeLessThan(inductionMinShare);
    expect(kinds("Group P")).toEqual(["boat-storage", "winter-haulout"]);
    // Every member is of the narrower kind the category was induced to mean, those naming it and the others alike.
    expect(categoryAffinity(index, "p-both-1", "winter-haulout")).toBeCloseTo(A, 5);
    expect(categoryAffinity(index, "p-boats-1", "winter-haulout")).toBeCloseTo(A, 5);
    const off = createMatchIndex(
      [...members("Group P", "p-both", 3, BOTH), ...members("Group P", "p-boats", 9, BOATS)],
      layered,
      { indexing: { inductionNarrowerMinShare: 2 } },
    );
    expect(off.categoryKinds[0]!.map((k) => off.vocab.vocabulary.capabilities[k]!.id)).toEqual([
      "boat-storage",
    ]);
  });

  it("does not give the narrower kind when its members do not name the broad kind", () => {
    expect(kinds("Group Q")).toEqual(["boat-storage"]);
  });
});

describe("nameless categories weighed by the share of each kind (candidates)", () => {
  const real = defaultVocabulary();
  const SURVEYS = "Online survey builder for clubs";
  const WIKIS = "A wiki for clubs and associations";
  // Group M: a quarter of its members make surveys, the rest wikis: it is a wiki category with some survey tools.
  const catalog = [
    ...members("Group M", "m-survey", 3, SURVEYS),
    ...members("Group M", "m-wiki", 9, WIKIS),
    ...members("Group N", "n-wiki", 12, WIKIS),
  ];
  const text = "A wiki for our rowing club to keep its rules and rotas. We don't want a survey tool.";
  const scores = (overrides: EngineOptionsOverrides) => {
    const index = createMatchIndex(catalog, real, overrides);
    return new Map(
      findMatches(index, problem({ problem: text }), { currentYear: 2025, limit: 50 }).map((m) => [
        m.slug,
        m.score,
      ]),
    );
  };

  it("pushes down the members of a renamed category in proportion to its share of an avoided kind", () => {
    const index = createMatchIndex(catalog, real);
    const m = index.categoryNames.indexOf("Group M");
    const surveys = [...index.categoryKindShares[m]!.keys()].find(
      (k) => index.vocab.vocabulary.capabilities[k]!.id === "surveys-forms",
    );
    expect(surveys).toBeDefined();
    const share = index.categoryKindShares[m]!.get(surveys!)!;
    expect(share).toBeCloseTo(3 / 12, 5);
    const penalized = scores({});
    const unpenalized = scores({ negatedKindPenalty: 1 });
    const penalty = DEFAULT_ENGINE_OPTIONS.negatedKindPenalty;
    // A silent wiki member of Group M is a survey tool only as far as its category is; Group N's are not at all.
    expect(penalized.get("m-wiki-1")! / unpenalized.get("m-wiki-1")!).toBeCloseTo(
      1 - share * (1 - penalty),
      1,
    );
    expect(penalized.get("n-wiki-1")).toBeCloseTo(unpenalized.get("n-wiki-1")!, 5);
    expect(penalized.get("m-wiki-1")!).toBeLessThan(penalized.get("n-wiki-1")!);
  }, 60_000);
});
