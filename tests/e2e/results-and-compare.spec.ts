import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

/** A search whose matches include the few catalog vendors with a listed starting price. */
const DEVOPS_SEARCH = {
  problem:
    "Our developers need to host code repositories, run CI/CD pipelines and monitor our servers and application performance.",
  industry: "Technology & IT",
  features: ["API Access", "Custom Dashboards"],
  company_size: "SMB",
  budget_range: "",
  deployment_model: [],
  timeline: "1–3 months",
  region_focus: "Europe",
  buyer_role: "",
};

interface Match {
  slug: string;
  name: string;
  score: number;
  fit_category: string;
  explanation: string;
  website: string | null;
  pricing: { free_tier: boolean | null; starting_price_eur_per_year: number | null };
}

async function createSearch(request: APIRequestContext, businessProblem = DEVOPS_SEARCH) {
  const response = await request.post("/api/vendor-matches", {
    data: { businessProblem, apiMethod: "direct" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { requestId: string; vendors: Match[] };
  expect(body.vendors.length).toBeGreaterThan(4);
  return body;
}

/** Waits until React has hydrated the page, so clicks reach its handlers. */

const rankedList = (page: Page) => page.getByRole("list", { name: "Ranked vendors" });
const articles = (page: Page) => rankedList(page).getByRole("article");
const vendorHeadings = (page: Page) => articles(page).getByRole("heading", { level: 2 });
/** The vendor names shown, in order (retried until they match). */
const expectVendors = (page: Page, names: string[]) => expect(vendorHeadings(page)).toHaveText(names);
const countText = (page: Page) =>
  page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ vendors?$/ });
const compareBox = (page: Page, name: string) =>
  page.getByRole("checkbox", { name: `Select ${name} to compare` });
const compareButton = (page: Page) => page.getByRole("button", { name: "Compare selected" });
const comparisonTable = (page: Page) => page.getByRole("table", { name: "Vendor comparison" });
const columnHeaders = (table: Locator) => table.locator("thead th").allTextContents();

/** The toolbar's filters are native selects: the browser's own picker. */
async function choose(page: Page, select: string, option: string) {
  await page.getByRole("combobox", { name: select }).selectOption({ label: option });
}

test.describe("results", () => {
  test("show the ranked, explained matches of a stored search and reopen it for editing", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    const response = await gotoHydrated(page, `/results?r=${search.requestId}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: "Your vendor matches" })).toBeVisible();
    // The server sends the first screen only; the footer comes with the page's JavaScript.
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Company" })).toBeVisible();
    const criteria = page.getByRole("region", { name: "Your search" });
    await expect(criteria).toContainText(DEVOPS_SEARCH.problem.slice(0, 40));
    await expect(criteria).toContainText("Technology & IT");
    await expect(criteria).toContainText("API Access, Custom Dashboards");

    await expectVendors(
      page,
      search.vendors.map((v) => v.name),
    );
    await expect(countText(page)).toHaveText(
      `Showing ${search.vendors.length} of ${search.vendors.length} vendors`,
    );

    const top = search.vendors[0]!;
    const first = articles(page).first();
    await expect(first).toContainText("Rank 1");
    await expect(first).toContainText(top.explanation);
    await expect(
      first.getByRole("img", { name: `Match score: ${Math.round(top.score)} out of 100` }),
    ).toHaveText(`${Math.round(top.score)} / 100`);
    await expect(first).toContainText(top.fit_category);
    if (top.website) {
      const link = first.getByRole("link", { name: `${top.name} website, opens in a new tab` });
      await expect(link).toHaveAttribute("href", top.website);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    // A reload shows the same list: the page reads the stored search, not navigation state.
    await page.reload();
    await expectVendors(
      page,
      search.vendors.map((v) => v.name),
    );

    await gotoHydrated(page, `/results?r=${search.requestId}`);
    await criteria.getByRole("link", { name: "Edit search" }).click();
    await expect(page).toHaveURL(/\/form$/);
    await expect(page.getByRole("textbox", { name: "Describe your business problem" })).toHaveValue(
      DEVOPS_SEARCH.problem,
    );
    // Every answer comes back, not just the problem: the next step shows the industry and size chosen.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("radio", { name: DEVOPS_SEARCH.industry, exact: true })).toBeChecked();
    await expect(page.getByRole("radio", { name: DEVOPS_SEARCH.company_size, exact: true })).toBeChecked();
  });

  test("sort by starting price: listed prices first, cheapest first; back to best match", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    const priced = search.vendors
      .filter((v) => v.pricing.starting_price_eur_per_year !== null)
      .sort((a, b) => a.pricing.starting_price_eur_per_year! - b.pricing.starting_price_eur_per_year!);
    expect(priced.length, "the catalog lists a starting price for some of these vendors").toBeGreaterThan(1);
    await gotoHydrated(page, `/results?r=${search.requestId}`);

    await choose(page, "Sort by", "Lowest starting price");
    await expect(page).toHaveURL(/sort=price/);
    await expect(vendorHeadings(page)).toHaveCount(search.vendors.length);
    await expect(vendorHeadings(page).first()).toHaveText(priced[0]!.name);
    expect((await vendorHeadings(page).allTextContents()).slice(0, priced.length)).toEqual(
      priced.map((v) => v.name),
    );
    await expect(articles(page).first()).toContainText(`Rank ${search.vendors.indexOf(priced[0]!) + 1}`);

    await choose(page, "Sort by", "Best match");
    await expectVendors(
      page,
      search.vendors.map((v) => v.name),
    );
  });

  test("filters by free tier and fit category, count the vendors shown, and survive a reload", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    const total = search.vendors.length;
    const free = search.vendors.filter((v) => v.pricing.free_tier === true);
    const fit = search.vendors[0]!.fit_category;
    const freeAndFit = free.filter((v) => v.fit_category === fit);
    await gotoHydrated(page, `/results?r=${search.requestId}`);

    await page.getByRole("checkbox", { name: "Free tier only" }).click();
    await expect(countText(page)).toHaveText(`Showing ${free.length} of ${total} vendors`);
    await expectVendors(
      page,
      free.map((v) => v.name),
    );

    await choose(page, "Fit", fit);
    await expect(countText(page)).toHaveText(`Showing ${freeAndFit.length} of ${total} vendors`);
    await expectVendors(
      page,
      freeAndFit.map((v) => v.name),
    );

    await page.reload();
    await expect(countText(page)).toHaveText(`Showing ${freeAndFit.length} of ${total} vendors`);
    await expect(page.getByRole("checkbox", { name: "Free tier only" })).toBeChecked();

    await gotoHydrated(page, page.url());
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(countText(page)).toHaveText(`Showing ${total} of ${total} vendors`);
  });

  test("filters work from the keyboard", async ({ page, request }) => {
    const search = await createSearch(request);
    const cloud = search.vendors.length;
    await gotoHydrated(page, `/results?r=${search.requestId}`);
    const deployment = page.getByRole("combobox", { name: "Deployment" });
    await deployment.focus();
    // A closed native select moves to the next option on ArrowDown (Chromium on Linux and Windows).
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/deployment=/);
    await expect(deployment).not.toHaveValue("");
    await expect(countText(page)).toContainText(`of ${cloud} vendors`);
    const free = page.getByRole("checkbox", { name: "Free tier only" });
    await free.focus();
    await page.keyboard.press("Space");
    await expect(free).toBeChecked();
  });

  test("'Why this score' expands to the five factors and the criteria checks", async ({ page, request }) => {
    const search = await createSearch(request);
    await gotoHydrated(page, `/results?r=${search.requestId}`);
    const first = articles(page).first();
    const factors = first.getByText("Score factors");
    await expect(factors).toBeHidden();
    await first.getByText("Why this score").click();
    await expect(factors).toBeVisible();
    for (const label of [
      "Problem fit",
      "Feature alignment",
      "Industry relevance",
      "Qualification",
      "Credibility",
    ]) {
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(first.getByText(/^\d{1,3}%$/)).toHaveCount(5);
    await expect(first.getByText("Company size", { exact: true })).toBeVisible();
    await expect(first.getByText("Region", { exact: true })).toBeVisible();
  });

  test("select three, compare them side by side, and share the comparison link", async ({
    page,
    context,
    request,
  }) => {
    const search = await createSearch(request);
    const [a, b, c, d, e] = search.vendors;
    await gotoHydrated(page, `/results?r=${search.requestId}`);

    await expect(compareButton(page)).toBeDisabled();
    await compareBox(page, a!.name).click();
    await expect(compareButton(page)).toBeDisabled();
    await compareBox(page, b!.name).click();
    await expect(compareButton(page)).toBeEnabled();
    await compareBox(page, c!.name).click();
    await compareBox(page, d!.name).click();
    await expect(compareBox(page, e!.name)).toBeDisabled();
    await expect(
      page.getByText("You can compare up to 4 vendors at a time.", { exact: false }),
    ).toBeVisible();
    await compareBox(page, d!.name).click();
    await expect(compareBox(page, e!.name)).toBeEnabled();

    await compareButton(page).click();
    await expect(page).toHaveURL(
      `/vendor-comparison-tool?v=${a!.slug},${b!.slug},${c!.slug}&r=${search.requestId}`,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Compare Vendors AI Tool" })).toBeVisible();
    const table = comparisonTable(page);
    await expect(table).toBeVisible();
    expect(await columnHeaders(table)).toEqual([
      "Attribute",
      ...[a, b, c].map((v) => expect.stringContaining(v!.name)),
    ]);
    // The buyer's requested features are checked per vendor.
    await expect(table.getByRole("rowheader", { name: /API Access/ })).toBeVisible();
    const differing = table.locator("tbody tr[data-differs]");
    expect(await differing.count()).toBeGreaterThan(0);
    await expect(differing.first().getByRole("rowheader")).toContainText("Differs");
    const summary = page.getByRole("region", { name: "Key differences" });
    await expect(summary).toBeVisible();
    expect(await summary.getByRole("listitem").count()).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Back to your matches" })).toHaveAttribute(
      "href",
      `/results?r=${search.requestId}`,
    );

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(comparisonTable(shared)).toBeVisible();
    expect(await comparisonTable(shared).textContent()).toBe(await table.textContent());
    expect(await shared.getByRole("region", { name: "Key differences" }).textContent()).toBe(
      await summary.textContent(),
    );
    await shared.close();
  });
});

test.describe("comparison tool", () => {
  test("the typeahead adds a vendor by keyboard, and a vendor can be removed", async ({ page, request }) => {
    const search = await createSearch(request);
    const [a, b, notCompared, , added] = search.vendors;
    await gotoHydrated(page, `/vendor-comparison-tool?v=${a!.slug},${b!.slug}`);
    const table = comparisonTable(page);
    await expect(table.locator("thead th")).toHaveCount(3);

    const input = page.getByRole("combobox", { name: "Add a vendor" });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await input.fill(added!.name);
    const listbox = page.getByRole("listbox", { name: "Add a vendor suggestions" });
    await expect(listbox.getByRole("option", { name: added!.name, exact: false }).first()).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);

    await input.press("ArrowDown");
    const active = listbox.getByRole("option", { selected: true });
    await expect(active).toContainText(added!.name);
    await expect(input).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id"))!);
    // The listbox offers only vendors not yet compared.
    await expect(listbox.getByRole("option", { name: a!.name, exact: true })).toHaveCount(0);
    await input.press("Enter");

    await expect(page).toHaveURL(`/vendor-comparison-tool?v=${a!.slug},${b!.slug},${added!.slug}`);
    await expect(table.locator("thead th")).toHaveCount(4);
    await expect(table.locator("thead")).toContainText(added!.name);
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();

    // A vendor not yet compared, so the suggestions cannot all be filtered out whatever the ranking.
    await input.fill(notCompared!.name);
    await expect(listbox).toBeVisible();
    await input.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await input.press("Escape");
    await expect(input).toHaveValue("");

    await page.getByRole("link", { name: `Remove ${b!.name} from the comparison` }).click();
    await expect(page).toHaveURL(`/vendor-comparison-tool?v=${a!.slug},${added!.slug}`);
    await expect(table.locator("thead th")).toHaveCount(3);
    await expect(input).toBeFocused();
  });

  test("the typeahead ranks by how well names match and forgives one typo", async ({ page }) => {
    await gotoHydrated(page, "/vendor-comparison-tool");
    const input = page.getByRole("combobox", { name: "Add a vendor" });
    const options = page.getByRole("listbox", { name: "Add a vendor suggestions" }).getByRole("option");
    // Four Salesforce products start with the word: the closest name first, not Commerce Cloud (alphabetical).
    await input.fill("salesforce");
    await expect(options.first()).toContainText("Salesforce Sales Cloud");
    await expect(options.filter({ hasText: "Salesforce Commerce Cloud" })).toHaveCount(1);
    // One letter missing.
    await input.fill("zendsk");
    await expect(options.first()).toContainText("Zendesk");
    await expect(page.getByText(/No vendors found/)).toHaveCount(0);
  });

  test("unknown vendors in a link are dropped with a notice; more than four shows the first four", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    const slugs = search.vendors.slice(0, 5).map((v) => v.slug);
    await page.goto(`/vendor-comparison-tool?v=no-such-vendor,${slugs.join(",")}`);
    await expect(page.getByText("We couldn't find “no-such-vendor” in our catalog")).toBeVisible();
    await expect(
      page.getByText("You can compare up to 4 vendors at a time, so we're showing the first 4."),
    ).toBeVisible();
    expect(await columnHeaders(comparisonTable(page))).toHaveLength(5);
    await expect(page.getByRole("combobox", { name: "Add a vendor" })).toBeDisabled();
  });

  test("the vendor search API answers JSON and validates its query", async ({ request }) => {
    const ok = await request.get("/api/vendor-search?q=git");
    expect(ok.status()).toBe(200);
    const { vendors } = (await ok.json()) as { vendors: Array<{ name: string }> };
    expect(vendors.length).toBeGreaterThan(0);
    expect(vendors[0]!.name.toLowerCase().startsWith("git")).toBe(true);
    const tooLong = await request.get(`/api/vendor-search?q=${"x".repeat(101)}`);
    expect(tooLong.status()).toBe(400);
  });
});

test("an unknown or malformed request id shows a not-found message with a way to start over", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors((text) => text.includes("404"));
  for (const url of ["/results?r=AAAAAAAAAAAAAAAAAAAAAA", "/results?r=bad"]) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "We couldn't find these results" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a new search" })).toHaveAttribute("href", "/form");
  }
});

test("/results without a search invites the buyer to start one", async ({ page }) => {
  const response = await page.goto("/results");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "No search yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start a new search" })).toHaveAttribute("href", "/form");
});

test("'Check this ranking' ranks the stored search again and shows the same order; 'How ranking works' is linked", async ({
  page,
  request,
}) => {
  const search = await createSearch(request);
  await gotoHydrated(page, `/results?r=${search.requestId}`);
  await expect(page.getByRole("link", { name: "How ranking works" })).toHaveAttribute(
    "href",
    "/how-ranking-works",
  );
  await page.getByRole("link", { name: "Check this ranking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check this ranking" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Same order");
  const names = search.vendors.map((v) => v.name);
  for (const id of ["stored-order", "rerun-order"]) {
    await expect(page.locator(`section[aria-labelledby="${id}"] li`)).toHaveText(names);
  }
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Back to your results" }).click();
  await expect(rankedList(page)).toBeVisible();
});

test("results and comparison pages have no axe violations", async ({ page, request }) => {
  const search = await createSearch(request);
  await gotoHydrated(page, `/results?r=${search.requestId}`);
  await articles(page).first().getByText("Why this score").click();
  await compareBox(page, search.vendors[0]!.name).click();
  await expectNoA11yViolations(page);

  const slugs = search.vendors.slice(0, 3).map((v) => v.slug);
  await gotoHydrated(page, `/vendor-comparison-tool?v=${slugs.join(",")}&r=${search.requestId}`);
  await expect(comparisonTable(page)).toBeVisible();
  await page.getByRole("combobox", { name: "Add a vendor" }).fill(search.vendors[4]!.name);
  await expect(page.getByRole("listbox", { name: "Add a vendor suggestions" })).toBeVisible();
  await expectNoA11yViolations(page);

  await gotoHydrated(page, "/vendor-comparison-tool");
  await expectNoA11yViolations(page);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("@mobile results stack and the comparison table scrolls inside its own region", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    const pageFitsWidth = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await gotoHydrated(page, `/results?r=${search.requestId}`);
    await expect(articles(page).first()).toBeVisible();
    expect(await pageFitsWidth()).toBe(true);
    await compareBox(page, search.vendors[0]!.name).click();
    await compareBox(page, search.vendors[1]!.name).click();
    await compareButton(page).click();

    await expect(comparisonTable(page)).toBeVisible();
    expect(await pageFitsWidth()).toBe(true);
    const region = page.getByRole("region", { name: "Vendor comparison" });
    await expect(region).toHaveAttribute("tabindex", "0");
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("at 390 × 844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("@mobile the chat button leaves 'Compare selected' free; the comparison's labels leave room for two vendors", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    await gotoHydrated(page, `/results?r=${search.requestId}`);
    await compareBox(page, search.vendors[0]!.name).click();
    await compareBox(page, search.vendors[1]!.name).click();
    const button = compareButton(page);
    const chat = page.getByRole("button", { name: "Open support chat" });
    await expect(chat).toBeVisible();
    const [a, b] = [(await button.boundingBox())!, (await chat.boundingBox())!];
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, "the chat button covers 'Compare selected'").toBe(false);
    // A plain click, not forced: it fails when another element would receive it.
    await button.click({ trial: true });
    await button.click();

    const table = comparisonTable(page);
    await expect(table).toBeVisible();
    const region = page.getByRole("region", { name: "Vendor comparison" });
    const regionBox = (await region.boundingBox())!;
    const labelBox = (await table.locator("tbody th").first().boundingBox())!;
    expect(labelBox.width / regionBox.width).toBeLessThan(0.3);
    // Both vendors' columns are shown whole beside the labels, without scrolling.
    for (const header of await table.locator("thead th").all()) {
      const box = (await header.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
    }
    await expectNoA11yViolations(page);
  });

  test("@mobile Escape closes the header's menu on the results page too, and focus returns to its button", async ({
    page,
    request,
  }) => {
    const search = await createSearch(request);
    await gotoHydrated(page, `/results?r=${search.requestId}`);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test("a search that finds nothing toasts no success and says what to change", async ({ page }) => {
  await gotoHydrated(page, "/form");
  const problem = "Zyxxor quabble frinkle dworp splunge vexilloid maroop.";
  const response = await page.request.post("/api/vendor-matches", {
    data: { businessProblem: { ...DEVOPS_SEARCH, problem, features: [] }, apiMethod: "direct" },
  });
  const body = (await response.json()) as { vendors: Match[] };
  expect(body.vendors, "the nonsense problem must find nothing").toEqual([]);

  await page.getByRole("textbox", { name: "Describe your business problem" }).fill(problem);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "Retail", exact: true }).click();
  await page.getByRole("radio", { name: "SMB", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "API Access", exact: true }).click();
  await page.getByRole("button", { name: "Cloud / SaaS", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "€5,000 – €20,000/year", exact: true }).click();
  await page.getByRole("radio", { name: "1–3 months", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "Europe", exact: true }).click();
  await page.getByRole("radio", { name: "Manager", exact: true }).click();
  await page.getByRole("button", { name: "Find Matches - It's FREE" }).click();

  await expect(page).toHaveURL(/\/results/);
  const empty = page.getByRole("region", { name: "No vendors matched this search" });
  await expect(empty).toBeVisible();
  await expect(empty.getByText(/Allow more deployment models: you asked for Cloud \/ SaaS/)).toBeVisible();
  await page.waitForTimeout(1000);
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region.getByText(/vendor match/i)).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("filters that hide every vendor are named, each with what removing it shows", async ({
  page,
  request,
}) => {
  const search = await createSearch(request);
  const free = search.vendors.filter((v) => v.pricing.free_tier === true).length;
  expect(free, "the search has vendors with a free tier").toBeGreaterThan(0);
  // A deployment model no vendor lists (a link can carry any), with the free-tier filter.
  await gotoHydrated(page, `/results?r=${search.requestId}&deployment=Mainframe&free=1`);
  await expect(page.getByRole("heading", { name: "No vendors match these filters" })).toBeVisible();
  const removeDeployment = page.getByRole("button", {
    name: `Remove “Deployment: Mainframe” (shows ${free})`,
  });
  await expect(removeDeployment).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove “Free tier only” (still none)" })).toBeVisible();
  await expectNoA11yViolations(page);
  await removeDeployment.click();
  await expect(countText(page)).toHaveText(`Showing ${free} of ${search.vendors.length} vendors`);
  await expect(page.getByRole("checkbox", { name: "Free tier only" })).toBeChecked();
});
