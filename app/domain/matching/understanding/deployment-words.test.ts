import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string) => interpretProblem(index, problem({ problem: text })).needs;

const SELF_HOSTING = "Self-hosting platforms & app stores for servers";
const FILE_SYNC = "File sync & cloud drives";

/**
 * Where the software runs is a constraint, not the kind (vocabulary 2025.94): "selbst hosten", "auto hébergement",
 * "autoalojamiento", "self hosting", "zelf hosten" say how the buyer wants to run what they look for, as
 * "self-hosted" does in English; and "auf einem eigenen Server im Haus" is in-house, not a home server. Only a
 * platform for hosting apps names that kind. Own sentences.
 */
describe("a wish to host it yourself is not a self-hosting platform", () => {
  it.each([
    "Wir möchten unsere Angebote mit einer Rechnungssoftware schreiben, die wir selbst hosten.",
    "Das Kanzleiteam braucht eine Dateisynchronisation, betrieben auf einem eigenen Server im Haus.",
    "Pour nos adhérents, il nous faut une facturation en auto hébergement.",
    "Nuestra academia busca un programa de facturación con autoalojamiento en un servidor propio.",
    "Il nostro studio cerca un help desk da installare in self hosting sulla rete interna.",
    "Voor onze stichting zoeken we een wiki die we zelf hosten bij een Nederlandse provider.",
  ])("does not read a self-hosting platform in %s", (text) => {
    expect(needs(text)).not.toContain(SELF_HOSTING);
  });

  it.each([
    "Our agency is after a server control panel with one-click apps for client sites.",
    "Wir suchen eine Selfhosting Plattform für unseren Homeserver im Keller.",
  ])("still reads one where the buyer names the platform: %s", (text) => {
    expect(needs(text)).toContain(SELF_HOSTING);
  });
});

/**
 * The noun that names the kind, file synchronization, in each language: Dateisynchronisation, synchronisation de
 * fichiers, sincronización de archivos, sincronizzazione dei file, bestandssynchronisatie. Own sentences.
 */
describe("file synchronization named as a noun", () => {
  it.each([
    "Our architects want file synchronization between the studio desktops and their laptops.",
    "Das Planungsbüro sucht eine Dateisynchronisation zwischen den beiden Standorten.",
    "Wir brauchen ein Synchronisieren von Dateien zwischen Werkstatt und Büro.",
    "Le cabinet souhaite une synchronisation de fichiers entre les postes des associés.",
    "La gestoría necesita sincronización de archivos entre las sedes de Huelva y Jaén.",
    "Lo studio tecnico vuole una sincronizzazione dei file tra i portatili dei geometri.",
    "Het ingenieursbureau zoekt bestandssynchronisatie tussen de laptops van de tekenaars.",
  ])("reads file sync in %s", (text) => {
    expect(needs(text)).toContain(FILE_SYNC);
  });
});

/** A need phrase may start the text with a relative word that asks ("Which…?"): it was read past the text's start. */
describe("a question that opens with which", () => {
  it.each([
    "Which app store for a home server lets us install apps with one click?",
    "Which help desk would a four-person support crew pick for email tickets?",
  ])("is read without failing: %s", (text) => {
    expect(() => needs(text)).not.toThrow();
  });
});
