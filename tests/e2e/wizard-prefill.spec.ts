import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const problemField = (page: Page) => page.getByRole("textbox", { name: "Describe your business problem" });
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });
const backButton = (page: Page) => page.getByRole("button", { name: "Back", exact: true });
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const group = (page: Page, name: string) => page.getByRole("radiogroup", { name });
const PREFILLED = "Prefilled from your description. Change it if it is not right.";

test("the wizard prefills size, industry and budget from the problem text, marked (through a reload) and editable", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, "/form");
  await expect(page.locator("form[data-restored]")).toBeAttached();
  await problemField(page).fill(
    "We are an accounting firm of 40 people. Our invoices live in spreadsheets; we can spend €300/month.",
  );
  await continueButton(page).click();

  // Step 2: the industry and the size come from the text, and say so in words, as the groups' descriptions.
  await expect(page.getByText("Step 2 of 5", { exact: true })).toBeVisible();
  await expect(radio(page, "SMB")).toBeChecked();
  await expect(group(page, "Company size")).toHaveAccessibleDescription(new RegExp(`${PREFILLED}$`));
  await expect(radio(page, "Professional Services")).toBeChecked();
  await expect(group(page, "Industry")).toHaveAccessibleDescription(new RegExp(`${PREFILLED}$`));
  await expectNoA11yViolations(page);

  // A reload keeps the answers and their marks (both stored with the wizard's draft).
  await page.reload();
  await expect(page.locator("form[data-restored]")).toBeAttached();
  await expect(page.getByText("Step 2 of 5", { exact: true })).toBeVisible();
  await expect(radio(page, "SMB")).toBeChecked();
  await expect(group(page, "Company size")).toHaveAccessibleDescription(new RegExp(`${PREFILLED}$`));
  await expect(group(page, "Industry")).toHaveAccessibleDescription(new RegExp(`${PREFILLED}$`));

  // The buyer changes the size: the mark goes, and their choice stays through Back and Continue.
  await radio(page, "Mid-market").click();
  await expect(radio(page, "Mid-market")).toBeChecked();
  await expect(group(page, "Company size")).not.toHaveAccessibleDescription(new RegExp(PREFILLED));
  await backButton(page).click();
  await expect(page.getByText("Step 1 of 5", { exact: true })).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText("Step 2 of 5", { exact: true })).toBeVisible();
  await expect(radio(page, "Mid-market")).toBeChecked();
  await expect(radio(page, "SMB")).not.toBeChecked();
  await expect(group(page, "Industry")).toHaveAccessibleDescription(new RegExp(`${PREFILLED}$`));
  await continueButton(page).click();

  await expect(page.getByText("Step 3 of 5", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "CRM Integration", exact: true }).click();
  await page.getByRole("button", { name: "Cloud / SaaS", exact: true }).click();
  await continueButton(page).click();

  // Step 4: €300 a month is €3,600 a year.
  await expect(page.getByText("Step 4 of 5", { exact: true })).toBeVisible();
  await expect(radio(page, "Below €5,000/year")).toBeChecked();
  await expect(group(page, "Budget range")).toHaveAccessibleDescription(PREFILLED);
  await expect(page.getByText(PREFILLED)).toBeVisible();
  await expectNoA11yViolations(page);
  await radio(page, "€5,000 – €20,000/year").click();
  await expect(group(page, "Budget range")).not.toHaveAccessibleDescription(PREFILLED);
  await backButton(page).click();
  await expect(page.getByText("Step 3 of 5", { exact: true })).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText("Step 4 of 5", { exact: true })).toBeVisible();
  await expect(radio(page, "€5,000 – €20,000/year")).toBeChecked();
});
