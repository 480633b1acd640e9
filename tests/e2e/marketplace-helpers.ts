import type { Browser, Locator, Page } from "@playwright/test";
import { OPERATOR, OPERATOR_PASSWORD, sharedServer, signUpOperator } from "./accounts";
import { expect, expectNoA11yViolations, gotoHydrated } from "./fixtures";
import { waitForMail } from "./outbox";
import { registerVendor } from "./vendor-registration";

/**
 * Names, addresses and emails of one attempt. CI retries a failed test once on the same server and database, so
 * each attempt registers its own vendor and buyer: a retry must not find the first attempt's account or mail.
 */
export function attemptData() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    vendorName: `Hivewise ${id}`,
    domain: `hivewise-${id}.example`,
    vendorEmail: `owner@hivewise-${id}.example`,
    leadsEmail: `sales@hivewise-${id}.example`,
    buyer: {
      name: "Ada Lovelace",
      email: `ada-${id}@apiary.example`,
      company: "Apiary Cooperative",
      phone: "+44 20 7946 0000",
    },
  };
}
export type Attempt = ReturnType<typeof attemptData>;

/** Searches as a buyer until the newly published vendor ranks (a profile reaches searches within about 2 s). */
export async function searchUntilRanked(
  page: Page,
  vendorName: string,
): Promise<{ requestId: string; slugs: string[] }> {
  let requestId = "";
  let slugs: string[] = [];
  await expect(async () => {
    const search = await page.request.post("/api/vendor-matches", {
      data: {
        businessProblem: {
          problem:
            "Our beekeeping cooperative needs to record hive inspections and track colony health and varroa mites.",
          industry: "Manufacturing",
          features: ["Hive inspections"],
        },
        apiMethod: "direct",
      },
    });
    expect(search.ok(), await search.text()).toBe(true);
    const body = (await search.json()) as { requestId: string; vendors: { name: string; slug: string }[] };
    expect(body.vendors.map((v) => v.name)).toContain(vendorName);
    requestId = body.requestId;
    slugs = body.vendors.map((v) => v.slug);
  }).toPass({ timeout: 15_000, intervals: [500] });
  return { requestId, slugs };
}

/**
 * The start of a marketplace journey: a new vendor (attemptData) registered and published in a browser context of its
 * own, and the buyer on the results of a search where it ranks.
 */
export async function vendorRankedForBuyer(page: Page, browser: Browser, baseURL: string) {
  const a = attemptData();
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await registerVendor(vendor, baseURL, a);
  const { requestId, slugs } = await searchUntilRanked(page, a.vendorName);
  await gotoHydrated(page, `/results?r=${requestId}`);
  return { a, vendor, vendorContext, requestId, slugs };
}

/**
 * On the results page: opens "Connect with" on the attempt's vendor, gives the buyer's name, work email and company,
 * lets `more` fill in the rest of the dialog (how the vendor may contact them), agrees and shares.
 */
export async function shareDetails(page: Page, a: Attempt, more?: (connect: Locator) => Promise<void>) {
  await page
    .getByRole("article", { name: a.vendorName })
    .getByRole("button", { name: `Connect with ${a.vendorName}` })
    .click();
  const connect = page.getByRole("dialog", { name: "Connect with vendors" });
  await connect.getByLabel("Name", { exact: true }).fill(a.buyer.name);
  await connect.getByLabel("Work email", { exact: true }).fill(a.buyer.email);
  await connect.getByLabel("Company", { exact: true }).fill(a.buyer.company);
  await more?.(connect);
  await connect
    .getByRole("checkbox", { name: new RegExp(`I agree that SaaSMatch shares .* with ${a.vendorName}`) })
    .click();
  await connect.getByRole("button", { name: "Share my details" }).click();
  await expect(connect).toBeHidden();
}

/** The email that asks the buyer to confirm their address for a connection with the attempt's vendor. */
export function confirmationMail(a: Attempt) {
  return waitForMail(a.buyer.email, new RegExp(`^Confirm your email to connect with ${a.vendorName}`));
}

