import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { isTypoOf } from "./spelling";

/** The first reading of a file builds the index's lazy parts: slow on a loaded machine. */
const FIRST_READ_MS = 30_000;

/**
 * Buyers mistype their need words, leave out accents and umlauts, and write in capitals or without punctuation. A
 * mistyped need word is read as the vocabulary's own; a real word of any language the vocabulary or the catalog knows,
 * or one a slip of the hand away from two words, is left alone.
 */
const spelling = compileVocabulary(defaultVocabulary()).spelling;
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string) => interpretProblem(index, problem({ problem: text })).needs;

describe("isTypoOf", () => {
  it("takes the slips hands make: a letter left out, a letter doubled, neighbours swapped", () => {
    expect(isTypoOf("bokkeeping", "bookkeeping")).toBe(true);
    expect(isTypoOf("warehosue", "warehouse")).toBe(true);
    expect(isTypoOf("calenddar", "calendar")).toBe(true);
    expect(isTypoOf("rosterring", "rostering")).toBe(true);
  });

  it("leaves word endings and short substitutions alone: those make other words", () => {
    expect(isTypoOf("planner", "planned")).toBe(false);
    expect(isTypoOf("winter", "winner")).toBe(false);
    expect(isTypoOf("pointer", "painter")).toBe(false);
    expect(isTypoOf("ticket", "tickets")).toBe(false);
    expect(isTypoOf("oinvoice", "invoice")).toBe(false);
  });
});

describe("correctWord", () => {
  it("reads mistyped need words back as the vocabulary's", () => {
    expect(spelling.correctWord("sofware", ["en"])).toBe("software");
    expect(spelling.correctWord("acounting", ["en"])).toBe("accounting");
    expect(spelling.correctWord("inventroy", ["en"])).toBe("inventory");
    expect(spelling.correctWord("zeiterfasung", ["en", "de"])).toBe("zeiterfassung");
  });

  it("reads German typed without umlauts as the vocabulary's umlaut word", () => {
    expect(spelling.correctWord("buero", ["en", "de"])).toBe("buro");
  });

  it("leaves known words, short words and other languages' words alone", () => {
    for (const w of ["shipping", "country", "property", "party", "chart", "taxes"])
      expect(spelling.correctWord(w, ["en"])).toBeNull();
    // A typo of a German word is not read into an English text.
    expect(spelling.correctWord("zeiterfasung", ["en"])).toBeNull();
  });
});

describe("mistyped, unaccented and shouted needs read as written right", () => {
  const cases: Array<[string, string]> = [
    [
      "The bakery finally wants proper acounting sofware this year",
      "Our bakery finally wants proper accounting software this year",
    ],
    [
      "HELP we need an INVENTROY system for the spare parts room",
      "Help, we need an inventory system for the spare parts room",
    ],
    [
      "our firm wants one place for the bokkeeping and the yearly books",
      "Our firm wants one place for the bookkeeping and the yearly books",
    ],
    [
      "Unsere Werkstatt braucht endlich eine Zeiterfasung fuer die Monteure",
      "Unsere Werkstatt braucht endlich eine Zeiterfassung für die Monteure",
    ],
    [
      "nuestro taller busca un programa de contabilidad sencillo y barato",
      "Nuestro taller busca un programa de contabilidad sencillo y barato",
    ],
    [
      "LA BOUTIQUE CHERCHE UN LOGICIEL DE COMPTABILITE SIMPLE",
      "La boutique cherche un logiciel de comptabilité simple",
    ],
    [
      "il nostro negozio cerca un software di contabilita facile da usare",
      "Il nostro negozio cerca un software di contabilità facile da usare",
    ],
    [
      "ons tuincentrum zoekt iets voor de personeelsplaning in het hoogseizoen",
      "Ons tuincentrum zoekt iets voor de personeelsplanning in het hoogseizoen",
    ],
    [
      "onze winkel zoekt eenvoudige boekhoudsoftware zonder gedoe 🙏",
      "Onze winkel zoekt eenvoudige boekhoudsoftware zonder gedoe.",
    ],
  ];
  it.each(cases)(
    "%s",
    (typed, written) => {
      const want = needs(written)[0];
      expect(want).toBeDefined();
      expect(needs(typed)[0]).toBe(want);
    },
    FIRST_READ_MS,
  );
});
