import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { sharesWord, tradeJobs } from "./trade-jobs";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string) => interpretProblem(index, problem({ problem: text })).needs;
const kind = (id: string) => index.vocab.vocabulary.capabilities.findIndex((c) => c.id === id);

/**
 * A need phrase naming a generic job (booking, reservations) beside a trade the situation names plainly, whose kind
 * does that job for that trade: the trade's kind leads, the generic kind is still a need. Our own sentences.
 */
describe("the trade's own software leads a generic job it does", () => {
  it.each([
    [
      "We have a kayak rental shop and we need a way for people to book online",
      "Rental & equipment hire",
      "Appointment scheduling",
    ],
    [
      "We own a campsite in the hills and we want guests to book online",
      "Campsites, marinas & outdoor bookings",
      "Appointment scheduling",
    ],
    [
      "Our pilates studio needs a booking system so members can sign up for classes",
      "Gym & fitness studio management",
      "Appointment scheduling",
    ],
    [
      "We are a little guesthouse near the coast and we need a booking engine for direct bookings",
      "Hotel & property management (PMS)",
      "Reservations, tickets & delivery",
    ],
    [
      "Nous gérons un camping et nous cherchons un système de réservation en ligne",
      "Campsites, marinas & outdoor bookings",
      "Reservations, tickets & delivery",
    ],
    [
      "Abbiamo un piccolo albergo e ci serve un sistema di prenotazione online",
      "Hotel & property management (PMS)",
      "Reservations, tickets & delivery",
    ],
  ])("%s → %s, then %s", (text, trade, job) => {
    const read = needs(text);
    expect(read[0]).toBe(trade);
    expect(read).toContain(job);
  });

  /** The trade named in the text's own language ("un estudio de yoga", "ein Yogastudio"), not only in English. */
  it.each([
    [
      "Tenemos un estudio de yoga en el centro y necesitamos reservas online para las sesiones",
      "Gym & fitness studio management",
      "Appointment scheduling",
    ],
    [
      "Tenemos un pequeño estudio de pilates y necesitamos un sistema de reservas para las sesiones",
      "Gym & fitness studio management",
      "Appointment scheduling",
    ],
    [
      "Llevamos un camping junto al río y necesitamos reservas online",
      "Campsites, marinas & outdoor bookings",
      "Reservations, tickets & delivery",
    ],
    [
      "Abbiamo uno studio di pilates e ci serve un sistema di prenotazione per le lezioni",
      "Gym & fitness studio management",
      "Appointment scheduling",
    ],
    [
      "Nous avons un studio de pilates et il nous faut un système de réservation",
      "Gym & fitness studio management",
      "Reservations, tickets & delivery",
    ],
    [
      "Wir haben ein Yogastudio und suchen eine Online-Buchung für die Kurse",
      "Gym & fitness studio management",
      "Appointment scheduling",
    ],
    [
      "Wir betreiben einen Campingplatz am See und brauchen eine Online-Buchung",
      "Campsites, marinas & outdoor bookings",
      "Appointment scheduling",
    ],
    [
      "We hebben een yogastudio en zoeken een online boekingssysteem voor de lessen",
      "Gym & fitness studio management",
      "Appointment scheduling",
    ],
    [
      "We runnen een camping aan zee en willen dat gasten online kunnen boeken",
      "Campsites, marinas & outdoor bookings",
      "Appointment scheduling",
    ],
  ])("in the text's language: %s → %s, then %s", (text, trade, job) => {
    const read = needs(text);
    expect(read[0]).toBe(trade);
    expect(read).toContain(job);
  });

  it.each([
    ["Tenemos un estudio de yoga y necesitamos un programa de contabilidad", "Accounting & bookkeeping"],
    ["Wir haben ein Yogastudio und suchen eine Buchhaltungssoftware", "Accounting & bookkeeping"],
  ])("a trade in another language whose software does another job is no need: %s → %s", (text, need) => {
    expect(needs(text)).toEqual([need]);
  });

  it.each([
    ["We run a small hotel and need accounting software", "Accounting & bookkeeping"],
    ["We run a campground and need a tool for payroll", "Payroll"],
    ["Our yoga studio needs a tool to send newsletters", "Email marketing & newsletters"],
    ["Our dental surgery needs a team chat for the nurses and receptionists", "Team communication"],
    ["Wir sind eine Zahnarztpraxis und brauchen einen Team-Chat", "Team communication"],
  ])("a trade whose software does another job is no need: %s → %s", (text, need) => {
    expect(needs(text)).toEqual([need]);
  });

  it("reads no trade in the buyer's own product or in what the buyer does", () => {
    expect(needs("We run an online shop and need a payment provider")[0]).toBe("Payments & checkout");
    expect(needs("We host workshops for clients, so a tool for video calls is what we want")).toEqual([
      "Video conferencing & calls",
    ]);
  });
});

