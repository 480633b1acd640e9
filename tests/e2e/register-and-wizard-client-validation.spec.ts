import type { Page, Request } from "@playwright/test";
import { INPUT_TEXT_MESSAGE } from "~/utils/input-text";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

/** Every non-GET request the page sends: a form submit that reached the server would be one. */
function sentRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(request);
  });
  return sent;
}

test("registration checks every field in the browser with the server's schemas: messages beside them, focus on the first, no request", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/vendor-register");
  const sent = sentRequests(page);
  const register = page.getByRole("button", { name: "Register", exact: true });

  await register.click();
  const name = page.getByRole("textbox", { name: "Your name" });
  await expect(page.getByRole("alert")).toHaveText("Please correct the fields marked below.");
  await expect(name).toHaveAccessibleDescription("Enter your name.");
  await expect(name).toBeFocused();
  const kinds = page.getByRole("combobox", { name: "Kinds of software" });
  await expect(kinds).toHaveAttribute("aria-invalid", "true");
  await expect(kinds).toHaveAccessibleDescription(/Add at least one kind of software\.$/);
  await expectNoA11yViolations(page);

  // The account right, a profile with a short description: focus goes to the description, the first wrong one.
  await name.fill("Ada Owner");
  await page.getByRole("textbox", { name: "Work email" }).fill("owner@tidyhives.example");
  await page.getByLabel("Password").fill("a long vendor passphrase");
  await page.getByRole("textbox", { name: "Company name" }).fill("Tidyhives Ltd");
  await page.getByRole("textbox", { name: "Product name" }).fill("Tidyhives");
  await page.getByRole("textbox", { name: "Website" }).fill("tidyhives.example");
  await page.getByRole("textbox", { name: "Contact email for leads" }).fill("sales@tidyhives.example");
  const description = page.getByRole("textbox", { name: "Description" });
  await description.fill("Too short.");
  await kinds.pressSequentially("invoic");
  await kinds.press("Enter");
  await page.getByRole("textbox", { name: "Features" }).fill("Invoices");
  await page.getByRole("checkbox", { name: "SMB" }).check();
  await page.getByRole("checkbox", { name: "Cloud" }).check();
  await page.getByRole("checkbox", { name: "Europe" }).check();
  await register.click();
  await expect(description).toBeFocused();
  await expect(description).toHaveAccessibleDescription(
    /Describe your software in at least 50 characters: what problem it solves and for whom\.$/,
  );
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(kinds).not.toHaveAttribute("aria-invalid", "true");

  // A proposed kind is checked too, even inside the closed disclosure (it opens to show the field).
  await description.fill(
    "Invoicing for beekeepers: send invoices for honey and wax, and see who has paid you.",
  );
  await page.getByText("My kind of software is not in the list: propose one").click();
  const kindName = page.getByRole("textbox", { name: "Name of the kind" });
  await kindName.fill("ab");
  await register.click();
  await expect(kindName).toBeFocused();
  await expect(kindName).toHaveAccessibleDescription(
    /Name the kind in at least 3 characters, e.g. Beekeeping management\.$/,
  );
  await expect(
    page.getByRole("textbox", { name: "What software of this kind does" }),
  ).toHaveAccessibleDescription(/Describe what software of this kind does in at least 20 characters\.$/);
  await expectNoA11yViolations(page);
  expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
});

test("the wizard's step 1 checks the problem text with the server's schema: message beside it, focus, no step forward, no request", async ({
  page,
}) => {
  await gotoHydrated(page, "/form");
  await expect(page.locator("form[data-restored]")).toBeAttached();
  const sent = sentRequests(page);
  const problem = page.getByRole("textbox", { name: "Describe your business problem" });
  // A NUL pasted from another program: PostgreSQL cannot store it, so the server refuses it.
  await problem.evaluate((field: HTMLTextAreaElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setValue.call(field, "We need a CRM for our sales team\u0000");
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(problem).toBeFocused();
  await expect(problem).toHaveAttribute("aria-invalid", "true");
  await expect(problem).toHaveAccessibleDescription(new RegExp(`Your description ${INPUT_TEXT_MESSAGE}\\.$`));
  await expect(page.getByText("Step 1 of 5", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await problem.fill("We need a CRM for our sales team");
  await expect(problem).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 2 of 5", { exact: true })).toBeVisible();
  expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
});
