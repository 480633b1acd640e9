import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { matchProblem } from "../find-matches";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { interpretProblem, understand } from "./understand";

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

describe("kinds read clearly weaker than the need", () => {
  // "selling" names e-commerce only weakly; the sales pipeline names a CRM plainly.
  const p = problem({
    problem: "We want to start selling more and need a place for our sales pipeline with email sync.",
  });

  it("are not needs of their own, but are offered as other readings", () => {
    const names = index.vocab.vocabulary.capabilities.map((c) => c.name);
    const read = understand(index, p, index.options);
    expect(read.capabilities.map((c) => names[c.capability])).toEqual(["CRM"]);
    expect(read.weakerReadings.map((c) => names[c])).toContain("E-commerce platform");
    const { interpretation, verdicts } = matchProblem(index, p, opts);
    expect(interpretation.needs).toEqual(["CRM"]);
    expect(interpretation.otherReadings).toContain("E-commerce platform");
    const first = FIXTURE_CATALOG.find((v) => v.slug === verdicts[0]!.slug)!;
    expect(first.categories).toContain("CRM");
  });
});

describe("a complaint's own words", () => {
  // "keeps crashing" says what goes wrong with the till being replaced; it is a monitoring cue on its own.
  it.each([
    "We have a small bakery with two shops and the old till keeps crashing. Need a point of sale that also tracks what sells each day.",
    "The laptop-based cash register keeps crashing on Saturdays; looking for a tablet till for a small cafe.",
  ])("offer no kind in place of the need: %s", (text) => {
    const { interpretation } = matchProblem(index, problem({ problem: text }), opts);
    expect(interpretation.needs).toEqual(["Point of sale (POS)"]);
    expect(interpretation.otherReadings).not.toContain("Monitoring & observability");
  });

  it("still name the need when the crashing thing is what the buyer wants watched", () => {
    const { interpretation } = matchProblem(
      index,
      problem({ problem: "Our app keeps crashing on older phones. What do people use to find out why?" }),
      opts,
    );
    expect(interpretation.needs).toEqual(["Monitoring & observability"]);
  });
});

describe("the whole text's other readings honour the senses the text settles", () => {
  const read = (text: string) => interpretProblem(index, problem({ problem: text }));

  it("offers no kind of a word's other sense: a SaaS's guided tours, a restaurant's bookings", () => {
    const tours = read("Our SaaS app needs guided tours that show new users around the dashboard.");
    expect(tours.needs).toEqual(["User onboarding & product tours"]);
    expect(tours.otherReadings).not.toContain("Tours & activities booking");
    const tables = read("Our restaurant takes bookings by phone and we want that online.");
    expect(tables.needs).toEqual(["Reservations, tickets & delivery"]);
    expect(tables.otherReadings).not.toContain("Appointment scheduling");
  });

  it("still offers both senses when the text settles neither", () => {
    const walks = read("Our town museum wants guided tours that visitors can pay for in advance.");
    expect([...walks.needs, ...walks.otherReadings]).toContain("Tours & activities booking");
  });
});
