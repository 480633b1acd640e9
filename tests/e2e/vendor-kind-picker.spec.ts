import { confirmAndChoosePassword, signUpOperator } from "./accounts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

// A server of its own: the operator's account and the approved kind must not meet other specs' (ADMIN_EMAILS).
const VENDOR = "owner@hivewise.example";
const PASSWORD = "a long vendor passphrase";
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ portOffset: 58, catalogDir: "tests/fixtures/missing-kind-catalog" });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a vendor chooses its kind by keyboard from every kind, proposes a new one, an operator approves it in /admin, and the vendor lists it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await gotoHydrated(page, `${server.base}/vendor-register`);
  await page.getByRole("textbox", { name: "Your name" }).fill("Hive Owner");
  await page.getByRole("textbox", { name: "Work email" }).fill(VENDOR);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("textbox", { name: "Company name" }).fill("Hivewise Ltd");
  await page.getByRole("textbox", { name: "Product name" }).fill("Hivewise");
  await page.getByRole("textbox", { name: "Website" }).fill("https://hivewise.example");
  await page.getByRole("textbox", { name: "Contact email for leads" }).fill("sales@hivewise.example");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill(
      "Beekeeping software for apiaries: hive inspections, colony health, varroa counts and honey harvests.",
    );

  // Every kind of the taxonomy, filtered as the vendor types; arrows move, Enter chooses, Escape closes.
  const kinds = page.getByRole("combobox", { name: "Kinds of software" });
  const list = page.getByRole("listbox", { name: "Kinds of software" });
  await kinds.focus();
  await expect(kinds).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: /^\d+ matches, the first 60 shown/ })).toHaveText(
    /^50\d matches/,
  );
  await kinds.pressSequentially("farm man");
  const options = list.getByRole("option");
  await expect(options.first()).toHaveAccessibleName(/^Farm management/);
  await expect(options.nth(1)).toHaveAccessibleName(/^Farm & CSA management/);
  await expect(kinds).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await kinds.press("ArrowDown");
  await expect(kinds).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
  await kinds.press("ArrowUp");
  await expect(kinds).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await expectNoA11yViolations(page);
  await kinds.press("Enter");
  await expect(page.getByRole("button", { name: "Remove Farm management" })).toBeVisible();
  await expect(kinds).toHaveValue("");
  await kinds.press("Escape");
  await expect(kinds).toHaveAttribute("aria-expanded", "false");
  await expect(kinds).toBeFocused();

  await page.getByText("My kind of software is not in the list: propose one").click();
  await page.getByRole("textbox", { name: "Name of the kind" }).fill("Beekeeping management");
  await page
    .getByRole("textbox", { name: "What software of this kind does" })
    .fill("Hive inspections, colony health and honey harvest records for beekeepers and apiaries.");
  await page.getByRole("textbox", { name: "Features" }).fill("Hive inspections\nVarroa counts");
  await page.getByRole("checkbox", { name: "SMB" }).check();
  await page.getByRole("checkbox", { name: "Cloud" }).check();
  await page.getByRole("checkbox", { name: "Europe" }).check();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();

  await confirmAndChoosePassword(page, server, VENDOR, PASSWORD);
  await gotoHydrated(page, `${server.base}/vendor/dashboard`);
  const proposed = page.getByRole("region", { name: "Kinds of software you proposed" });
  await expect(proposed).toContainText("Beekeeping management: waiting for review");
  await expect(page.getByRole("button", { name: "Remove Farm management" })).toBeVisible();

  // The operator approves it in /admin; the audit log says what was approved for whom.
  const operator = await browser.newContext();
  const ops = await operator.newPage();
  await signUpOperator(ops, server);
  await gotoHydrated(ops, `${server.base}/admin`);
  await expect(
    ops.getByRole("heading", { level: 2, name: "Proposed kinds of software (1 waiting)" }),
  ).toBeVisible();
  await expectNoA11yViolations(ops);
  await ops
    .getByRole("button", { name: "Approve the kind Beekeeping management proposed by Hivewise" })
    .click();
  await expect(ops.getByText('Approved the kind "Beekeeping management"')).toBeVisible();
  await expect(
    ops.getByRole("heading", { level: 2, name: "Proposed kinds of software (0 waiting)" }),
  ).toBeVisible();
  await expect(ops.getByText('kind "Beekeeping management" proposed by Hivewise')).toBeVisible();
  await expectNoA11yViolations(ops);
  await operator.close();

  // Now the vendor can choose it like any other kind.
  await gotoHydrated(page, `${server.base}/vendor/dashboard`);
  await expect(proposed).toContainText("Beekeeping management: approved");
  await kinds.pressSequentially("beekeep");
  await expect(list.getByRole("option").first()).toHaveAccessibleName(/^Beekeeping management/);
  await kinds.press("Enter");
  await expect(page.getByRole("button", { name: "Remove Beekeeping management" })).toBeVisible();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Beekeeping management" })).toBeVisible();
  await expectNoA11yViolations(page);
});
