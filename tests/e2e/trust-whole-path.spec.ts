import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import {
  claimLead,
  confirmationMail,
  confirmConnection,
  payInTestMode,
  rateVendor,
  reviewInvitation,
  shareDetails,
  signInOperator,
  textsOnlyInOfficeHours,
  vendorRankedForBuyer,
} from "./marketplace-helpers";
import { waitForMail } from "./outbox";

/**
 * Issue 25's whole path, one buyer and one vendor: connect with contact rules, confirm the email from the outbox, the
 * vendor sees the rules on the paywall and pays in test mode, the buyer reports a breach, the operator confirms it,
 * the review invitation comes, and the published review is shown on the card.
 */
test("trust, the whole path: confirmed buyer, rules before paying, breach confirmed, review from the real connection on the card", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { a, vendor, vendorContext, requestId } = await vendorRankedForBuyer(page, browser, baseURL!);

  // The buyer connects, choosing how the vendor may contact them.
  const card = page.getByRole("article", { name: a.vendorName });
  await shareDetails(page, a, (connect) => textsOnlyInOfficeHours(connect, a));

  // Confirmed from the outbox: only then is the vendor told.
  await confirmConnection(page, await confirmationMail(a));

  // The vendor sees the buyer's rules on the paywall, before paying, and pays in test mode.
  await claimLead(vendor, a);
  await vendor.getByRole("link", { name: "Unlock contact details" }).click();
  await expect(vendor.getByRole("heading", { level: 1, name: "Unlock lead details" })).toBeVisible();
  await expect(vendor.getByText("Email, or text messages to their phone. No calls.")).toBeVisible();
  await expect(vendor.getByText("Between 09:00 and 17:00, Europe/London time.")).toBeVisible();
  await expect(vendor.getByText(a.buyer.email)).toHaveCount(0);
  await payInTestMode(vendor);
  await expect(vendor.getByText(a.buyer.email)).toBeVisible();

  // The buyer reports a breach of their rules.
  await waitForMail(a.buyer.email, new RegExp(`${a.vendorName} unlocked your details`));
  await gotoHydrated(page, `/results?r=${requestId}`);
  const connections = page.getByRole("heading", { name: "Vendors you connected with" }).locator("..");
  await expect(connections.getByText(/Unlocked your details on/)).toBeVisible();
  // From the keyboard: the sticky comparison bar covers the bottom of the viewport, where a click would land.
  await connections.getByText(`Report a problem with ${a.vendorName}`).focus();
  await page.keyboard.press("Enter");
  await connections.getByLabel("What happened").selectOption("outside_rules");
  await connections.getByLabel("Details (optional)").fill("Called me although I chose texts only.");
  await connections.getByRole("button", { name: `Send report about ${a.vendorName}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Thank you\. An operator reviews your report/)).toBeVisible();

  // The operator confirms it: a strike, in the audit log.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInOperator(ops);
  await ops.getByRole("button", { name: `Confirm the report about ${a.vendorName}` }).click();
  await expect(ops.getByText(`Confirmed: a strike against ${a.vendorName}.`)).toBeVisible();
  await expect(
    ops
      .getByRole("listitem")
      .filter({ hasText: `breach.confirm breach report on ${a.vendorName}` })
      .first(),
  ).toBeVisible();

  // Fourteen days after the confirmation the buyer is invited to review (the queued job made due now).
  const { path: reviewPath } = await reviewInvitation(page, a);
  await gotoHydrated(page, reviewPath);
  await rateVendor(page, a.vendorName, { responsiveness: 2, fit: 4 });
  await page
    .getByLabel("What should other buyers know? (optional)")
    .fill("Good software; they phoned me though.");
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review sent" })).toBeVisible();

  // The operator publishes it, and it is on the card.
  await gotoHydrated(ops, "/admin");
  await ops.getByRole("button", { name: `Publish the review of ${a.vendorName}` }).click();
  await expect(ops.getByText(`Published the review of ${a.vendorName}.`)).toBeVisible();
  await expectNoA11yViolations(ops);
  await opsContext.close();
  await gotoHydrated(page, `/results?r=${requestId}`);
  await expect(card.getByText("1 review by buyers who connected: responsiveness 2/5, fit 4/5")).toBeVisible();
  await expect(card.getByText("“Good software; they phoned me though.”")).toBeVisible();
  await expect(card.getByText(/^From a buyer who connected through SaaSMatch, /)).toBeVisible();
  await expectNoA11yViolations(page);
  await vendorContext.close();
});
