import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { KNOWN_BLOG_SLUGS as BLOG_SLUGS } from "../../app/content/blog-schema";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test.describe("blog", () => {
  test("every known slug renders its article with BlogPosting JSON-LD", async ({ request }) => {
    for (const slug of BLOG_SLUGS) {
      const response = await request.get(`/blog/${slug}`);
      expect(response.status(), slug).toBe(200);
      const html = await response.text();
      const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(ld ?? "null"), slug).toMatchObject({ "@type": "BlogPosting" });
      expect(html, slug).toMatch(/min read/);
      expect(html, slug).toContain('href="/form"');
    }
  });

  test("/blog/unknown answers 404 with the 404 page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors((text) => text.includes("404"));
    const response = await page.goto("/blog/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  });

  test("/blog/rss.xml is well-formed RSS 2.0 with one item per post", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    await page.goto("/blog");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        channelTitle: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(parsed).toMatchObject({
      error: false,
      root: "rss",
      version: "2.0",
      channelTitle: "SaaSMatch Blog",
    });
    expect(parsed.items).toHaveLength(BLOG_SLUGS.length);
    for (const item of parsed.items) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(/^https?:\/\/.+\/blog\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
    }
  });

  test("the listing paginates and filters by tag; a post has a table of contents and related posts", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    await page.getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText("Page 2 of 3")).toBeVisible();

    await page
      .getByRole("navigation", { name: "Filter posts by tag" })
      .getByRole("link", { name: /privacy/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=privacy$/);
    await expect(cards).toHaveCount(3);
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: "How to Find a SaaS Tool Without Talking to Sales Reps" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How to Find a SaaS Tool Without Talking to Sales Reps",
    );
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: /Try before you talk/ }).click();
    await expect(page).toHaveURL(/#step-4-try-before-you-talk$/);
    await expect(page.getByRole("heading", { name: "Related posts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Your SaaS Match" }).last()).toHaveAttribute(
      "href",
      "/form",
    );
    await expectNoA11yViolations(page);
  });

  test("a post and the listing are accessible at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/blog/vendor-matching-tools");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await gotoHydrated(page, "/blog");
    await expectNoA11yViolations(page);
  });
});

