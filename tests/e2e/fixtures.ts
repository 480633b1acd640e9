import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Console errors a test may expect (e.g. a failed request it provoked on purpose). */
type ConsoleErrorFilter = (text: string) => boolean;

export const test = base.extend<{ allowConsoleErrors: (filter: ConsoleErrorFilter) => void }>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: ConsoleErrorFilter[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowed.some((f) => f(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use((filter) => allowed.push(filter));
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until React has hydrated it, so clicks and effects behave as for a user. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Runs axe (WCAG 2.2 A/AA rules, with axe's best practices) on the page and fails with the violations listed. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22a",
    "wcag22aa",
    "best-practice",
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
