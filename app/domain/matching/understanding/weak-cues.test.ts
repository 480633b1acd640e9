import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string) => interpretProblem(index, problem({ problem: text })).needs;

/**
 * Several weak words of one kind are the buyer's trade, not their need: a web agency mentions sites, pages and a
 * homepage because it builds them. Together they saturate below one plain cue (WEAK_CUES_CEILING), so the kind the
 * need names is read, and the trade is at most another reading.
 */
describe("weak words of the buyer's trade do not add up to a need", () => {
  it("reads an agency's need, not a website builder, from its sites and pages", () => {
    expect(
      needs(
        "Web design studio, about forty client sites with homepage, pages and templates each. Approval rounds with clients drag on for weeks.",
      ),
    ).toEqual(["Document approval & review"]);
    expect(
      needs(
        "Small web agency: web design, site templates and pages for clients. Website feedback from clients on each page.",
      ),
    ).toEqual(["Issue & bug tracking"]);
  });

  it("puts the kind a need phrase names weakly before the trade's many weak words", () => {
    expect(
      needs(
        "We are a web agency with client sites, pages, templates and a homepage for each; we need a way to gather feedback.",
      )[0],
    ).toBe("Customer feedback & reviews");
  });

  it("reads the tool named for the ops team, not hosting, from the servers it runs", () => {
    expect(
      needs(
        "Servers, containers, docker and kubernetes everywhere in our infrastructure. Password manager for the ops team.",
      ),
    ).not.toContain("Hosting & infrastructure");
  });

  it("does the same in French, Italian and Spanish", () => {
    expect(
      needs(
        "Agence web : sites, pages et homepage pour chaque client. Les tours de validation avec les clients durent des semaines.",
      ),
    ).toEqual(["Document approval & review"]);
    expect(
      needs(
        "Agenzia web: per ogni cliente sito, homepage, template e web design. I giri di approvazione con i clienti durano settimane.",
      ),
    ).toEqual(["Document approval & review"]);
    expect(
      needs(
        "Agencia web: para cada cliente site, homepage, templates y web design. Las rondas de aprobación con los clientes duran semanas.",
      ),
    ).toEqual(["Document approval & review"]);
  });

  it("still reads a website builder named plainly, and weak words alone as their kind", () => {
    expect(needs("We need a website builder for our bakery.")).toEqual(["Website builder"]);
    expect(needs("Our site has a homepage and a few pages.")[0]).toBe("Website builder");
  });
});
