import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const PROBLEM =
  "Our support team answers customer emails and chats by hand and loses track of tickets. We need a helpdesk.";

const heroInput = (page: Page) => page.getByRole("textbox", { name: "Your business challenge" });
const heroButton = (page: Page) => page.getByRole("button", { name: "Find Solutions - It's FREE" });
/** The hero's chips on desktop, in order. */
const DESKTOP_CHIPS = ["Privacy", "Accuracy", "Efficiency", "Relevance", "Security"];
const problemField = (page: Page) => page.getByRole("textbox", { name: "Describe your business problem" });
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });
const backButton = (page: Page) => page.getByRole("button", { name: "Back" });
const findButton = (page: Page) => page.getByRole("button", { name: "Find Matches - It's FREE" });
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const toggle = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const currentStep = (page: Page) =>
  page.getByRole("list", { name: "Form progress" }).locator('[aria-current="step"]');
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function expectStep(page: Page, number: number, label: string) {
  await expect(page.getByText(`Step ${number} of 5`, { exact: true })).toBeVisible();
  await expect(currentStep(page)).toContainText(label);
}

/** Fills a step's answers; every helper leaves Continue (or the submit) enabled. */
const steps = {
  async problem(page: Page, text = PROBLEM) {
    await problemField(page).fill(text);
  },
  async business(page: Page) {
    await radio(page, "Retail").click();
    await radio(page, "SMB").click();
  },
  async technical(page: Page) {
    await toggle(page, "CRM Integration").click();
    await toggle(page, "Cloud / SaaS").click();
  },
  async project(page: Page) {
    await radio(page, "€5,000 – €20,000/year").click();
    await radio(page, "1–3 months").click();
  },
  async details(page: Page) {
    await radio(page, "Europe").click();
    await radio(page, "Manager").click();
  },
};

async function completeWizardFromStep1(page: Page) {
  await steps.problem(page);
  await continueButton(page).click();
  await steps.business(page);
  await continueButton(page).click();
  await steps.technical(page);
  await continueButton(page).click();
  await steps.project(page);
  await continueButton(page).click();
  await steps.details(page);
}

async function expectAllAnswersKept(page: Page) {
  await expectStep(page, 5, "Details");
  await expect(radio(page, "Europe")).toBeChecked();
  await expect(radio(page, "Manager")).toBeChecked();
  await backButton(page).click();
  await expect(radio(page, "€5,000 – €20,000/year")).toBeChecked();
  await expect(radio(page, "1–3 months")).toBeChecked();
  await backButton(page).click();
  await expect(toggle(page, "CRM Integration")).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(page, "Cloud / SaaS")).toHaveAttribute("aria-pressed", "true");
  await backButton(page).click();
  await expect(radio(page, "Retail")).toBeChecked();
  await expect(radio(page, "SMB")).toBeChecked();
  await backButton(page).click();
  await expect(problemField(page)).toHaveValue(PROBLEM);
}

async function openWizard(page: Page) {
  await page.goto("/form");
  await expect(page.locator("form[data-restored]")).toBeAttached();
}

async function vendorNames(list: Locator): Promise<string[]> {
  return list.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
}

