import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const ids = vocab.vocabulary.capabilities.map((c) => c.id);
const needs = (text: string) =>
  understandProblem(vocab, problem({ problem: text, features: [], industry: "" })).capabilities.map(
    (c) => ids[c.capability]!,
  );

describe("software for a trade, then the jobs it must do", () => {
  it("reads the trade's software first, the jobs listed after it as needs behind it", () => {
    for (const [text, trade, job] of [
      [
        "Looking for software for our dental practice: appointments, patient charts, billing.",
        "dental",
        "invoicing",
      ],
      [
        "We're after a tool for our gym: class timetable, member check-ins and direct debits.",
        "gym-management",
        "payments",
      ],
      [
        "Gesucht wird eine Software für unsere Tierarztpraxis: Termine, Patientenakten, Rechnungen.",
        "veterinary",
        "invoicing",
      ],
      [
        "Cerchiamo un software per il nostro studio dentistico: appuntamenti, cartelle cliniche e fatture.",
        "dental",
        "invoicing",
      ],
    ] as const) {
      const read = needs(text);
      expect(read[0], text).toBe(trade);
      expect(read, text).toContain(job);
    }
  });

  it("keeps a trade's software first where it already was", () => {
    for (const text of [
      "Nous cherchons un logiciel pour notre cabinet dentaire : rendez-vous, dossiers patients, facturation.",
      "Buscamos un software para nuestra clínica veterinaria: citas, historiales y facturas.",
    ])
      expect(needs(text)[0], text).toMatch(/^(dental|veterinary)$/);
  });

  it("leaves the kinds named before the trade first: they are what the trade needs", () => {
    expect(needs("We need a CRM and a help desk for our dental practice.")).toEqual(["crm", "help-desk"]);
  });
});

describe("a business word that is no trade of the buyer's", () => {
  it("reads a staff rota for a pub as staff scheduling, not the staff's intranet (engine 1.75.0 read it first)", () => {
    expect(needs("We need a staff rota app for our pub.")[0]).toBe("employee-scheduling");
  });
});
