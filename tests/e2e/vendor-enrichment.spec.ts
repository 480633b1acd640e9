import { startVendorSite, type VendorSite } from "../fixtures/vendor-site";
import { accountConfirmationPath, sharedServer } from "./accounts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const PASSWORD = "a long vendor passphrase";
/** A name no DNS server knows (.invalid is reserved for that): the reading fails at its first lookup. */
const UNRESOLVABLE = "https://www.saasmatch-e2e-nowhere.invalid";

let site: VendorSite;
test.beforeAll(async () => {
  site = await startVendorSite();
});
test.afterAll(async () => {
  await site.close();
});

test("'Read my website' follows the reading: the failure shows as it happens, then a retry that succeeds, with no reload", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `owner@readco-${id}.example`;
  const form = new URLSearchParams({
    accountName: "Read Owner",
    accountEmail: email,
    password: PASSWORD,
    companyName: `Readco ${id} Ltd`,
    name: `Readco ${id}`,
    website: UNRESOLVABLE,
    contactEmail: `sales@readco-${id}.example`,
    description:
      "Readco is the help desk for amateur sports clubs: members ask about fixtures and fees, volunteers answer every ticket from one shared inbox.",
    categories: "Help desk & ticketing",
    features: "Shared inbox\nMember tickets",
    freeTier: "no",
    startingPrice: "20",
    pricingModel: "Per user",
    claimChoice: "new",
  });
  for (const [k, v] of [
    ["companySizes", "SMB"],
    ["deploymentModels", "Cloud"],
    ["regions", "Europe"],
  ])
    form.append(k!, v!);
  const registered = await page.request.post("/vendor-register", {
    data: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(400);
  await page.goto(await accountConfirmationPath(sharedServer, email));
  await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password and continue" }).click();
  await gotoHydrated(page, "/vendor/dashboard");

  const panel = page.getByRole("region", { name: "Facts from your website" });
  const status = panel.getByRole("status");
  // A mark on this document: a reload would take it away.
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });

  await panel.getByRole("button", { name: "Read my website" }).click();
  // The job fails at the DNS lookup within a second; the panel says so without a reload.
  await expect(status).toHaveText(
    "Reading your website failed: www.saasmatch-e2e-nowhere.invalid could not be found (no DNS record). Check the website address in your profile.",
    { timeout: 15_000 },
  );
  const retry = panel.getByRole("button", { name: "Try again" });
  await expect(retry).toBeEnabled();
  await expectNoA11yViolations(page);

  // With the address corrected, Try again reads the site and the proposals appear as soon as it is done.
  await page.getByRole("textbox", { name: "Website" }).fill(site.origin);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await retry.click();
  await expect(panel.getByRole("button", { name: "Reading…" })).toBeDisabled();
  await expect(status).toHaveText(/^Reading your website/);
  await expect(status).toHaveText(/^Done: \d+ proposals to review below\.$/, { timeout: 45_000 });
  await expect(panel.getByRole("button", { name: "Accept integration Slack" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Read my website" })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
