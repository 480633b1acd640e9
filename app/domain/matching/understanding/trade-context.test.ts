import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string, features: string[] = []) =>
  interpretProblem(index, problem({ problem: text, features }));
const needs = (text: string, features: string[] = []) => read(text, features).needs;

/**
 * The buyer's trade, named around the need phrase only with weak words (a restaurant's menu and kitchen, a farm's
 * crops and cows, an agency's sites and pages), picks no kind beside the kind the need phrase names, even when the
 * need names it with one weak word ("a tool for feedback"): the trade's kind is another reading, not a second need.
 * Our own sentences.
 */
describe("the buyer's trade is no second need beside a weakly named need", () => {
  it.each([
    [
      "We run a restaurant with a long menu and an open kitchen; we need a tool for feedback.",
      "Customer feedback & reviews",
      "Restaurant management",
    ],
    [
      "We grow crops on 300 hectares and keep cows; we need something for the contracts.",
      "Contract management",
      "Farm management",
    ],
    [
      "Wir sind eine Webagentur: pro Kunde eine Site mit Pages, Templates und Homepage. Wir brauchen ein Tool für Feedback.",
      "Customer feedback & reviews",
      "Website builder",
    ],
    [
      "Nous tenons un restaurant avec un grand menu et une cuisine ouverte ; il nous faut un outil pour le feedback.",
      "Customer feedback & reviews",
      "Restaurant management",
    ],
    [
      "Agencia de web design con sites, pages y templates para cada cliente; buscamos una herramienta para el feedback.",
      "Customer feedback & reviews",
      "Website builder",
    ],
    [
      "Siamo un'agenzia web con siti, pagine, template e homepage per ogni cliente; ci serve un modo per raccogliere feedback.",
      "Customer feedback & reviews",
      "Website builder",
    ],
    [
      "Webbureau: voor elke klant een site, pages, templates en een homepage. We zoeken een tool voor feedback van klanten.",
      "Customer feedback & reviews",
      "Website builder",
    ],
  ])("%s → %s, not %s", (text, need, trade) => {
    const r = read(text);
    expect(r.needs).toEqual([need]);
    // Still offered as another reading.
    expect(r.otherReadings).toContain(trade);
  });

  it("keeps the trade's kind when the need phrase or a feature names it too", () => {
    expect(
      needs("We run a restaurant with a long menu; we need a tool for feedback and for the kitchen."),
    ).toContain("Restaurant management");
    expect(
      needs("We run a restaurant with a long menu and an open kitchen; we need a tool for feedback.", [
        "Restaurant menu and kitchen",
      ]),
    ).toContain("Restaurant management");
  });

  it("keeps a trade named with a strong cue, a need phrase in the trade's own words, and the text with no need", () => {
    expect(needs("We are a dental clinic with patients; we need a tool for feedback.")).toContain(
      "Dental practice software",
    );
    expect(needs("We run a daycare nursery and need a way to share updates with parents.")).toContain(
      "Childcare & nursery management",
    );
    expect(needs("Our site has a homepage, templates and a few pages.")).toEqual(["Website builder"]);
  });
});