describe("tradeJobs", () => {
  const jobs = tradeJobs(index.vocab);

  it("relates a trade's kind to the job its related categories name, and to that job's siblings", () => {
    expect(jobs.relatedKinds[kind("campground")]!.has(kind("appointment-scheduling"))).toBe(true);
    expect(jobs.relatedKinds[kind("campground")]!.has(kind("reservations"))).toBe(true);
    expect(jobs.relatedKinds[kind("dental")]!.has(kind("team-chat"))).toBe(false);
  });

  it("leaves out the words of a great many kinds", () => {
    expect(jobs.english[kind("campground")]!.has("onlin")).toBe(false);
  });

  it("shares a word or its stem", () => {
    expect(sharesWord(new Set(["booking"]), ["book"])).toBe(true);
    expect(sharesWord(new Set(["reservat"]), ["reserv"])).toBe(true);
    expect(sharesWord(new Set(["pay"]), ["pa"])).toBe(false);
    expect(sharesWord(undefined, ["book"])).toBe(false);
  });

  it("shares the head of a compound ('Buchung' of 'Kursbuchung'), not a short ending", () => {
    expect(sharesWord(new Set(["kursbuchung"]), ["buchung"])).toBe(true);
    expect(sharesWord(new Set(["facebook"]), ["book"])).toBe(false);
  });

  it("shares a compound's first part with a word or its head ('Buchungssystem' and 'Kursbuchung')", () => {
    expect(sharesWord(new Set(["kursbuchung"]), ["buchungssystem"])).toBe(true);
    expect(sharesWord(new Set(["lessen", "boeken"]), ["boekingssysteem"])).toBe(false);
    expect(sharesWord(new Set(["boeking"]), ["boekingssysteem"])).toBe(true);
    expect(sharesWord(new Set(["rechnung"]), ["buchungssystem"])).toBe(false);
  });
});

/**
 * The trade named in the need phrase's purpose ("online booking for our yoga studio", "für unsere Tanzschule"): its
 * kind leads when it does the need's job, as when the situation names it (engine 1.63.0). A trade whose kind does
 * another job keeps the need's kind alone. Our own sentences.
 */
describe("a trade the need is for leads the generic job it does", () => {
  it.each([
    "We are looking for online booking for our little pilates studio.",
    "I'd like a booking system for my yoga studio downtown.",
    "Vorremmo le prenotazioni online per il nostro studio di yoga in centro.",
    "Wir hätten gern eine Online-Buchung für unser Yogastudio in der Altstadt.",
    "Necesitamos un sistema de reservas para nuestro estudio de yoga.",
    "Wir brauchen dringend ein Buchungssystem für unser kleines Yogastudio.",
    "Wij zoeken een boekingssysteem voor onze yogastudio aan de gracht.",
  ])("reads the studio's software first in %s", (text) => {
    const read = needs(text);
    expect(read[0]).toBe("Gym & fitness studio management");
  });

  it.each([
    ["Looking for a group chat for our dental clinic staff.", "Team communication"],
    ["We want an accounting package for our yoga studio.", "Accounting & bookkeeping"],
    ["A full ERP is too much; we want stock control for three warehouses.", "Inventory management"],
  ])("keeps the need's own kind in %s", (text, kind) => {
    const read = needs(text);
    expect(read[0]).toBe(kind);
    expect(read).not.toContain("Gym & fitness studio management");
  });
});
