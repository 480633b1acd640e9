import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test("an error thrown by a vendor page's action shows that page's error page in place, inside the site's header and footer", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors((text) => text.includes("400"));
  await gotoHydrated(page, "/vendor-register");
  // The registration's body arrives as a form that cannot be read: the action throws a 400 with its message.
  await page.route(/\/vendor-register(\.data)?(\?.*)?$/, (route) =>
    route.request().method() === "POST"
      ? route.continue({
          postData: "--nothing\r\nnot a form part",
          headers: { ...route.request().headers(), "content-type": "multipart/form-data; boundary=other" },
        })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Register", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "This could not be done" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("The form could not be read");
  await expect(page.getByRole("link", { name: "Back to For Sellers" })).toHaveAttribute(
    "href",
    "/for-sellers",
  );
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/vendor-register");
  // In place: the site's header and footer are still there, not the root's bare error page.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expectNoA11yViolations(page);
});
