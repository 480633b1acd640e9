import { sharedServer, signUpOperator } from "./accounts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test("the operator admin: sign in, find a vendor, publish a buyer's quote and withdraw it, all in the audit log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A buyer rates a shortlist and offers a quote for publication.
  const search = await page.request.post("/api/vendor-matches", {
    data: {
      businessProblem: {
        problem: "Our small hotel needs one place to answer guest emails and chat messages as a team",
        industry: "Hospitality & Travel",
        features: ["Shared inbox"],
        timeline: "1–3 months",
        company_size: "SMB",
        budget_range: "Below €5,000/year",
        deployment_model: ["Cloud / SaaS"],
        region_focus: "Europe",
        buyer_role: "Owner",
      },
      apiMethod: "direct",
    },
  });
  expect(search.ok()).toBe(true);
  const { requestId } = (await search.json()) as { requestId: string };
  const rating = await page.request.post("/api/shortlist-rating", {
    form: {
      requestId,
      stars: "4",
      comment: "The shortlist named three tools we had not heard of, and one of them fit.",
      name: "Ada Admin-Test",
      title: "Front office manager",
      publish: "on",
    },
  });
  expect(rating.status()).toBe(201);

  // An account for the operator's address, confirmed by the emailed link.
  await signUpOperator(page, sharedServer);

  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Operator admin" })).toBeVisible();
  for (const name of [
    /Pending claims/,
    /^Vendors$/,
    /Testimonials \(\d+ waiting\)/,
    /website readings/,
    /Audit log/,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  // The whole catalog is counted and paged, 50 a page.
  const count = page.getByRole("status").filter({ hasText: /^Showing 1–50 of \d+ vendors · page 1 of \d+$/ });
  await expect(count).toBeVisible();
  const total = Number(/of (\d+) vendors/.exec((await count.textContent())!)![1]);
  expect(total).toBeGreaterThan(50);
  await page
    .getByRole("navigation", { name: "Vendor pages" })
    .getByRole("link", { name: "Next page of vendors" })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(
    page.getByRole("status").filter({ hasText: `Showing 51–${Math.min(100, total)} of ${total} vendors` }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: /Vendors matching the search/ }).getByRole("row")).toHaveCount(
    Math.min(100, total) - 50 + 1,
  );

  // The vendor table answers a search with one row per vendor and an action named after it.
  await page.getByRole("searchbox", { name: "Search name, slug or website" }).fill("1password");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const vendors = page.getByRole("table", { name: /Vendors matching the search/ });
  await expect(vendors.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "Showing 1–1 of 1 vendor" })).toBeVisible();
  await expect(vendors.getByRole("button", { name: "Unpublish 1Password" })).toBeVisible();

  // Publishing the quote, then withdrawing it; each shows its message and lands in the audit log.
  await page.getByRole("button", { name: "Publish the quote by Ada Admin-Test" }).click();
  await expect(page.getByText("Published the quote by Ada Admin-Test on the home page.")).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: "testimonial.approve" }).first();
  await expect(entry).toBeVisible();
  // Named, with the id beside the name.
  await expect(entry).toContainText("testimonial.approve quote by Ada Admin-Test (shortlist_rating ");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Withdraw the quote by Ada Admin-Test" }).click();
  await expect(page.getByText("Withdrew the quote by Ada Admin-Test from the home page.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish the quote by Ada Admin-Test" })).toBeVisible();
});

test("/admin refuses anyone who is not an operator", async ({ page }) => {
  const response = await page.goto("/admin");
  // Signed out: the vendor sign-in, which brings the operator back here afterwards.
  expect(new URL(response!.url()).pathname).toBe("/vendor/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Operator admin" })).toHaveCount(0);
});
