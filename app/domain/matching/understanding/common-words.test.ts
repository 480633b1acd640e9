import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const ids = vocab.vocabulary.capabilities.map((c) => c.id);
const needs = (text: string) =>
  understandProblem(vocab, problem({ problem: text, features: [], industry: "" })).capabilities.map(
    (c) => ids[c.capability]!,
  );

describe("an everyday word of the buyer's language that English reads as a kind", () => {
  it("is read in the buyer's language: broken, a view, a taste", () => {
    expect(
      needs("La cafetera de la oficina está rota y necesitamos un sistema para pedir repuestos."),
    ).not.toContain("employee-scheduling");
    expect(needs("Nous voulons une vue d'ensemble de nos devis et factures.")).toEqual(["invoicing"]);
    expect(
      needs("Nos daría mucho gusto encontrar un sistema para organizar los pedidos del taller."),
    ).not.toContain("payroll");
  });

  it("is still the English word in an English text", () => {
    expect(needs("We need a staff rota app for our pub.")).toContain("employee-scheduling");
    expect(needs("Our Vue frontend needs a headless CMS.")).toEqual(["headless-cms"]);
  });
});
