import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "./fixtures";

const PROBLEM = "open-source alternative to Airtable for our team";

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const toggle = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test.describe("matching reads how buyers ask", () => {
  test("an open-source alternative typed on the hero: the summary names the alternative and the licence, each card says whether it meets it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await page.getByRole("textbox", { name: "Your business challenge" }).fill(PROBLEM);
    await page.getByRole("button", { name: "Find Solutions - It's FREE" }).click();
    await expect(page).toHaveURL(/\/form$/);
    await expect(page.getByRole("textbox", { name: "Describe your business problem" })).toHaveValue(PROBLEM);
    await continueButton(page).click();
    await radio(page, "Technology & IT").click();
    await radio(page, "SMB").click();
    await continueButton(page).click();
    await toggle(page, "API Access").click();
    await toggle(page, "Cloud / SaaS").click();
    await toggle(page, "On-premise").click();
    await continueButton(page).click();
    await radio(page, "A budget hasn't been formally assigned yet").click();
    await radio(page, "1–3 months").click();
    await continueButton(page).click();
    await radio(page, "Europe").click();
    await radio(page, "Manager").click();
    await page.getByRole("button", { name: "Find Matches - It's FREE" }).click();
    await expect(page).toHaveURL(/\/results\?r=/, { timeout: 30_000 });

    const summary = page.getByRole("region", { name: "Your search" });
    await expect(summary.getByText("Alternatives to Airtable", { exact: true })).toBeVisible();
    await expect(summary.getByText("Licence: Open source", { exact: true })).toBeVisible();

    const ranked = page.getByRole("list", { name: "Ranked vendors" });
    const cards = ranked.getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(ranked.getByRole("article", { name: "Airtable", exact: true })).toHaveCount(0);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(
        cards.nth(i).getByText(/^You asked for open source: (met|not confirmed|not met)( — .+)?$/),
      ).toHaveCount(1);
    }
    // The default catalog knows the licence of well-known open-source products: at least one meets it.
    await expect(ranked.getByText(/^You asked for open source: met — \S+/).first()).toBeVisible();

    // Reopened from its link (no toasts in the way), the stored search reads the same.
    await page.reload();
    await expect(summary.getByText("Alternatives to Airtable", { exact: true })).toBeVisible();
    await expect(ranked.getByText(/^You asked for open source: met — \S+/).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
