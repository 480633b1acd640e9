import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

/**
 * A kind the buyer names only to set it aside ("we already have accounting sorted") or to turn it down ("the big ERP
 * suites are overkill", "not looking for another CRM") is their situation, never the need.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text }));

describe("a kind named only to be turned down", () => {
  it.each([
    [
      "The big ERP suites the vendors keep pushing are overkill. Stock counts and reorders are what we struggle with.",
      "ERP",
      "Inventory management",
    ],
    [
      "Our team is small and a big ERP is overkill; stock counts are where it hurts.",
      "ERP",
      "Inventory management",
    ],
    [
      "Not looking for another CRM. Customer emails to our support address go unanswered for days.",
      "CRM",
      "Help desk & ticketing",
    ],
    [
      "Payroll software is too much for us right now. Shift planning for the cafe staff happens on paper.",
      "Payroll",
      "Employee scheduling & rostering",
    ],
  ])("%s → not %s but %s", (text, rejected, need) => {
    const r = read(text);
    expect(r.needs).toContain(need);
    expect(r.needs).not.toContain(rejected);
    expect(r.avoided).toContain(rejected);
  });

  it("avoids the kind turned down even when nothing else names one", () => {
    const r = read("We're not looking for another CRM.");
    expect(r.needs).not.toContain("CRM");
    expect(r.avoided).toContain("CRM");
  });

  it("reads a kind called too big as a lighter one of it when nothing else names a kind", () => {
    for (const [text, kind] of [
      ["A big ERP is overkill for a shop our size.", "ERP"],
      ["Our CRM is too much for the sales team to learn, we want something simpler.", "CRM"],
    ]) {
      const r = read(text!);
      expect(r.needs, text).toContain(kind);
      expect(r.avoided, text).not.toContain(kind);
    }
  });

  it("still reads a kind the buyer asks for beside the one turned down", () => {
    const r = read("A full ERP is overkill, we need a lightweight ERP for a shop of five people.");
    expect(r.needs).toContain("ERP");
    expect(r.avoided).not.toContain("ERP");
  });
});

describe("a kind set aside as settled", () => {
  it.each([
    [
      "We already have accounting sorted. Tracking employee time off is the mess.",
      "Accounting & bookkeeping",
    ],
    [
      "We don't want to touch how we invoice. Our technicians' schedules are the problem.",
      "Invoicing & billing",
    ],
    [
      "We already have a help desk sorted, but our shared passwords are all over the place.",
      "Help desk & ticketing",
    ],
  ])("%s → not %s", (text, settled) => {
    const r = read(text);
    expect(r.needs.length).toBeGreaterThan(0);
    expect(r.needs).not.toContain(settled);
    // Having one is no reason to avoid vendors that also do it.
    expect(r.avoided).not.toContain(settled);
  });

  it("ends the settled clause where the buyer goes on to the need", () => {
    const r = read("We already have a CRM and need a tool to send our newsletters.");
    expect(r.needs).toContain("Email marketing & newsletters");
    expect(r.needs).not.toContain("CRM");
  });

  it("leaves 'too much time' a complaint about the work, not a dismissal of its kind", () => {
    expect(read("We spend too much time on payroll every month.").needs).toContain("Payroll");
    expect(read("We spend way too much time typing up invoices.").needs).toContain("Invoicing & billing");
  });
});
