import type { Page, Request } from "@playwright/test";
import { MISSING_CREDENTIALS_MESSAGE } from "~/domain/accounts/password-rules";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

/** Every non-GET request the page sends: a form submit that reached the server would be one. */
function sentRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(request);
  });
  return sent;
}

test("sign-up checks the fields in the browser with the server's schema: messages beside them, no request", async ({
  page,
}) => {
  await gotoHydrated(page, "/vendor/sign-up");
  const sent = sentRequests(page);
  await page.getByRole("textbox", { name: "Your name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Work email" }).fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();

  const email = page.getByRole("textbox", { name: "Work email" });
  await expect(email).toHaveAccessibleDescription("Enter a valid email address, like name@company.com.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(page.getByText("Use at least 8 characters for your password.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your name" })).not.toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);
  expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
});

test("sign-in without a password says so in the browser, no request", async ({ page }) => {
  await gotoHydrated(page, "/vendor/sign-in");
  const sent = sentRequests(page);
  await page.getByRole("textbox", { name: "Email" }).fill("someone@example.com");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(MISSING_CREDENTIALS_MESSAGE);
  expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
});