/** In the Connect dialog: email and phone, text messages only, 09:00 to 17:00 London time. */
export async function textsOnlyInOfficeHours(connect: Locator, a: Attempt) {
  await connect.getByRole("radio", { name: "Email and phone" }).click();
  await connect.getByLabel("Phone", { exact: true }).fill(a.buyer.phone);
  await connect.getByLabel("No calls: text messages only").check();
  await connect.getByLabel("Preferred hours from").fill("09:00");
  await connect.getByLabel("Preferred hours until").fill("17:00");
  await connect.getByLabel("Time zone").selectOption("Europe/London");
}

/** Opens the link of the buyer's confirmation email and confirms: only then are the vendors told. */
export async function confirmConnection(page: Page, mail: { links: string[] }) {
  const link = new URL(mail.links.find((l) => l.includes("/connect/confirm?token="))!);
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirm and notify the vendors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Email confirmed" })).toBeVisible();
}

/** On the results page: connects with one vendor (email only) and confirms the email from the outbox. */
export async function connectAndConfirm(page: Page, a: Attempt) {
  await shareDetails(page, a);
  await confirmConnection(page, await confirmationMail(a));
}

/** The vendor takes the code from its "New lead" email and opens the lead at /claim-lead. Returns the code. */
export async function claimLead(vendor: Page, a: Attempt): Promise<string> {
  const leadMail = await waitForMail(a.leadsEmail, /^New lead /);
  const code = /Your lead code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(leadMail.text)![1]!;
  await gotoHydrated(vendor, "/claim-lead");
  await vendor.getByLabel("Lead code").fill(code);
  await vendor.getByRole("button", { name: "Show lead" }).click();
  return code;
}

/** On the paywall: pays in test mode, and the buyer's details are shown. */
export async function payInTestMode(vendor: Page) {
  await vendor.getByRole("button", { name: "Pay €49.00 and unlock" }).click();
  await vendor.getByRole("button", { name: "Complete test payment" }).click();
  await expect(vendor.getByRole("heading", { level: 1, name: "Buyer lead details" })).toBeVisible();
}

/**
 * Signs the operator in, creating the account first (signUpOperator, as admin.spec.ts does) when no earlier spec on
 * this server did, and opens /admin.
 */
export async function signInOperator(page: Page) {
  await gotoHydrated(page, "/vendor/sign-in");
  await page.getByRole("textbox", { name: "Email" }).fill(OPERATOR);
  await page.getByLabel("Password").fill(OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const signedIn = await page
    .waitForURL((url) => url.pathname !== "/vendor/sign-in", { timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (!signedIn) await signUpOperator(page, sharedServer);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Operator admin" })).toBeVisible();
}

/**
 * The buyer's review invitation for the attempt's vendor: its job, queued for 14 days after the confirmation, is made
 * due now from the development page /dev/jobs (checked with axe when `checkJobsPage`), and its email is awaited.
 * Returns the email and the path of its review link.
 */
export async function reviewInvitation(page: Page, a: Attempt, { checkJobsPage = false } = {}) {
  await gotoHydrated(page, "/dev/jobs");
  const job = page.getByRole("row").filter({ hasText: "review.invitation" }).last();
  await expect(job).toBeVisible();
  if (checkJobsPage) await expectNoA11yViolations(page);
  await job.getByRole("button", { name: /^Run job \d+ now$/ }).click();
  await expect(page.getByText(/^Job \d+ is due now\.$/)).toBeVisible();
  const mail = await waitForMail(a.buyer.email, new RegExp(`^How was ${a.vendorName}\\?`), 15_000);
  const link = new URL(mail.links.find((l) => l.includes("/review?token="))!);
  return { mail, path: `${link.pathname}${link.search}` };
}

/** On the review form: rates the vendor's responsiveness and its fit, each from 1 to 5. */
export async function rateVendor(
  page: Page,
  vendorName: string,
  ratings: { responsiveness: number; fit: number },
) {
  await page
    .getByRole("group", { name: `How responsive was ${vendorName}?` })
    .getByRole("radio", { name: `${ratings.responsiveness} of 5` })
    .check();
  await page
    .getByRole("group", { name: "How well does its software fit your needs?" })
    .getByRole("radio", { name: `${ratings.fit} of 5` })
    .check();
}
