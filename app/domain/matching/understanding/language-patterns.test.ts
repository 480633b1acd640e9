import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const kinds = (text: string) =>
  understandProblem(vocab, problem({ problem: text })).capabilities.map(
    (c) => vocab.vocabulary.capabilities[c.capability]!.id,
  );

/** Time tracking said with a verb and its object (hours, time, time per client), in every language. Own sentences. */
describe("time tracking described by what the buyer does with the hours", () => {
  it.each([
    "The studio wants to log time against each client job.",
    "Nos graphistes doivent suivre le temps passé sur chaque maquette pour la facturation.",
    "L'agence veut enregistrer les heures de chaque collaborateur, mission par mission.",
    "Unser Team soll die Zeit pro Auftrag erfassen.",
    "Wir möchten die Stunden unserer Berater pro Kunde aufschreiben.",
    "Queremos registrar el tiempo que cada diseñador pasa en los encargos.",
    "En la gestoría queremos apuntar las horas de cada asesor.",
    "Lo studio vuole tracciare le ore dei collaboratori su ogni commessa.",
    "Vorremmo registrare il tempo dei tecnici in ogni cantiere.",
    "Het bureau wil de tijd per klant bijhouden zonder Excel.",
  ])("%s", (text) => {
    expect(kinds(text)[0]).toBe("time-tracking");
  });
});

/**
 * "Our online shop is drowning in returns": the shop is the buyer's own (the noun first in French, Spanish and Italian,
 * written as one word in German and Dutch), and the idiom of pressure names no kind: what it weighs on is the need.
 */
describe("the buyer's own shop is the setting, not the need", () => {
  it.each([
    "Notre boutique en ligne croule sous les retours de vêtements depuis les soldes.",
    "Nuestra tienda online está desbordada de devoluciones tras las rebajas.",
    "Il nostro negozio online è sommerso di resi dopo i saldi.",
    "Unser Onlineshop erstickt seit dem Schlussverkauf in Retouren.",
    "Onze webshop verzuipt sinds de uitverkoop in retouren.",
  ])("%s", (text) => {
    const read = kinds(text);
    expect(read[0]).toBe("returns");
    expect(read).not.toContain("ecommerce");
  });

  it("still reads the shop when the buyer asks for one", () => {
    const shop = ["ecommerce", "online-store-builder"];
    expect(shop).toContain(kinds("Nous voulons ouvrir une boutique en ligne pour nos céramiques.")[0]);
    expect(shop).toContain(kinds("Necesitamos una tienda online para vender nuestras cerámicas.")[0]);
  });
});

/** German "planen" / "einteilen" with people as its object: staff scheduling, volunteers' own kind. Own sentences. */
describe("planning people", () => {
  it("reads staff and volunteers planned together as both kinds", () => {
    const read = kinds("Im Tierheim wollen wir unsere Mitarbeiter und Ehrenamtlichen planen.");
    expect(read).toContain("employee-scheduling");
    expect(read).toContain("volunteer-management");
  });

  it.each([
    ["Die Pflegedienstleitung muss die Dienste der Pflegekräfte planen.", "employee-scheduling"],
    ["Wir wollen das Personal der drei Filialen einteilen.", "employee-scheduling"],
    ["Der Sportverein muss die Freiwilligen für das Turnier einteilen.", "volunteer-management"],
    ["La crèche doit planifier le personnel chaque semaine.", "employee-scheduling"],
    ["El hotel necesita planificar al personal de limpieza.", "employee-scheduling"],
    ["Dobbiamo pianificare il personale del magazzino.", "employee-scheduling"],
    ["We moeten de medewerkers van de winkel plannen.", "employee-scheduling"],
    ["We need to plan shifts for the warehouse crew.", "employee-scheduling"],
  ])("%s → %s", (text, kind) => {
    expect(kinds(text)[0]).toBe(kind);
  });
});

/** German and Dutch write a compound closed or with hyphens: both read alike, and like the parts. Own sentences. */
describe("hyphenated compounds", () => {
  it.each([
    [
      "Unser Kunden-Support braucht ein Werkzeug für die Anfragen.",
      "Unser Kundensupport braucht ein Werkzeug für die Anfragen.",
      "help-desk",
    ],
    [
      "Die Praxis möchte eine Online-Terminbuchung anbieten.",
      "Die Praxis möchte eine Onlineterminbuchung anbieten.",
      "appointment-scheduling",
    ],
    [
      "Wir suchen eine Rechnungs-Software für das Handwerk.",
      "Wir suchen eine Rechnungssoftware für das Handwerk.",
      "invoicing",
    ],
    [
      "Der Verein sucht ein E-Mail-Marketing-Tool.",
      "Der Verein sucht ein E-Mail-Marketingtool.",
      "email-marketing",
    ],
    [
      "Voor onze klanten-service zoeken we een helpdesk.",
      "Voor onze klantenservice zoeken we een helpdesk.",
      "help-desk",
    ],
  ])("%s", (hyphenated, closed, kind) => {
    expect(kinds(hyphenated)[0]).toBe(kind);
    expect(kinds(hyphenated)).toEqual(kinds(closed));
  });
});
