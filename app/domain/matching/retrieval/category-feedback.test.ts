import { describe, expect, it } from "vitest";
import { createBm25fBuilder, type TextScores } from "./bm25f";
import { categoryFeedback, categoryFeedbackViews } from "./category-feedback";

/** Five vendors: three recipe apps (one without the query word), a CMS mentioning recipes, a big "Misc" bucket. */
const docs: Array<[string, number[]]> = [
  ["recipes meal planning", [0]],
  ["recipes shopping list", [0]],
  ["cookbook", [0]],
  ["blog recipes", [1, 2]],
  ["misc tools", [2]],
];

function setup() {
  const b = createBm25fBuilder([{ weight: 1, b: 0.75 }], { k1: 1.2 });
  for (const [text] of docs) b.add([text.split(" ")]);
  const text = b.build();
  const start = [0];
  const cats: number[] = [];
  for (const [, c] of docs) {
    cats.push(...c);
    start.push(cats.length);
  }
  const table = {
    size: docs.length,
    categorySize: Int32Array.of(3, 1, 2),
    docCategoryStart: Int32Array.from(start),
    docCategories: Int32Array.from(cats),
  };
  return { text, table };
}

describe("categoryFeedback", () => {
  it("finds the category over-represented among the best text matches", () => {
    const { text, table } = setup();
    const f = categoryFeedback(table, text.score([{ term: "recipes", weight: 1 }]), {
      topK: 10,
      minRelative: 0.35,
      minVotes: 1.5,
    });
    expect(f[0]).toBe(1);
    // a single vendor's vote is not enough
    expect(f[1]).toBe(0);
    expect(f[2]).toBe(0);
  });

  it("is empty when nothing matched", () => {
    const { text, table } = setup();
    const f = categoryFeedback(table, text.score([{ term: "nothing", weight: 1 }]), {
      topK: 10,
      minRelative: 0.35,
      minVotes: 1.5,
    });
    expect([...f]).toEqual([0, 0, 0]);
  });
});

describe("categoryFeedbackViews", () => {
  // Vendors 0 and 1 in category 0, vendors 2 and 3 in category 1; vendor 0 has the best text.
  const table = {
    size: 4,
    categorySize: Int32Array.of(2, 2),
    docCategoryStart: Int32Array.of(0, 1, 2, 3, 4),
    docCategories: Int32Array.of(0, 0, 1, 1),
  };
  const options = { topK: 10, minRelative: 0.35, minVotes: 1.5 };
  const scores = (leader: number, others = 1): TextScores => ({
    scores: Float64Array.of(leader, others, others, others),
    docs: Int32Array.of(0, 1, 2, 3),
    max: Math.max(leader, others),
  });

  it("a leader's lead no longer costs its category the feedback", () => {
    // Relative to the best score, a larger lead shrinks the other vote below the minimum.
    expect(categoryFeedback(table, scores(2), options)[0]).toBe(1);
    expect(categoryFeedback(table, scores(4), options)[0]).toBe(0);
    for (const lead of [1.01, 2, 4, 100]) {
      const views = categoryFeedbackViews(table, scores(lead), options);
      expect(views.leader?.doc).toBe(0);
      expect(views.leader!.strengths[0]).toBe(1);
      expect([...views.strengths]).toEqual([...categoryFeedback(table, scores(lead), options)]);
    }
  });

  it("has no leader view when the best score is shared or nothing matched", () => {
    expect(categoryFeedbackViews(table, scores(1), options).leader).toBeNull();
    const none = categoryFeedbackViews(
      table,
      { scores: new Float64Array(4), docs: new Int32Array(0), max: 0 },
      options,
    );
    expect(none.leader).toBeNull();
    expect([...none.strengths]).toEqual([0, 0]);
  });
});
