import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

for (const page of [
  {
    path: "/vendor/forgot-password",
    submit: "Send reset link",
    sent: /If .* exists for|we have sent it a link/,
  },
  { path: "/vendor/verify-email", submit: "Send a new link", sent: /a new link is on its way/ },
]) {
  test(`${page.path}: a mistyped address stays in the field beside its message; a real one is answered as sent`, async ({
    page: browser,
    allowConsoleErrors,
  }) => {
    // The refused submit is answered 400 on purpose; the browser logs that response.
    allowConsoleErrors((text) => text.includes("status of 400"));
    await gotoHydrated(browser, page.path);
    const email = browser.getByRole("textbox", { name: "Email" });
    await email.fill("owner@fixture");
    await browser.getByRole("button", { name: page.submit }).click();
    await expect(browser.getByRole("alert")).toHaveText("Enter the email address of your account.");
    await expect(email).toHaveValue("owner@fixture");
    await expectNoA11yViolations(browser);
    await email.fill("nobody-here@fixture.test");
    await browser.getByRole("button", { name: page.submit }).click();
    await expect(browser.getByText(page.sent)).toBeVisible();
  });
}