test.describe("home hero", () => {
  test("keeps the button disabled while the input is blank and carries the problem to /form", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByText("AI-Powered B2B SaaS Matching")).toBeVisible();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Find the Right SaaS Solutions Based on Your Business Problem",
      }),
    ).toBeVisible();
    await expect(
      page.getByText("No demos. No sales calls. Just instant, unbiased vendor matches, powered by AI."),
    ).toBeVisible();
    await expect(heroInput(page)).toHaveAttribute("placeholder", "Describe your business challenge...");
    await expect(page.getByRole("link", { name: "Watch How It Works" })).toHaveAttribute(
      "href",
      "/how-it-works#video",
    );

    await expect(heroButton(page)).toBeDisabled();
    await expect(heroButton(page)).toHaveCSS("opacity", "0.5");
    await heroInput(page).fill("    ");
    await expect(heroButton(page)).toBeDisabled();
    await heroInput(page).press("Enter");
    await expect(page).toHaveURL(/\/$/);

    await expectNoA11yViolations(page);

    await heroInput(page).fill(PROBLEM);
    await expect(heroButton(page)).toBeEnabled();
    await heroInput(page).press("Enter");

    await expect(page).toHaveURL(/\/form$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Find Your Perfect Vendor Match" }),
    ).toBeVisible();
    await expect(
      page.getByText("Tell us about your business needs and we'll match you with the best vendors"),
    ).toBeVisible();
    await expect(problemField(page)).toHaveValue(PROBLEM);
  });

  test("shows five feature chips with tooltips on desktop, reachable by keyboard", async ({ page }) => {
    // The tooltips are React's: a focus given before hydration (scripts start after the first paint) shows none.
    await gotoHydrated(page, "/");
    const chips = page.getByRole("list", { name: "Why SaaSMatch" });
    await expect(chips.getByRole("listitem")).toHaveText(DESKTOP_CHIPS);
    // The chips' tooltips hydrate when their own chunk has arrived, which may be after the rest of the page (and after
    // a focus given too early): focus again until the tooltip shows.
    await expect(async () => {
      await chips.getByRole("button", { name: "Accuracy" }).focus();
      await chips.getByRole("button", { name: "Privacy" }).focus();
      await expect(page.getByRole("tooltip")).toHaveText("Stay anonymous during the process", {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press("Tab");
    await expect(chips.getByRole("button", { name: "Accuracy" })).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText("Our AI ensures highly relevant results");
    await chips.getByRole("button", { name: "Security" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Your data is fully encrypted and protected");
  });

  test("keeps the page, and the chips without tooltips, when the tooltips' chunk cannot be loaded", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors((text) => text.includes("Failed to load resource"));
    let blocked = 0;
    await page.route(/\/assets\/(feature-chip-tooltips|hero-graphic)-[^/]*\.js$/, (route) => {
      blocked++;
      return route.abort("connectionreset");
    });
    await gotoHydrated(page, "/");
    await expect.poll(() => blocked).toBeGreaterThan(0);
    // The failed import reaches React once the page's requests are over.
    await page.waitForLoadState("networkidle");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Find the Right SaaS Solutions Based on Your Business Problem",
      }),
    ).toBeVisible();
    const chips = page.getByRole("list", { name: "Why SaaSMatch" });
    await expect(chips.getByRole("listitem")).toHaveText(DESKTOP_CHIPS);
    // The page still works: the chips are the plain ones, and the hero's form takes text.
    await expect(chips.getByRole("button", { name: "Privacy" })).toBeVisible();
    const challenge = page.getByRole("textbox", { name: "Your business challenge" });
    await challenge.fill(PROBLEM);
    await expect(challenge).toHaveValue(PROBLEM);
  });

  test("the final call to action leads to the wizard", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Start Matching Now" }).click();
    await expect(page).toHaveURL(/\/form$/);
  });
});

