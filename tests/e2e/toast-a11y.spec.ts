import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 7 defect 7: the success toast on /results failed axe (text contrast, close button target size).
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });

async function submitWizard(page: Page) {
  await page.goto("/form");
  await expect(page.locator("form[data-restored]")).toBeAttached();
  await page
    .getByRole("textbox", { name: "Describe your business problem" })
    .fill("Our support team loses track of customer emails. We need a helpdesk with a shared inbox.");
  await page.getByRole("button", { name: "Continue" }).click();
  await radio(page, "Retail").click();
  await radio(page, "SMB").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "CRM Integration", exact: true }).click();
  await page.getByRole("button", { name: "Cloud / SaaS", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await radio(page, "€5,000 – €20,000/year").click();
  await radio(page, "1–3 months").click();
  await page.getByRole("button", { name: "Continue" }).click();
  await radio(page, "Europe").click();
  await radio(page, "Manager").click();
  await page.getByRole("button", { name: "Find Matches - It's FREE" }).click();
}

/** axe with the WCAG 2.2 AA rules (target-size among them) on the toasts, held open by hovering them. */
async function expectToastsPassAxe(page: Page) {
  const region = toasts(page);
  const first = region.locator("[data-sonner-toast][data-mounted='true']").first();
  await first.hover();
  await page.waitForTimeout(600);
  const close = first.getByRole("button", { name: "Close toast" });
  const [width, height] = await close.evaluate((el: HTMLElement) => [el.offsetWidth, el.offsetHeight]);
  expect(width).toBeGreaterThanOrEqual(24);
  expect(height).toBeGreaterThanOrEqual(24);
  const results = await new AxeBuilder({ page })
    .include("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations in the toasts").toEqual([]);
  expect(results.passes.length + results.incomplete.length).toBeGreaterThan(0);
}

test("the success toasts on /results pass axe: contrast and close-button target size", async ({ page }) => {
  await submitWizard(page);
  await expect(page).toHaveURL(/\/results\?r=/);
  await expect(toasts(page).getByText(/^Found \d+ vendor match(es)?$/)).toBeVisible();
  await expectToastsPassAxe(page);
});

test("the error toasts pass axe", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors((text) => text.includes("status of 500"));
  await page.route("**/api/vendor-matches", (route) =>
    route.fulfill({ status: 500, json: { error: "Matching is temporarily unavailable" } }),
  );
  await submitWizard(page);
  await expect(
    toasts(page).getByText("Error: Matching is temporarily unavailable", { exact: true }),
  ).toBeVisible();
  await expectToastsPassAxe(page);
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("toasts cover none of the header's navigation and stay on the page they were shown on @mobile", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors((text) => text.includes("status of 500"));
  await page.route("**/api/vendor-matches", (route) =>
    route.fulfill({ status: 500, json: { error: "Matching is temporarily unavailable" } }),
  );
  await submitWizard(page);
  const toast = toasts(page).locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  const toastBox = (await toast.boundingBox())!;
  const header = page.getByRole("banner");
  const controls = header.locator("a:visible, button:visible");
  expect(await controls.count()).toBeGreaterThan(0);
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    expect(overlaps(toastBox, box), `toast covers ${await control.textContent()}`).toBe(false);
  }
  const chat = page.getByRole("button", { name: "Open support chat" });
  if (await chat.isVisible()) expect(overlaps(toastBox, (await chat.boundingBox())!)).toBe(false);

  // Another page: the toast shown on /form is gone.
  await page.getByRole("link", { name: /home$/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).locator("[data-sonner-toast]")).toHaveCount(0);
});
