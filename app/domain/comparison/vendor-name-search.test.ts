import { describe, expect, it } from "vitest";
import { NAME_MATCH, nameMatch, rankByName } from "./vendor-name-search";

const v = (slug: string, name: string) => ({ slug, name });
const catalog = [
  v("sf-commerce", "Salesforce Commerce Cloud"),
  v("sf-field", "Salesforce Field Service"),
  v("sf-sales", "Salesforce Sales Cloud"),
  v("zendesk", "Zendesk"),
  v("zendesk-chat", "Zendesk Chat"),
  v("freshdesk", "Freshdesk"),
  v("pipedrive", "Pipedrive"),
  v("hubspot-sales", "HubSpot Sales Hub"),
  v("percent", "100% Off"),
];
const slugs = (query: string, limit = 10) => rankByName(catalog, query, limit).map((x) => x.slug);

describe("nameMatch", () => {
  it("tells exact, prefix, word prefix, contains and one typo apart", () => {
    expect(nameMatch("Zendesk", "zendesk")).toBe(NAME_MATCH.exact);
    expect(nameMatch("Zendesk Chat", "zendesk")).toBe(NAME_MATCH.prefix);
    expect(nameMatch("HubSpot Sales Hub", "sales")).toBe(NAME_MATCH.wordPrefix);
    expect(nameMatch("Freshdesk", "desk")).toBe(NAME_MATCH.contains);
    expect(nameMatch("Zendesk", "zendsk")).toBe(NAME_MATCH.typo);
    expect(nameMatch("Pipedrive", "pipedirve")).toBe(NAME_MATCH.typo);
    expect(nameMatch("Salesforce Sales Cloud", "salesfroc")).toBe(NAME_MATCH.typo);
    expect(nameMatch("Pipedrive", "zendesk")).toBeNull();
  });

  it("forgives no typo in short typed text, and at most one", () => {
    expect(nameMatch("Zendesk", "zed")).toBeNull();
    expect(nameMatch("Zendesk", "zndsk")).toBeNull();
  });

  it("takes signs literally", () => {
    expect(nameMatch("100% Off", "0%")).toBe(NAME_MATCH.contains);
    expect(nameMatch("100 Apps", "0%")).toBeNull();
  });
});

describe("rankByName", () => {
  it("offers the closest name first among a brand's products, not the first alphabetically", () => {
    expect(slugs("salesforce")).toEqual(["sf-sales", "sf-field", "sf-commerce"]);
  });

  it("puts the exact name before longer ones and finds a name typed with one typo", () => {
    expect(slugs("Zendesk")).toEqual(["zendesk", "zendesk-chat"]);
    expect(slugs("zendsk")).toEqual(["zendesk", "zendesk-chat"]);
  });

  it("ranks by match quality before length", () => {
    // "sales" starts "Salesforce…" names (prefix) before it starts a later word (HubSpot Sales Hub).
    expect(slugs("sales")).toEqual(["sf-sales", "sf-field", "sf-commerce", "hubspot-sales"]);
    expect(slugs("desk")).toEqual(["zendesk", "freshdesk", "zendesk-chat"]);
  });

  it("answers nothing for blank text and keeps to the limit", () => {
    expect(slugs("   ")).toEqual([]);
    expect(slugs("salesforce", 2)).toEqual(["sf-sales", "sf-field"]);
  });
});
