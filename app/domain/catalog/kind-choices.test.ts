import { describe, expect, it } from "vitest";
import vocabularyJson from "../../../catalog/vocabulary.json";
import {
  choiceOfCategory,
  filterKindChoices,
  foldKindText,
  kindChoicesOf,
  offeredCategoryTest,
} from "./kind-choices";
import { createTaxonomy } from "./taxonomy";

const kinds = [
  { name: "Help desk & ticketing", categories: ["Help desk & ticketing", "Help desk", "Ticketing"] },
  { name: "Live chat & chatbots", categories: ["Live chat", "Chatbots"] },
  { name: "CRM", categories: ["CRM", "Customer Relationship Management (CRM)"] },
  { name: "Event ticketing", categories: ["Event ticketing", "Ticket sales"] },
  { name: "Café point of sale", categories: ["Café POS"] },
];

describe("kindChoicesOf", () => {
  it("offers every kind under its first category, its name and other categories as aliases, sorted by name", () => {
    const choices = kindChoicesOf(kinds);
    expect(choices.map((c) => c.name)).toEqual([
      "Café point of sale",
      "CRM",
      "Event ticketing",
      "Help desk & ticketing",
      "Live chat & chatbots",
    ]);
    expect(choices.find((c) => c.name === "Live chat & chatbots")).toEqual({
      category: "Live chat",
      name: "Live chat & chatbots",
      aliases: ["Live chat & chatbots", "Chatbots"].filter((a) => a !== "Live chat"),
    });
  });

  it("adds approved kinds the taxonomy lacks, and leaves out one it already means", () => {
    const choices = kindChoicesOf(kinds, [
      { name: "Beekeeping management", description: "Hive inspections and harvest records for apiaries." },
      { name: "help-desk", description: "A second name for help desks." },
    ]);
    expect(choices).toHaveLength(6);
    expect(choices.find((c) => c.name === "Beekeeping management")).toMatchObject({
      category: "Beekeeping management",
      approvedDescription: "Hive inspections and harvest records for apiaries.",
    });
  });

  it("offers all 503 kinds of the vocabulary, each under a category of its own wherever it has one", () => {
    const choices = kindChoicesOf(vocabularyJson.capabilities);
    expect(choices).toHaveLength(vocabularyJson.capabilities.length);
    expect(choices.length).toBeGreaterThanOrEqual(503);
    // 18 kinds share every category with another kind (e.g. site search and shop search: "Search engines").
    expect(new Set(choices.map((c) => foldKindText(c.category))).size).toBeGreaterThanOrEqual(485);
    const taxonomy = createTaxonomy(vocabularyJson.capabilities);
    for (const c of choices)
      expect(taxonomy.kindsOfCategory(c.category).map((k) => k.name)).toContain(c.name);
    expect(choices.every((c) => !/[\n,;]/.test(c.category))).toBe(true);
  });
});

describe("filterKindChoices", () => {
  const choices = kindChoicesOf(kinds);
  const names = (typed: string) => filterKindChoices(choices, typed).map((c) => c.name);

  it("returns every kind in name order for an empty text", () => {
    expect(names("  ")).toEqual(choices.map((c) => c.name));
  });

  it("puts a name beginning with the text first, then names with a word beginning with it", () => {
    expect(names("c")).toEqual([
      "Café point of sale",
      "CRM",
      "Live chat & chatbots",
      "Event ticketing",
      "Help desk & ticketing",
    ]);
    expect(names("tick")).toEqual(["Event ticketing", "Help desk & ticketing"]);
    expect(names("event")).toEqual(["Event ticketing"]);
    expect(names("help")).toEqual(["Help desk & ticketing"]);
  });

  it("needs every typed word, in any order, and ignores case, accents and punctuation", () => {
    expect(names("ticketing event")).toEqual(["Event ticketing"]);
    expect(names("CAFE")).toEqual(["Café point of sale"]);
    expect(names("help-desk")).toEqual(["Help desk & ticketing"]);
    expect(names("desk and")).toEqual(["Help desk & ticketing"]);
  });

  it("finds a kind by another of its names", () => {
    expect(names("chatbot")).toEqual(["Live chat & chatbots"]);
    expect(names("customer relationship")).toEqual(["CRM"]);
    expect(names("ticket sales")).toEqual(["Event ticketing"]);
  });

  it("finds nothing for text no kind has, and survives NUL and lone surrogates", () => {
    expect(names("zzz")).toEqual([]);
    expect(names("\u0000\ud800")).toEqual(choices.map((c) => c.name));
    expect(names("crm\u0000")).toEqual(["CRM"]);
  });
});

describe("offeredCategoryTest and choiceOfCategory", () => {
  const choices = kindChoicesOf(kinds);
  it("knows a kind by its category, its name or another of its categories", () => {
    const offered = offeredCategoryTest(choices);
    expect(
      ["Live chat", "live chat & chatbots", "Chatbots", "Customer Relationship Management (CRM)"].every(
        offered,
      ),
    ).toBe(true);
    expect(offered("Falconry")).toBe(false);
    expect(choiceOfCategory(choices, "Customer Relationship Management (CRM)")?.name).toBe("CRM");
    expect(choiceOfCategory(choices, "Falconry")).toBeUndefined();
  });
});
