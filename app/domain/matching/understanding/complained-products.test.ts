import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches } from "../find-matches";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { readRequest } from "./request-language";

/**
 * Buyers often say they leave a tool only by complaining about it: "Freshdesk hiked their prices", "our Hootsuite bill
 * went up again", "Trello killed the free plan". The product that is the subject of the complaint is the one being
 * left, as after "an alternative to". The fixture catalog has Deskly (a help desk) and Slotty (a booking page); the
 * other names are widely known products the catalog lacks (`known_products`).
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());

function leftNames(text: string): string[] {
  const words = index.vocab.tokenizer.analyze(text);
  const r = readRequest(index.vocab.request, words, text, index.products);
  return r.alternatives.map((a) =>
    words
      .slice(a.start, a.end)
      .map((w) => w.raw)
      .join(" "),
  );
}

describe("a product that is the subject of a complaint is the one being left", () => {
  it.each([
    // prices
    ["Freshdesk hiked their prices this spring and our support team is small.", "freshdesk"],
    ["Pipedrive doubled their prices for our seat count.", "pipedrive"],
    ["Deskly raised the price again, so we are shopping around.", "deskly"],
    // licence and pricing model
    ["TeamViewer changed their licensing last year and it hurt us.", "teamviewer"],
    ["Toggl changed its pricing, we track hours for 12 people.", "toggl"],
    // the bill
    ["Our Hootsuite bill went up again and we post to three networks.", "hootsuite"],
    ["The LastPass bill keeps growing with every new hire.", "lastpass"],
    // the free plan, discontinued, shut down
    ["Trello killed the free plan we relied on for the volunteers.", "trello"],
    ["Calendly removed the free plan for teams.", "calendly"],
    ["Evernote discontinued the plan our office was on.", "evernote"],
    ["Slotty is shutting down in March, our salon takes 40 bookings a week.", "slotty"],
    // the complaints the engine already knows
    ["Our Jira board is a mess and nobody finds their tasks.", "jira"],
  ])("%s", (text, name) => {
    expect(leftNames(text)).toEqual([name]);
  });

  it.each([
    "We use Freshdesk and it works fine, but we need a CRM.",
    "Trello works well for us, but the spreadsheet of invoices is a mess.",
    "Our clients hate waiting on the phone, so we keep Freshdesk open all day.",
    "We moved our tasks into Jira last year and the team likes it.",
  ])("not a product merely used, nor a complaint about something else: %s", (text) => {
    expect(leftNames(text)).toEqual([]);
  });

  it("does not offer the catalog product being complained about, and reads its kind as the need", () => {
    const text = "Slotty changed their pricing and our studio can't justify it any more.";
    expect(interpretProblem(index, problem({ problem: text })).needs).toContain("Appointment scheduling");
    const verdicts = findMatches(index, problem({ problem: text }), { currentYear: 2026 });
    expect(verdicts.map((v) => v.slug)).not.toContain("slotty");
    expect(verdicts[0]?.slug).toBe("bookwell");
  });
});

describe("a multiplier is not a time", () => {
  it.each([
    "The renewal costs three times as much as last year.",
    "They now charge twice as much for the same seats, we need a new invoicing tool.",
    "Our payroll provider wants 4 times more since the merger.",
    "Their plan is now five times the price we paid before.",
  ])("%s", (text) => {
    const read = interpretProblem(index, problem({ problem: text, industry: "" }));
    expect(read.needs).not.toContain("Time tracking & attendance");
  });
});
