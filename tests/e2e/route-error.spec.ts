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
  // A complete registration: the browser checks the fields with the server's schemas before it sends anything.
  await page.getByRole("textbox", { name: "Your name" }).fill("Ada Owner");
  await page.getByRole("textbox", { name: "Work email" }).fill("owner@unreadable-form.example");
  await page.getByLabel("Password").fill("a long vendor passphrase");
  await page.getByRole("textbox", { name: "Company name" }).fill("Unreadable Ltd");
  await page.getByRole("textbox", { name: "Product name" }).fill("Unreadable");
  await page.getByRole("textbox", { name: "Website" }).fill("unreadable-form.example");
  await page.getByRole("textbox", { name: "Contact email for leads" }).fill("sales@unreadable-form.example");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill(
      "Invoicing for small firms: send invoices, take card payments and see at a glance who has paid you.",
    );
  await page.getByRole("combobox", { name: "Kinds of software" }).pressSequentially("invoic");
  await page.getByRole("combobox", { name: "Kinds of software" }).press("Enter");
  await page.getByRole("textbox", { name: "Features" }).fill("Invoices");
  for (const name of ["SMB", "Cloud", "Europe"]) await page.getByRole("checkbox", { name }).check();
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
