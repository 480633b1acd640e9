import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures";
import { waitForMail } from "./outbox";

export { registerVendor } from "./vendor-registration";

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

/** On the results page: connects with one vendor (email only) and confirms the email from the outbox. */
export async function connectAndConfirm(page: Page, a: Attempt) {
  await page
    .getByRole("article", { name: a.vendorName })
    .getByRole("button", { name: `Connect with ${a.vendorName}` })
    .click();
  const connect = page.getByRole("dialog", { name: "Connect with vendors" });
  await connect.getByLabel("Name", { exact: true }).fill(a.buyer.name);
  await connect.getByLabel("Work email", { exact: true }).fill(a.buyer.email);
  await connect.getByLabel("Company", { exact: true }).fill(a.buyer.company);
  await connect
    .getByRole("checkbox", { name: new RegExp(`I agree that SaaSMatch shares .* with ${a.vendorName}`) })
    .click();
  await connect.getByRole("button", { name: "Share my details" }).click();
  await expect(connect).toBeHidden();
  const mail = await waitForMail(
    a.buyer.email,
    new RegExp(`^Confirm your email to connect with ${a.vendorName}`),
  );
  const link = new URL(mail.links.find((l) => l.includes("/connect/confirm?token="))!);
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirm and notify the vendors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Email confirmed" })).toBeVisible();
}

// scripts/e2e-server.mjs starts the server with ADMIN_EMAILS=ops@saasmatch.test.
export const OPERATOR = "ops@saasmatch.test";
export const OPERATOR_PASSWORD = "an operator passphrase";

/**
 * Signs the operator in, creating the account first when no earlier spec on this server did (admin.spec.ts does it
 * the same way), and opens /admin.
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
  if (!signedIn) {
    await gotoHydrated(page, "/vendor/sign-up");
    await page.getByRole("textbox", { name: "Your name" }).fill("Operator");
    await page.getByRole("textbox", { name: "Work email" }).fill(OPERATOR);
    await page.getByLabel("Password").fill(OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    const mail = await waitForMail(OPERATOR, /confirm|verify/i);
    const verify = new URL(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
    await page.goto(verify.pathname + verify.search);
    await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
    await page.getByLabel("Password").fill(OPERATOR_PASSWORD);
    await page.getByRole("button", { name: "Save password and continue" }).click();
    await expect(page).not.toHaveURL(/verify-email/);
  }
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Operator admin" })).toBeVisible();
}
