import { describe, expect, it } from "vitest";
import { checkRanking } from "./ranking-check";

const none = { removed: new Set<string>(), changed: new Set<string>(), added: new Set<string>() };
const base = { storedEngineVersion: "e/1", currentEngineVersion: "e/1", changes: none };

describe("checkRanking", () => {
  it("the same order needs no reason, even when the catalog changed", () => {
    const check = checkRanking({
      ...base,
      storedOrder: ["a", "b"],
      rerunOrder: ["a", "b"],
      changes: { ...none, changed: new Set(["a"]) },
    });
    expect(check).toMatchObject({ sameOrder: true, reasons: [], unexplained: false });
  });

  it("a shorter or reordered list is a different order", () => {
    expect(checkRanking({ ...base, storedOrder: ["a", "b"], rerunOrder: ["a"] }).sameOrder).toBe(false);
    expect(checkRanking({ ...base, storedOrder: ["a", "b"], rerunOrder: ["b", "a"] }).unexplained).toBe(true);
  });

  it("names each change that explains a different order, by vendor name", () => {
    const check = checkRanking({
      storedOrder: ["a", "b", "c"],
      rerunOrder: ["d", "b"],
      storedEngineVersion: "e/1",
      currentEngineVersion: "e/2",
      changes: { removed: new Set(["a"]), changed: new Set(["c"]), added: new Set(["d"]) },
      names: new Map([
        ["c", "Cee"],
        ["d", "Dee"],
      ]),
    });
    expect(check.reasons).toEqual([
      "The search was ranked by engine e/1; the engine is now e/2.",
      "No longer in the catalog: a.",
      "Added to the catalog since: Dee.",
      "Profile changed since: Cee.",
    ]);
    expect(check.unexplained).toBe(false);
  });
});
