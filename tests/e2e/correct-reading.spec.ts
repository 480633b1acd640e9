import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

/** A question written for this test the way people write them: the situation first, the need in one phrase. */
const QUESTION =
  "We run a small language school. Parents keep asking how their kids are doing and our teachers lose hours answering emails. We need a way to send class updates to families and collect their feedback.";

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const toggle = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const summary = (page: Page) => page.getByRole("region", { name: "Your search" });
const readings = (page: Page) => page.getByRole("list", { name: "Not what you need? Search for:" });

test.describe("what was understood", () => {
  test("a question typed on the hero lands on results that say what was understood; another reading re-runs the search, survives a reload and stays with the stored search", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("textbox", { name: "Your business challenge" }).fill(QUESTION);
    await page.getByRole("button", { name: "Find Solutions - It's FREE" }).click();
    await expect(page).toHaveURL(/\/form$/);
    await continueButton(page).click();
    await radio(page, "Education").click();
    await radio(page, "SMB").click();
    await continueButton(page).click();
    await toggle(page, "Multi-language").click();
    await toggle(page, "Cloud / SaaS").click();
    await continueButton(page).click();
    await radio(page, "Below €5,000/year").click();
    await radio(page, "1–3 months").click();
    await continueButton(page).click();
    await radio(page, "Europe").click();
    await radio(page, "Manager").click();
    await page.getByRole("button", { name: "Find Matches - It's FREE" }).click();
    await expect(page).toHaveURL(/\/results\?r=/);
    const first = new URL(page.url()).searchParams.get("r")!;

    const needLine = summary(page)
      .getByRole("listitem")
      .filter({ hasText: /^You need: / });
    await expect(needLine).toHaveCount(1);
    const understood = (await needLine.textContent())!.replace(/^You need: /, "");
    expect(understood.length).toBeGreaterThan(0);
    const choices = readings(page).getByRole("button");
    expect(await choices.count()).toBeGreaterThanOrEqual(1);
    await expectNoA11yViolations(page);

    const chosen = (await choices.first().textContent())!;
    expect(chosen).not.toBe(understood);
    await choices.first().click();
    await expect(page).not.toHaveURL(new RegExp(`r=${first}`));
    await expect(page).toHaveURL(/\/results\?r=/);
    const corrected = new URL(page.url()).searchParams.get("r")!;
    await expect(needLine).toHaveText(`You need: ${chosen} (your choice; we read ${understood})`);
    await expect(
      page.getByRole("list", { name: "Ranked vendors" }).getByRole("article").first(),
    ).toBeVisible();
    // The reading read first is offered back.
    await expect(readings(page).getByRole("button", { name: understood.split(", ")[0] })).toBeVisible();
    await expectNoA11yViolations(page);

    // The choice is stored with the search: a reload (and the link) shows it.
    await page.reload();
    await expect(needLine).toHaveText(`You need: ${chosen} (your choice; we read ${understood})`);
    // The search it was made from still shows what was read.
    await gotoHydrated(page, `/results?r=${first}`);
    await expect(needLine).toHaveText(`You need: ${understood}`);
    await gotoHydrated(page, `/results?r=${corrected}`);
    await expect(needLine).toContainText("(your choice;");
  });

  test("refuses a reading that search did not offer", async ({ request }) => {
    const created = await request.post("/api/vendor-matches", {
      data: {
        businessProblem: {
          problem: QUESTION,
          industry: "Education",
          features: [],
          company_size: "",
          budget_range: "",
          deployment_model: [],
          timeline: "",
          region_focus: "",
          buyer_role: "",
        },
        apiMethod: "direct",
      },
    });
    const { requestId } = (await created.json()) as { requestId: string };
    const response = await request.post(`/results?r=${requestId}`, {
      form: { intent: "correct-reading", requestId, need: "Payroll & HR" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
  });
});
