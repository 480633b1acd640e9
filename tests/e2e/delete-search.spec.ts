import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test("a buyer deletes their search from the results page, and its link then answers 404", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors((text) => text.includes("404"));
  const response = await request.post("/api/vendor-matches", {
    data: {
      businessProblem: {
        problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
        industry: "E-Commerce",
        features: ["Shared Inbox"],
        company_size: "SMB",
        budget_range: "",
        deployment_model: [],
        timeline: "1–3 months",
        region_focus: "Europe",
        buyer_role: "",
      },
      apiMethod: "direct",
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { requestId } = (await response.json()) as { requestId: string };

  await gotoHydrated(page, `/results?r=${requestId}`);
  await page.getByText("Delete this search", { exact: true }).click();
  await expect(page.getByText(/deleted automatically 90 days after it was made/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Delete permanently" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Your search was deleted" })).toBeVisible();
  const reopened = await page.goto(`/results?r=${requestId}`);
  expect(reopened?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find these results" })).toBeVisible();
});
