import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import {
  claimLead,
  confirmationMail,
  confirmConnection,
  shareDetails,
  textsOnlyInOfficeHours,
  vendorRankedForBuyer,
} from "./marketplace-helpers";
import { waitForMail } from "./outbox";

test("the lead marketplace: ask, answer, connect with contact rules, confirm the email, claim, see the rules, pay in test mode, see the buyer", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The buyer searches until the new vendor ranks (a published profile reaches searches within about 2 s).
  const { a, vendor, vendorContext } = await vendorRankedForBuyer(page, browser, baseURL!);
  const { vendorName, leadsEmail: LEADS_EMAIL, buyer: BUYER } = a;
  const card = page.getByRole("article", { name: vendorName });
  await expect(card).toBeVisible();
  // A vendor without an account is reached through its website.
  await expect(page.getByRole("link", { name: /^Visit website/ }).first()).toBeVisible();

  // Ask a question.
  await card.getByRole("button", { name: `Ask a question to ${vendorName}` }).click();
  const ask = page.getByRole("dialog", { name: "Ask a question" });
  await expect(ask.getByRole("checkbox", { name: vendorName })).toBeChecked();
  await expectNoA11yViolations(page);
  await ask.getByLabel("Your question").fill("Does it work offline in the field?");
  await ask.getByRole("button", { name: "Send question" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText("Does it work offline in the field?")).toBeVisible();
  await expect(page.getByText(/No answer yet/)).toBeVisible();

  // The vendor answers.
  await waitForMail(LEADS_EMAIL, new RegExp(`asked ${vendorName} a question`));
  await gotoHydrated(vendor, "/vendor/leads");
  await vendor.getByLabel("Your answer").fill("Yes: inspections sync when you are back online.");
  await vendor.getByRole("button", { name: "Send answer" }).click();
  await expect(vendor.getByText(/Your answer \(/)).toBeVisible();

  await page.reload();
  await expect(page.getByText("Yes: inspections sync when you are back online.")).toBeVisible();
  await expect(page.getByText(/Answered in/)).toBeVisible();

  // Connect. How and when vendors may reach the buyer: phone allowed for texts only, office hours, and a note.
  await shareDetails(page, a, async (connect) => {
    await textsOnlyInOfficeHours(connect, a);
    await connect.getByLabel("Note for the vendors (optional)").fill("Pricing by email first, please.");
    await expectNoA11yViolations(page);
  });
  const connections = page.getByRole("heading", { name: "Vendors you connected with" }).locator("..");
  await expect(connections.getByText("Email not confirmed")).toBeVisible();
  await expect(connections.getByText(/Check your inbox/)).toBeVisible();

  // The buyer confirms their email from the link in the outbox; only then is the vendor told.
  const confirmMail = await confirmationMail(a);
  const confirmLink = new URL(confirmMail.links.find((l) => l.includes("/connect/confirm?token="))!);
  await gotoHydrated(page, `${confirmLink.pathname}${confirmLink.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Confirm and notify the vendors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Email confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your results" }).click();
  await expect(connections.getByText("Not unlocked")).toBeVisible();

  // The vendor takes the code from the email, claims and pays in test mode.
  const leadMail = await waitForMail(LEADS_EMAIL, /^New lead /);
  const code = /Your lead code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(leadMail.text)?.[1];
  expect(code).toBeTruthy();
  expect(leadMail.text).toContain("The buyer confirmed their email address");
  expect(leadMail.text).not.toContain(BUYER.email);
  await gotoHydrated(vendor, "/claim-lead");
  await vendor.getByLabel("Lead code").fill(code!.toLowerCase());
  await vendor.getByRole("button", { name: "Show lead" }).click();
  await expect(vendor.getByRole("heading", { name: `Lead ${code}` })).toBeVisible();
  await expect(vendor.getByText(BUYER.email)).toHaveCount(0);
  await expectNoA11yViolations(vendor);
  await vendor.getByRole("link", { name: "Unlock contact details" }).click();
  await expect(vendor.getByRole("heading", { level: 1, name: "Unlock lead details" })).toBeVisible();
  await expect(vendor.getByText(/0 other vendors have already unlocked this request/)).toBeVisible();
  await expect(vendor.getByText(/The buyer confirmed their email address on/)).toBeVisible();
  // The buyer's rules, before paying; the note itself only after.
  await expect(vendor.getByText("Email, or text messages to their phone. No calls.")).toBeVisible();
  await expect(vendor.getByText("Between 09:00 and 17:00, Europe/London time.")).toBeVisible();
  await expect(vendor.getByText(/The buyer left you a note/)).toBeVisible();
  await expect(vendor.getByText("Pricing by email first, please.")).toHaveCount(0);
  await expectNoA11yViolations(vendor);
  await vendor.getByRole("button", { name: "Pay €49.00 and unlock" }).click();
  await expect(vendor.getByRole("heading", { level: 1, name: "Test-mode checkout" })).toBeVisible();
  await expect(vendor.getByText("Test mode: no real payment is made.")).toBeVisible();
  await expectNoA11yViolations(vendor);
  await vendor.getByRole("button", { name: "Complete test payment" }).click();

  await expect(vendor.getByRole("heading", { level: 1, name: "Buyer lead details" })).toBeVisible();
  await expect(vendor.getByText(BUYER.email)).toBeVisible();
  await expect(vendor.getByText(BUYER.phone)).toBeVisible();
  await expect(vendor.getByText("Email, or text messages to their phone. No calls.")).toBeVisible();
  await expect(vendor.getByText("Pricing by email first, please.")).toBeVisible();
  await expect(vendor.getByText(/Payment reference/)).toBeVisible();
  await expectNoA11yViolations(vendor);

  // Back on the paywall, the page speaks of the unlock done, counting this vendor.
  const leadId = new URL(vendor.url()).searchParams.get("lead");
  await gotoHydrated(vendor, `/paywall?lead=${leadId}`);
  await expect(vendor.getByRole("heading", { level: 1, name: "Lead unlocked" })).toBeVisible();
  await expect(
    vendor.getByText(/^You unlocked this lead on .+ UTC: the buyer's contact details/),
  ).toBeVisible();
  await expect(vendor.getByText("1 of at most 3 vendors (you) has unlocked this request.")).toBeVisible();
  await expect(vendor.getByText(/A one-time payment/)).toHaveCount(0);
  await expect(vendor.getByText(/shown only after you unlock/)).toHaveCount(0);
  await expect(vendor.getByText(/0 of at most 3 vendors/)).toHaveCount(0);
  await expect(
    vendor.getByRole("link", { name: "You unlocked this lead: see the buyer's details" }),
  ).toBeVisible();
  await expectNoA11yViolations(vendor);

  // The buyer is told, and their page shows the vendor as unlocked.
  await waitForMail(BUYER.email, new RegExp(`${vendorName} unlocked your details`));
  await page.reload();
  await expect(connections.getByText(/Unlocked your details on/)).toBeVisible();

  // The buyer reports that the vendor broke their rules; an operator reviews it in /admin.
  // Opened from the keyboard: the sticky comparison bar covers the bottom of the viewport, where a click would land.
  await connections.getByText(`Report a problem with ${vendorName}`).focus();
  await page.keyboard.press("Enter");
  await connections.getByLabel("What happened").selectOption("outside_rules");
  await connections.getByLabel("Details (optional)").fill("Called me although I chose texts only.");
  await expectNoA11yViolations(page);
  await connections.getByRole("button", { name: `Send report about ${vendorName}` }).click();
  await expect(page.getByText(/Thank you\. An operator reviews your report/)).toBeVisible();
  await vendorContext.close();
});

test("withdrawing asks first; the vendor is told the lead was withdrawn; the Ask dialog gives focus back", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { a, vendor, vendorContext } = await vendorRankedForBuyer(page, browser, baseURL!);
  const card = page.getByRole("article", { name: a.vendorName });

  // Escape closes the Ask dialog and focus is back on the button that opened it.
  const askButton = card.getByRole("button", { name: `Ask a question to ${a.vendorName}` });
  await askButton.focus();
  await page.keyboard.press("Enter");
  const ask = page.getByRole("dialog", { name: "Ask a question" });
  await expect(ask).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await expect(askButton).toBeFocused();

  // Connect with one vendor: the answer speaks of that one vendor.
  await shareDetails(page, a);
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText(new RegExp(`${a.vendorName} is told only after you confirm`))).toBeVisible();
  await expect(toasts.getByText(/\bEach\b|are told/)).toHaveCount(0);
  await confirmConnection(page, await confirmationMail(a));
  await page.getByRole("link", { name: "Go to your results" }).click();
  const connections = page.getByRole("heading", { name: "Vendors you connected with" }).locator("..");
  await expect(connections.getByText("Not unlocked")).toBeVisible();

  // Withdraw asks first: keeping it changes nothing, confirming withdraws.
  const withdraw = connections.getByRole("button", { name: `Withdraw from ${a.vendorName}` });
  await withdraw.click();
  const confirm = page.getByRole("alertdialog", { name: `Withdraw your request from ${a.vendorName}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await expectNoA11yViolations(page);
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(confirm).toBeHidden();
  await expect(withdraw).toBeFocused();
  await expect(connections.getByText("Not unlocked")).toBeVisible();
  await withdraw.click();
  await confirm.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(toasts.getByText("Withdrawn. That vendor can no longer unlock your details.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vendors you connected with" })).toBeFocused();
  await expect(connections.getByText(/^Withdrawn on /)).toBeVisible();

  // The vendor's code now says the buyer withdrew it, and its leads page has a full row.
  const code = await claimLead(vendor, a);
  await expect(
    vendor.getByText(
      new RegExp(
        `^The buyer withdrew lead ${code} on .+ UTC, so it can no longer be unlocked\\. Nothing was charged\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(vendor.getByText(/not valid for your account/)).toHaveCount(0);
  await gotoHydrated(vendor, "/vendor/leads");
  const row = vendor.getByRole("listitem").filter({ hasText: code });
  await expect(row.getByText(/^Withdrawn by the buyer on .+ UTC · Nothing was charged\.$/)).toBeVisible();
  await expect(row.getByText(/^your score \d+ · received .+ UTC$/)).toBeVisible();
  await expect(row.getByText("Not charged", { exact: true })).toBeVisible();
  await expectNoA11yViolations(vendor);
  await vendorContext.close();
});
