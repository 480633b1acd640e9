import type { Page } from "@playwright/test";
import { signUpOperator } from "./accounts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

// A server of its own on the default catalog, with an operator address of its own (the shared test server's operator
// account belongs to admin.spec).
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The default catalog takes longer to index than a fixture catalog.
  server = await startOwnServer({ portOffset: 61, startTimeoutMs: 280_000 });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A stored search for a CRM, made as the wizard makes it; returns its id. */
async function crmSearch(page: Page): Promise<string> {
  const search = await page.request.post(`${server.base}/api/vendor-matches`, {
    data: {
      businessProblem: {
        problem: "Our sales team of 12 needs a CRM to track leads and deals and follow up with prospects.",
        industry: "Professional Services",
        features: [],
        region_focus: "Europe",
      },
      apiMethod: "direct",
    },
  });
  expect(search.ok()).toBe(true);
  return ((await search.json()) as { requestId: string }).requestId;
}

async function ask(page: Page, name: string) {
  const box = page.getByRole("region", { name: "Why not …?" });
  await box.getByRole("textbox", { name: "Product name" }).fill(name);
  await box.getByRole("button", { name: "Why not?" }).click();
  return box;
}

test("why not a product: where it ranked and why, a product we lack suggested, and /admin lists it; axe clean at 1280 and 390 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const requestId = await crmSearch(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${server.base}/results?r=${encodeURIComponent(requestId)}`);

  // "Salesforce" is a brand in the catalog: each of its products is explained.
  const box = await ask(page, "salesforce");
  const answer = box.getByRole("status");
  await expect(answer).toContainText(/“salesforce” names \d+ products in our catalog/);
  const salesCloud = answer.getByRole("article", { name: "Why not Salesforce Sales Cloud" });
  await expect(salesCloud).toContainText(
    /Salesforce Sales Cloud (is #\d+ of \d+ on your list|ranked #\d+ of \d+ related products)/,
  );
  await expect(answer.getByRole("article", { name: "Why not Salesforce Commerce Cloud" })).toBeVisible();
  await expectNoA11yViolations(page);

  // A typo is forgiven as in "an alternative to …".
  await ask(page, "Pipedirve");
  await expect(answer.getByRole("article", { name: "Why not Pipedrive" })).toBeVisible();

  // Bad input: the message beside the field, focus on it, what was typed kept.
  const field = box.getByRole("textbox", { name: "Product name" });
  await ask(page, "   ");
  await expect(box.getByText("Type a product's name.")).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // A product the catalog lacks: the buyer suggests it.
  await ask(page, "Salesvista Pro");
  await expect(answer).toContainText("Salesvista Pro is not in our catalog yet.");
  await expect(field).toHaveValue("Salesvista Pro");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await answer.getByRole("button", { name: "Suggest adding Salesvista Pro" }).click();
  await expect(answer).toContainText("Thank you: we will look at adding Salesvista Pro.");
  await expectNoA11yViolations(page);

  // The operator sees the suggestion with the search's kind of software.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpOperator(page, server);
  await gotoHydrated(page, `${server.base}/admin`);
  const table = page.getByRole("table", { name: /Products buyers suggested adding/ });
  await expect(table.getByRole("row").filter({ hasText: "Salesvista Pro" })).toContainText("CRM");
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});

test("without JavaScript the box is a plain form: the page answers it, and a product we lack can be suggested", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requestId = await crmSearch(page);
  await page.goto(`${server.base}/results?r=${encodeURIComponent(requestId)}`);
  const box = page.getByRole("region", { name: "Why not …?" });
  const field = box.getByRole("textbox", { name: "Product name" });

  await ask(page, "Pipedirve");
  await expect(box.getByRole("article", { name: "Why not Pipedrive" })).toBeVisible();
  await expect(field).toHaveValue("Pipedirve");
  expect(new URL(page.url()).searchParams.get("r")).toBe(requestId);

  // The server's check of the name, beside the field.
  await ask(page, "   ");
  await expect(box.getByText("Type a product's name.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await ask(page, "Ledgerbee Cloud");
  await expect(box.getByRole("status")).toContainText("Ledgerbee Cloud is not in our catalog yet.");
  await box.getByRole("button", { name: "Suggest adding Ledgerbee Cloud" }).click();
  await expect(box.getByRole("status")).toContainText("Thank you: we will look at adding Ledgerbee Cloud.");
  await context.close();
});
