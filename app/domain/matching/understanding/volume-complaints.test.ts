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

/**
 * A complaint of quality ("X is a nightmare", "die Retouren sind ein Chaos", "c'est l'enfer") names what must be
 * fixed, read as a complaint of volume is (the same objects, the same strength); the shop it happens in is where. A
 * need stated beside it is the need, and the thing complained of may be the tool left. Our own sentences.
 */
describe("a complaint of quality names the need's object", () => {
  it.each([
    ["Returns are a nightmare in our online shop since the spring", "Returns management"],
    ["Honestly the returns are a mess since we opened the web store", "Returns management"],
    ["Invoicing is a headache for our small agency", "Invoicing & billing"],
    ["Die Retouren sind ein Albtraum in unserem Onlineshop", "Returns management"],
    ["Die Rechnungsstellung ist ein Chaos bei uns im Büro", "Invoicing & billing"],
    ["Les retours, c'est l'enfer sur notre boutique en ligne", "Returns management"],
    ["La facturation est un cauchemar pour notre petite agence", "Invoicing & billing"],
    ["Las devoluciones son un caos en nuestra tienda online", "Returns management"],
    ["La facturación es una pesadilla en nuestra agencia", "Invoicing & billing"],
    ["I resi sono un incubo nel nostro negozio online", "Returns management"],
    ["La fatturazione è un incubo per il nostro studio", "Invoicing & billing"],
    ["De retouren zijn een ramp in onze webshop", "Returns management"],
    ["De facturatie is een chaos bij ons bureau", "Invoicing & billing"],
  ])("%s → %s alone", (text, need) => {
    expect(needs(text)).toEqual([need]);
  });

  it("reads the object plainly, however ambiguous its word is alone", () => {
    expect(strongest("Returns are a nightmare in our online shop since the spring")).toBeGreaterThanOrEqual(
      FEATURES_ADD_KINDS_BELOW,
    );
  });

  it("leaves a need stated beside the complaint the need", () => {
    expect(needs("our old CRM is a nightmare, we want a new CRM")).toEqual(["CRM"]);
    expect(needs("Excel is a nightmare, we need a proper CRM")).toEqual(["CRM"]);
    expect(needs("Unsere Excel-Listen sind ein Albtraum, wir brauchen ein CRM")).toEqual(["CRM"]);
    expect(needs("The weather is a nightmare this week and we need a CRM")).toEqual(["CRM"]);
  });

  it("reads the clause's subject, not what follows 'in' or 'of' before the complaint", () => {
    expect(needs("Counting the stock in our old spreadsheet is a nightmare")).not.toContain(
      "Online spreadsheets & databases",
    );
    expect(needs("Die Schichtplanung für unsere Köche ist ein Chaos")).not.toContain("Recipe management");
  });
});
