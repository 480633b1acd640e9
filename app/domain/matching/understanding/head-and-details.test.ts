import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches } from "../find-matches";
import { problem, vendor } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const ids = vocab.vocabulary.capabilities.map((c) => c.id);

/** The kinds read as needs and the weaker readings offered beside them, by vocabulary id. */
function read(text: string) {
  const u = understandProblem(vocab, problem({ problem: text, features: [], industry: "" }));
  return {
    needs: u.capabilities.map((c) => ids[c.capability]!),
    weaker: u.weakerReadings.map((c) => ids[c]!),
  };
}

/** X is the need; Y, a feature X must have, is no need of its own but still offered as another reading. */
function expectHeadWithFeature(text: string, head: string, feature: string) {
  const r = read(text);
  expect(r.needs, text).toContain(head);
  expect(r.needs, text).not.toContain(feature);
  expect(r.weaker, text).toContain(feature);
}

describe("X with Y: the head names the kind, the details what it must do", () => {
  it("reads a need written without a trigger as a need phrase is read ('a customer data platform with consent tracking')", () => {
    expectHeadWithFeature(
      "a customer data platform with consent tracking",
      "segmentation-cdp",
      "cookie-consent",
    );
    expectHeadWithFeature(
      "An invoicing app with time tracking for a small design studio",
      "invoicing",
      "time-tracking",
    );
    expectHeadWithFeature("Payroll software with employee scheduling", "payroll", "employee-scheduling");
    expectHeadWithFeature("A help desk with live chat for our web shop", "help-desk", "live-chat");
    expectHeadWithFeature(
      "An online store builder with email marketing",
      "online-store-builder",
      "email-marketing",
    );
  });

  it("reads 'that has / includes / also does', 'which' and 'including' as details", () => {
    expectHeadWithFeature("A CRM that also sends newsletters", "crm", "email-marketing");
    expectHeadWithFeature("A help desk which includes a knowledge base", "help-desk", "knowledge-base");
    expectHeadWithFeature(
      "Project management software which includes time tracking",
      "project-management",
      "time-tracking",
    );
    expectHeadWithFeature("CRM including email campaigns", "crm", "email-marketing");
    expectHeadWithFeature("Accounting software that handles payroll", "accounting", "payroll");
  });

  it("reads what follows 'booking system that' as details of the booking system, with or without 'we need'", () => {
    expectHeadWithFeature("a booking system that also takes payments", "appointment-scheduling", "payments");
    expectHeadWithFeature(
      "Is there a booking system that also takes payments?",
      "appointment-scheduling",
      "payments",
    );
    expectHeadWithFeature(
      "We want an invoicing tool that also does time tracking",
      "invoicing",
      "time-tracking",
    );
  });

  it("does not join a word of the head and a word of the details into one cue ('tool [with time] tracking')", () => {
    // "tool … tracking" is a cue of equipment tracking ("tool tracking"); spread over the modifier it joins two phrases.
    const r = read("We are looking for an invoicing tool with time tracking");
    expect(r.needs).toEqual(["invoicing"]);
    // A cue read as written through the modifier still counts as the head: "chat with customers".
    expect(read("A widget to chat with customers on our website").needs).toContain("live-chat");
  });

  it("reads 'X and Y' as two needs, and 'X with Y and a Z tool' as two needs", () => {
    expect(read("A help desk and a live chat tool").needs).toEqual(
      expect.arrayContaining(["help-desk", "live-chat"]),
    );
    expect(read("We need a CRM and an email marketing tool").needs).toEqual(
      expect.arrayContaining(["crm", "email-marketing"]),
    );
    // The join ends the details where the words after it name a piece of software.
    expect(read("a booking system with payments and a newsletter tool").needs).toEqual(
      expect.arrayContaining(["appointment-scheduling", "email-marketing"]),
    );
    expect(read("a booking system with payments and a newsletter tool").needs).not.toContain("payments");
  });

  it("reads 'Y for X' as Y: the need comes first, 'for our X' says what it is for", () => {
    expectHeadWithFeature("Time tracking for our invoicing", "time-tracking", "invoicing");
    // "our customer data platform" is the buyer's own product: where the need applies, not a kind needed.
    const consent = read("Consent tracking for our customer data platform");
    expect(consent.needs).toEqual(["cookie-consent"]);
    expectHeadWithFeature("Live chat for our help desk", "live-chat", "help-desk");
  });

  it("keeps a head of empty words from turning the need into details ('a new tool for our live chat')", () => {
    expect(read("We need a new tool for our live chat with customers").needs).toContain("live-chat");
  });

  it("reads the same construction in German, French, Spanish, Italian and Dutch ('mit', 'avec', 'con', 'met')", () => {
    expectHeadWithFeature("Ein CRM mit E-Mail-Kampagnen für unser Team", "crm", "email-marketing");
    expectHeadWithFeature("Eine Terminbuchung mit Online-Zahlung", "appointment-scheduling", "payments");
    expectHeadWithFeature("Un CRM avec des campagnes d'emailing pour notre équipe", "crm", "email-marketing");
    expectHeadWithFeature("Un logiciel de facturation avec suivi du temps", "invoicing", "time-tracking");
    expectHeadWithFeature("Un CRM con campañas de email para nuestro equipo", "crm", "email-marketing");
    expectHeadWithFeature("Un software de facturación con control horario", "invoicing", "time-tracking");
    expectHeadWithFeature("Un CRM con campagne email per il nostro team", "crm", "email-marketing");
    expectHeadWithFeature(
      "Un software di fatturazione con rilevazione presenze",
      "invoicing",
      "time-tracking",
    );
    expectHeadWithFeature("Een CRM met e-mailcampagnes voor ons team", "crm", "email-marketing");
  });

  it("still reads a situation without a need phrase by what it describes ('customers keep emailing us with questions')", () => {
    expect(read("Customers keep emailing us with questions about their orders").needs).toContain("help-desk");
    // A modifier follows its noun: after "of", "which" asks which and begins no details.
    expect(read("We lose track of which clients still owe us money").needs).toContain("invoicing");
  });

  it("makes a kind named plainly in the details a wanted feature, as a wizard feature is", () => {
    const featuresOf = (text: string) =>
      understandProblem(vocab, problem({ problem: text, features: [], industry: "" })).features.map((f) => ({
        label: f.label,
        kinds: f.capabilities.map((c) => ids[c]),
      }));
    expect(featuresOf("An invoicing app with time tracking").map((f) => f.label)).toEqual(["time tracking"]);
    expect(featuresOf("Accounting software that handles payroll").map((f) => f.label)).toEqual(["payroll"]);
    // Another language: the words name their kind, which the card then confirms or misses.
    expect(featuresOf("Ein CRM mit E-Mail-Kampagnen")).toEqual([
      { label: "email kampagnen", kinds: ["email-marketing"] },
    ]);
    // "for our invoicing" says what the need is for, the buyer's own things: no feature.
    expect(featuresOf("Time tracking for our invoicing")).toEqual([]);
    // Two needs: neither is a feature of the other.
    expect(featuresOf("A help desk and a live chat tool")).toEqual([]);
    // A feature the wizard already asks for is not asked twice.
    const u = understandProblem(
      vocab,
      problem({ problem: "An invoicing app with time tracking", features: ["Time tracking"], industry: "" }),
    );
    expect(u.features.map((f) => f.label)).toEqual(["Time tracking"]);
  });

  // Built while the tests are collected, not inside a test's time limit (the vocabulary's first compile is slow on a
  // loaded machine), as in time-adverbs.test.ts.
  const invoicingIndex = createMatchIndex(
    [
      vendor({
        slug: "billfast",
        categories: ["Invoicing"],
        description: "Send invoices and get paid.",
      }),
      vendor({
        slug: "billhours",
        categories: ["Invoicing"],
        description: "Send invoices and get paid.",
        features: ["Time tracking"],
      }),
      vendor({
        slug: "clockwise",
        categories: ["Time tracking"],
        description: "Track time on projects.",
      }),
    ],
    defaultVocabulary(),
  );

  it("ranks the head's kind that has the feature above the one that does not, and the feature's kind below both", () => {
    const ranked = findMatches(
      invoicingIndex,
      problem({ problem: "an invoicing tool with time tracking", industry: "" }),
      {
        currentYear: 2026,
      },
    );
    expect(ranked.map((m) => m.slug)).toEqual(["billhours", "billfast", "clockwise"]);
    expect(ranked[0]!.matched_features).toEqual(["time tracking"]);
    expect(ranked[1]!.missing_features).toEqual(["time tracking"]);
  });
});