const CONTENT_PAGES = [
  { path: "/how-it-works", heading: "How SaaSMatch works" },
  { path: "/how-ranking-works", heading: "How ranking works" },
  { path: "/for-buyers", heading: "Find software that solves your problem, without the sales runaround" },
  { path: "/case-studies", heading: "Case studies: worked examples" },
  { path: "/about-us", heading: "About SaaSMatch" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-of-service", heading: "Terms of Service" },
  { path: "/help", heading: "Help center" },
];

test.describe("content pages", () => {
  for (const width of [1280, 390]) {
    test(`render real content and pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading } of CONTENT_PAGES) {
        await gotoHydrated(page, path);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        await expect(page.getByText("This page is coming soon.")).toHaveCount(0);
        await expectNoA11yViolations(page);
      }
    });
  }

  test("the help center answers its questions on the page and as FAQPage structured data, linked from the footer", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/help")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const faq = ld.find((x) => x["@type"] === "FAQPage");
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(60);
    expect(faq.mainEntity).toContainEqual(
      expect.objectContaining({
        name: "Can vendors pay to rank higher?",
        acceptedAnswer: expect.objectContaining({ text: expect.stringMatching(/^No\. /) }),
      }),
    );
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Help Center" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(
      page.getByRole("heading", { level: 3, name: "Can vendors pay to rank higher?" }),
    ).toBeVisible();
    await expect(page.getByText(/one-time fee of €49/).first()).toBeVisible();
  });

  test("how it works shows the engine's real weights and the #video section", async ({ page }) => {
    await gotoHydrated(page, "/how-it-works#video");
    const factors = page.getByRole("table", { name: "Ranking factors and their weights" });
    await expect(factors.getByRole("row", { name: /Problem fit 65%/ })).toBeVisible();
    await expect(factors.getByRole("row", { name: /Credibility 5%/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Watch how it works" })).toBeInViewport();
  });

  test("case studies are computed by the engine on the catalog", async ({ page }) => {
    await gotoHydrated(page, "/case-studies");
    await expect(page.getByText(/Computed on [\d,]+ published vendors with matching-core/)).toBeVisible();
    const first = page.getByRole("article").first();
    await expect(first.getByRole("listitem").filter({ hasText: /fit/ })).toHaveCount(3);
  });

  test("the privacy policy states the configured search retention", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    await expect(page.getByText("deleted automatically after 90 days").first()).toBeVisible();
  });
});

const SEARCH = {
  problem: "Customers email us about orders and nobody knows who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox"],
  company_size: "SMB",
  budget_range: "",
  deployment_model: [],
  timeline: "",
  region_focus: "Europe",
  buyer_role: "",
};

async function createSearch(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/vendor-matches", {
    data: { businessProblem: SEARCH, apiMethod: "direct" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { requestId: string }).requestId;
}

test.describe("home page", () => {
  test("the social-proof strip shows real ratings once they exist", async ({ page, request }) => {
    // Other specs may have rated a shortlist on the same server before: count from what the strip shows now.
    await gotoHydrated(page, "/");
    const strip = page.getByRole("region", { name: "SaaSMatch in numbers" });
    const shown = /from ([\d,]+) ratings?/.exec((await strip.textContent()) ?? "");
    const before = shown ? Number(shown[1]?.replaceAll(",", "") ?? 0) : 0;
    for (const stars of ["5", "4"]) {
      const requestId = await createSearch(request);
      const rated = await request.post("/api/shortlist-rating", { form: { requestId, stars } });
      expect(rated.status(), await rated.text()).toBe(201);
    }
    await gotoHydrated(page, "/");
    if (before === 0) await expect(strip).toContainText("4.5");
    await expect(strip).toContainText(`from ${before + 2} ratings`);
    await expect(strip).toContainText(/[\d,]+ vendors in [\d,]+ categories/);
  });

  test("a buyer rates a shortlist once; a refused submit keeps what was typed", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors((text) => text.includes("status of 400"));
    const requestId = await createSearch(request);
    await gotoHydrated(page, `/results?r=${requestId}`);
    const form = page.getByRole("region", { name: "How useful is this shortlist?" });
    await form
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
      .click();
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form.getByLabel("Comment (optional)").fill("Two of these were new to us and both fit.");
    await form.getByLabel(/You may publish this quote/).check();
    await form.getByRole("button", { name: "Send rating" }).click();
    await expect(form.getByText("To publish a quote, add your name")).toBeVisible();
    await expect(form.getByLabel("Comment (optional)")).toHaveValue(
      "Two of these were new to us and both fit.",
    );
    await expectNoA11yViolations(page);
    await form.getByLabel("Name (optional)").fill("Ada Lovelace");
    await form.getByRole("button", { name: "Send rating" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your rating has been saved." })).toBeVisible();
    const again = await request.post("/api/shortlist-rating", { form: { requestId, stars: "1" } });
    expect(again.status()).toBe(409);
  });

  for (const { width, cards } of [
    { width: 1280, cards: 3 },
    { width: 390, cards: 2 },
  ]) {
    test(`worked examples flip by click and keyboard, ${cards} cards at ${width} px, axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const examples = page.getByRole("list", { name: "Worked examples" });
      const visibleCards = examples.getByRole("button");
      await expect(visibleCards).toHaveCount(cards);
      const card = visibleCards.first();
      await expect(card).toHaveAttribute("aria-pressed", "false");
      await card.click();
      await expect(card).toHaveAttribute("aria-pressed", "true");
      await expect(card).toContainText("Shortlist computed just now");
      await card.press("Enter");
      await expect(card).toHaveAttribute("aria-pressed", "false");
      await card.press(" ");
      await expect(card).toHaveAttribute("aria-pressed", "true");
      await expectNoA11yViolations(page);
    });
  }

  test("the logo banner scrolls, pauses on hover and shows 5 logos at 390 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    const banner = page.getByTestId("logo-banner");
    await expect(page.getByRole("heading", { name: "Vendors you can be matched with" })).toBeVisible();
    const track = banner.getByRole("list", { name: "Vendors in the catalog" });
    await expect(track.getByRole("link")).toHaveCount(10);
    const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const first = await x();
    await expect.poll(x).toBeLessThan(first - 5);
    await banner.hover();
    const paused = await x();
    await page.waitForTimeout(400);
    expect(await x()).toBe(paused);
    expect(await track.evaluate((el) => getComputedStyle(el).getPropertyValue("--marquee-duration"))).toMatch(
      /s$/,
    );
    await expect(track.locator("li").first()).toHaveCSS("height", "56px");

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(track.getByRole("link").filter({ visible: true })).toHaveCount(5);
    await expect(track.locator("li").first()).toHaveCSS("height", "40px");
  });

  test("under reduced motion the banner stands still and the hero graphic does not move", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const track = page.getByTestId("logo-banner").getByRole("list");
    await expect(track).toHaveCSS("animation-name", "none");
    const graphic = page.getByRole("img", { name: /business problem flowing into a ranked shortlist/ });
    await expect(graphic).toBeVisible();
    await expect(graphic.locator(".hg-line").first()).toHaveCSS("animation-name", "none");
  });

  test("the hero graphic is not loaded on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (/hero-graphic/.test(r.url())) chunks.push(r.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    await expect(page.locator("svg.hero-graphic")).toHaveCount(0);
  });

  test("a phone preloads the hero's one small image, sized, lazy, async-decoded, with no layout shift", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/images/hero-mobile.png")) fetched.push(new URL(r.url()).search);
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number; shifted: string[] };
      w.shift = 0;
      w.shifted = [];
      new PerformanceObserver((list) => {
        type Shift = { value: number; startTime: number; sources?: { node?: Node | null }[] };
        for (const entry of list.getEntries() as unknown as Shift[]) {
          w.shift += entry.value;
          // What moved, to explain a failure: the shifted elements' tags and classes, and when.
          for (const source of entry.sources ?? []) {
            const node = source.node as Element | null | undefined;
            const what =
              node?.nodeType === 1 ? `<${node.tagName.toLowerCase()} class="${node.className}">` : "?";
            w.shifted.push(`${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)} ${what}`);
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, "/");
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("media", "(max-width: 767px)");
    await expect(preload).toHaveAttribute("imagesrcset", /hero-mobile\.png\?w=320&fmt=webp&q=85 320w/);
    const image = page.getByTestId("hero-mobile-image");
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("width", "320");
    await expect(image).toHaveAttribute("height", "100");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    // The preload and the image are one download (the same srcset candidate).
    expect(new Set(fetched).size).toBe(1);
    const { shift, shifted } = await page.evaluate(() => {
      const w = window as unknown as { shift: number; shifted: string[] };
      return { shift: w.shift, shifted: w.shifted };
    });
    expect(shift, shifted.join("\n")).toBe(0);
    await expectNoA11yViolations(page);
  });

  test("a desktop never fetches the phone's hero image", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/images/hero-mobile.png")) fetched.push(r.url());
    });
    await gotoHydrated(page, "/");
    await expect(page.locator("svg.hero-graphic")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });
});

