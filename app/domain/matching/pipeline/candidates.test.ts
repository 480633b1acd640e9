import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { matchProblem } from "../find-matches";
import { problem, testVocabulary, vendor } from "../testing/fixtures";

const opts = { currentYear: 2025, limit: 20 };

/**
 * A catalog where the buyer's words ("phone", "month", "clients") are mostly in the text of another kind's vendors
 * (a fleet category), so the best text matches share that kind's category; one vendor is of the kind the buyer needs
 * and one of a neighbouring kind (accounting, a related category of invoicing), neither saying those words.
 */
function catalog(fleetCategory: string) {
  const fleet = ["a", "b", "c", "d", "e", "f"].map((x) =>
    vendor({
      slug: `crew-${x}`,
      description: `Every month our clients get a phone call from crew ${x}.`,
      categories: [fleetCategory],
    }),
  );
  return [
    ...fleet,
    vendor({ slug: "billwise", description: "Send invoices.", categories: ["Invoicing & billing"] }),
    vendor({ slug: "ledgerly", description: "Bookkeeping for firms.", categories: ["Accounting"] }),
  ];
}

const owed = problem({ problem: "Clients owe us money every month and we chase payments by phone." });

describe("category feedback when a kind was read", () => {
  it("does not lift another kind's vendors over a neighbouring kind's on words they share with the buyer", () => {
    const index = createMatchIndex(catalog("Transportation & fleet management"), testVocabulary());
    const { verdicts, interpretation } = matchProblem(index, owed, opts);
    expect(interpretation.needs).toEqual(["Invoicing & billing"]);
    const slugs = verdicts.map((v) => v.slug);
    expect(slugs[0]).toBe("billwise");
    // Accounting is a related category of invoicing; fleet management is no kind the buyer asked for.
    expect(slugs[1]).toBe("ledgerly");
  });

  it("still lifts vendors of a category whose name the vocabulary cannot read (the taxonomy stands in)", () => {
    const index = createMatchIndex(catalog("Group 17"), testVocabulary());
    const slugs = matchProblem(index, owed, opts).verdicts.map((v) => v.slug);
    expect(slugs[0]).toBe("billwise");
    expect(slugs.indexOf("crew-a")).toBeLessThan(slugs.indexOf("ledgerly"));
  });

  it("is left as it is when no kind was read", () => {
    const index = createMatchIndex(catalog("Transportation & fleet management"), testVocabulary());
    const vague = problem({ problem: "Clients call by phone every month." });
    const { verdicts, interpretation } = matchProblem(index, vague, opts);
    expect(interpretation.needs).toEqual([]);
    expect(
      verdicts
        .map((v) => v.slug)
        .slice(0, 6)
        .every((s) => s.startsWith("crew-")),
    ).toBe(true);
  });

  it("is left as it is when the kind read is one no category of the catalog means (nothing to stand in for it)", () => {
    const trucks = problem({ problem: "We need to track our trucks; clients phone us every month." });
    const fits = (category: string) => {
      const index = createMatchIndex(catalog(category), testVocabulary());
      const { verdicts, interpretation } = matchProblem(index, trucks, opts);
      expect(interpretation.needs).toEqual(["Transportation & fleet management"]);
      return verdicts.filter((v) => v.slug.startsWith("crew-")).map((v) => v.factors.problem_fit);
    };
    // Help desk is a kind the vocabulary knows and not the one read; "Group 17" means nothing to it.
    expect(fits("Help desk & ticketing")).toEqual(fits("Group 17"));
  });
});
