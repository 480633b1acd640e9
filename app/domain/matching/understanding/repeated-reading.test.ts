import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import type { Tokenizer } from "../text/tokenizer";
import { type CompiledVocabulary, compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const compiled = compileVocabulary(defaultVocabulary());

/** The vocabulary with each other language's tokenizer counting the texts it tokenizes. */
function countingVocabulary(): { vocab: CompiledVocabulary; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const counting = (t: Tokenizer): Tokenizer => ({
    ...t,
    tokenize: (text) => {
      calls.set(text, (calls.get(text) ?? 0) + 1);
      return t.tokenize(text);
    },
  });
  const vocab = {
    ...compiled,
    languages: compiled.languages.map((l) => ({ ...l, tokenizer: counting(l.tokenizer) })),
  };
  return { vocab, calls };
}

describe("work a search does not repeat", () => {
  it("reads a wizard feature in the other languages once, however many searches ask for it", () => {
    const { vocab, calls } = countingVocabulary();
    const ask = (text: string) =>
      understandProblem(
        vocab,
        problem({ problem: text, features: ["Staff rota planning", "Payroll export"] }),
      );
    const first = ask("We run three bakeries and plan the shifts of our staff on paper.");
    ask("Our cleaning company needs to plan who works where each week.");
    expect(calls.get("Staff rota planning")).toBe(vocab.languages.length);
    expect(calls.get("Payroll export")).toBe(vocab.languages.length);
    // Remembered readings read as fresh ones do.
    const fresh = understandProblem(
      compiled,
      problem({
        problem: "We run three bakeries and plan the shifts of our staff on paper.",
        features: ["Staff rota planning", "Payroll export"],
      }),
    );
    expect(first.capabilities).toEqual(fresh.capabilities);
    expect(first.features).toEqual(fresh.features);
  });

  it("hands out its own list of industries each time the same industry field is read", () => {
    const first = compiled.readIndustryField("Bakery and catering");
    const kept = [...first];
    first.push(999);
    expect(compiled.readIndustryField("Bakery and catering")).toEqual(kept);
  });
});
