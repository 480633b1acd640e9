import { describe, expect, it } from "vitest";
import { createBm25fBuilder, intersectSorted } from "./bm25f";

const FIELDS = [
  { weight: 2, b: 0.5 }, // name
  { weight: 1, b: 0.75 }, // description
];

function index(docs: Array<[string, string]>) {
  const b = createBm25fBuilder(FIELDS, { k1: 1.2 });
  for (const [name, description] of docs)
    b.add([name.split(" ").filter(Boolean), description.split(" ").filter(Boolean)]);
  return b.build();
}

describe("BM25F", () => {
  const docs: Array<[string, string]> = [
    ["helpdesk", "ticketing for support teams"],
    ["crm", "contacts deals pipeline"],
    ["notes", "write notes about support"],
    ["chat", "live chat support support support"],
  ];
  const idx = index(docs);

  it("scores only documents containing a query term, ascending ids", () => {
    const r = idx.score([{ term: "support", weight: 1 }]);
    expect([...r.docs]).toEqual([0, 2, 3]);
    expect(r.scores[1]).toBe(0);
  });

  it("uses the standard BM25 idf", () => {
    const n = 4;
    const df = 3;
    expect(idx.idf("support")).toBeCloseTo(Math.log(1 + (n - df + 0.5) / (df + 0.5)));
    expect(idx.idf("unknown")).toBe(0);
    expect(idx.df("support")).toBe(3);
  });

  it("saturates term frequency", () => {
    const r = idx.score([{ term: "support", weight: 1 }]);
    // four times the word is better than once, but far from four times the score
    expect(r.scores[3]!).toBeGreaterThan(r.scores[0]!);
    expect(r.scores[3]!).toBeLessThan(2 * r.scores[0]!);
  });

  it("weights fields: a name match beats the same word in a description", () => {
    const i2 = index([
      ["invoice", "tool"],
      ["tool", "invoice"],
    ]);
    const r = i2.score([{ term: "invoice", weight: 1 }]);
    expect(r.scores[0]!).toBeGreaterThan(r.scores[1]!);
  });

  it("scales linearly with the query term weight", () => {
    const one = idx.score([{ term: "pipeline", weight: 1 }]).scores[1]!;
    const half = idx.score([{ term: "pipeline", weight: 0.5 }]).scores[1]!;
    expect(half).toBeCloseTo(one * 0.5);
  });

  it("sums over query terms and reports the best score", () => {
    const r = idx.score([
      { term: "support", weight: 1 },
      { term: "ticketing", weight: 1 },
    ]);
    expect(r.max).toBe(r.scores[0]);
    expect(r.scores[0]!).toBeCloseTo(
      idx.score([{ term: "support", weight: 1 }]).scores[0]! +
        idx.score([{ term: "ticketing", weight: 1 }]).scores[0]!,
    );
  });

  it("lists the documents that contain a term", () => {
    expect([...idx.docsWith("support")]).toEqual([0, 2, 3]);
    expect([...idx.docsWith("nothing")]).toEqual([]);
  });

  it("handles an empty index and an empty query", () => {
    const empty = index([]);
    expect(empty.score([{ term: "x", weight: 1 }]).docs.length).toBe(0);
    expect(idx.score([]).max).toBe(0);
  });
});

describe("intersectSorted", () => {
  it("keeps ids present in every list", () => {
    expect([
      ...intersectSorted([Int32Array.of(1, 3, 5, 7), Int32Array.of(3, 4, 5), Int32Array.of(0, 3, 5, 9)]),
    ]).toEqual([3, 5]);
    expect([...intersectSorted([])]).toEqual([]);
  });
});
