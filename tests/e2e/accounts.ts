import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures";
import { waitForMail } from "./outbox";

/**
 * Where an account is made: the server's address ("" for the shared test server, whose address is Playwright's
 * baseURL) and how to read the links of its newest mail to `to` whose subject matches.
 */
export interface AccountSite {
  base: string;
  mailLinks(to: string, subject: RegExp): Promise<string[]>;
}

/** The shared test server (scripts/e2e-server.mjs) and its outbox. */
export const sharedServer: AccountSite = {
  base: "",
  mailLinks: async (to, subject) => (await waitForMail(to, subject)).links,
};

// scripts/e2e-server.mjs starts the server with ADMIN_EMAILS=ops@saasmatch.test; own servers (own-server.ts) take it
// as their adminEmail.
export const OPERATOR = "ops@saasmatch.test";
export const OPERATOR_PASSWORD = "an operator passphrase";

/** The path of the account confirmation link in the newest mail to `email` on `site`. */
export async function accountConfirmationPath(site: AccountSite, email: string): Promise<string> {
  const link = (await site.mailLinks(email, /confirm|verify/i)).find((l) =>
    l.includes("/api/auth/verify-email"),
  );
  expect(link, `a confirmation link in the mail to ${email}`).toBeTruthy();
  const verify = new URL(link!);
  return `${verify.pathname}${verify.search}`;
}

/** Follows the emailed confirmation link and chooses the password: the account is then signed in. */
export async function confirmAndChoosePassword(
  page: Page,
  site: AccountSite,
  email: string,
  password: string,
) {
  await page.goto(`${site.base}${await accountConfirmationPath(site, email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Save password and continue" }).click();
  await expect(page).not.toHaveURL(/verify-email/);
}

/** Creates an account at /vendor/sign-up and confirms it from the emailed link: the account is then signed in. */
export async function signUp(
  page: Page,
  site: AccountSite,
  account: { name: string; email: string; password: string },
) {
  await gotoHydrated(page, `${site.base}/vendor/sign-up`);
  await page.getByRole("textbox", { name: "Your name" }).fill(account.name);
  await page.getByRole("textbox", { name: "Work email" }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  await confirmAndChoosePassword(page, site, account.email, account.password);
}

/** Creates the operator's account (OPERATOR, an address in ADMIN_EMAILS) on `site`: it is then signed in. */
export function signUpOperator(page: Page, site: AccountSite) {
  return signUp(page, site, { name: "Operator", email: OPERATOR, password: OPERATOR_PASSWORD });
}
