import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

// A server of its own, seeded with a fixture catalog that has no e-signature product (DEFAULT_CATALOG_DIR).
const port = Number(process.env.E2E_PORT ?? 3100) + 57;
const base = `http://127.0.0.1:${port}`;
const ADMIN = "ops@saasmatch.test";
const PASSWORD = "an operator passphrase";
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), "saasmatch-missing-kind-"));
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
      DEFAULT_CATALOG_DIR: resolve("tests/fixtures/missing-kind-catalog"),
    },
  });
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 900 || server.exitCode !== null) throw new Error("the fixture-catalog server did not start");
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

test("a need whose kind the catalog lacks: the notice comes first, no good fit, and /admin lists the kind", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const search = await page.request.post(`${base}/api/vendor-matches`, {
    data: {
      businessProblem: {
        problem: "Our clients should sign contracts online: we need an e-signature tool.",
        industry: "Professional Services",
        features: [],
      },
      apiMethod: "direct",
    },
  });
  expect(search.ok()).toBe(true);
  const { requestId } = (await search.json()) as { requestId: string };

  await gotoHydrated(page, `${base}/results?r=${encodeURIComponent(requestId)}`);
  const notice = page.getByRole("heading", { name: "We have no e-signature tools in our catalog yet" });
  await expect(notice).toBeVisible();
  // First: the notice is the first heading after the page's title, before the vendors and their heading.
  const headings = await page.getByRole("heading").allTextContents();
  expect(headings.indexOf("Your vendor matches")).toBe(0);
  expect(headings[1]).toBe("We have no e-signature tools in our catalog yet");
  await expect(page.getByRole("heading", { name: /^The nearest kinds we have: / })).toBeVisible();
  const ranked = page.getByRole("list", { name: "Ranked vendors" });
  await expect(ranked.getByRole("listitem").first()).toBeVisible();
  await expect(ranked.getByText(/Good fit|Excellent fit/)).toHaveCount(0);
  await expect(ranked.getByText("Partial fit").first()).toBeVisible();
  await expectNoA11yViolations(page);

  // The operator sees the kind among those buyers asked for that we lack.
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
  await expect(
    page.getByRole("heading", { level: 2, name: "Kinds buyers asked for that we lack" }),
  ).toBeVisible();
  const kinds = page.getByRole("table", { name: /Kinds buyers asked for that we lack/ });
  await expect(kinds.getByRole("row").filter({ hasText: "E-signature" })).toContainText("1");
  await expectNoA11yViolations(page);
});
