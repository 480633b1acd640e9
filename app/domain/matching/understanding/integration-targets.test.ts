import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { wordsRead } from "../testing/requests";

/**
 * A product named as the system the new software must export to, sync with, connect or talk to ("exporting the hours
 * to Xero", "eine Schnittstelle zu DATEV", "la integración con Holded") is the buyer's current system: a feature of
 * the need, never the kind it chooses (brand names are cues of their kinds in the vocabulary). The fixture catalog has
 * none of these products; they are widely known ones (`known_products`).
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text, industry: "" }));
const integratedWords = (text: string) => wordsRead(index.vocab, index.products, text, (r) => r.integrated);

describe("the systems the software must work with", () => {
  it("reads a product after an integration word and a link, right after one, or right before one", () => {
    expect(integratedWords("Exporting the weekly hours to Xero would be lovely")).toEqual(["xero"]);
    expect(integratedWords("It must sync invoices with QuickBooks or Xero")).toEqual(["quickbooks", "xero"]);
    expect(integratedWords("The rota app has to talk to our Shopify store")).toEqual(["shopify"]);
    expect(integratedWords("A Mailchimp integration is a plus")).toEqual(["mailchimp"]);
    expect(integratedWords("Eine DATEV-Schnittstelle wäre toll")).toEqual(["datev"]);
    expect(integratedWords("une exportation des heures vers Sage")).toEqual(["sage"]);
    expect(integratedWords("een koppeling met Exact Online zou fijn zijn")).toEqual(["exact", "online"]);
  });

  it("reads no system where no product is named, nor the product to replace", () => {
    expect(integratedWords("We export olive oil to Canada and need a CRM")).toEqual([]);
    expect(integratedWords("We want an alternative to QuickBooks that can export to Excel")).toEqual([]);
  });

  it.each([
    [
      "Our bakery wants a rota planner for the weekend shifts. Exporting the hours to Xero would be lovely.",
      "Employee scheduling & rostering",
    ],
    [
      "I run a small plumbing firm and need a time clock for the crew that talks to QuickBooks.",
      "Time clocks & attendance",
    ],
    [
      "Wir suchen eine Zeiterfassung für unsere Monteure. Eine DATEV-Schnittstelle wäre toll.",
      "Time tracking & attendance",
    ],
    [
      "Nous cherchons une pointeuse pour le personnel du restaurant, avec une exportation des heures vers Sage.",
      "Time clocks & attendance",
    ],
    [
      "Necesitamos una agenda de citas para la clínica dental; la integración con Holded sería perfecta.",
      "Appointment scheduling",
    ],
    [
      "Ci serve un programma per organizzare i turni del personale, e l'integrazione con Fatture in Cloud sarebbe comoda.",
      "Employee scheduling & rostering",
    ],
    [
      "We zoeken een urenregistratie voor ons bouwbedrijf; een koppeling met Exact Online zou fijn zijn.",
      "Time tracking & attendance",
    ],
  ])("%s → %s, not accounting", (text, kind) => {
    const needs = read(text).needs;
    expect(needs).toContain(kind);
    expect(needs).not.toContain("Accounting & bookkeeping");
  });

  it("keeps the product's kind when the buyer leaves it", () => {
    expect(read("Our bakery wants an alternative to QuickBooks.").needs).toContain(
      "Accounting & bookkeeping",
    );
    expect(read("We are leaving Xero in spring, what now?").needs).toContain("Accounting & bookkeeping");
  });

  it("keeps a connection of systems as the need ('connect the shop with accounting and CRM')", () => {
    expect(read("Please connect our Shopify store with our accounting and our CRM.").needs).toContain(
      "Workflow automation & low-code",
    );
  });
});
