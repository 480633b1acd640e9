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

/**
 * Taking over a colleague's screen or reaching the office PCs from home is remote desktop software; linking offices
 * or branches securely is networking (VPN, firewall). "Remote desktop" and "RDP" name the narrower kind, which owns
 * them; networking keeps them as weak cues. Our own sentences, in six languages.
 */
describe("remote desktop and networking, each from its own words", () => {
  it.each([
    "Our admin wants to take control of a colleague's screen when their laptop misbehaves.",
    "Staff want to access their work computers from home after hours.",
    "Staff want to log into their office PCs from home after hours.",
    "Unser Admin soll bei Störungen den Bildschirm der Kollegen übernehmen.",
    "Wir möchten abends von zu Hause auf die Rechner in der Praxis zugreifen.",
    "Notre responsable informatique doit pouvoir prendre le contrôle de l'écran d'un collègue.",
    "Nous voulons accéder aux ordinateurs du bureau pendant le week-end.",
    "El técnico tiene que tomar el control de la pantalla de un compañero para arreglar fallos.",
    "Queremos acceder a los ordenadores de la oficina durante las vacaciones.",
    "Il tecnico deve prendere il controllo dello schermo di un collega quando qualcosa si blocca.",
    "Vorremmo accedere ai computer dell'ufficio anche nel fine settimana.",
    "De beheerder wil bij storingen het scherm van collega's overnemen.",
    "We willen 's avonds bij de computers op kantoor kunnen vanaf de bank.",
  ])("%s → remote desktop", (text) => {
    const read = kinds(text);
    expect(read[0]).toBe("remote-desktop");
    expect(read).not.toContain("network");
  });

  it.each([
    "We need to connect our offices in two cities securely.",
    "Wir wollen unsere Standorte sicher miteinander vernetzen.",
    "Nous devons relier nos agences régionales de manière sûre.",
    "Tenemos que conectar nuestras sedes de Sevilla y Bilbao de forma segura.",
    "Dobbiamo collegare le sedi di Torino e Bari in modo sicuro.",
    "We moeten onze vestigingen veilig met elkaar verbinden.",
  ])("%s → networking", (text) => {
    const read = kinds(text);
    expect(read[0]).toBe("network");
    expect(read).not.toContain("remote-desktop");
  });

  it("reads 'remote desktop' as remote desktop software, not as networking", () => {
    for (const text of [
      "Looking for remote desktop software for a small IT team.",
      "We need RDP access to a few office machines.",
    ]) {
      expect(kinds(text)[0]).toBe("remote-desktop");
      expect(kinds(text)).not.toContain("network");
    }
  });
});

/** Kinds whose everyday names were missing: campsites, event venues, class booking. Our own sentences. */
describe("campground bookings", () => {
  it.each([
    "Our campground needs a booking system for RV sites and tent pitches.",
    "We want campsite reservations online for our small RV park.",
    "Für unseren Zeltplatz suchen wir ein System, mit dem Gäste Stellplätze buchen können.",
    "Il nous faut un outil pour la réservation des emplacements de notre camping au bord du lac.",
    "Necesitamos un sistema para la reserva de parcelas en nuestro camping de montaña.",
    "Ci serve un programma per la prenotazione delle piazzole del nostro campeggio al mare.",
    "Voor onze boerencamping zoeken we iets waarmee gasten een kampeerplek boeken.",
  ])("%s", (text) => {
    expect(kinds(text)).toContain("campground");
  });
});

describe("an event venue and its enquiries", () => {
  it("reads a venue's booking enquiries as a sales pipeline (CRM)", () => {
    expect(kinds("Our events venue needs a tool to turn booking enquiries into confirmed dates.")).toContain(
      "crm",
    );
    expect(kinds("We need an event CRM for our wedding venue.")).toContain("crm");
  });

  it.each([
    "Unsere Eventlocation braucht ein Werkzeug für Veranstaltungsanfragen und Angebote.",
    "Notre lieu de réception a besoin d'un outil pour suivre les demandes de mariage.",
    "Nuestro salón de eventos necesita ordenar las solicitudes de eventos y los presupuestos.",
    "La nostra sala ricevimenti ha bisogno di gestire le richieste di eventi e i preventivi.",
    "Ons partycentrum wil de aanvragen voor de zaal en de offertes op één plek.",
  ])("%s → venue management", (text) => {
    expect(kinds(text)).toContain("venue-management");
  });
});

describe("bookkeeping handed to a tax adviser's system", () => {
  it("reads the export target as a detail: the kind is accounting or invoicing", () => {
    expect(
      kinds("Die Bäckerei braucht eine Buchhaltung mit DATEV-Schnittstelle für den Steuerberater."),
    ).toEqual(["accounting"]);
    expect(kinds("Our bakery needs invoicing that our tax adviser can pull into DATEV.")[0]).toMatch(
      /^(invoicing|accounting)$/,
    );
  });
});

describe("class booking for studios and schools", () => {
  it.each([
    "Our pilates studio wants members to book classes from their phones.",
    "Unser Yogastudio sucht eine Kursanmeldung mit Online-Zahlung.",
    "Notre école de danse cherche un logiciel pour la réservation de cours et la vente de billets.",
    "Nuestra academia de baile necesita una herramienta para la reserva de clases.",
    "Il nostro studio di pilates vuole la prenotazione delle lezioni dal telefono.",
    "Onze dansschool zoekt een systeem om lessen te reserveren en kaartjes te verkopen.",
  ])("%s", (text) => {
    const read = kinds(text);
    expect(read).toContain("appointment-scheduling");
    expect(read).not.toContain("lms");
  });
});
