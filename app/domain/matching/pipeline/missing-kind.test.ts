import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { matchProblem } from "../find-matches";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem, testVocabulary, vendor } from "../testing/fixtures";
import { interpretProblem } from "./understand";

/** The unit vocabulary with one more kind, e-signature, that the fixture catalog has no product of. */
function vocabularyWithESignature() {
  const vocabulary = testVocabulary();
  vocabulary.capabilities.push({
    id: "e-signature",
    name: "E-signature",
    categories: ["E-signature"],
    related_categories: ["Invoicing & billing"],
    cues: ["e-signature", "sign contracts online", "electronic signatures"],
    weak_cues: ["contracts"],
    terms: ["signature", "sign"],
    translations: {},
    weak_translations: {},
  });
  return vocabulary;
}

const vocabulary = vocabularyWithESignature();
const withoutKind = createMatchIndex(FIXTURE_CATALOG, vocabulary);
const opts = { currentYear: 2025 };
const signing = problem({
  problem: "Our clients should sign contracts online; we need an e-signature tool with invoices.",
});

describe("a need whose kind the catalog lacks", () => {
  it("is named with the kinds of the vendors shown instead, and no vendor is labelled better than a partial fit", () => {
    const { verdicts, interpretation } = matchProblem(withoutKind, signing, opts);
    expect(verdicts.length).toBeGreaterThan(0);
    expect(interpretation.missingKind).toEqual({
      id: "e-signature",
      name: "E-signature",
      nearest: ["Invoicing & billing", "Help desk & ticketing", "Appointment scheduling"],
    });
    expect(verdicts.map((v) => v.fit_category)).toEqual(verdicts.map(() => "Partial fit"));
    expect(verdicts[0]!.fit_note).toBe(
      "Partial fit: another kind of software — we have no E-signature product yet",
    );
  });

  it("would be labelled a good fit without the rule: the cap is what keeps it partial", () => {
    // The same vendors ranked for the kind they are of keep their label.
    const invoices = matchProblem(withoutKind, problem({ problem: "We need to send invoices." }), opts);
    expect(invoices.interpretation.missingKind).toBeNull();
    expect(invoices.verdicts[0]!.fit_category).not.toBe("Partial fit");
    const signingTop = matchProblem(withoutKind, signing, opts).verdicts[0]!;
    expect(signingTop.score).toBeGreaterThanOrEqual(withoutKind.options.goodFitMinScore);
  });

  it("is not missing once one vendor's categories are of that kind", () => {
    const withKind = createMatchIndex(
      [
        ...FIXTURE_CATALOG,
        vendor({ slug: "inkly", name: "Inkly", description: "Sign PDFs.", categories: ["e-signature"] }),
      ],
      vocabulary,
    );
    const { verdicts, interpretation } = matchProblem(withKind, signing, opts);
    expect(interpretation.missingKind).toBeNull();
    expect(verdicts.map((v) => v.slug)).toContain("inkly");
  });

  it("is not read from a hint alone", () => {
    const hint = matchProblem(withoutKind, problem({ problem: "We have many contracts." }), opts);
    expect(hint.interpretation.needs).toEqual(["E-signature"]);
    expect(hint.interpretation.missingKind).toBeNull();
  });

  it("is read without a ranking too (a stored search read again), with no nearest kinds", () => {
    expect(interpretProblem(withoutKind, signing).missingKind).toEqual({
      id: "e-signature",
      name: "E-signature",
      nearest: [],
    });
  });
});

describe("what is shown when the catalog lacks the kind needed (default vocabulary)", () => {
  // A small catalog with no field-service product, but with kinds the vocabulary relates to field service
  // (appointment scheduling, employee scheduling, fleets, invoicing) and unrelated ones.
  const catalog = [
    vendor({
      slug: "bookwell",
      description: "Online appointment booking: clients book a time slot, staff calendars, reminders.",
      categories: ["Appointment scheduling"],
    }),
    vendor({
      slug: "slotty",
      description: "Let customers schedule appointments and book visits online.",
      categories: ["Appointment scheduling"],
    }),
    vendor({
      slug: "billo",
      description: "Send invoices and get paid; recurring billing and payment reminders.",
      categories: ["Invoicing & billing"],
    }),
    vendor({
      slug: "shiftly",
      description: "Employee shift scheduling and rota planning.",
      categories: ["Employee scheduling"],
    }),
    vendor({
      slug: "fleety",
      description: "Vehicle tracking and fleet management.",
      categories: ["Transportation & fleet management"],
    }),
    vendor({ slug: "pipely", description: "Sales CRM for pipelines and contacts.", categories: ["CRM"] }),
    vendor({
      slug: "mailo",
      description: "Email marketing newsletters and campaigns.",
      categories: ["Email marketing"],
    }),
  ];
  const index = createMatchIndex(catalog, defaultVocabulary());
  const top = (text: string, n: number) =>
    matchProblem(index, problem({ problem: text }), opts)
      .verdicts.slice(0, n)
      .map((v) => v.slug);

  it("shows the related kind the buyer's need names, not the one mentioned in passing", () => {
    const text =
      "We need software to book jobs and dispatch our technicians; we don't want to switch how we bill.";
    expect(matchProblem(index, problem({ problem: text }), opts).interpretation.missingKind?.id).toBe(
      "field-service",
    );
    expect(top(text, 2).sort()).toEqual(["bookwell", "slotty"]);
  });

  it("keeps a hedged second need of a kind the catalog has below the kinds related to the missing one", () => {
    for (const text of [
      "We need field service management software for our technicians, plus some CRM.",
      "We want field service management for our crews and maybe contacts management.",
      "We need a field service management tool for our crews. Also our newsletter tool is clunky.",
    ]) {
      const shown = top(text, 5);
      expect(shown, text).not.toContain("pipely");
      expect(shown, text).not.toContain("mailo");
    }
  });
});
