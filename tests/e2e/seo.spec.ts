import { PAGES } from "../../app/config/pages";
import { expect, gotoHydrated, test } from "./fixtures";

const NOINDEX = new Set([
  "/for-buyers",
  "/for-sellers",
  "/form",
  "/results",
  "/vendor-register",
  "/claim-lead",
  "/buyer-details",
  "/paywall",
]);

function head(html: string) {
  const get = (re: RegExp) => re.exec(html)?.[1];
  return {
    title: get(/<title>([^<]*)<\/title>/),
    description: get(/<meta name="description" content="([^"]*)"/),
    canonical: get(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: get(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: get(/<meta property="og:url" content="([^"]*)"/),
    ogImage: get(/<meta property="og:image" content="([^"]*)"/),
    ogImageWidth: get(/<meta property="og:image:width" content="([^"]*)"/),
    ogImageHeight: get(/<meta property="og:image:height" content="([^"]*)"/),
    ogImageAlt: get(/<meta property="og:image:alt" content="([^"]*)"/),
    twitterCard: get(/<meta name="twitter:card" content="([^"]*)"/),
    robots: get(/<meta name="robots" content="([^"]*)"/),
  };
}

test.describe("server-rendered SEO", () => {
  // Vendor-only pages send anonymous visitors to sign in, so they have no page of their own to check here.
  const VENDOR_ONLY = new Set(["/claim-lead", "/buyer-details", "/paywall"]);
  for (const page of Object.values(PAGES).filter((p) => !VENDOR_ONLY.has(p.path))) {
    test(`${page.path} renders its SEO record server-side`, async ({ request, baseURL }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const tags = head(await response.text());
      expect(tags.title).toBe(page.seo.title.replaceAll("'", "&#x27;"));
      expect(tags.description).toBeTruthy();
      expect(tags.ogTitle).toBeTruthy();
      expect(tags.ogImage).toMatch(/^https?:\/\//);
      expect([tags.ogImageWidth, tags.ogImageHeight]).toEqual(["1200", "630"]);
      expect(tags.ogImageAlt?.length).toBeGreaterThan(10);
      expect(tags.twitterCard).toBeTruthy();
      expect(tags.canonical).toMatch(new RegExp(`^https?://[^/]+${page.path === "/" ? "/" : page.path}$`));
      expect(tags.ogUrl).toBe(tags.canonical);
      expect(tags.robots).toBe(NOINDEX.has(page.path) ? "noindex, nofollow" : "index, follow");
      expect(baseURL).toBeTruthy();
    });
  }

  // One image per page type: home, content page, blog post (its cover), vendor pages; the rest share the default.
  const OG_IMAGES = {
    "/": "/og/home.png",
    "/how-it-works": "/og/content.png",
    "/about-us": "/og/content.png",
    "/blog/ai-driven-software-selection": "/images/blog/matching.png",
    "/vendor": "/og/vendor.png",
    "/vendor-comparison-tool": "/og-image.png",
    "/results": "/og-image.png",
  };
  for (const [path, expected] of Object.entries(OG_IMAGES)) {
    test(`${path} shares ${expected}, a 1200×630 PNG`, async ({ request }) => {
      const tags = head(await (await request.get(path)).text());
      expect(new URL(tags.ogImage!).pathname).toBe(expected);
      const response = await request.get(new URL(tags.ogImage!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // PNG IHDR: width and height are the big-endian words at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  test("an unknown Open Graph image type answers 404", async ({ request }) => {
    expect((await request.get("/og/nope.png")).status()).toBe(404);
    expect((await request.get("/og/home.jpg")).status()).toBe(404);
  });

  test("the home page carries JSON-LD", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? "null")).toEqual(
      expect.arrayContaining([expect.objectContaining({ "@type": "Organization" })]),
    );
  });

  test("an unknown path answers 404 with noindex and the spec's text", async ({ request }) => {
    const response = await request.get("/does-not-exist");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(head(html).robots).toBe("noindex, nofollow");
    expect(html).toContain("Oops! The page you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toContain("Return to Home");
  });

  test("an unknown blog post answers 404", async ({ request }) => {
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
  });
});

test.describe("robots.txt and sitemap.xml", () => {
  test("robots.txt points to the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("sitemap.xml lists indexable pages and blog posts and no noindex page", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const page of Object.values(PAGES)) {
      expect(locs.includes(page.path)).toBe(!NOINDEX.has(page.path));
    }
    expect(locs).toContain("/blog/ai-driven-software-selection");
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
  });
});

test.describe("HTTP behaviour", () => {
  test("security headers and a request id on every response", async ({ request }) => {
    const response = await request.get("/");
    const h = response.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(h["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["x-request-id"]).toBeTruthy();
  });

  // Chromium reports even a caught `new Function` probe (zod's JIT) as a CSP issue, which costs Lighthouse's best
  // practices points; the client's zod runs jitless (app/utils/zod-browser.ts) so no page trips the policy.
  for (const path of ["/", "/how-it-works", "/form", "/contact", "/blog/ai-driven-software-selection"]) {
    test(`${path} runs without Content-Security-Policy issues`, async ({ page }) => {
      const issues: string[] = [];
      const cdp = await page.context().newCDPSession(page);
      cdp.on("Audits.issueAdded", ({ issue }) => {
        if (issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(issue.details));
      });
      await cdp.send("Audits.enable");
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
          (window as unknown as { cspViolations: string[] }).cspViolations.push(
            `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
      );
      expect([...issues, ...violations]).toEqual([]);
    });
  }

  test("healthz answers ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  test("hashed assets are cached for a year and compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
  });
});