test.describe("buyer wizard", () => {
  test("from the hero through every step to ranked results and a comparison", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await heroInput(page).fill(PROBLEM);
    await heroButton(page).click();
    await expect(page).toHaveURL(/\/form$/);

    // Step 1: problem
    await expectStep(page, 1, "Problem");
    await expect(backButton(page)).toHaveCount(0);
    await expect(problemField(page)).toHaveValue(PROBLEM);
    await expectNoA11yViolations(page);
    await problemField(page).fill("   ");
    await expect(continueButton(page)).toBeDisabled();
    await problemField(page).fill(PROBLEM);
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).click();

    // Step 2: industry and company size
    await expectStep(page, 2, "Business");
    await expect(page.getByRole("heading", { level: 2, name: "Tell us about your business" })).toBeFocused();
    await expect(continueButton(page)).toBeDisabled();
    // Company sizes say the headcount each stands for, as the group's description.
    await expect(page.getByRole("radiogroup", { name: "Company size" })).toHaveAccessibleDescription(
      "SMB: 1–49 employees · Mid-market: 50–999 employees · Enterprise: 1,000 or more employees",
    );
    await expectNoA11yViolations(page);
    await radio(page, "Healthcare").click();
    await expect(continueButton(page)).toBeDisabled();
    const industryInput = page.getByRole("textbox", { name: "Or type your industry" });
    await expect(industryInput).toHaveValue("Healthcare");
    await radio(page, "SMB").click();
    await expect(continueButton(page)).toBeEnabled();
    await industryInput.fill("   ");
    await expect(continueButton(page)).toBeDisabled();
    // Enter in a single-line input sets the value and never submits the form.
    await industryInput.fill("Biotech");
    await industryInput.press("Enter");
    await expectStep(page, 2, "Business");
    await expect(industryInput).toHaveValue("Biotech");
    await expect(radio(page, "Healthcare")).not.toBeChecked();
    await expect(continueButton(page)).toBeEnabled();
    await radio(page, "Retail").click();
    await expect(industryInput).toHaveValue("Retail");
    await continueButton(page).click();

    // Step 3: features and deployment models
    await expectStep(page, 3, "Technical");
    await expect(continueButton(page)).toBeDisabled();
    await expectNoA11yViolations(page);
    await toggle(page, "CRM Integration").click();
    await expect(toggle(page, "CRM Integration")).toHaveAttribute("aria-pressed", "true");
    await expect(continueButton(page)).toBeDisabled();
    const featureInput = page.getByRole("textbox", { name: "Add another feature" });
    await featureInput.fill("  Ticket routing ");
    await featureInput.press("Enter");
    await expect(featureInput).toHaveValue("");
    const selectedFeatures = page.getByRole("list", { name: "Selected features" });
    await expect(selectedFeatures.getByRole("listitem")).toHaveText(["CRM Integration", "Ticket routing"]);
    await featureInput.fill("TICKET ROUTING");
    await featureInput.press("Enter");
    await expect(page.getByText('"Ticket routing" is already selected.')).toBeVisible();
    await expect(selectedFeatures.getByRole("listitem")).toHaveCount(2);
    await toggle(page, "Cloud / SaaS").click();
    await expect(continueButton(page)).toBeEnabled();
    await featureInput.fill("Live chat");
    await featureInput.press("Enter");
    await expectStep(page, 3, "Technical");
    await expect(selectedFeatures.getByRole("listitem")).toHaveCount(3);
    // Remove a chip with the keyboard; focus stays in the list.
    const removeLiveChat = page.getByRole("button", { name: "Remove Live chat" });
    await removeLiveChat.focus();
    await page.keyboard.press("Enter");
    await expect(removeLiveChat).toHaveCount(0);
    await expect(selectedFeatures.getByRole("listitem")).toHaveText(["CRM Integration", "Ticket routing"]);
    await expect(page.getByRole("button", { name: "Remove Ticket routing" })).toBeFocused();
    await expectNoA11yViolations(page);
    await continueButton(page).click();

    // Step 4: budget and timeline; a reload keeps every answer and the step.
    await expectStep(page, 4, "Project");
    await expect(continueButton(page)).toBeDisabled();
    await expectNoA11yViolations(page);
    await radio(page, "€5,000 – €20,000/year").click();
    await expect(continueButton(page)).toBeDisabled();
    await page.reload();
    await expectStep(page, 4, "Project");
    await expect(radio(page, "€5,000 – €20,000/year")).toBeChecked();
    await radio(page, "1–3 months").click();
    await expect(continueButton(page)).toBeEnabled();
    await backButton(page).click();
    await expect(page.getByRole("list", { name: "Selected features" }).getByRole("listitem")).toHaveText([
      "CRM Integration",
      "Ticket routing",
    ]);
    await continueButton(page).click();
    await continueButton(page).click();

    // Step 5: region and role; the submit shows the overlay.
    await expectStep(page, 5, "Details");
    await expect(continueButton(page)).toHaveCount(0);
    await expect(findButton(page)).toBeDisabled();
    await expectNoA11yViolations(page);
    await radio(page, "Europe").click();
    await expect(findButton(page)).toBeDisabled();
    await radio(page, "Manager").click();
    await expect(findButton(page)).toBeEnabled();

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/vendor-matches", async (route) => {
      await held;
      await route.continue();
    });
    const responsePromise = page.waitForResponse("**/api/vendor-matches");
    await findButton(page).click();
    const overlay = page.getByRole("dialog", { name: "Finding your vendor matches" });
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute("aria-modal", "true");
    await expect(overlay.getByRole("status")).toHaveText("Sniffing out solutions");
    await expect(overlay.getByRole("progressbar", { name: "Search progress" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );
    await expect(page.getByRole("button", { name: "Processing...", includeHidden: true })).toBeAttached();
    await page.keyboard.press("Tab");
    expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectNoA11yViolations(page);
    release();
    const response = await responsePromise;
    const body = (await response.json()) as { vendors: { name: string; explanation: string }[] };

    // Results: at least five ranked vendors, each an article named by the vendor with its explanation.
    await expect(page).toHaveURL(/\/results\?r=/);
    await expect(
      toasts(page).getByText(`Found ${body.vendors.length} vendor matches`, { exact: true }),
    ).toBeVisible();
    await expect(toasts(page).getByText("Successfully found vendor matches!")).toHaveCount(0);
    expect(body.vendors.length).toBeGreaterThanOrEqual(5);
    const ranked = page.getByRole("list", { name: "Ranked vendors" });
    await expect(ranked.getByRole("article").first()).toBeVisible();
    for (const vendor of body.vendors.slice(0, 5)) {
      const card = ranked.getByRole("article", { name: vendor.name, exact: true });
      await expect(card.getByRole("heading", { level: 2, name: vendor.name, exact: true })).toBeVisible();
      await expect(card.getByText(vendor.explanation)).toBeVisible();
    }
    const before = await vendorNames(ranked);
    expect(before.length).toBeGreaterThanOrEqual(5);

    await page.reload();
    // The server renders the first 3 cards; the rest appear once the page is hydrated.
    await expect(ranked.getByRole("article")).toHaveCount(before.length);
    expect(await vendorNames(ranked)).toEqual(before);

    // Compare three.
    for (const name of before.slice(0, 3)) {
      await page.getByRole("checkbox", { name: `Select ${name} to compare` }).check();
    }
    await page.getByRole("button", { name: "Compare selected" }).click();
    await expect(page).toHaveURL(/\/vendor-comparison-tool/);
    await expect(page.getByRole("table", { name: "Vendor comparison" })).toBeVisible();

    // The finished search cleared the stored wizard.
    await openWizard(page);
    await expectStep(page, 1, "Problem");
    await expect(problemField(page)).toHaveValue("");
  });

  test("a server error shows the toast and the message and keeps every answer", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors((text) => text.includes("status of 500"));
    const error = "Matching is temporarily unavailable";
    await page.route("**/api/vendor-matches", (route) => route.fulfill({ status: 500, json: { error } }));
    await openWizard(page);
    await completeWizardFromStep1(page);
    await findButton(page).click();

    await expect(toasts(page).getByText(`Error: ${error}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(`${error}. Please try again.`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/form$/);
    await expect(findButton(page)).toBeEnabled();
    await expect(findButton(page)).toBeFocused();
    await expectAllAnswersKept(page);
  });

  test("an unreachable server shows the transport error and keeps every answer", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors((text) => text.includes("net::ERR_"));
    await page.route("**/api/vendor-matches", (route) => route.abort("connectionrefused"));
    await openWizard(page);
    await completeWizardFromStep1(page);
    await findButton(page).click();

    await expect(
      toasts(page).getByText(
        "Error getting vendor recommendations: The matching service could not be reached",
      ),
    ).toBeVisible();
    await expect(toasts(page).getByText("Error: The matching service could not be reached")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "The matching service could not be reached. Please try again.",
    );
    await expect(page).toHaveURL(/\/form$/);
    await expectAllAnswersKept(page);
  });

  for (const { reducedMotion, interval } of [
    { reducedMotion: false, interval: 3000 },
    { reducedMotion: true, interval: 2000 },
  ]) {
    test(`the overlay's status line advances every ${interval} ms${reducedMotion ? " with reduced motion" : ""}`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors((text) => text.includes("status of 503"));
      if (reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/vendor-matches", async (route) => {
        await held;
        await route.fulfill({ status: 503, json: { error: "Stopped by the test" } });
      });
      await openWizard(page);
      await completeWizardFromStep1(page);
      await findButton(page).click();
      const overlay = page.getByRole("dialog", { name: "Finding your vendor matches" });
      await expect(overlay.getByRole("status")).toHaveText("Sniffing out solutions");

      // Times (in the page) of the next changes of the status line and of the dots after it.
      const changeTimes = (selector: string, count: number) =>
        overlay.locator(selector).evaluate(
          (element, wanted) =>
            new Promise<number[]>((resolve) => {
              const times: number[] = [];
              const observer = new MutationObserver(() => {
                times.push(performance.now());
                if (times.length === wanted) {
                  observer.disconnect();
                  resolve(times);
                }
              });
              observer.observe(element, { childList: true, characterData: true, subtree: true });
            }),
          count,
        );
      const [lines, dots] = await Promise.all([
        changeTimes('[role="status"]', 2),
        changeTimes('[role="status"] + [aria-hidden="true"]', 3),
      ]);
      expect(lines[1]! - lines[0]!).toBeGreaterThan(interval - 250);
      expect(lines[1]! - lines[0]!).toBeLessThan(interval + 250);
      expect(dots[2]! - dots[1]!).toBeGreaterThan(400 - 150);
      expect(dots[2]! - dots[1]!).toBeLessThan(400 + 150);
      await expect(overlay.getByRole("status")).toHaveText("Finding matches");
      await expect(overlay.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
      await expect(overlay.getByRole("progressbar").locator("div")).toHaveAttribute("style", /width: 60%/);
      release();
      await expect(page.getByRole("alert")).toHaveText("Stopped by the test. Please try again.");
    });
  }

  test("a submit only comes from the submit buttons, never from Enter in a single-line field", async ({
    page,
  }) => {
    await openWizard(page);
    await steps.problem(page);
    await continueButton(page).click();
    await steps.business(page);
    const industryInput = page.getByRole("textbox", { name: "Or type your industry" });
    await industryInput.press("Enter");
    await expectStep(page, 2, "Business");
    await continueButton(page).click();
    await steps.technical(page);
    const deploymentInput = page.getByRole("textbox", { name: "Add another deployment model" });
    await deploymentInput.press("Enter");
    await expectStep(page, 3, "Technical");
    await expect(
      page.getByRole("list", { name: "Selected deployment models" }).getByRole("listitem"),
    ).toHaveText(["Cloud / SaaS"]);
    // A multi-line text area keeps Enter for new lines.
    await backButton(page).click();
    await backButton(page).click();
    await problemField(page).press("Control+End");
    await problemField(page).press("Enter");
    await problemField(page).pressSequentially("Second line");
    await expectStep(page, 1, "Problem");
    await expect(problemField(page)).toHaveValue(`${PROBLEM}\nSecond line`);
  });

  test("can be completed with the keyboard alone", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors((text) => text.includes("status of 503"));
    let searched = false;
    await page.route("**/api/vendor-matches", (route) => {
      searched = true;
      return route.fulfill({ status: 503, json: { error: "Stopped by the test" } });
    });
    await openWizard(page);
    await problemField(page).focus();
    await page.keyboard.type("We need to automate invoice approvals.");
    await page.keyboard.press("Tab");
    await expect(continueButton(page)).toBeFocused();
    await page.keyboard.press("Enter");

    await expectStep(page, 2, "Business");
    await page.keyboard.press("Tab");
    await expect(radio(page, "Healthcare")).toBeFocused();
    // Held down like a real key press: the radio group selects on focus while an arrow key is down.
    await page.keyboard.down("ArrowRight");
    await expect(radio(page, "Fintech")).toBeChecked();
    await page.keyboard.up("ArrowRight");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: "Or type your industry" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(radio(page, "SMB")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(radio(page, "SMB")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(backButton(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    await expectStep(page, 3, "Technical");
    await page.keyboard.press("Tab");
    await expect(toggle(page, "CRM Integration")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle(page, "CRM Integration")).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("textbox", { name: "Add another deployment model" }).focus();
    await page.keyboard.type("Private cloud");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Remove Private cloud" })).toBeVisible();
    await continueButton(page).focus();
    await page.keyboard.press("Enter");

    await expectStep(page, 4, "Project");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(radio(page, "Below €5,000/year")).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(radio(page, "Immediately")).toBeChecked();
    await continueButton(page).focus();
    await page.keyboard.press("Enter");

    await expectStep(page, 5, "Details");
    await page.keyboard.press("Tab");
    await page.keyboard.down("ArrowDown");
    await expect(radio(page, "US")).toBeChecked();
    await page.keyboard.up("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(radio(page, "Founder / CEO")).toBeChecked();
    await findButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Stopped by the test. Please try again.");
    expect(searched).toBe(true);
  });
});

test.describe("on a phone @mobile", () => {
  test("the hero shows three chips and the whole wizard works at 360 px @mobile", async ({ page }) => {
    test.skip(page.viewportSize()!.width >= 768, "mobile layout only");
    await page.goto("/");
    const chips = page.getByRole("list", { name: "Why SaaSMatch" });
    await expect(chips.getByRole("listitem")).toHaveText(["Privacy", "Accuracy", "Efficiency"]);
    await expect(page.getByText("Stay anonymous during the process")).toHaveCount(0);
    await expectNoA11yViolations(page);

    await heroInput(page).fill(PROBLEM);
    await heroButton(page).click();
    await expect(problemField(page)).toHaveValue(PROBLEM);
    await expect(currentStep(page)).toContainText("Problem");
    // Step labels are visually hidden on small screens but stay readable by screen readers.
    const labelWidth = await currentStep(page).evaluate(
      (step) => (step.lastElementChild as HTMLElement).getBoundingClientRect().width,
    );
    expect(labelWidth).toBeLessThanOrEqual(1);
    const noHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await expectNoA11yViolations(page);
    await continueButton(page).click();
    await steps.business(page);
    expect(await noHorizontalScroll()).toBe(true);
    await expectNoA11yViolations(page);
    await continueButton(page).click();
    await steps.technical(page);
    const featureInput = page.getByRole("textbox", { name: "Add another feature" });
    await featureInput.fill("Ticket routing");
    await page.getByRole("button", { name: "Add feature" }).click();
    await expect(page.getByRole("button", { name: "Remove Ticket routing" })).toBeVisible();
    expect(await noHorizontalScroll()).toBe(true);
    await expectNoA11yViolations(page);
    await continueButton(page).click();
    await steps.project(page);
    expect(await noHorizontalScroll()).toBe(true);
    await expectNoA11yViolations(page);
    await continueButton(page).click();
    await steps.details(page);
    expect(await noHorizontalScroll()).toBe(true);
    await expectNoA11yViolations(page);
    await findButton(page).click();

    await expect(page).toHaveURL(/\/results\?r=/);
    await expect(
      page.getByRole("list", { name: "Ranked vendors" }).getByRole("article").first(),
    ).toBeVisible();
  });
});
