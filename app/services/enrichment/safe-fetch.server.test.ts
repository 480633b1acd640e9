import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVendorSite, type VendorSite } from "../../../tests/fixtures/vendor-site";
import { crawlSite } from "./crawl-site.server";
import { isBlockedAddress, parseTestHosts, safeFetch } from "./safe-fetch.server";

describe("isBlockedAddress", () => {
  it("refuses private, loopback, link-local and reserved addresses of both families", () => {
    for (const ip of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
    for (const ip of ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"])
      expect(isBlockedAddress(ip), ip).toBe(false);
  });
});

describe("safeFetch and crawlSite against a local site", () => {
  let site: VendorSite;
  beforeAll(async () => {
    site = await startVendorSite();
  });
  afterAll(() => site.close());

  it("refuses loopback and localhost without the test-only allowance", async () => {
    for (const url of [`http://127.0.0.1:${site.port}/`, `http://localhost:${site.port}/`, "http://[::1]/"]) {
      const outcome = await safeFetch(url, { accept: ["text/html"] });
      expect(outcome.ok, url).toBe(false);
      expect(outcome.ok ? "" : outcome.reason).toMatch(/^refused: .*private or reserved/);
    }
    expect((await safeFetch("file:///etc/passwd", { accept: ["text/html"] })).ok).toBe(false);
    expect(site.requests).toEqual([]);
  });

  it("reads the home page and its same-site pages; honours robots.txt; skips oversized and non-HTML pages; refuses redirects to 127.0.0.1 and 10.0.0.1", async () => {
    const testHosts = parseTestHosts("fixture.test=127.0.0.1");
    const result = await crawlSite(`${site.origin}/`, { testHosts, hostIntervalMs: 20 });
    const byPath = new Map(result.log.map((e) => [new URL(e.url).pathname, e]));
    expect(result.pages.map((p) => new URL(p.url).pathname)).toEqual([
      "/",
      "/features",
      "/security",
      "/integrations",
    ]);
    expect(byPath.get("/private")?.reason).toBe("disallowed by robots.txt");
    expect(byPath.get("/big")?.reason).toMatch(/^larger than 2097152 bytes/);
    expect(byPath.get("/brochure")?.reason).toMatch(/^not HTML \(application\/pdf\)/);
    expect(byPath.get("/loopback-secret")?.reason).toMatch(
      /^refused: 127\.0\.0\.1 resolves to a private or reserved address/,
    );
    expect(byPath.get("/internal")?.reason).toMatch(
      /^refused: 10\.0\.0\.1 resolves to a private or reserved address/,
    );
    expect(site.requests).not.toContain("/private");
    expect(site.requests).not.toContain("/loopback-secret");
    expect(result.pages[0]?.text).not.toContain("tracking");
    expect(result.log.some((e) => e.url.includes("elsewhere.example"))).toBe(false);
  });

  it("spaces requests to one host", async () => {
    const testHosts = parseTestHosts("fixture.test=127.0.0.1");
    const started = Date.now();
    await safeFetch(`${site.origin}/features`, { accept: ["text/html"], testHosts });
    const result = await crawlSite(`${site.origin}/features`, { testHosts, hostIntervalMs: 300 });
    // robots.txt and the page: the second request waits for the host's turn.
    expect(result.pages).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});
