import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { needPhraseTexts } from "../testing/requests";
import { compileVocabulary } from "./compiled-vocabulary";

/**
 * How people ask in forums and classifieds: "What do you use for …?", "How do you handle …?", "Seeking a …",
 * "Lohnabrechnung gesucht", "Gezocht: …", "Cercasi …", "¿Qué usáis para …?". What follows (or, for "gesucht" and
 * "gezocht", precedes) is the need; the trade around it is the situation.
 */
const vocab = compileVocabulary(defaultVocabulary());
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());

const needs = (text: string) => needPhraseTexts(vocab, text);
const kinds = (text: string) => interpretProblem(index, problem({ problem: text, industry: "" })).needs;

describe("question and classified-ad forms state the need", () => {
  it("reads the need after a forum question or a 'seeking' opener", () => {
    expect(needs("Seeking a lightweight CRM for a two-person architecture practice.")).toEqual([
      "lightweight crm for two person architecture practice",
    ]);
    expect(needs("What do you use for tracking warranty claims at a small appliance store?")).toEqual([
      "tracking warranty claims at small appliance store",
    ]);
    expect(needs("How do you handle staff scheduling across three salons?")).toEqual([
      "staff scheduling across three salons",
    ]);
    expect(needs("In need of a simple rota app for a cafe with nine part-timers.")).toEqual([
      "simple rota app for cafe with nine part timers",
    ]);
  });

  it("reads the same forms in German, French, Spanish, Italian and Dutch", () => {
    expect(needs("Was nutzt ihr für die Urlaubsplanung im Team? Wir sind 25 Leute.")).toEqual([
      "die urlaubsplanung im team",
    ]);
    expect(needs("Comment gérez-vous les congés de vos salariés ?")).toEqual(["les conges de vos salaries"]);
    expect(needs("¿Qué usáis para gestionar las citas de una clínica de fisioterapia?")).toEqual([
      "gestionar las citas de una clinica de fisioterapia",
    ]);
    expect(needs("Cosa usate per gestire le presenze dei dipendenti in un bar?")).toEqual([
      "gestire le presenze dei dipendenti in un bar",
    ]);
    expect(needs("Wat gebruiken jullie voor het plannen van onderhoud aan machines?")).toEqual([
      "het plannen van onderhoud aan machines",
    ]);
  });

  it("reads a classified ad's 'gesucht', 'gezocht' and 'cercasi', before or after the need", () => {
    expect(
      needs("Buchungssystem für unser Yogastudio gesucht. Wir haben drei Trainerinnen und zwei Räume."),
    ).toEqual(["buchungssystem fur unser yogastudio"]);
    expect(
      needs("Wir sind ein Malerbetrieb. Zeiterfassung für die Baustellen gesucht, am besten per App."),
    ).toEqual(["zeiterfassung fur die baustellen"]);
    expect(needs("Planningstool gezocht voor onze schoonmaakploeg.")).toEqual(["planningstool"]);
    expect(needs("Empfehlung gesucht: Zeiterfassung für einen Handwerksbetrieb mit 12 Leuten.")).toEqual([
      "zeiterfassung fur einen handwerksbetrieb mit 12 leuten",
    ]);
    expect(needs("Cercasi gestionale per il magazzino della nostra ferramenta.")).toEqual([
      "gestionale per il magazzino della nostra ferramenta",
    ]);
  });

  it("lets the asked-for kind lead, not the trade around it", () => {
    const cases: Array<[string, string, string]> = [
      [
        "Our online shop sells refurbished phones on Shopify. How do you handle bookkeeping and VAT returns at this size?",
        "Accounting & bookkeeping",
        "E-commerce platform",
      ],
      [
        "I manage a team of plumbers with vans and we book jobs by phone. What do you use for invoicing on site?",
        "Invoicing & billing",
        "Field service management",
      ],
      [
        "Zahnarztpraxis mit 9 Mitarbeitenden. Lohnabrechnung gesucht, die Minijobs sauber abbildet.",
        "Payroll",
        "Dental practice software",
      ],
      [
        "Nous sommes un cabinet d'avocats à Lyon. Comment gérez-vous la signature électronique des mandats ?",
        "E-signature",
        "Legal practice management",
      ],
      [
        "Abbiamo un agriturismo con 12 camere. Cosa usate per la contabilità e le fatture elettroniche?",
        "Accounting & bookkeeping",
        "Hotel & property management (PMS)",
      ],
    ];
    for (const [text, need, trade] of cases) {
      const read = kinds(text);
      expect(read[0], text).toBe(need);
      expect(read, text).not.toContain(trade);
    }
  });

  it("reads no need from the verb alone when it tells a story", () => {
    expect(needs("Wir haben lange gesucht und nichts gefunden.")).toEqual([]);
    expect(
      kinds("Wir haben lange gesucht, aber nichts Passendes gefunden. Wir brauchen eine Zeiterfassung."),
    ).toEqual(["Time tracking & attendance"]);
  });
});
