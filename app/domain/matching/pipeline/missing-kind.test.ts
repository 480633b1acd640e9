import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
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
