import { describe, expect, it } from "vitest";
import { ConnectSchema, consentText } from "./connect";
import { toLeadSummary } from "./summary";

const valid = {
  vendors: ["deskly", "inboxy"],
  name: " Ada Lovelace ",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  phone: "",
  channel: "email",
  consent: true,
};
const phoneToo = { ...valid, channel: "email_phone", phone: "+49 30 1234567" };

describe("connect input", () => {
  it("accepts a name, work email, company, how to be contacted and consent", () => {
    expect(ConnectSchema.parse(valid)).toEqual({
      vendors: ["deskly", "inboxy"],
      contact: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines Ltd",
        phone: "",
      },
      rules: { channel: "email", noCalls: false, hours: null, timeZone: null },
      note: "",
    });
    expect(ConnectSchema.parse(phoneToo).contact.phone).toBe("+49 30 1234567");
  });

  it("keeps the phone number only when the buyer allows phone contact, and 'no calls' only with a phone", () => {
    expect(ConnectSchema.parse({ ...phoneToo, channel: "email", noCalls: true })).toMatchObject({
      contact: { phone: "" },
      rules: { channel: "email", noCalls: false },
    });
    expect(ConnectSchema.parse({ ...phoneToo, noCalls: true }).rules).toMatchObject({
      channel: "email_phone",
      noCalls: true,
    });
  });

  it("reads preferred hours with their time zone, and a note", () => {
    const parsed = ConnectSchema.parse({
      ...valid,
      hoursFrom: "09:00",
      hoursTo: "17:30",
      timeZone: "Europe/Berlin",
      note: "  Pricing first, please; no demo.  ",
    });
    expect(parsed.rules).toMatchObject({ hours: { from: "09:00", to: "17:30" }, timeZone: "Europe/Berlin" });
    expect(parsed.note).toBe("Pricing first, please; no demo.");
    // A time zone without hours means nothing and is not kept.
    expect(ConnectSchema.parse({ ...valid, timeZone: "Europe/Berlin" }).rules.timeZone).toBeNull();
  });

  it("says which contact rule is wrong", () => {
    const issues = (input: unknown) =>
      ConnectSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues({ ...valid, channel: "email_phone" })).toEqual([
      "phone: Enter your phone number, or choose email only",
    ]);
    expect(issues({ ...valid, channel: "pigeon" })).toEqual(["channel: Choose how vendors may contact you"]);
    expect(issues({ ...valid, channel: undefined })).toEqual(["channel: Choose how vendors may contact you"]);
    expect(issues({ ...valid, hoursFrom: "09:00", timeZone: "UTC" })).toEqual([
      "hoursTo: Give both times of your preferred hours, or neither",
    ]);
    expect(issues({ ...valid, hoursFrom: "17:00", hoursTo: "09:00", timeZone: "UTC" })).toEqual([
      "hoursTo: The end of your hours must be after the start",
    ]);
    expect(issues({ ...valid, hoursFrom: "9am", hoursTo: "17:00", timeZone: "UTC" })).toEqual([
      "hoursFrom: Enter a time like 09:00",
    ]);
    expect(issues({ ...valid, hoursFrom: "09:00", hoursTo: "17:00" })).toEqual([
      "timeZone: Choose the time zone of your hours",
    ]);
    expect(issues({ ...valid, hoursFrom: "09:00", hoursTo: "17:00", timeZone: "Mars/Olympus" })).toEqual([
      "timeZone: Choose your time zone from the list",
    ]);
    expect(issues({ ...valid, note: "x".repeat(501) })).toEqual([
      "note: Note must be at most 500 characters",
    ]);
    expect(issues({ ...valid, note: "a\u0000b" })).toEqual([
      "note: Note contains characters that cannot be stored",
    ]);
  });

  it("needs explicit consent, a real email and at most 3 vendors", () => {
    const issues = (input: unknown) =>
      ConnectSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(issues({ ...valid, consent: false })).toEqual(["consent"]);
    expect(issues({ ...valid, consent: "true" })).toEqual(["consent"]);
    expect(issues({ ...valid, email: "not-an-email" })).toEqual(["email"]);
    expect(issues({ ...valid, phone: "call me" })).toEqual(["phone"]);
    expect(issues({ ...valid, vendors: ["a", "b", "c", "d"] })).toEqual(["vendors"]);
    expect(issues({ ...valid, name: "   " })).toEqual(["name"]);
  });

  it("names every vendor in the consent text", () => {
    expect(consentText(["Deskly", "Inboxy", "Ticketeer"])).toContain(
      "with Deskly, Inboxy and Ticketeer, so that these vendors",
    );
    expect(consentText(["Deskly"])).toContain("with Deskly, so that this vendor");
  });
});

describe("lead summary", () => {
  it("carries only the anonymous request fields", () => {
    const summary = toLeadSummary({
      problem: "Support inbox",
      industry: "Retail",
      features: ["Shared inbox"],
      timeline: "1-3 months",
      company_size: "SMB",
      budget_range: "Below €5,000/year",
      deployment_model: ["Cloud"],
      region_focus: "Europe",
      buyer_role: "Head of Support",
      // a field a future form might add must not pass through
      ...({ email: "ada@example.com" } as object),
    });
    expect(JSON.stringify(summary)).not.toContain("ada@example.com");
    expect(Object.keys(summary).sort()).toEqual(
      [
        "budget_range",
        "buyer_role",
        "company_size",
        "deployment_model",
        "features",
        "industry",
        "problem",
        "region_focus",
        "timeline",
      ].sort(),
    );
  });
});