/**
 * "X from our Y": the system the buyer already has is where the data comes from or goes to (a source, an
 * integration), the buyer's own thing as after "for our", not a second need: X's kind is the need alone.
 */
describe("X from / in / on top of our Y: the buyer's own system is a source, not a need", () => {
  it("reads the software the data comes from as the buyer's own thing", () => {
    const cases: Array<[string, string, string]> = [
      ["charts and KPIs on top of our accounting data", "bi", "accounting"],
      ["an HR dashboard for the headcount numbers in our payroll system", "bi", "payroll"],
      ["we want a tool to build dashboards from our Postgres database", "bi", "database"],
      ["a team calendar fed from our booking system", "calendar", "appointment-scheduling"],
      ["a support chat on the website, answers from our knowledge base", "live-chat", "knowledge-base"],
      ["Dashboards und Berichte aus unserer Buchhaltung", "bi", "accounting"],
      ["des tableaux de bord depuis notre comptabilité", "bi", "accounting"],
    ];
    for (const [text, need, source] of cases) {
      const r = read(text);
      expect(r.needs[0], text).toBe(need);
      expect(r.needs, text).not.toContain(source);
    }
  });

  it("still reads two needs named side by side, and a need named after 'our' as the need", () => {
    expect(read("we need a CRM and a help desk").needs).toEqual(expect.arrayContaining(["crm", "help-desk"]));
    expect(read("a CRM and an email marketing tool").needs).toEqual(
      expect.arrayContaining(["crm", "email-marketing"]),
    );
    expect(read("we need a help desk for our shop").needs[0]).toBe("help-desk");
    expect(read("our team needs a password manager").needs[0]).toBe("password-management");
  });
});
