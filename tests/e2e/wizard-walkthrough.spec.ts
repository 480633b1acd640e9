import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const problemField = (page: Page) => page.getByRole("textbox", { name: "Describe your business problem" });
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

test.describe("typing on /form before the page's JavaScript runs", () => {
  test("is kept when the scripts arrive after the typing", async ({ page }) => {
    // Hold every script until the text is typed: the field is the server's HTML, not yet React's.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/form", { waitUntil: "commit" });
    await problemField(page).waitFor();
    await problemField(page).pressSequentially("We need a CRM");
    expect(await hydrated(page)).toBe(false);
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("form[data-restored]")).toBeAttached();
    await expect(problemField(page)).toHaveValue("We need a CRM");
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).click();
    await expect(page.getByText("Step 2 of 5", { exact: true })).toBeVisible();
  });

  test("is kept on a throttled phone (fast 3G, 4× slower CPU) @mobile", async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    // Chrome DevTools' "Fast 3G" preset.
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.44 * 1024 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/form", { waitUntil: "commit" });
    await problemField(page).waitFor();
    await problemField(page).pressSequentially("We need a CRM");
    // The typing happened in the window this test is about: the field was there, React was not.
    expect(await hydrated(page)).toBe(false);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await expect(page.locator("form[data-restored]")).toBeAttached();
    await expect(problemField(page)).toHaveValue("We need a CRM");
    await expect(continueButton(page)).toBeEnabled();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
});
