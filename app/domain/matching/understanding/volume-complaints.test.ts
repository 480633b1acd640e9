import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { FEATURES_ADD_KINDS_BELOW } from "../constants";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { understandProblem } from "./understand-problem";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string) => interpretProblem(index, problem({ problem: text })).needs;
const strongest = (text: string) =>
  understandProblem(index.vocab, problem({ problem: text }), index.products, index.options.understanding)
    .capabilities[0]?.weight ?? 0;

/**
 * A complaint of volume ("drowning in", "swamped with", "desbordados de") names what the software must handle, as
 * "too many returns" does; the shop it happens in is where, not a second need. Our own sentences.
 */
describe("a complaint of volume names the need's object", () => {
  it.each([
    ["Honestly we are drowning in returns since the summer sale"],
    ["Our small team is swamped with returns every January"],
    ["We are buried in returns after every big promotion"],
    ["swamped with all the returns from the spring collection"],
    ["Seit Weihnachten ertrinken wir in Retouren aus dem Onlineshop"],
    ["Wir ertrinken in Rücksendungen und das Lager kommt nicht hinterher"],
    ["Depuis les soldes nous sommes submergés de retours sur notre boutique en ligne"],
    ["Nous sommes submergés par les retours depuis la rentrée"],
    ["Desde las rebajas estamos desbordados de devoluciones de la tienda online"],
    ["Estamos desbordados de devoluciones en nuestra tienda online cada enero"],
    ["Dopo i saldi siamo sommersi dai resi del nostro negozio online"],
    ["Siamo sommersi da resi e cambi taglia dopo ogni promozione"],
    ["Sinds de uitverkoop worden we overspoeld met retouren uit onze webwinkel"],
    ["We worden overspoeld met retourzendingen na elke actie"],
  ])("%s → returns management alone", (text) => {
    expect(needs(text)).toEqual(["Returns management"]);
  });

  it("reads an ambiguous word plainly as what the buyer has too much of", () => {
    expect(strongest("Honestly we are drowning in returns since the summer sale")).toBeGreaterThanOrEqual(
      FEATURES_ADD_KINDS_BELOW,
    );
    expect(strongest("Our small team is swamped with returns every January")).toBeGreaterThanOrEqual(
      FEATURES_ADD_KINDS_BELOW,
    );
  });

  it("leaves an object that names several kinds vague, and a pronoun's object to what it points back to", () => {
    expect(needs("we're drowning in orders and need a better way to ship them")).toEqual([
      "Shipping & fulfilment",
    ]);
    expect(strongest("Every spring we get swamped with them near the big sale")).toBeLessThan(
      FEATURES_ADD_KINDS_BELOW,
    );
    expect(needs("we are drowning in work this quarter")).toEqual([]);
  });
});
