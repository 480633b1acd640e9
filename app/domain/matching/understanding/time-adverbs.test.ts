import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
// Built while the tests are collected, not inside a test's time limit (it timed out under a loaded machine).
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const query = (text: string) =>
  understandProblem(vocab, problem({ problem: text, industry: "" })).coreQuery.map((t) => t.term);

// "Now" is when the buyer needs it, not what: as a query word it matched the "buy now pay later" vendors.
describe("time adverbs in a buyer's story", () => {
  it("are not searched for", () => {
    const sentences = [
      "Our volunteers swap shifts in a WhatsApp group and it is chaos, we need something now",
      "Right now we track sales leads in spreadsheets and half of them never get a follow-up",
      "The old booking plugin broke today and we need a replacement asap",
      "We recently outgrew Trello and nowadays nobody knows who is doing what",
    ];
    for (const s of sentences) {
      const terms = query(s);
      for (const w of ["now", "today", "asap", "recent", "recently", "nowaday", "nowadays"])
        expect(terms, s).not.toContain(w);
    }
  });

  it("leave the words that name the need", () => {
    expect(query("We need a CRM now, the spreadsheet is a mess")).toContain("crm");
  });
});

// The same holds in the buyer's own language: "sofort", "maintenant", "ahora", "adesso", "meteen" say when.
describe("time adverbs in German, French, Spanish, Italian and Dutch", () => {
  const cases: Array<[string, string[]]> = [
    ["Unsere Fahrer tauschen Schichten per WhatsApp, wir brauchen sofort eine bessere Lösung", ["sofort"]],
    ["Heute ist unser altes Kassensystem ausgefallen, wir brauchen bald Ersatz", ["heute", "bald"]],
    ["Nous avons besoin maintenant d'un outil pour les plannings des bénévoles", ["maintenant"]],
    ["Aujourd'hui nos devis partent par mail, il nous faut rapidement mieux", ["aujourd'hui"]],
    ["Necesitamos ahora mismo un sistema para los turnos de los voluntarios", ["ahora"]],
    ["Hoy llevamos las reservas en papel y queremos algo enseguida", ["hoy", "enseguida"]],
    ["Abbiamo bisogno adesso di uno strumento per i turni dei volontari", ["adesso"]],
    ["Ci serve subito un programma per le prenotazioni, oggi usiamo un quaderno", ["subito", "oggi"]],
    ["We hebben meteen een tool nodig voor de roosters van onze vrijwilligers", ["meteen"]],
    ["Tegenwoordig plannen we vandaag nog alles in Excel", ["tegenwoordig", "vandaag"]],
  ];
  it.each(cases)("are not searched for in '%s'", (text, adverbs) => {
    const terms = query(text);
    for (const adverb of adverbs)
      for (const t of vocab.tokenizer.terms(adverb)) expect(terms, text).not.toContain(t);
  });

  it("leave a phrase that holds one to its kind: 'compra ahora paga después' is still buy now pay later", () => {
    const needs = (text: string) => interpretProblem(index, problem({ problem: text, industry: "" })).needs;
    expect(needs("Queremos ofrecer compra ahora paga después en nuestra tienda online")).toContain(
      "Buy now pay later",
    );
    expect(needs("Nous voulons proposer achetez maintenant payez plus tard sur notre boutique")).toContain(
      "Buy now pay later",
    );
    expect(needs("Wir möchten im Shop jetzt kaufen, später bezahlen anbieten")).toContain(
      "Buy now pay later",
    );
  });
});
