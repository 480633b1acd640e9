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

const PROBLEM = "Our sales team loses track of leads across spreadsheets and email. We need a CRM.";
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const toggle = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const findButton = (page: Page) => page.getByRole("button", { name: "Find Matches - It's FREE" });

async function expectStep(page: Page, number: number) {
  await expect(page.getByText(`Step ${number} of 5`, { exact: true })).toBeVisible();
}

/** Steps 2 to 5 with their answers checked, walking back from the last one with the browser's Back. */
async function expectEveryAnswerWalkingBack(page: Page) {
  await expectStep(page, 5);
  await expect(radio(page, "Europe")).toBeChecked();
  await expect(radio(page, "Manager")).toBeChecked();
  await page.goBack();
  await expectStep(page, 4);
  await expect(radio(page, "€5,000 – €20,000/year")).toBeChecked();
  await expect(radio(page, "1–3 months")).toBeChecked();
  await page.goBack();
  await expectStep(page, 3);
  await expect(toggle(page, "CRM Integration")).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(page, "Cloud / SaaS")).toHaveAttribute("aria-pressed", "true");
  await page.goBack();
  await expectStep(page, 2);
  await expect(radio(page, "Retail")).toBeChecked();
  await expect(radio(page, "SMB")).toBeChecked();
  await page.goBack();
  await expectStep(page, 1);
  await expect(problemField(page)).toHaveValue(PROBLEM);
}

test.describe("the browser's Back and Forward in the wizard", () => {
  test("walk the steps, from the hero's problem to the results and back, every answer kept", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("textbox", { name: "Your business challenge" }).fill(PROBLEM);
    await page.getByRole("button", { name: "Find Solutions - It's FREE" }).click();
    await expect(page).toHaveURL(/\/form$/);
    await expect(page.locator("form[data-restored]")).toBeAttached();
    await expect(problemField(page)).toHaveValue(PROBLEM);
    await continueButton(page).click();
    await expectStep(page, 2);
    await radio(page, "Retail").click();
    await radio(page, "SMB").click();
    await continueButton(page).click();
    await expectStep(page, 3);

    // Back from step 3 is step 2, not the home page; Forward returns.
    await page.goBack();
    await expect(page).toHaveURL(/\/form$/);
    await expectStep(page, 2);
    await expect(radio(page, "Retail")).toBeChecked();
    await expect(page.getByRole("heading", { level: 2, name: "Tell us about your business" })).toBeFocused();
    await page.goBack();
    await expectStep(page, 1);
    await expect(problemField(page)).toHaveValue(PROBLEM);
    await page.goForward();
    await expectStep(page, 2);
    await page.goForward();
    await expectStep(page, 3);

    await toggle(page, "CRM Integration").click();
    await toggle(page, "Cloud / SaaS").click();
    await continueButton(page).click();
    await expectStep(page, 4);
    // The page's own Back button is the same step back in history: the browser's Forward undoes it.
    await page.getByRole("button", { name: "Back" }).click();
    await expectStep(page, 3);
    await page.goForward();
    await expectStep(page, 4);
    await radio(page, "€5,000 – €20,000/year").click();
    await radio(page, "1–3 months").click();
    await continueButton(page).click();
    await expectStep(page, 5);
    await radio(page, "Europe").click();
    await radio(page, "Manager").click();
    await findButton(page).click();
    await expect(page).toHaveURL(/\/results\?r=/);
    await expect(
      page.getByRole("list", { name: "Ranked vendors" }).getByRole("article").first(),
    ).toBeVisible();

    // Back from the results is the last step, with every answer, and the search can be sent again from there.
    await page.goBack();
    await expect(page).toHaveURL(/\/form$/);
    await expectStep(page, 5);
    await expect(findButton(page)).toBeEnabled();
    await expectEveryAnswerWalkingBack(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a reload keeps the step's history entry: Back after it is the step before", async ({ page }) => {
    await page.goto("/form");
    await expect(page.locator("form[data-restored]")).toBeAttached();
    await problemField(page).fill(PROBLEM);
    await continueButton(page).click();
    await radio(page, "Retail").click();
    await radio(page, "SMB").click();
    await continueButton(page).click();
    await expectStep(page, 3);
    await page.reload();
    await expect(page.locator("form[data-restored]")).toBeAttached();
    await expectStep(page, 3);
    await page.goBack();
    await expectStep(page, 2);
    await expect(radio(page, "SMB")).toBeChecked();
    await page.goBack();
    await expectStep(page, 1);
    await expect(problemField(page)).toHaveValue(PROBLEM);
  });
});

test("a paste longer than the problem field takes says it was cut, and a counter shows the length", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/form");
  await expect(page.locator("form[data-restored]")).toBeAttached();
  await expect(page.getByText("0 / 4,000 characters")).toBeVisible();
  await problemField(page).fill("We need a CRM");
  await expect(page.getByText("13 / 4,000 characters")).toBeVisible();
  await problemField(page).fill("");
  await page.evaluate((text) => navigator.clipboard.writeText(text), "x".repeat(5250));
  await problemField(page).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(problemField(page)).toHaveValue("x".repeat(4000));
  await expect(page.getByRole("alert")).toHaveText(
    "Your text was cut at 4,000 characters: the last 1,250 did not fit. Shorten it to what matters most for the match.",
  );
  await expect(page.getByText("4,000 / 4,000 characters")).toBeVisible();
  await page.keyboard.press("Backspace");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
