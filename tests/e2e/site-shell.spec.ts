import { expect, gotoHydrated, test } from "./fixtures";

test.describe("header on desktop", () => {
  test("is transparent at the top and turns solid after scrolling more than 10px", async ({ page }) => {
    await gotoHydrated(page, "/how-it-works");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 10);
    });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("box-shadow", /rgba/);
  });

  test("shows the spec's links, marks the current page and hides the CTA on /form", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "How It Works",
      "For Buyers",
      "For Sellers",
      "Vendor Registration",
      "Blog",
    ]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const cta = page.getByRole("banner").getByRole("link", { name: "Find Your SaaS Match" });
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(/\/form$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Find Your SaaS Match" })).toHaveCount(0);
  });

  test("highlights Blog on every /blog path", async ({ page }) => {
    await page.goto("/blog/ai-driven-software-selection");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("header on mobile @mobile", () => {
  test("toggles a menu with the same links that closes on a link and on Escape @mobile", async ({ page }) => {
    test.skip(page.viewportSize()!.width >= 768, "mobile layout only");
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link").filter({ hasNotText: "Find Your SaaS Match" })).toHaveText([
      "Home",
      "How It Works",
      "For Buyers",
      "For Sellers",
      "Vendor Registration",
      "Blog",
    ]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(menu).toBeHidden();
  });
});

test("the 404 page shows the spec's text and a link home", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors((text) => text.includes("404"));
  const response = await gotoHydrated(page, "/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("scroll resets to the top on every path change", async ({ page }) => {
  await gotoHydrated(page, "/privacy-policy");
  await page.evaluate(() => {
    document.body.style.minHeight = "4000px";
    window.scrollTo(0, 1500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer has both link columns, social links and this year's copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Solutions" })).toBeVisible();
  await expect(footer.getByRole("navigation", { name: "Company" })).toBeVisible();
  await expect(footer.getByRole("list", { name: "Social links" }).getByRole("link")).toHaveCount(3);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} SaaSMatch`);
});
