import { signUpOperator } from "./accounts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

// A server of its own, seeded with a fixture catalog that has no e-signature product (DEFAULT_CATALOG_DIR).
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ portOffset: 57, catalogDir: "tests/fixtures/missing-kind-catalog" });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a need whose kind the catalog lacks: the notice comes first, no good fit, and /admin lists the kind", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const search = await page.request.post(`${server.base}/api/vendor-matches`, {
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

  await gotoHydrated(page, `${server.base}/results?r=${encodeURIComponent(requestId)}`);
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
  await signUpOperator(page, server);
  await gotoHydrated(page, `${server.base}/admin`);
  await expect(
    page.getByRole("heading", { level: 2, name: "Kinds buyers asked for that we lack" }),
  ).toBeVisible();
  const kinds = page.getByRole("table", { name: /Kinds buyers asked for that we lack/ });
  await expect(kinds.getByRole("row").filter({ hasText: "E-signature" })).toContainText("1");
  await expectNoA11yViolations(page);
});
