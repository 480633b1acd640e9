import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import {
  connectAndConfirm,
  rateVendor,
  reviewInvitation,
  signInOperator,
  vendorRankedForBuyer,
} from "./marketplace-helpers";

test("reviews from real interactions: invitation after the connection, review, moderation, shown on the card, the vendor page and the comparison, one public reply", async ({
  page,
  browser,
  baseURL,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  // The refused form answers 400 and the reopened, used link 409, as they should; the browser logs both.
  allowConsoleErrors((text) => /status of (400|409)\b/.test(text));
  // A buyer finds the new vendor, connects with it and confirms their email.
  const { a, vendor, vendorContext, requestId, slugs } = await vendorRankedForBuyer(page, browser, baseURL!);
  await connectAndConfirm(page, a);

  // The invitation waits 14 days as a queued job; the development page makes it due now.
  const { mail: invitation, path: reviewPath } = await reviewInvitation(page, a, { checkJobsPage: true });
  expect(invitation.text).toContain("never with your name");

  // The review form: a missing rating is named, then the review is sent.
  await gotoHydrated(page, reviewPath);
  await expect(page.getByRole("heading", { level: 1, name: `Review ${a.vendorName}` })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("What should other buyers know? (optional)").fill("Answered the same day, by email.");
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Choose how you rate its responsiveness, from 1 to 5\./);
  await expectNoA11yViolations(page);
  await rateVendor(page, a.vendorName, { responsiveness: 4, fit: 5 });
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review sent" })).toBeVisible();

  // The link works once.
  const reused = await gotoHydrated(page, reviewPath);
  expect(reused?.status()).toBe(409);
  await expect(page.getByRole("heading", { level: 1, name: "This link was already used" })).toBeVisible();

  // Not shown before an operator publishes it.
  await gotoHydrated(page, `/results?r=${requestId}`);
  const card = page.getByRole("article", { name: a.vendorName });
  await expect(card.getByText("Answered the same day, by email.")).toHaveCount(0);

  // The operator publishes it from the queue in /admin; the audit log says so.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInOperator(ops);
  await expect(ops.getByRole("heading", { level: 2, name: /^Reviews waiting \(\d+\)$/ })).toBeVisible();
  await expectNoA11yViolations(ops);
  await ops.getByRole("button", { name: `Publish the review of ${a.vendorName}` }).click();
  await expect(ops.getByText(`Published the review of ${a.vendorName}.`)).toBeVisible();
  await expect(
    ops
      .getByRole("listitem")
      .filter({ hasText: `review.publish review of ${a.vendorName}` })
      .first(),
  ).toBeVisible();
  await opsContext.close();

  // On the card: the ratings, the text, where it comes from and its date, and no buyer identity.
  await page.reload();
  await expect(card.getByText("1 review by buyers who connected: responsiveness 4/5, fit 5/5")).toBeVisible();
  await expect(card.getByText("“Answered the same day, by email.”")).toBeVisible();
  await expect(
    card.getByText(/^From a buyer who connected through SaaSMatch, \d{1,2} \w{3} \d{4}$/),
  ).toBeVisible();
  await expect(card.getByText(a.buyer.name)).toHaveCount(0);
  await expect(card.getByText(a.buyer.company)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The vendor replies once, from its dashboard.
  await gotoHydrated(vendor, "/vendor/dashboard");
  const reviews = vendor.getByRole("region", { name: "Buyer reviews" });
  await reviews
    .getByLabel(/^Your public reply to the review of /)
    .fill("Thank you, glad it helps your hives.");
  await reviews.getByRole("button", { name: "Post reply" }).click();
  await expect(vendor.getByText("Your reply is published under the review.")).toBeVisible();
  await expect(reviews.getByRole("button", { name: "Post reply" })).toHaveCount(0);
  await expectNoA11yViolations(vendor);
  await vendorContext.close();

  // The vendor page lists it with the reply; the comparison has a row for it.
  await card.getByRole("link", { name: `The review of ${a.vendorName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.vendorName })).toBeVisible();
  await expect(page.getByText("Thank you, glad it helps your hives.")).toBeVisible();
  await expect(page.getByText(`Reply from ${a.vendorName}`, { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  const other = slugs.find((s) => s !== slug)!;
  await gotoHydrated(page, `/vendor-comparison-tool?v=${slug},${other}`);
  await expect(
    page.getByText(/^1 review: responsiveness 4\/5, fit 5\/5\. Newest: “Answered the same day/),
  ).toBeVisible();
});
