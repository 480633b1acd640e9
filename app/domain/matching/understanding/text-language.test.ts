import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { compileVocabulary } from "./compiled-vocabulary";
import { textLanguages } from "./text-language";

const vocab = compileVocabulary(defaultVocabulary());
const languagesOf = (text: string) =>
  textLanguages(vocab.languages, vocab.tokenizer.analyze(text)).map((l) => l.language);

/**
 * Short buyer sentences written for this test (one-liners are the hard case: few function words, many of them shared
 * by several languages). Each is read in its own language only; the English ones in none.
 */
const SENTENCES: Record<"de" | "fr" | "es" | "it" | "nl" | "en", string[]> = {
  de: [
    "Brauchen dringend was für Schichtpläne im Lager",
    "Urlaubsanträge kommen per Mail und gehen unter",
    "Suchen Tool, mit dem Fahrer Lieferungen bestätigen",
    "Kann man Rechnungen automatisch aus Bestellungen erzeugen?",
    "Wir brauchen ein Tool für unsere Rechnungen",
    "Gibt es eine App für Schichtpläne im Restaurant?",
    "Kundendaten liegen überall verstreut, das nervt total",
    "Suche ein günstiges Ticketsystem für fünf Leute",
    "Unsere Mitarbeiter sollen Urlaub online beantragen",
    "Brauche dringend eine Lösung für Terminbuchungen",
    "Welche Software eignet sich für Lagerverwaltung?",
    "Die Buchhaltung machen wir noch mit Excel",
    "Bitte Empfehlung für ein CRM im Vertrieb",
    "Hat jemand Erfahrung mit Tools zur Zeiterfassung?",
  ],
  fr: [
    "Besoin d'un outil pour les congés des salariés",
    "Comment suivre les heures des intérimaires facilement ?",
    "Les devis partent par mail et on perd le fil",
    "Il faut que les clients signent en ligne",
    "Cherche appli pour planifier les tournées des livreurs",
    "On cherche un logiciel pour gérer nos factures",
    "Quel outil pour les plannings de notre restaurant ?",
    "Nos données clients sont éparpillées partout, c'est pénible",
    "Je cherche un système de tickets pas cher",
    "Les salariés doivent pouvoir poser leurs congés en ligne",
    "Besoin urgent d'une solution de prise de rendez-vous",
    "Quel logiciel choisir pour gérer le stock ?",
    "On fait encore la compta sur Excel",
    "Vous me conseillez quel CRM pour les commerciaux ?",
    "Quelqu'un utilise un outil de suivi du temps ?",
  ],
  es: [
    "Hace falta algo para llevar las nóminas",
    "Cómo controlo las horas de los camareros sin papel",
    "Necesitamos que los clientes firmen los contratos online",
    "Queremos saber cuántos pedidos llegan cada día",
    "Buscando app para organizar repartos de la furgoneta",
    "Buscamos un programa para hacer las facturas",
    "¿Qué aplicación usáis para los turnos del restaurante?",
    "Los datos de clientes están repartidos por todas partes",
    "Necesito un sistema de tickets barato para cinco personas",
    "Los empleados deberían pedir vacaciones desde el móvil",
    "Urge una herramienta para reservar citas online",
    "¿Qué software recomiendan para controlar el inventario?",
    "Llevamos la contabilidad todavía en Excel",
    "Recomendadme un CRM para el equipo comercial",
    "¿Alguien conoce una app para fichar las horas?",
  ],
  it: [
    "Ci serve un programma per fare le fatture",
    "Ci mancano le risposte ai preventivi inviati",
    "Ci servirebbe qualcosa per gestire i turni dei camerieri",
    "Quante ore lavorano i ragazzi? Vorremmo saperlo senza Excel",
    "Abbiamo bisogno di tracciare le consegne dei corrieri",
    "Cerchiamo qualcosa che faccia le buste paga",
    "Ci vuole un modo per raccogliere le firme dei clienti",
    "Vorrei mandare promemoria ai pazienti prima delle visite",
    "Serve un posto dove tenere tutti i contratti",
    "Quanti clienti ci sono in attesa? Non lo sappiamo mai",
    "Dobbiamo ancora segnare le ferie a mano",
    "Quante app usate per i turni del ristorante?",
    "Abbiamo bisogno di un gestionale per il magazzino",
    "Cerco un sistema di ticket economico per cinque persone",
    "I dipendenti devono chiedere le ferie dal telefono",
    "Mi serve subito uno strumento per prenotare appuntamenti",
    "Quale software consigliate per tenere la contabilità?",
    "Facciamo ancora tutto con Excel e non va bene",
    "Consigliatemi un CRM per i nostri commerciali",
    "Qualcuno usa un'app per segnare le ore di lavoro?",
  ],
  nl: [
    "Hoe houden jullie de uren van invalkrachten bij?",
    "Zoeken iets voor de salarisadministratie van twintig man",
    "Klanten moeten offertes digitaal kunnen tekenen",
    "Het team houdt de uren bij in Excel",
    "Verlofaanvragen komen via mail binnen en raken zoek",
    "We zoeken een programma om facturen te maken",
    "Welke app gebruiken jullie voor roosters in de horeca?",
    "Klantgegevens staan overal verspreid, heel irritant",
    "Ik zoek een goedkoop ticketsysteem voor vijf mensen",
    "Medewerkers moeten verlof online kunnen aanvragen",
    "Wij zoeken snel een tool voor het plannen van afspraken",
    "Welke software raden jullie aan voor voorraadbeheer?",
    "De boekhouding doen we nog steeds in Excel",
    "Kan iemand een CRM aanraden voor onze verkopers?",
    "Heeft iemand ervaring met urenregistratie voor een klein team?",
  ],
  en: [
    "We need a tool for our invoices",
    "Is there an app for restaurant shift planning?",
    "Customer data is scattered everywhere and it is annoying",
    "Looking for a cheap ticketing system for five people",
    "Staff should request holidays online from their phones",
    "I need a booking tool for my salon asap",
    "Which software would you recommend for inventory?",
    "We still do the accounting in Excel",
    "Any recommendation for a sales CRM?",
    "Has anyone used a time tracking tool for a small team?",
  ],
};

