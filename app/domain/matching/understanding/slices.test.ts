import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { MAX_ENGLISH_SLICE_WORDS, readSlices } from "./slices";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());

/** The words (as written) that a measure is sliced by: two in English, one in the other languages. */
function slices(text: string, english = false) {
  const words = vocab.tokenizer.analyze(text);
  const at = readSlices(vocab.slices, words, english ? MAX_ENGLISH_SLICE_WORDS : 1);
  return words.filter((w) => at.has(w.pos)).map((w) => w.raw);
}

const kinds = (text: string) =>
  understandProblem(vocab, problem({ problem: text })).capabilities.map(
    (c) => vocab.vocabulary.capabilities[c.capability]!.id,
  );

describe("readSlices", () => {
  it("slices by a noun of two words in English", () => {
    expect(slices("Our fitters should note their hours per construction site.", true)).toEqual([
      "construction",
      "site",
    ]);
    expect(
      slices("How much time goes into each ticket? We log minutes for each support request.", true),
    ).toEqual(["support", "request"]);
  });

  it.each([
    ["Wir wollen die Arbeitszeit pro Baustelle festhalten.", ["baustelle"]],
    ["Die Stunden unserer Maler je Auftrag zählen wir noch auf Papier.", ["auftrag"]],
    ["Nos peintres notent le temps passé par chantier sur papier.", ["chantier"]],
    ["Los técnicos anotan las horas por cada obra en una libreta.", ["obra"]],
    ["I tecnici segnano le ore su ogni cantiere a mano.", ["cantiere"]],
    ["Onze schilders schrijven de uren per bouwplaats op papier.", ["bouwplaats"]],
  ])("slices the measure in %s", (text, expected) => {
    expect(slices(text)).toEqual(expected);
  });

  it.each([
    // An article after the qualifier: time for the accounting, not per accounting.
    "Non abbiamo mai tempo per la contabilità di fine mese.",
    "On n'a plus le temps pour la paie des saisonniers.",
    "Las horas por la tarde son para las visitas.",
  ])("slices nothing in %s", (text) => {
    expect(slices(text)).toEqual([]);
  });

  it.each([
    // A qualifier without a measure before it.
    "We want one task board per construction site.",
    // A measure far from the qualifier, past a clause.
    "The hours are long, and each crew gets one phone per site.",
  ])("slices nothing in %s", (text) => {
    expect(slices(text, true)).toEqual([]);
  });
});

/** "Zeit pro Baustelle erfassen" is time tracking, not construction software. Own sentences. */
describe("what a measure is sliced by names no kind", () => {
  it.each([
    "Our fitters should note their hours per construction site.",
    "Wir wollen die Arbeitszeit pro Baustelle festhalten.",
    "Nous voulons suivre les heures passées par chantier de nos peintres.",
    "Queremos apuntar las horas por obra de cada cuadrilla.",
    "Vorremmo tracciare le ore per ogni cantiere dei nostri tecnici.",
    "We willen de uren per bouwplaats van onze schilders bijhouden.",
  ])("%s", (text) => {
    const read = kinds(text);
    expect(read[0]).toBe("time-tracking");
    expect(read).not.toContain("construction-management");
  });

  it("still reads the construction site when the need is about it", () => {
    expect(
      kinds("Wir brauchen ein Programm, mit dem wir unsere Baustellen und Bauprojekte steuern."),
    ).toContain("construction-management");
    expect(kinds("We are looking for construction management software for our crews.")).toContain(
      "construction-management",
    );
  });
});
