import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const understand = (text: string) => understandProblem(vocab, problem({ problem: text }));
const kinds = (text: string) =>
  understand(text).capabilities.map((c) => vocab.vocabulary.capabilities[c.capability]!.id);

describe("German and Dutch compounds", () => {
  it("read a compound whose last word is a one-word cue as that cue", () => {
    // "Lieblingsrezepte" are recipes, "stoofpotrecepten" too: the head of the compound names the thing.
    expect(
      kinds("Unsere Vereinsmitglieder sollen ihre Lieblingsrezepte in einer gemeinsamen Sammlung ablegen."),
    ).toContain("recipes");
    expect(kinds("Ik wil alle stoofpotrecepten van mijn oma op één plek bewaren.")).toContain("recipes");
  });

  it("read two words of a longer phrase written as one ('Trackingpixel verwalten')", () => {
    expect(kinds("Wir wollen unsere Trackingpixel verwalten, ohne jedes Mal den Code anzufassen.")).toContain(
      "tag-management",
    );
  });

  it("do not make a short word the head of every compound", () => {
    expect(kinds("Wir planen einen Workshop für unser Team und brauchen eine Anmeldeliste.")).not.toContain(
      "ecommerce",
    );
  });
});

describe("the need in other languages", () => {
  it.each([
    "Unsere Techniker müssen Arbeitsberichte auf dem Tablet ausfüllen.",
    "Nos techniciens doivent remplir les rapports d'intervention sur tablette.",
    "Nuestros técnicos tienen que rellenar los partes de trabajo en la tableta.",
    "I nostri tecnici devono compilare i rapporti di intervento sul tablet.",
    "Onze monteurs moeten werkbonnen op de tablet invullen.",
    "I nostri soci vogliono prenotare i campi da tennis online.",
    "Nos adhérents veulent réserver les courts de tennis en ligne.",
    "Nuestros socios quieren reservar las pistas de tenis online.",
  ])("is stated with a modal verb of the third person or 'must': %s", (text) => {
    expect(understand(text).needs.needs.length).toBeGreaterThan(0);
  });
});

describe("a word of the text's own language", () => {
  it("is not read again as an English word", () => {
    // Italian "rate" are instalments, not ratings (reviews).
    const read = kinds("Nel nostro negozio di biciclette i clienti vorrebbero pagare a rate.");
    expect(read).toContain("bnpl");
    expect(read).not.toContain("customer-feedback");
  });
});

/**
 * Kinds whose phrases in the other languages were widened beyond the directory's name for the job: our own sentences
 * in the everyday words buyers use, one language each.
 */
describe("everyday words in other languages name the kind", () => {
  it.each([
    ["Unsere Kunden sollen beim Bezahlen in Raten zahlen können.", "bnpl"],
    ["Nos clientes veulent payer en plusieurs fois sans frais.", "bnpl"],
    ["Wir brauchen ein Retourenportal, über das Kunden den Umtausch selbst anmelden.", "returns"],
    ["Wir wollen Funktionen ein- und ausschalten können, ohne neu zu deployen.", "feature-flags"],
    ["Queremos activar y desactivar funciones sin publicar una nueva versión.", "feature-flags"],
    [
      "Nos utilisateurs ont besoin d'infobulles et d'un tutoriel interactif à la première connexion.",
      "user-onboarding",
    ],
    [
      "Queremos un tutorial interactivo que guíe a los nuevos usuarios al entrar por primera vez.",
      "user-onboarding",
    ],
    ["Tenemos que juntar los datos de cada cliente en un perfil único del cliente.", "segmentation-cdp"],
    ["We willen klantgegevens samenvoegen uit de kassa, de webshop en de app.", "segmentation-cdp"],
    ["We willen onze vacatures publiceren op een eigen vacaturesite.", "job-board"],
    [
      "Il nous faut un outil où nos développeurs collent des bouts de code et les partagent par lien.",
      "pastebin",
    ],
    ["Nuestra web tiene que funcionar con lector de pantalla para usuarios ciegos.", "accessibility"],
    [
      "Veel klanten vullen hun winkelwagen en laten hem dan staan: we willen afgebroken bestellingen terughalen.",
      "cart-abandonment",
    ],
    [
      "Wir wollen Kunden belohnen, die uns an Freunde empfehlen: Empfehlungen belohnen mit einem Gutschein.",
      "referral-affiliate",
    ],
    ["Onze tandarts wil dat patiënten online hun behandelplan kunnen inzien.", "dental"],
    ["Nous sommes trois vétérinaires et voulons un logiciel pour la clinique pour animaux.", "veterinary"],
    [
      "Unsere Techniker sollen Wartungen planen und Wartungsintervalle der Anlagen im Blick behalten.",
      "cmms",
    ],
    ["Nos commerciaux doivent faire des devis en quelques minutes depuis le catalogue.", "cpq"],
    ["Vogliamo una tessera a punti per premiare i clienti fedeli del bar.", "loyalty"],
    ["We willen twee versies van onze nieuwsbrief testen en kijken welke versie beter werkt.", "ab-testing"],
    [
      "Il nostro gruppo vuole fissare obiettivi trimestrali e monitorare gli obiettivi di ogni team.",
      "okr-goals",
    ],
    [
      "Il nous faut un endroit pour notre identité visuelle : logos, couleurs et guide de marque.",
      "brand-management",
    ],
  ])("%s → %s", (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe("billable hours in other languages", () => {
  // English reads "billable hours" as time tracking and keeps legal billing for "billable hours for lawyers"; the
  // translations had the plain phrase under legal billing, so an agency tracking its hours was sent to law-firm tools.
  it.each([
    "Unsere Werbeagentur verliert Geld, weil niemand die abrechenbaren Stunden pro Kunde sieht.",
    "Notre agence perd de l'argent car personne ne voit les heures facturables par client.",
    "Nuestra agencia pierde dinero porque nadie ve las horas facturables por cliente.",
    "La nostra agenzia perde soldi perché nessuno vede le ore fatturabili per cliente.",
    "Ons reclamebureau verliest geld omdat niemand de declarabele uren per klant ziet.",
  ])("an agency's billable hours are time tracking, not legal billing: %s", (text) => {
    const read = kinds(text);
    expect(read).toContain("time-tracking");
    expect(read).not.toContain("legal-billing");
  });

  it.each([
    "Unsere Kanzlei braucht eine Abrechnung der abrechenbaren Stunden für Anwälte.",
    "Notre cabinet doit suivre les heures facturables des avocats.",
  ])("a law firm's billable hours still read as legal billing: %s", (text) => {
    expect(kinds(text)).toContain("legal-billing");
  });
});
