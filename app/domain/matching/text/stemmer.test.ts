import { describe, expect, it } from "vitest";
import { lightStem, memoizeByWord, memoizeStemmer } from "./stemmer";

describe("lightStem", () => {
  it.each([
    ["invoices", "invoic"],
    ["invoicing", "invoic"],
    ["schedule", "schedul"],
    ["scheduling", "schedul"],
    ["shipping", "ship"],
    ["shipments", "ship"],
    ["payments", "pay"],
    ["companies", "company"],
    ["management", "manag"],
    ["managing", "manag"],
  ])("conflates %s → %s", (word, stem) => {
    expect(lightStem(word)).toBe(stem);
  });

  it("folds British spellings onto American ones", () => {
    expect(lightStem("organisation")).toBe(lightStem("organization"));
    expect(lightStem("personalised")).toBe(lightStem("personalized"));
    expect(lightStem("analyse")).toBe(lightStem("analyze"));
    expect(lightStem("catalogue")).toBe(lightStem("catalog"));
    expect(lightStem("colour")).toBe(lightStem("color"));
  });

  it("stays light: keeps words apart that Porter would merge", () => {
    expect(lightStem("customer")).not.toBe(lightStem("custom"));
    expect(lightStem("personalization")).not.toBe(lightStem("person"));
    expect(lightStem("order")).toBe("order");
  });

  it("keeps instalments apart from installing software", () => {
    expect(lightStem("installments")).not.toBe(lightStem("install"));
    expect(lightStem("instalments")).not.toBe(lightStem("install"));
    expect(lightStem("installments")).toBe(lightStem("installment"));
  });

  it("keeps news apart from new", () => {
    expect(lightStem("news")).not.toBe(lightStem("new"));
    expect(lightStem("news")).toBe("news");
  });

  it("keeps booking apart from books", () => {
    expect(lightStem("bookings")).not.toBe(lightStem("books"));
    expect(lightStem("booking")).not.toBe(lightStem("book"));
    expect(lightStem("booked")).not.toBe(lightStem("books"));
    expect(lightStem("bookings")).toBe(lightStem("booking"));
    expect(lightStem("booked")).toBe(lightStem("booking"));
    expect(lightStem("books")).toBe(lightStem("book"));
  });

  it("leaves roots that only look inflected alone", () => {
    expect(lightStem("document")).toBe("document");
    expect(lightStem("speed")).toBe("speed");
    expect(lightStem("enterprise")).toBe(lightStem("enterprises"));
    expect(lightStem("status")).toBe("status");
    expect(lightStem("analysis")).toBe("analysis");
    expect(lightStem("saas")).toBe("saas");
  });

  it("returns short, numeric and non-ASCII words unchanged", () => {
    expect(lightStem("crm")).toBe("crm");
    expect(lightStem("b2b")).toBe("b2b");
    expect(lightStem("2fa")).toBe("2fa");
    expect(lightStem("straße")).toBe("straße");
  });
});

describe("memoizeStemmer", () => {
  it("returns the same stems as the stemmer it wraps", () => {
    const memo = memoizeStemmer(lightStem, 2);
    for (const w of ["booking", "invoices", "booking", "shipping", "booking"])
      expect(memo(w)).toBe(lightStem(w));
  });
});

describe("memoizeByWord", () => {
  it("reads each word once while it is remembered, a null answer included, and forgets all when full", () => {
    const read: string[] = [];
    const memo = memoizeByWord((w: string) => {
      read.push(w);
      return w.startsWith("x") ? null : w.length;
    }, 2);
    expect([memo("xylo"), memo("harp"), memo("xylo"), memo("harp")]).toEqual([null, 4, null, 4]);
    expect(read).toEqual(["xylo", "harp"]);
    // Full: the next new word clears what was remembered.
    expect(memo("lute")).toBe(4);
    expect(memo("xylo")).toBeNull();
    expect(read).toEqual(["xylo", "harp", "lute", "xylo"]);
  });
});
