import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

/** Written for this test: a clinic in Europe that asks for two common features and one named product. */
const CLINIC_SEARCH = {
  problem: "Our physio clinic needs patients to book appointments online and get SMS reminders",
  industry: "Healthcare",
  features: ["Online booking", "SMS reminders", "QuickBooks integration"],
  company_size: "",
  budget_range: "",
  deployment_model: [],
  timeline: "",
  region_focus: "Europe",
  buyer_role: "",
};

interface Match {
  slug: string;
  name: string;
  fit_category: string;
  fit_note: string | null;
  matched_features: string[];
  feature_sources: Array<{ feature: string; field: string; text: string }>;
  conflicts: Array<{ kind: string }>;
}

async function createSearch(request: APIRequestContext) {
  const response = await request.post("/api/vendor-matches", {
    data: { businessProblem: CLINIC_SEARCH, apiMethod: "direct" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { requestId: string; vendors: Match[] };
}

const card = (page: Page, name: string) =>
  page.getByRole("list", { name: "Ranked vendors" }).getByRole("article", { name });

test.describe("fit labels and ticks", () => {
  test("every ✓ shows the vendor's own words on hover and on keyboard focus; a region conflict caps the label and says so", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    for (const v of search.vendors) {
      for (const f of v.matched_features) {
        expect(
          v.feature_sources.some((s) => s.feature === f),
          `${v.slug}: ${f}`,
        ).toBe(true);
      }
    }
    const ticked = search.vendors.find((v) => v.matched_features.includes("Online booking"))!;
    const source = ticked.feature_sources.find((s) => s.feature === "Online booking")!;
    await gotoHydrated(page, `/results?r=${search.requestId}`);

    const feature = card(page, ticked.name).getByRole("button", { name: "Online booking" });
    await feature.hover();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toContainText(`“${source.text}”`);
    await expect(feature).toHaveAccessibleDescription(
      new RegExp(source.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);

    // Keyboard: Tab onto the feature from the element before it.
    await page.mouse.move(0, 0);
    await feature.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(feature).toBeFocused();
    await expect(page.getByRole("tooltip")).toContainText(`“${source.text}”`);
    await page.keyboard.press("Escape");

    // No QuickBooks ✓ without the vendor's words naming QuickBooks.
    for (const v of search.vendors.filter((x) => x.matched_features.includes("QuickBooks integration"))) {
      const words = v.feature_sources.filter((s) => s.feature === "QuickBooks integration");
      expect(words.map((s) => s.text.toLowerCase()).join(" ")).toContain("quickbooks");
    }

    const elsewhere = search.vendors.find((v) => v.conflicts.some((c) => c.kind === "region"));
    expect(elsewhere, "a vendor serving another region").toBeTruthy();
    await expect(card(page, elsewhere!.name)).toContainText("Partial fit");
    await expect(card(page, elsewhere!.name)).toContainText(/Partial fit: serves .+ — you asked for Europe/);
  });

  test("the comparison's ✓ for a requested feature shows its source on focus", async ({ page, request }) => {
    const search = await createSearch(request);
    const [a, b] = search.vendors.filter((v) => v.matched_features.includes("SMS reminders"));
    expect(a && b).toBeTruthy();
    await gotoHydrated(page, `/vendor-comparison-tool?v=${a!.slug},${b!.slug}&r=${search.requestId}`);
    const row = page.getByRole("row", { name: /SMS reminders/ });
    const listed = row.getByRole("button", { name: "Listed" }).first();
    await listed.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(listed).toBeFocused();
    const source = a!.feature_sources.find((s) => s.feature === "SMS reminders")!;
    await expect(page.getByRole("tooltip")).toContainText(`“${source.text}”`);
    await expectNoA11yViolations(page);
  });

  test("the ranking page documents how a label is earned", async ({ page }) => {
    await gotoHydrated(page, "/how-ranking-works");
    const section = page.getByRole("region", { name: "How a fit label is earned" });
    await expect(section).toContainText("strong need match");
    await expect(section).toContainText("region, deployment or budget");
  });
});
