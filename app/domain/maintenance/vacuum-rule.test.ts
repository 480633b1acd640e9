import { describe, expect, it } from "vitest";
import { maintenanceNeeded } from "./vacuum-rule";

describe("maintenanceNeeded (autovacuum's default rule)", () => {
  it("vacuums once dead rows pass 50 + 20 % of the live ones", () => {
    expect(maintenanceNeeded({ live: 1000, dead: 250, modifiedSinceAnalyze: 0 }).vacuum).toBe(false);
    expect(maintenanceNeeded({ live: 1000, dead: 251, modifiedSinceAnalyze: 0 }).vacuum).toBe(true);
    expect(maintenanceNeeded({ live: 0, dead: 51, modifiedSinceAnalyze: 0 }).vacuum).toBe(true);
  });

  it("analyzes once changed rows pass 50 + 10 % of the live ones", () => {
    expect(maintenanceNeeded({ live: 100_000, dead: 0, modifiedSinceAnalyze: 10_050 }).analyze).toBe(false);
    expect(maintenanceNeeded({ live: 100_000, dead: 0, modifiedSinceAnalyze: 10_051 }).analyze).toBe(true);
    // A table just filled by an import: every row is new since the last (or no) ANALYZE.
    expect(maintenanceNeeded({ live: 6341, dead: 6341, modifiedSinceAnalyze: 12_682 })).toEqual({
      vacuum: true,
      analyze: true,
    });
  });

  it("leaves a quiet table alone", () => {
    expect(maintenanceNeeded({ live: 10, dead: 3, modifiedSinceAnalyze: 13 })).toEqual({
      vacuum: false,
      analyze: false,
    });
  });
});