test("'Watch How It Works' reaches the walkthrough video, which plays with captions", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Watch How It Works" }).click();
  await expect(page).toHaveURL(/\/how-it-works#video$/);
  const video = page.locator("#video video");
  await expect(video).toBeInViewport();
  const state = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const track = element.textTracks[0];
    return {
      playing: !element.paused && element.currentTime > 0.5,
      duration: element.duration,
      kind: track?.kind,
      cues: track?.cues?.length ?? 0,
      source: element.currentSrc,
    };
  });
  expect(state).toMatchObject({ playing: true, kind: "captions" });
  expect(state.duration).toBeGreaterThan(30);
  expect(state.cues).toBeGreaterThan(5);
  await expect(page.getByRole("group").filter({ hasText: "Transcript" })).toBeVisible();
});

test.describe("contact", () => {
  test("a message is confirmed and delivered to the outbox; invalid input keeps what was typed; then the rate limit", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors((text) => text.includes("status of 429"));
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    const name = page.getByLabel("Name", { exact: true });
    const email = page.getByLabel("Email", { exact: true });
    const message = page.getByLabel("Message");
    await name.fill("Grace Hopper");
    await email.fill("grace@example");
    await message.fill("Short");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the fields marked below.");
    await expect(page.getByText("Choose a topic")).toHaveCount(2);
    await expect(name).toHaveValue("Grace Hopper");
    await expect(message).toHaveValue("Short");
    await expectNoA11yViolations(page);

    const text = `Could you add our invoicing tool to the catalog? Reference ${Date.now()}`;
    await email.fill("grace@example.com");
    await page.getByLabel("Topic").selectOption("A vendor listing or correction");
    await message.fill(text);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your message was sent" })).toBeVisible();
    await expectNoA11yViolations(page);

    const outbox = join(process.env.E2E_DATA_DIR as string, "outbox");
    await expect
      .poll(
        () =>
          existsSync(outbox) &&
          readdirSync(outbox).some((f) => readFileSync(join(outbox, f), "utf8").includes(text.slice(-13))),
        { timeout: 20_000 },
      )
      .toBe(true);

    let limited = false;
    for (let i = 0; i < 6 && !limited; i++) {
      await gotoHydrated(page, "/contact");
      await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
      await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
      await page.getByLabel("Topic").selectOption("Something else");
      await page.getByLabel("Message").fill(`Another message, number ${i}.`);
      await page.getByRole("button", { name: "Send message" }).click();
      const outcome = page
        .getByRole("heading", { name: "Thank you, your message was sent" })
        .or(page.getByRole("alert"));
      await expect(outcome).toBeVisible();
      limited = await page.getByRole("alert").isVisible();
    }
    expect(limited).toBe(true);
    await expect(page.getByRole("alert")).toContainText("several messages in a short time");
    await expect(page.getByLabel("Message")).toHaveValue(/Another message, number \d\./);
  });
});
