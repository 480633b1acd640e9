import { describe, expect, it } from "vitest";
import { createBm25fBuilder } from "./bm25f";
import { categoryFeedback } from "./category-feedback";

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
