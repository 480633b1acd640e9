import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import {
  claimLead,
  confirmationMail,
  confirmConnection,
  payInTestMode,
  shareDetails,
  vendorRankedForBuyer,
} from "./marketplace-helpers";
import { waitForMail } from "./outbox";

test("resend the confirmation; the vendor reports a paid lead's contact details invalid, the buyer confirms, the vendor is refunded", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { a, vendor, vendorContext } = await vendorRankedForBuyer(page, browser, baseURL!);

  // The buyer connects, and asks for the confirmation email again: the same link, which keeps working.
  await shareDetails(page, a);
  const first = await confirmationMail(a);
  const connections = page.getByRole("heading", { name: "Vendors you connected with" }).locator("..");
  await connections.getByRole("button", { name: "Email me the link again" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(
    toasts.getByText(/It is the same link as in the first email, and both work until/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await confirmConnection(page, first);

  // The vendor claims and pays in test mode.
  const code = await claimLead(vendor, a);
  await vendor.getByRole("link", { name: "Unlock contact details" }).click();
  await payInTestMode(vendor);

  // On its leads page the vendor reports the contact details invalid: a dialog says what happens first.
  await gotoHydrated(vendor, "/vendor/leads");
  const row = vendor.getByRole("listitem").filter({ hasText: code });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  const report = row.getByRole("button", { name: `Report contact details invalid for lead ${code}` });
  await report.click();
  const dialog = vendor.getByRole("alertdialog", {
    name: `Report the contact details of lead ${code} invalid?`,
  });
  await expect(dialog.getByText(/You are refunded in full if they confirm/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep the lead" })).toBeFocused();
  await expectNoA11yViolations(vendor);
  await dialog.getByRole("button", { name: "Keep the lead" }).click();
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  await report.click();
  await dialog.getByRole("button", { name: "Report", exact: true }).click();
  await expect(vendor.getByText(/^Reported\. We asked the buyer to confirm it/)).toBeVisible();
  await expect(row.getByText(/we asked the buyer to confirm it by .+ UTC/)).toBeVisible();
  await expect(report).toHaveCount(0);
  await expectNoA11yViolations(vendor);

  // The buyer confirms from the mailed link; the link then says it was used.
  const mail = await waitForMail(a.buyer.email, new RegExp(`^${a.vendorName} could not reach you`));
  const answer = new URL(mail.links.find((l) => l.includes("/contact-report?token="))!);
  await gotoHydrated(page, `${answer.pathname}${answer.search}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `${a.vendorName} says your contact details do not work` }),
  ).toBeVisible();
  await expect(page.getByText(a.buyer.email)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Yes, my details are not right" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Answer recorded" })).toBeVisible();
  await expect(page.getByText(`Thank you. ${a.vendorName} is refunded.`)).toBeVisible();
  await gotoHydrated(page, `${answer.pathname}${answer.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "This link was already used" })).toBeVisible();
  await expectNoA11yViolations(page);

  // The vendor's row shows the buyer's answer and the refund; the refund mail arrives.
  await waitForMail(a.leadsEmail, /is refunded$/, 15_000);
  await gotoHydrated(vendor, "/vendor/leads");
  await expect(row.getByText(/the buyer confirmed it on .+ UTC, so you are refunded\./)).toBeVisible();
  await expect(row.getByText(/^Refund(ed| in progress)$/)).toBeVisible();
  await expectNoA11yViolations(vendor);
  await vendorContext.close();
});