describe("the language a buyer writes in", () => {
  for (const language of ["de", "fr", "es", "it", "nl"] as const)
    it.each(SENTENCES[language])(`reads '%s' as ${language} only`, (text) => {
      expect(languagesOf(text)).toEqual([language]);
    });

  it.each(SENTENCES.en)("reads '%s' in no other language", (text) => {
    expect(languagesOf(text)).toEqual([]);
  });

  it("counts a function word English cues use ('ci', 'door', 'ai') only once another shows the language", () => {
    expect(languagesOf("CI runners for our Drone CI setup")).toEqual([]);
    expect(languagesOf("Door access control for our office")).toEqual([]);
    expect(languagesOf("Ci serve un CRM")).toEqual(["it"]);
  });

  it("settles a short text whose function words several languages share by its content words", () => {
    expect(languagesOf("la contabilidad en Excel")).toEqual(["es"]);
  });
});

/**
 * Fragments of a few words, as a wizard field gets them, written for this test: a function word English shares ("van",
 * "an", "ai") or none of its own at all; their content words are the language's phrase words and no English cue's.
 */
const FRAGMENTS: Record<"de" | "fr" | "es" | "it" | "nl", string[]> = {
  de: ["Rechnungen an Kunden", "Schichtplanung der Pfleger", "Arbeitszeiten der Monteure"],
  fr: ["paie des intérimaires", "relances des factures impayées", "gestion des tournées"],
  es: ["gestión de turnos", "facturas de proveedores", "control de almacén"],
  it: ["fatture ai fornitori", "turni del magazzino", "gestione presenze dipendenti"],
  nl: ["verlof van medewerkers", "facturen van leveranciers", "roosters van het personeel"],
};

describe("the language of a short fragment", () => {
  for (const language of ["de", "fr", "es", "it", "nl"] as const)
    it.each(FRAGMENTS[language])(`reads '%s' as ${language} only`, (text) => {
      expect(languagesOf(text)).toEqual([language]);
    });

  it.each([
    "van rental for movers",
    "de-duplicate contacts",
    "la carte menu app",
    "van fleet tracking",
    "die cutting shop software",
    "con management tool",
    "pro forma invoices",
    "leave requests for staff",
  ])("reads the English fragment '%s' in no other language", (text) => {
    expect(languagesOf(text)).toEqual([]);
  });
});
