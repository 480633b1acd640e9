import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { needPhraseTexts, wordsRead } from "../testing/requests";

/**
 * How people ask for technical and web-business software in forum threads (engine 1.71.0): a title that ends with
 * "recommendations", a question that closes with "would you recommend", "liking" that is no want, where an alert
 * arrives, and a few kinds' words that belonged to other kinds. Sentences written for this test.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string) => needPhraseTexts(index.vocab, text);
const kinds = (text: string) => interpretProblem(index, problem({ problem: text, industry: "" })).needs;
const integratedWords = (text: string) => wordsRead(index.vocab, index.products, text, (r) => r.integrated);

describe("'like' states a need only after 'I' or 'd' ('I'd like', 'we'd really like')", () => {
  it("reads no need in 'feels like', 'looks like' or a subject that likes something", () => {
    expect(
      needs("Our current rota app feels like a spreadsheet from 1998 and looks like nobody ever tested it."),
    ).toEqual([]);
    expect(needs("Guests like the printed menu, but we'd really like a booking page.")).toEqual([
      "booking page",
    ]);
    expect(needs("Id like one common mailbox that both partners answer from.")).toEqual([
      "one common mailbox that both partners answer from",
    ]);
  });

  it("does not read the complaint about the old tool's bill as a need for invoicing", () => {
    const read = kinds(
      "The ticket tool we pay for feels like overkill and the bill scares the founders. We want a help desk for two agents.",
    );
    expect(read).toEqual(["Help desk & ticketing"]);
  });
});

describe("a forum title names the need before 'recommendations' or 'suggestions'", () => {
  it("reads the words before the request as the need, and whom it is for as its details", () => {
    expect(needs("Self-hosted photo library recommendations for a family of five?")).toEqual([
      "self hosted photo library",
      "family of five",
    ]);
    expect(
      kinds("Self-hosted wiki recommendations for a small IT department? Markdown and page history.")[0],
    ).toBe("Knowledge base & wiki");
  });

  it("reads a title that ends with the request beside the need stated after it", () => {
    expect(
      needs("Self-hosted password manager recommendations? We'd like browser autofill and shared vaults."),
    ).toEqual(["self hosted password manager", "browser autofill and shared vaults"]);
    expect(kinds("Status page suggestions? Our customers keep asking whether the app is down.")[0]).toBe(
      "Uptime monitoring & status pages",
    );
    // "Any recommendations?" names nothing: the need stated after it is the need.
    expect(needs("Any recommendations? We need a CRM.")).toEqual(["crm"]);
  });
});

describe("a question that closes with 'do you use' or 'would you recommend' names the need before it", () => {
  it("reads the kind asked about, not whom it is for or where it is used", () => {
    expect(needs("Which pastebin would you recommend for sharing logs with contractors?")[0]).toBe(
      "which pastebin",
    );
    expect(kinds("Which pastebin would you recommend for sharing logs with contractors?")).toEqual([
      "Pastebins & snippet sharing",
    ]);
  });

  it("reads the same questions in German, French, Spanish, Italian and Dutch", () => {
    expect(needs("Welches Wiki nutzt ihr im Team?")).toEqual(["welches wiki"]);
    expect(needs("Quel outil de sondage utilisez-vous pour les enquêtes clients ?")).toEqual([
      "quel outil de sondage",
    ]);
    expect(needs("¿Qué gestor de contraseñas usáis en la oficina?")).toEqual(["que gestor de contrasenas"]);
    expect(needs("Quale CRM usate in agenzia?")).toEqual(["quale crm"]);
    expect(needs("Welke wiki gebruiken jullie op kantoor?")).toEqual(["welke wiki"]);
  });
});

describe("where an alert arrives is a system the software works with, not the kind", () => {
  it("reads a product after a notice word and a link ('alerts us on Slack')", () => {
    expect(
      integratedWords("Need a cron job monitor that notifies us on Slack when a job misses its schedule."),
    ).toEqual(["slack"]);
    expect(
      kinds("Need a cron job monitor that notifies us on Slack when a job misses its schedule."),
    ).toEqual(["Uptime monitoring & status pages"]);
  });

  it("never reads the word before a notice as a product ('motion alerts')", () => {
    expect(integratedWords("We want motion alerts on our phones at night")).toEqual([]);
    expect(kinds("We want motion alerts on our phones at night")).toEqual(["Video surveillance & NVR"]);
  });
});

describe("kinds' words buyers use", () => {
  it("reads checking that sites are reachable as uptime monitoring in German, French, Spanish, Italian and Dutch", () => {
    for (const text of [
      "Gesucht wird ein Dienst, der die Erreichbarkeit unserer Shops prüft.",
      "Nous voulons vérifier la disponibilité du site de chaque client.",
      "Queremos vigilar la disponibilidad de las webs de nuestros clientes.",
      "Ci serve uno strumento per controllare la raggiungibilità dei siti.",
      "We willen de bereikbaarheid van de websites van onze klanten bewaken.",
    ])
      expect(kinds(text), text).toEqual(["Uptime monitoring & status pages"]);
  });

  it("reads 'refer-a-friend' as referral programs", () => {
    expect(kinds("We need a refer-a-friend scheme for our gym.")).toEqual(["Referral & affiliate programs"]);
  });

  it("reads guided tours for new users as product tours, and a tour operator's as tours", () => {
    expect(kinds("New users never finish setup, so we want guided tours for onboarding.")).toEqual([
      "User onboarding & product tours",
    ]);
    expect(kinds("Our kayak rental runs guided tours and needs online booking for them.")[0]).toBe(
      "Tours & activities booking",
    );
  });
});
