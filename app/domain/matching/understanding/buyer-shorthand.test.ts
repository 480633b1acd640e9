import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

/** The first reading of a file builds the index's lazy parts: slow on a loaded machine. */
const FIRST_READ_MS = 30_000;

/**
 * Buyers name a kind of software by its acronym or shorthand ("PM tool", "internal KB", "e-sign", "SIRH"), in the
 * plural or with an apostrophe ("CRMs", "ATS's"), and ask "any X recommendations?" meaning "which X do you suggest":
 * the shorthand names the kind, and "recommendations" there is no recommendation engine.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const firstNeed = (text: string) => interpretProblem(index, problem({ problem: text })).needs[0];

describe("acronyms and shorthand name the kind", () => {
  const cases: Array<[string, string]> = [
    ["Our studio of six designers wants a lightweight PM tool", "Project management"],
    ["pm software that the freelancers can also log into", "Project management"],
    ["We want an internal KB so agents stop answering the same thing twice", "Knowledge base & wiki"],
    ["Support keeps rewriting KB articles by hand in Word", "Knowledge base & wiki"],
    ["e-sign for the tenancy agreements of our lettings office", "E-signature"],
    ["an esign tool the whole sales floor can use", "E-signature"],
    ["Notre PME compare trois SIRH pour ses 80 salariés", "HR & people management"],
    ["wij zoeken iets voor de facturering van onze monteurs", "Invoicing & billing"],
    ["comparing CRMs for a two-person roofing company", "CRM"],
    ["le cabinet veut un logiciel de paye pour ses douze salariés", "Payroll"],
    ["les patients devraient pouvoir prendre rendezvous en ligne le soir", "Appointment scheduling"],
    ["our recruiter found the last two ATS's too clunky", "Recruiting & applicant tracking"],
  ];
  it.each(cases)(
    "%s",
    (text, kind) => {
      expect(firstNeed(text)).toBe(kind);
    },
    FIRST_READ_MS,
  );
});

describe("asking for recommendations is no recommendation engine", () => {
  it("reads the kind the buyer asks recommendations for", () => {
    expect(firstNeed("Any CMMS recommendations for a bottling plant?")).toBe("Maintenance (CMMS)");
    expect(firstNeed("looking for ATS recommendations, we hire about 30 people a year")).toBe(
      "Recruiting & applicant tracking",
    );
  });

  it("still reads product recommendations in a shop as the kind", () => {
    expect(firstNeed("our webshop should show product recommendations to returning visitors")).toBe(
      "Personalisation & recommendations",
    );
  });
});

describe("a product named as the model of what is wanted, in each language", () => {
  const alternativesTo = (text: string) =>
    interpretProblem(index, problem({ problem: text })).alternativesTo.map((a) => a.slug);
  const cases: Array<[string, string]> = [
    ["Wir hätten gern etwas wie Bookwell, nur günstiger, für die Physiopraxis", "bookwell"],
    ["on veut quelque chose comme Slotty pour le salon de coiffure", "slotty"],
    ["buscamos algo parecido a Bookwell para la consulta dental", "bookwell"],
    ["ci serve qualcosa come Slotty per il centro estetico", "slotty"],
    ["we zoeken iets zoals Bookwell maar dan goedkoper voor de fysiotherapie", "bookwell"],
  ];
  it.each(cases)(
    "%s",
    (text, slug) => {
      expect(alternativesTo(text)).toContain(slug);
    },
    FIRST_READ_MS,
  );

  it("names no alternative where the product is simply what the buyer asks about", () => {
    expect(alternativesTo("Does Bookwell send SMS reminders to patients?")).toEqual([]);
  });
});
