import { describe, expect, it } from "vitest";
import { profileCompleteness } from "./completeness";
import {
  type ProfileFormValues,
  parseProfileForm,
  profileToFormValues,
  readProfileForm,
  splitList,
} from "./profile-form";

const valid: ProfileFormValues = {
  companyName: "Deskly GmbH",
  name: "Deskly",
  website: "deskly.example",
  contactEmail: "Sales@Deskly.example",
  description:
    "Help desk software that turns customer emails into tickets with a shared inbox, SLAs and reports.",
  categories: "Help desk & ticketing",
  features: "Shared inbox\nSLAs, Knowledge base\nshared inbox",
  industries: ["E-Commerce"],
  companySizes: ["SMB", "Mid-market"],
  deploymentModels: ["Cloud"],
  regions: ["Europe"],
  freeTier: "yes",
  startingPrice: "1200",
  pricingModel: "Per user",
  license: "",
  integrations: "",
  certifications: "ISO 27001",
  foundedYear: "2019",
};

describe("parseProfileForm", () => {
  it("turns the form into catalog facts: trimmed lists without repeats, https added, email lower-cased", () => {
    const result = parseProfileForm(valid, 2026);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.profile.contactEmail).toBe("sales@deskly.example");
    expect(result.profile.facts).toMatchObject({
      website: "https://deskly.example",
      features: ["Shared inbox", "SLAs", "Knowledge base"],
      pricing: { free_tier: true, starting_price_eur_per_year: 1200, model: "Per user" },
      license: null,
      founded_year: 2019,
    });
    expect(parseProfileForm(profileToFormValues(result.profile), 2026)).toEqual(result);
  });

  it("gives each bad field its own message", () => {
    const result = parseProfileForm(
      {
        ...valid,
        companyName: " ",
        website: "not a url",
        contactEmail: "nope",
        description: "short",
        categories: "",
        companySizes: ["Giant"],
        regions: [],
        startingPrice: "-5",
        foundedYear: "3000",
        name: "Bad\u0000name",
      },
      2026,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual(
      [
        "categories",
        "companyName",
        "companySizes",
        "contactEmail",
        "description",
        "foundedYear",
        "name",
        "regions",
        "startingPrice",
        "website",
      ].sort(),
    );
    expect(result.fields.foundedYear).toContain("2026");
  });

  it("words the 'at least one' messages in the singular", () => {
    const result = parseProfileForm(
      { ...valid, categories: "", features: "", companySizes: [], deploymentModels: [], regions: [] },
      2026,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toMatchObject({
      categories: "Add at least one kind of software.",
      features: "Add at least one feature.",
      companySizes: "Choose at least one company size.",
      deploymentModels: "Choose at least one deployment model.",
      regions: "Choose at least one region.",
    });
  });
});

describe("website", () => {
  it.each([
    ["https://com", "com"],
    ["com", "com"],
    ["https://co.uk", "co.uk"],
    ["https://github.io", "github.io"],
    ["http://127.0.0.1", "127.0.0.1"],
    ["https://localhost", "localhost"],
  ])("refuses %s, which no company can own, with a message naming %s", (website, host) => {
    const result = parseProfileForm({ ...valid, website }, 2026);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields)).toEqual(["website"]);
    expect(result.fields.website).toContain(`${host} is not a domain a company can own`);
  });

  it("accepts a company's own domain, a subdomain, a two-part suffix and a project page", () => {
    for (const website of [
      "https://www.zoho.com/books/",
      "https://shop.example.co.uk",
      "acme.github.io",
      "http://fixture.test:4000",
    ]) {
      expect(parseProfileForm({ ...valid, website }, 2026).ok).toBe(true);
    }
  });
});

describe("readProfileForm", () => {
  it("keeps the stored value of a text field the form did not send, and reads what it sent as sent", () => {
    const form = new FormData();
    form.set("name", "Deskly 2");
    form.set("description", "");
    const read = readProfileForm(form, {
      tagline: "Help desk for small teams",
      description: "old",
      regions: ["US"],
    });
    expect(read.tagline).toBe("Help desk for small teams");
    expect(read.name).toBe("Deskly 2");
    expect(read.description).toBe("");
    // Boxes are sent only when ticked: none sent means none ticked.
    expect(read.regions).toEqual([]);
    expect(readProfileForm(form).tagline).toBe("");
  });

  it("round-trips the tagline", () => {
    const result = parseProfileForm({ ...valid, tagline: "  Help desk for small teams " }, 2026);
    if (!result.ok) throw new Error("invalid fixture");
    expect(result.profile.facts.tagline).toBe("Help desk for small teams");
    expect(profileToFormValues(result.profile).tagline).toBe("Help desk for small teams");
    const none = parseProfileForm({ ...valid, tagline: "" }, 2026);
    expect(none.ok && none.profile.facts.tagline).toBeNull();
  });
});

describe("lists", () => {
  it("splits lists on lines, commas and semicolons", () => {
    expect(splitList(" a, b;\nc\n\nA ")).toEqual(["a", "b", "c"]);
  });
});

describe("profileCompleteness", () => {
  it("is 100% only when everything is there, and names what is missing", () => {
    const result = parseProfileForm(valid, 2026);
    if (!result.ok) throw new Error("invalid fixture");
    const partial = profileCompleteness(result.profile.facts);
    expect(partial.percent).toBeLessThan(100);
    expect(partial.checks.filter((c) => !c.done).map((c) => c.label)).toContain("At least five features");
    const full = profileCompleteness({
      ...result.profile.facts,
      description: "x".repeat(200),
      features: ["a", "b", "c", "d", "e"],
      integrations: ["Slack"],
    });
    expect(full.percent).toBe(100);
  });
});

describe("categories: kinds of software from the offered list", () => {
  const isOfferedCategory = (c: string) => ["help desk & ticketing", "crm"].includes(c.toLowerCase());

  it("accepts kinds from the list and refuses one outside it, naming it", () => {
    expect(
      parseProfileForm({ ...valid, categories: "CRM\nHelp desk & ticketing" }, 2026, { isOfferedCategory })
        .ok,
    ).toBe(true);
    const result = parseProfileForm({ ...valid, categories: "CRM\nFalconry clubs" }, 2026, {
      isOfferedCategory,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      categories:
        '"Falconry clubs" is not a kind of software in our list. Choose kinds from the list, or propose a new kind.',
    });
  });

  it("checks nothing against a list when none is given", () => {
    expect(parseProfileForm({ ...valid, categories: "Falconry clubs" }, 2026).ok).toBe(true);
  });
});
