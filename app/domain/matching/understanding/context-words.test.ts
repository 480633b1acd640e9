import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string) => interpretProblem(index, problem({ problem: text })).needs;

/**
 * The buyer's trade, named in the situation, chose the kind whenever the sentence stating the need was not read as
 * one: the whole text was then the need, and the trade its strongest word. Wishes ("I'd love", "würde gern",
 * "nos encantaría", "ik zou graag") and the impersonal search ("Gesucht wird", "On recherche", "Cercasi") state a
 * need in every language. Our own sentences.
 */
describe("a wish or an impersonal search states the need, not the trade", () => {
  it.each([
    [
      "We're a dental practice with six nurses. I'd love proper payroll instead of the accountant's spreadsheet.",
      "Payroll",
    ],
    [
      "Our dental surgery has grown to twelve people and we'd love shift planning that the nurses can see on their phones.",
      "Employee scheduling & rostering",
    ],
    [
      "Two-chair dental clinic here. Would love automatic invoices for patients who pay later.",
      "Invoicing & billing",
    ],
    [
      "Zahnarztpraxis mit sechs Angestellten. Ich würde gern die Dienstpläne der Helferinnen am Handy sehen.",
      "Employee scheduling & rostering",
    ],
    [
      "Wir sind eine Zahnarztpraxis mit acht Leuten. Gesucht wird eine einfache Lösung für die Lohnabrechnung.",
      "Payroll",
    ],
    ["Cabinet dentaire de cinq personnes. On recherche une paie simple pour les assistantes.", "Payroll"],
    ["Clínica dental con seis personas. Nos encantaría la nómina automática del personal.", "Payroll"],
    [
      "Siamo uno studio dentistico con sei dipendenti. Cercasi programma semplice per le buste paga.",
      "Payroll",
    ],
    [
      "Tandartspraktijk met zes medewerkers. Ik zou graag de salarissen automatisch laten berekenen.",
      "Payroll",
    ],
  ])("%s → %s, no dental software", (text, kind) => {
    const read = needs(text);
    expect(read[0]).toBe(kind);
    expect(read).not.toContain("Dental practice software");
  });
});

/** "page" is a web page or a wiki page; only paging a person is on-call work. */
describe("a page is not paging", () => {
  it("reads page history as no incident management", () => {
    expect(needs("Our restaurant needs a tool with page history for the menu texts.")).not.toContain(
      "Incident management & on-call",
    );
  });

  it("reads paging an engineer as incident management", () => {
    expect(
      needs("When the database goes down at night we need to page an engineer and track the incident."),
    ).toContain("Incident management & on-call");
  });
});

/** Words of a kind that buyers use for the job, where the situation named something else. Our own sentences. */
describe("the job's own words name the kind", () => {
  it.each([
    [
      "Our little community library wants barcode checkout and checkin for the books and a list of what is overdue.",
      "Library management",
    ],
    [
      "We'd like a system where volunteers check books in and out and members get overdue notices by email.",
      "Library management",
    ],
    [
      "Notre petite médiathèque cherche un outil pour les emprunts et retours avec lecteur de codes-barres.",
      "Library management",
    ],
    [
      "La biblioteca del pueblo necesita llevar los préstamos y devoluciones con un lector de códigos.",
      "Library management",
    ],
    [
      "La biblioteca della parrocchia cerca un programma per prestiti e restituzioni con il codice a barre.",
      "Library management",
    ],
    ["Onze schoolbieb zoekt iets voor uitlenen en innemen met een barcodescanner.", "Library management"],
    [
      "Somebody keeps stealing from our garage at night; I want object detection on the cameras so it only alerts for people.",
      "Video surveillance & NVR",
    ],
    [
      "We have four cameras on the shop floor and want to scrub through footage quickly after an incident.",
      "Video surveillance & NVR",
    ],
    [
      "We are a hosting company and need a place for internal procedures and how-tos that the support team can search.",
      "Knowledge base & wiki",
    ],
    [
      "Our call centre wants one spot to write up procedures so agents stop asking the team lead.",
      "Knowledge base & wiki",
    ],
  ])("%s → %s", (text, kind) => {
    expect(needs(text)).toContain(kind);
  });

  it("reads the library's returns as lending, not as a shop's returns", () => {
    expect(
      needs(
        "La biblioteca del pueblo necesita llevar los préstamos y devoluciones con un lector de códigos.",
      ),
    ).not.toContain("Returns management");
  });
});
