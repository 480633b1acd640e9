import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const industryOf = (industry: string) =>
  understandProblem(
    vocab,
    problem({ problem: "We need software to manage client work", industry }),
  ).industries.map((i) => vocab.vocabulary.industries[i]!.id);

describe("a typed industry", () => {
  it("is understood like the preset it belongs to", () => {
    expect(industryOf("Accounting")).toEqual(industryOf("Professional Services"));
    expect(industryOf("Accounting")).toEqual(["professional-services"]);
    expect(industryOf("Dentistry")).toEqual(["healthcare"]);
    expect(industryOf("Restaurants")).toEqual(["hospitality-travel"]);
    expect(industryOf("Gym")).toEqual(["beauty-fitness"]);
  });

  it("is understood in German, French, Spanish, Italian and Dutch", () => {
    for (const typed of [
      "Steuerberatung",
      "Expertise comptable",
      "Asesoría",
      "Commercialisti",
      "Boekhouding",
    ])
      expect(industryOf(typed), typed).toEqual(["professional-services"]);
  });

  it("is understood in the everyday words of each language, in any number and as a compound", () => {
    const typedIndustries: Array<[string, string]> = [
      ["Zahnarzt", "healthcare"],
      ["Hausarztpraxis", "healthcare"],
      ["Kinésithérapeute", "healthcare"],
      ["Huisarts", "healthcare"],
      ["Steuerberatungskanzlei", "professional-services"],
      ["Commercialista", "professional-services"],
      ["Abogado", "professional-services"],
      ["Friseursalon", "beauty-fitness"],
      ["Ristorante", "hospitality-travel"],
      ["Aannemer", "construction"],
      ["Kfz-Werkstatt", "automotive"],
      ["Taller mecánico", "automotive"],
    ];
    for (const [typed, industry] of typedIndustries) expect(industryOf(typed), typed).toEqual([industry]);
  });

  it("does not turn the same words in the problem text into an industry", () => {
    // "accounting" in the text is a kind of software, not the buyer's industry.
    const u = understandProblem(vocab, problem({ problem: "We need accounting software", industry: "" }));
    expect(u.industries).toEqual([]);
    expect(u.coreQuery.map((t) => t.term)).toContain("accounting");
  });
});
