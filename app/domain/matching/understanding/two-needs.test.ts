import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const ids = vocab.vocabulary.capabilities.map((c) => c.id);

/** The kinds read as needs, the weaker readings and the features read from the text, by vocabulary id / label. */
function read(text: string) {
  const u = understandProblem(vocab, problem({ problem: text, features: [], industry: "" }));
  return {
    needs: u.capabilities.map((c) => ids[c.capability]!),
    weaker: u.weakerReadings.map((c) => ids[c]!),
    features: u.features.map((f) => f.label),
    /** Kinds a need phrase names apart from another ("a CRM and a help desk"). */
    apart: u.capabilities
      .filter((c) => u.statedKinds.get(c.capability) === "apart")
      .map((c) => ids[c.capability]!),
  };
}

describe("two needs, or a need and a detail (issue 30)", () => {
  it("reads 'a time tracker' and 'an e-commerce store/shop' as the software they name, beside another need", () => {
    for (const [text, other] of [
      ["we need a time tracker and an invoicing tool", "invoicing"],
      ["looking for a payroll tool and a time tracker for our crew", "payroll"],
      ["we want a project board and a time tracker", "project-management"],
    ] as const) {
      expect(read(text).needs, text).toEqual(expect.arrayContaining(["time-tracking", other]));
    }
    expect(read("a simple time tracker for our agency").needs).toEqual(["time-tracking"]);
    expect(read("we want an e-commerce shop for our candles").needs).toEqual(["ecommerce"]);
    const shop = read("an e-commerce store with a newsletter signup");
    expect(shop.needs).toEqual(["ecommerce"]);
    expect(shop.weaker).toContain("email-marketing");
  });

  it("keeps the product noun of 'an HR system for …' in the head, so the details stay details", () => {
    const hr = read("an HR system for onboarding, with e-signatures for contracts");
    expect(hr.needs).toEqual(["hr"]);
    expect(hr.weaker).toContain("e-signature");
    const it2 = read("a ticketing system for internal IT, with a knowledge base");
    expect(it2.needs).toContain("help-desk");
    expect(it2.needs).not.toContain("knowledge-base");
    expect(it2.weaker).toContain("knowledge-base");
  });

  it("reads what follows 'for our X' and then 'with' as a feature again, not as the buyer's own things", () => {
    const pottery = read("an online shop for our pottery with a newsletter signup at checkout");
    expect(pottery.needs).toEqual(["ecommerce"]);
    expect(pottery.features.join(" ")).toMatch(/newsletter/);
    const school = read("a help desk for our school with live chat on the website");
    expect(school.needs).toEqual(["help-desk"]);
    expect(school.features.join(" ")).toMatch(/chat/);
  });

  it("reads 'for the X team' as who uses the software, not as a kind or a feature of it", () => {
    for (const [text, kind, team] of [
      ["a wiki for the customer support staff", "knowledge-base", "help-desk"],
      ["a knowledge base for the sales team", "knowledge-base", "crm"],
      ["an intranet for the marketing team", "collaboration", "marketing-automation"],
    ] as const) {
      const r = read(text);
      expect(r.needs, text).toEqual([kind]);
      expect(r.features, text).toEqual([]);
      expect(r.weaker, text).toContain(team);
    }
    const wiki = read("a wiki for the support team, searchable, with answers from our help desk");
    expect(wiki.needs).toEqual(["knowledge-base"]);
  });

  it("guards: two needs, a trigger with a product noun, and details still read as before", () => {
    expect(read("we need a CRM and a help desk").needs).toEqual(expect.arrayContaining(["crm", "help-desk"]));
    const booking = read("we need a booking system that also takes payments");
    expect(booking.needs).toEqual(["appointment-scheduling"]);
    expect(booking.weaker).toContain("payments");
    expect(read("a free booking tool for our salon").needs).toEqual(["appointment-scheduling"]);
    const crm = read("a CRM with email campaigns for our sales team");
    expect(crm.needs).toEqual(["crm"]);
    expect(crm.features.join(" ")).toMatch(/email campaigns/);
    expect(read("a tool for the onboarding of new hires").needs).toEqual(["hr"]);
  });

  it("marks two kinds a need phrase names apart, joined by 'and' or 'plus', and no others", () => {
    for (const [text, kinds] of [
      ["For the kennel we need a CRM and a help desk", ["crm", "help-desk"]],
      [
        "our kennel wants something to take bookings and something to send invoices",
        ["appointment-scheduling", "invoicing"],
      ],
    ] as const) {
      const r = read(text);
      expect(r.apart.sort(), text).toEqual([...kinds].sort());
    }
    // A detail of one need, a text that states no need, and one need alone are not needs named apart.
    expect(read("we need a help desk with a knowledge base and a CRM connection").apart).toEqual([]);
    expect(read("Our members book classes, pay online, and we send a newsletter").apart).toEqual([]);
    expect(read("we need a simple help desk for the kennel").apart).toEqual([]);
  });
});
