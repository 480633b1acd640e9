import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem, vendor } from "../testing/fixtures";
import { wordsRead } from "../testing/requests";

/**
 * The tool where the buyer's things are today ("spread across Intercom and email", "they come in through Zendesk")
 * is their situation: its kind (brand names are cues of their kinds in the vocabulary) must not win over the need.
 */
const catalog = [
  ...FIXTURE_CATALOG,
  vendor({
    slug: "intercom",
    name: "Intercom",
    description: "Customer messaging platform with live chat, chatbots and a shared inbox.",
    categories: ["Live chat"],
  }),
  vendor({
    slug: "zendesk",
    name: "Zendesk",
    description: "Customer service software: ticketing, help center and messaging.",
    categories: ["Help desk"],
  }),
  vendor({
    slug: "slack",
    name: "Slack",
    description: "Team messaging in channels, with huddles and integrations.",
    categories: ["Team chat"],
  }),
  vendor({
    slug: "mailchimp",
    name: "Mailchimp",
    description: "Email marketing: newsletters, audiences and automations.",
    categories: ["Email marketing"],
  }),
];
const vocabulary = defaultVocabulary();
const index = createMatchIndex(catalog, vocabulary);
const read = (text: string) => interpretProblem(index, problem({ problem: text }));

const currentWords = (text: string) => wordsRead(index.vocab, index.products, text, (r) => r.current);

describe("the tool the need lives in today", () => {
  it("reads a catalog product after 'in', 'across', 'through' or 'we use', with what is listed with it", () => {
    expect(currentWords("Requests are spread across Intercom and email, and we need one place")).toEqual([
      "intercom",
      "and",
      "email",
    ]);
    expect(currentWords("Our feedback lives in Zendesk and Slack and we want a place to collect it")).toEqual(
      ["zendesk", "and", "slack", "and"],
    );
    expect(currentWords("We use Slack, and need a CRM")).toEqual(["slack"]);
    expect(currentWords("Bug reports come in through Intercom and we need to track them")).toEqual([
      "intercom",
      "and",
    ]);
  });

  it("reads no tool where no catalog product is named, nor the product to replace", () => {
    expect(currentWords("We are drowning in support tickets and need to sort them")).toEqual([]);
    expect(currentWords("We want an alternative to Intercom")).toEqual([]);
  });

  it.each([
    [
      "Our feedback lives in Zendesk and Slack and we want a place to collect it and prioritise.",
      ["Help desk & ticketing", "Team communication"],
    ],
    [
      "We handle all bookings in Mailchimp and spreadsheets and need to manage them properly.",
      ["Email marketing & newsletters"],
    ],
    ["Our bug reports come in through Intercom and we need to track them.", ["Live chat & chatbots"]],
    ["Candidate CVs arrive via Slack and email and we want to rank them.", ["Team communication"]],
    ["Our contracts are stored in Slack threads and we need to get them signed.", ["Team communication"]],
  ])("%s → not %s", (text, kinds) => {
    const needs = read(text).needs;
    expect(needs.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(needs).not.toContain(kind);
  });

  it("lets the tool reinforce only what the need chose, not a kind the rest of the situation names", () => {
    const r = read("Customer questions pile up in Zendesk and we need a chatbot to answer them.");
    expect(r.needs).toContain("Live chat & chatbots");
    expect(r.needs).not.toContain("Help desk & ticketing");
  });

  it("reads the tool's kind when the buyer wants an alternative to it, or when nothing else names a kind", () => {
    expect(read("We want an alternative to Intercom.").needs).toContain("Live chat & chatbots");
    expect(read("Everything is in Zendesk and we want it to work better for us.").needs).toContain(
      "Help desk & ticketing",
    );
  });
});
