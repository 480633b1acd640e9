import { describe, expect, it } from "vitest";
import { kthLargest, kthLargestOf } from "./top-k";

/** A small deterministic generator, so failures reproduce. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("kthLargest", () => {
  it("equals the k-th value from the top of a full sort, duplicates counted", () => {
    const rand = lcg(7);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(rand() * 60);
      // Few distinct values, so ties are common.
      const values = Float64Array.from({ length: n }, () => Math.floor(rand() * 8) / 4);
      const sorted = Float64Array.from(values).sort();
      for (let k = 1; k <= n; k++) {
        expect(kthLargest(Float64Array.from(values), k)).toBe(sorted[n - k]);
      }
    }
  });

  it("works on Float32Array", () => {
    expect(kthLargest(Float32Array.from([0.5, 3, 1, 3, 2]), 2)).toBe(3);
    expect(kthLargest(Float32Array.from([0.5, 3, 1, 3, 2]), 3)).toBe(2);
  });
});

describe("kthLargestOf", () => {
  it("equals the k-th value from the top of a full sort of the selected values, duplicates counted", () => {
    const rand = lcg(11);
    for (let trial = 0; trial < 300; trial++) {
      const values = Float64Array.from({ length: 80 }, () => Math.floor(rand() * 6) / 3);
      const ids = Int32Array.from({ length: 1 + Math.floor(rand() * 79) }, () => Math.floor(rand() * 80));
      const sorted = Float64Array.from(ids, (d) => values[d]!).sort();
      for (let k = 1; k <= ids.length; k++) expect(kthLargestOf(values, ids, k)).toBe(sorted[ids.length - k]);
    }
  });
});
