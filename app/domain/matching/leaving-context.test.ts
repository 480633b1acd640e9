import { describe, expect, it } from "vitest";
import { createMatchIndex, findMatches, understandProblem } from ".";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { problem, vendor } from "./testing/fixtures";
import { REQUEST_CATALOG, requestTestVocabulary } from "./testing/requests";
import { compileVocabulary } from "./understanding/compiled-vocabulary";
import { parseVocabulary } from "./vocabulary";

/**
 * "instead of X", "rather than X", "an alternative to X", "replace X": X is the tool the buyer leaves. When X is not a
 * catalog product, the clause is the buyer's situation and must never make the engine avoid the kind the need names
 * (Plankly stands for a well-known board tool that this catalog lacks, and is a cue of its kind, as brand names are in
 * the real vocabulary).
 */
const base = requestTestVocabulary();
const vocabulary = parseVocabulary({
  ...base,
  version: "test-leaving",
  capabilities: [
    ...base.capabilities,
    {
      id: "project-management",
      name: "Project management",
      categories: ["Project management"],
      cues: ["task board", "project management", "plan projects", "plankly"],
      weak_cues: ["tasks", "projects"],
      terms: ["project", "tasks", "board", "kanban"],
    },
  ],
});
const catalog = [
  ...FIXTURE_CATALOG,
  ...REQUEST_CATALOG,
  vendor({
    slug: "boardwise",
    name: "Boardwise",
    description: "Project management with a kanban task board, due dates and assignees.",
    categories: ["Project management"],
  }),
  vendor({
    slug: "taskpile",
    name: "Taskpile",
    description: "Plan projects on boards and lists; assign tasks to the team.",
    categories: ["Project management"],
  }),
];
const index = createMatchIndex(catalog, vocabulary);
const compiled = compileVocabulary(vocabulary);
const categoriesOf = new Map(catalog.map((v) => [v.slug, v.categories]));
const run = (text: string) =>
  findMatches(index, problem({ problem: text }), { currentYear: 2026, limit: 10 });
const avoided = (text: string) =>
  understandProblem(compiled, problem({ problem: text }), index.products).avoided.map(
    (c) => vocabulary.capabilities[c]!.id,
  );

describe("the tool being left, when the catalog does not have it", () => {
  it("'we need a task board instead of Plankly' finds task boards and avoids nothing", () => {
    const text = "We need a task board instead of Plankly";
    expect(avoided(text)).toEqual([]);
    const ranked = run(text);
    expect(
      ranked
        .map((m) => m.slug)
        .slice(0, 2)
        .sort(),
    ).toEqual(["boardwise", "taskpile"]);
  });

  it("a need phrase that names its kind only weakly is not undone by the brand's kind", () => {
    const text = "We need something for our tasks rather than Plankly";
    expect(avoided(text)).toEqual([]);
    expect(categoriesOf.get(run(text)[0]!.slug)).toContain("Project management");
  });

  it("a known product after 'instead of' is still the one replaced, and left out", () => {
    const text = "We need a spreadsheet database instead of Tabletop";
    const slugs = run(text).map((m) => m.slug);
    expect(slugs).not.toContain("tabletop");
    expect(slugs.length).toBeGreaterThan(0);
  });
});

describe("property: a need naming a kind with products never yields zero results because of a context clause", () => {
  const clauses = [
    (x: string) => `instead of ${x}`,
    (x: string) => `rather than ${x}`,
    (x: string) => `as an alternative to ${x}`,
    (x: string) => `to replace ${x}`,
    (x: string) => `switching from ${x}`,
  ];
  // Each kind with products in the catalog, named by its first cue.
  const kinds = vocabulary.capabilities.filter((c) =>
    catalog.some((v) => v.categories.some((cat) => c.categories.includes(cat))),
  );
  it("covers every kind of the fixture vocabulary that has products", () => {
    expect(kinds.length).toBeGreaterThanOrEqual(7);
  });
  for (const kind of kinds) {
    // What the buyer leaves: an unknown brand, a brand that is a cue of this very kind, a cue of another kind.
    const others = vocabulary.capabilities.filter((c) => c.id !== kind.id);
    const leftBehind = ["Zorblix", "Plankly", ...others.map((c) => c.cues[0]!)];
    it(`"we need ${kind.cues[0]}" + a context clause still returns ${kind.name} first`, () => {
      for (const clause of clauses) {
        for (const x of leftBehind) {
          const text = `We need ${kind.cues[0]} ${clause(x)}`;
          const ranked = run(text);
          expect(ranked.length, text).toBeGreaterThan(0);
          expect(
            categoriesOf.get(ranked[0]!.slug)!.some((cat) => kind.categories.includes(cat)),
            `${text} -> ${ranked[0]!.slug}`,
          ).toBe(true);
          expect(avoided(text), text).not.toContain(kind.id);
        }
      }
    });
  }
});
