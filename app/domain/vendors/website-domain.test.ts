import { describe, expect, it } from "vitest";
import { emailProvesDomain, registrableDomain, verificationHolds, websiteKey } from "./website-domain";

describe("registrableDomain", () => {
  it.each([
    ["https://www.zoho.com/books/", "zoho.com"],
    ["https://www.Deskly.example/pricing", "deskly.example"],
    ["https://shop.example.co.uk", "example.co.uk"],
    ["https://acme.github.io/docs", "acme.github.io"],
    ["https://zoho.com./", "zoho.com"],
    ["https://bücher.de", "xn--bcher-kva.de"],
  ])("%s → %s", (website, domain) => {
    expect(registrableDomain(website)).toBe(domain);
  });

  it.each([
    "https://com",
    "https://co.uk",
    "https://github.io",
    "https://localhost",
    "http://127.0.0.1",
    "http://[::1]/",
    "ftp://zoho.com",
    "not a url",
    "",
  ])("%s has none", (website) => {
    expect(registrableDomain(website)).toBeNull();
  });
});

describe("websiteKey", () => {
  it("compares host and path, ignoring www, case, a trailing slash, query and fragment", () => {
    expect(websiteKey("https://www.Zoho.com/Books/?ref=x#top")).toBe("zoho.com/books");
    expect(websiteKey("http://zoho.com/books")).toBe("zoho.com/books");
    expect(websiteKey("https://www.zoho.com/")).toBe("zoho.com");
    expect(websiteKey("https://www.zoho.com/cliq/")).not.toBe(websiteKey("https://www.zoho.com/books/"));
    expect(websiteKey(null)).toBeNull();
  });
});

describe("emailProvesDomain", () => {
  it("accepts an address on the domain or one of its subdomains, and nothing else", () => {
    expect(emailProvesDomain("ana@deskly.example", "deskly.example")).toBe(true);
    expect(emailProvesDomain("ana@EU.deskly.example", "deskly.example")).toBe(true);
    expect(emailProvesDomain("ana@notdeskly.example", "deskly.example")).toBe(false);
    expect(emailProvesDomain("ana@gmail.com", "deskly.example")).toBe(false);
    expect(emailProvesDomain("ana@deskly.example/x", "deskly.example")).toBe(false);
    expect(emailProvesDomain("no at sign", "deskly.example")).toBe(false);
    expect(emailProvesDomain("ana@anything.com", null)).toBe(false);
  });

  it("a bare public suffix is never a domain to prove, so a .com address proves no website", () => {
    expect(emailProvesDomain("attacker@evil.com", registrableDomain("https://com"))).toBe(false);
  });
});

describe("verificationHolds", () => {
  const row = { verified: true, verifiedDomain: "tidyhq.example", website: "https://app.tidyhq.example/x" };
  it("stands while the website stays on the domain it was proven for", () => {
    expect(verificationHolds(row)).toBe(true);
    expect(verificationHolds({ ...row, verified: false })).toBe(false);
  });
  it("falls when the website moved to another registrable domain, or has none", () => {
    expect(verificationHolds({ ...row, website: "https://www.zendesk.com/" })).toBe(false);
    expect(verificationHolds({ ...row, website: null })).toBe(false);
  });
  it("a badge granted before the domain was recorded stands for the website's own domain, never for a suffix", () => {
    expect(verificationHolds({ ...row, verifiedDomain: null })).toBe(true);
    expect(verificationHolds({ verified: true, verifiedDomain: null, website: "https://com" })).toBe(false);
  });
});
