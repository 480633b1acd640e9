import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

// A server of its own on the default catalog, with an operator address of its own (the shared test server's operator
// account belongs to admin.spec).
const port = Number(process.env.E2E_PORT ?? 3100) + 61;
const base = `http://127.0.0.1:${port}`;
const ADMIN = "ops@saasmatch.test";
const PASSWORD = "an operator passphrase";
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), "saasmatch-why-not-"));
  server = spawn(process.execPath, [resolve("scripts/start.mjs")], {
    stdio: "ignore",
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      NODE_ENV: undefined,
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: ADMIN,
    },
  });
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 1400 || server.exitCode !== null) throw new Error("the why-not test server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForMail(to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const summary = (await findOutboxMessages({ DATA_DIR: dataDir })).find(
      (m) => m.to.includes(to) && subject.test(m.subject),
    );
    if (summary) return extractLinks((await getOutboxMessage({ DATA_DIR: dataDir }, summary.id))!);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email to ${to}`);
}

async function ask(page: Page, name: string) {
  const box = page.getByRole("region", { name: "Why not …?" });
  await box.getByRole("textbox", { name: "Product name" }).fill(name);
  await box.getByRole("button", { name: "Why not?" }).click();
  return box;
}

test("why not a product: where it ranked and why, a product we lack suggested, and /admin lists it; axe clean at 1280 and 390 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const search = await page.request.post(`${base}/api/vendor-matches`, {
    data: {
      businessProblem: {
        problem: "Our sales team of 12 needs a CRM to track leads and deals and follow up with prospects.",
        industry: "Professional Services",
        features: [],
        region_focus: "Europe",
      },
      apiMethod: "direct",
    },
  });
  expect(search.ok()).toBe(true);
  const { requestId } = (await search.json()) as { requestId: string };

  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${base}/results?r=${encodeURIComponent(requestId)}`);

  // "Salesforce" is a brand in the catalog: each of its products is explained.
  const box = await ask(page, "salesforce");
  const answer = box.getByRole("status");
  await expect(answer).toContainText(/“salesforce” names \d+ products in our catalog/);
  const salesCloud = answer.getByRole("article", { name: "Why not Salesforce Sales Cloud" });
  await expect(salesCloud).toContainText(
    /Salesforce Sales Cloud (is #\d+ of \d+ on your list|ranked #\d+ of \d+ related products)/,
  );
  await expect(answer.getByRole("article", { name: "Why not Salesforce Commerce Cloud" })).toBeVisible();
  await expectNoA11yViolations(page);

  // A typo is forgiven as in "an alternative to …".
  await ask(page, "Pipedirve");
  await expect(answer.getByRole("article", { name: "Why not Pipedrive" })).toBeVisible();

  // Bad input: the message beside the field, focus on it, what was typed kept.
  const field = box.getByRole("textbox", { name: "Product name" });
  await ask(page, "   ");
  await expect(box.getByText("Type a product's name.")).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // A product the catalog lacks: the buyer suggests it.
  await ask(page, "Salesvista Pro");
  await expect(answer).toContainText("Salesvista Pro is not in our catalog yet.");
  await expect(field).toHaveValue("Salesvista Pro");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await answer.getByRole("button", { name: "Suggest adding Salesvista Pro" }).click();
  await expect(answer).toContainText("Thank you: we will look at adding Salesvista Pro.");
  await expectNoA11yViolations(page);

  // The operator sees the suggestion with the search's kind of software.
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${base}/vendor/sign-up`);
  await page.getByRole("textbox", { name: "Your name" }).fill("Operator");
  await page.getByRole("textbox", { name: "Work email" }).fill(ADMIN);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  const link = (await waitForMail(ADMIN, /confirm|verify/i)).find((l) =>
    l.includes("/api/auth/verify-email"),
  );
  const verify = new URL(link!);
  await page.goto(`${base}${verify.pathname}${verify.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password and continue" }).click();
  await expect(page).not.toHaveURL(/verify-email/);
  await gotoHydrated(page, `${base}/admin`);
  const table = page.getByRole("table", { name: /Products buyers suggested adding/ });
  await expect(table.getByRole("row").filter({ hasText: "Salesvista Pro" })).toContainText("CRM");
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});
