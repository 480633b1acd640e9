import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import { waitForMail } from "./outbox";
import { registerVendor, type VendorAttempt } from "./vendor-registration";

/** Two vendors of one attempt (CI retries a failed test on the same server: each attempt registers its own). */
function attemptVendors(): [VendorAttempt, VendorAttempt] {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return (["Hivemetrics", "Combkeeper"] as const).map((name) => {
    const domain = `${name.toLowerCase()}-${id}.example`;
    return {
      vendorName: `${name} ${id}`,
      domain,
      vendorEmail: `owner@${domain}`,
      leadsEmail: `sales@${domain}`,
    };
  }) as [VendorAttempt, VendorAttempt];
}

async function downloaded(page: Page, linkName: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent("download") as Promise<Download>,
    page.getByRole("link", { name: linkName }).click(),
  ]);
  return readFile((await download.path())!);
}

async function answerAs(vendor: Page, question: string, answer: string) {
  await gotoHydrated(vendor, "/vendor/leads");
  await expect(vendor.getByText(question)).toBeVisible();
  await vendor.getByLabel("Your answer").fill(answer);
  await vendor.getByRole("button", { name: "Send answer" }).click();
  await expect(vendor.getByText(/Your answer \(/)).toBeVisible();
}

test("requirements matrix: why not Salesforce, own requirement, one question list to two vendors, both answers side by side, CSV and .xlsx downloads", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [a, b] = attemptVendors();
  const vendorPages: Page[] = [];
  for (const v of [a, b]) {
    const vendor = await (await browser.newContext()).newPage();
    await registerVendor(vendor, baseURL!, v);
    vendorPages.push(vendor);
  }

  // The buyer searches; new profiles reach searches within about 2 s, so the search is repeated until both rank.
  let requestId = "";
  await expect(async () => {
    const search = await page.request.post("/api/vendor-matches", {
      data: {
        businessProblem: {
          problem:
            "Our beekeeping cooperative needs to record hive inspections and track colony health and varroa mites.",
          industry: "Manufacturing",
          features: ["Hive inspections"],
          budget_range: "€5,000–€20,000/year",
        },
        apiMethod: "direct",
      },
    });
    expect(search.ok(), await search.text()).toBe(true);
    const body = (await search.json()) as { requestId: string; vendors: { name: string }[] };
    expect(body.vendors.map((v) => v.name)).toEqual(expect.arrayContaining([a.vendorName, b.vendorName]));
    requestId = body.requestId;
  }).toPass({ timeout: 20_000, intervals: [500] });

  // From the results, compare the two, and open the matrix of that shortlist.
  await gotoHydrated(page, `/results?r=${requestId}`);
  await expect(page.getByRole("link", { name: "Requirements matrix" })).toBeVisible();
  // "Why not Salesforce?": the brand names several products of the catalog; each is explained.
  await page.getByLabel("Product name").fill("Salesforce");
  await page.getByRole("button", { name: "Why not?" }).click();
  const salesCloud = page.getByRole("article", { name: "Why not Salesforce Sales Cloud" });
  await expect(salesCloud).toBeVisible();
  await expect(salesCloud.locator("p").first()).not.toBeEmpty();
  await expectNoA11yViolations(page);
  for (const v of [a, b])
    await page.getByRole("checkbox", { name: `Select ${v.vendorName} to compare` }).click();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await page.getByRole("link", { name: "Requirements matrix for these vendors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Requirements matrix" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: new RegExp(a.vendorName) })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: new RegExp(b.vendorName) })).toBeVisible();
  // The requested feature, met with the vendor's own words; the price within the budget.
  const feature = table.getByRole("row", { name: /Hive inspections/ });
  await expect(feature.getByText("Source: its feature list: “Hive inspections”")).toHaveCount(2);
  await expect(table.getByRole("row", { name: /Price against your budget/ }).getByText("Met")).toHaveCount(2);
  await expectNoA11yViolations(page);

  // A requirement of the buyer's own, as a must-have: looked up in each profile, kept over a reload.
  await page.getByLabel("Your requirement").fill("Varroa mite counts");
  await page.getByLabel("Weight", { exact: true }).selectOption("must");
  await page.getByRole("button", { name: "Add requirement" }).click();
  await expect(page.getByText("Added “Varroa mite counts” to your matrix.")).toBeVisible();
  await page.reload();
  const own = page.getByRole("row", { name: /Varroa mite counts/ });
  await expect(own.getByText("Added by you")).toBeVisible();
  await expect(page.getByLabel("Weight of “Varroa mite counts”", { exact: true })).toHaveValue("must");
  await expect(own.getByText("Met", { exact: true })).toHaveCount(2);

  // One question list to both vendors.
  const question = "Does the app work offline at the apiary?";
  await page.getByLabel("Your questions").fill(question);
  await page.getByRole("button", { name: "Send to 2 vendors" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent 1 question to" })).toBeVisible();
  const asked = page.getByRole("row", { name: question });
  await expect(asked.getByText("Not answered yet")).toHaveCount(2);

  await waitForMail(a.leadsEmail, new RegExp(`asked ${a.vendorName} a question`));
  await answerAs(vendorPages[0]!, question, "Yes: inspections sync once you are back online.");
  await waitForMail(b.leadsEmail, new RegExp(`asked ${b.vendorName} a question`));
  await answerAs(vendorPages[1]!, question, "Partly: the mobile app keeps the last 30 days offline.");

  await page.reload();
  await expect(asked.getByText("Yes: inspections sync once you are back online.")).toBeVisible();
  await expect(asked.getByText("Partly: the mobile app keeps the last 30 days offline.")).toBeVisible();
  await expect(asked.getByText("Not answered yet")).toHaveCount(0);

  // The downloads hold the same cells.
  const columnOf = async (name: string) =>
    (await table.getByRole("columnheader").allInnerTexts()).findIndex((t) => t.includes(name));
  const [colA, colB] = [await columnOf(a.vendorName), await columnOf(b.vendorName)];
  const csv = (await downloaded(page, "Download CSV")).toString("utf8");
  expect(csv.startsWith("\uFEFFRequirement,From,Weight,")).toBe(true);
  expect(csv).toContain("Varroa mite counts,Added by you,Must have,");
  expect(csv).toContain("Yes: inspections sync once you are back online.");

  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const xlsx = await downloaded(page, "Download Excel (.xlsx)");
  await book.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows = sheet.getSheetValues().filter(Boolean) as unknown as (string | undefined)[][];
  // exceljs rows are 1-based: index 1 is column A; the vendor columns follow Requirement, From and Weight.
  const header = rows[0]!;
  expect(header.slice(1, 4)).toEqual(["Requirement", "From", "Weight"]);
  expect(header[3 + colA]).toMatch(new RegExp(`^${a.vendorName} \\(#\\d+\\)$`));
  expect(header[3 + colB]).toMatch(new RegExp(`^${b.vendorName} \\(#\\d+\\)$`));
  const answers = rows.find((r) => r[1] === question)!;
  expect(answers[2]).toBe("Your question");
  expect(answers[3 + colA]).toBe("Yes: inspections sync once you are back online.");
  expect(answers[3 + colB]).toBe("Partly: the mobile app keeps the last 30 days offline.");
  const varroa = rows.find((r) => r[1] === "Varroa mite counts")!;
  expect(varroa.slice(2, 4)).toEqual(["Added by you", "Must have"]);
  expect(varroa[3 + colA]).toMatch(/^Met — Listed \(source: its feature list: “Varroa mite counts”\)$/);
  expect(rows.at(-1)![1]).toBe("Weighted total");
  expect(rows.at(-1)![3 + colA]).toMatch(/^\d+ % \(\d+ of \d+ points\)/);

  // Printing leaves out the forms and buttons, keeps the table.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Add requirement" })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});
