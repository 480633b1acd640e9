import { getDomain } from "tldts";

/** The host of an http(s) address, lower case and in punycode, without a trailing dot; null when it is not one. */
function hostOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase().replace(/\.$/, "") || null;
  } catch {
    return null;
  }
}

/**
 * The domain someone can own, by the Public Suffix List: "https://www.zoho.com/books/" → "zoho.com",
 * "https://shop.example.co.uk" → "example.co.uk", "https://acme.github.io" → "acme.github.io". Null for a public
 * suffix itself ("https://com", "https://co.uk", "https://github.io"), an IP address, a single label such as
 * localhost, or anything that is no http(s) address. Private suffixes count, so two projects on github.io are two
 * domains, and an address at github.io proves neither.
 */
export function registrableDomain(website: string | null | undefined): string | null {
  const host = hostOf(website);
  if (!host) return null;
  return getDomain(host, { allowPrivateDomains: true, validateHostname: true }) || null;
}

/**
 * "https://www.Zoho.com/books/?ref=x" → "zoho.com/books": a website compared as a whole (host without "www.",
 * path without its trailing slash, no query or fragment), so two products of one company on one domain differ.
 */
export function websiteKey(website: string | null | undefined): string | null {
  const host = hostOf(website);
  if (!host) return null;
  const path = new URL(website!).pathname.replace(/\/+$/, "").toLowerCase();
  return `${host.replace(/^www\./, "")}${path}`;
}

/**
 * True when a mailbox at `email` proves control of `domain` (a registrable domain): the address is on it or on
 * one of its subdomains (ana@deskly.example or ana@eu.deskly.example for deskly.example).
 */
export function emailProvesDomain(email: string, domain: string | null): boolean {
  if (!domain) return false;
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const part = email.slice(at + 1);
  if (!/^[^\s/?#\\:@[\]]+$/.test(part)) return false;
  const host = hostOf(`http://${part}`);
  if (!host) return false;
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Whether a vendor's "Verified" badge stands: it was granted, the website has a registrable domain, and that domain
 * is the one the badge was proven for (a badge granted before the domain was recorded stands for the website's own).
 * Read wherever the badge is shown, so a row that a path other than the profile form changed cannot keep it.
 */
export function verificationHolds(row: {
  verified: boolean;
  verifiedDomain: string | null;
  website: string | null;
}): boolean {
  if (!row.verified) return false;
  const domain = registrableDomain(row.website);
  return domain !== null && (row.verifiedDomain ?? domain) === domain;
}
