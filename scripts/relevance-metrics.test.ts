import { describe, expect, it } from "vitest";
import { grade, type JudgedQuery, scoreRanking } from "./relevance-metrics";

const catalog = new Map<string, string[]>([
  ["desk-a", ["Help desk"]],
  ["desk-b", ["Help desk", "Live chat"]],
  ["chat-c", ["Live chat"]],
  ["crm-d", ["CRM"]],
]);
const byCategory: JudgedQuery = {
  id: "q1",
  businessProblem: {},
  relevant_categories: { "Help desk": 3, "Live chat": 1 },
};

describe("the benchmark's measures in process", () => {
  it("grades a product by its best judged category, or by its own grade when the query names it", () => {
    expect(grade(byCategory, "desk-b", catalog)).toBe(3);
    expect(grade(byCategory, "chat-c", catalog)).toBe(1);
    expect(grade(byCategory, "crm-d", catalog)).toBe(0);
    const named: JudgedQuery = { id: "q2", businessProblem: {}, relevant_slugs: { "crm-d": 2 } };
    expect(grade(named, "crm-d", catalog)).toBe(2);
    expect(grade(named, "desk-a", catalog)).toBe(0);
  });

  it("gives 1 to the ideal order and less when a better product ranks lower", () => {
    expect(scoreRanking(byCategory, ["desk-a", "desk-b", "chat-c"], catalog).ndcg).toBeCloseTo(1, 10);
    const swapped = scoreRanking(byCategory, ["chat-c", "desk-a", "desk-b"], catalog).ndcg;
    // DCG (1 + 7/log2 3 + 7/2) over the ideal (7 + 7/log2 3 + 1/2).
    const expected = (1 + 7 / Math.log2(3) + 7 / 2) / (7 + 7 / Math.log2(3) + 1 / 2);
    expect(swapped).toBeCloseTo(expected, 10);
  });

  it("counts as the right kind the products in a category the query asks for, out of 10", () => {
    expect(scoreRanking(byCategory, ["crm-d", "desk-a", "chat-c"], catalog).kind).toBeCloseTo(0.2, 10);
    const named: JudgedQuery = { id: "q3", businessProblem: {}, relevant_slugs: { "desk-b": 3 } };
    // A query that names a product asks for that product's categories: Help desk and Live chat.
    expect(scoreRanking(named, ["desk-a", "chat-c", "crm-d"], catalog).kind).toBeCloseTo(0.2, 10);
  });
});
