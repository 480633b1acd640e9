import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { matchProblem } from "../find-matches";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const opts = { currentYear: 2025 };

describe("the buyer's chosen reading", () => {
  const p = problem({
    problem: "Customers keep emailing us to book appointments and we lose track; we need a help desk.",
  });

  it("offers next-best readings besides the need read, never the need itself", () => {
    const { interpretation } = matchProblem(index, p, opts);
    expect(interpretation.needs).toEqual(["Help desk & ticketing"]);
    expect(interpretation.otherReadings.length).toBeGreaterThan(0);
    expect(interpretation.otherReadings.length).toBeLessThanOrEqual(3);
    expect(interpretation.otherReadings).not.toContain("Help desk & ticketing");
    expect(interpretation.otherReadings).toContain("Appointment scheduling");
  });

  it("ranks for the chosen need, and still reports what was read", () => {
    const read = matchProblem(index, p, opts);
    const chosen = matchProblem(index, p, { ...opts, need: "Appointment scheduling" });
    expect(read.verdicts[0]!.slug).toBe("deskly");
    expect(chosen.verdicts[0]!.slug).toBe("bookwell");
    expect(chosen.interpretation).toEqual(read.interpretation);
  });

  it("ignores a name that is no kind of software", () => {
    expect(matchProblem(index, p, { ...opts, need: "Nothing of the sort" })).toEqual(
      matchProblem(index, p, opts),
    );
  });
});
