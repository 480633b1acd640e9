import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const WELCOME = /Hi, I'm Mia, the SaaSMatch support assistant/;

/** The chat's delays run on the page's fake clock; this advances it until `done` holds (the server answers in real time). */
async function advanceUntil(page: Page, done: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1000);
    await done();
  }).toPass({ timeout: 20_000, intervals: [100] });
}

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Open support chat" }).click();
  const panel = page.getByRole("dialog", { name: "Mia" });
  await expect(panel).toBeVisible();
  return panel;
}

test("support chat: open, welcome, Enter sends, typing dots, reply, Shift+Enter, Escape, reset", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  const panel = await openChat(page);
  await expect(panel.getByText(WELCOME)).toBeVisible();
  const input = panel.getByRole("textbox", { name: "Message Mia" });
  await expect(input).toBeFocused();
  await expect(panel.getByText("Press Enter to send, Shift + Enter for new line")).toBeVisible();
  const sendButton = panel.getByRole("button", { name: "Send message" });
  await expect(sendButton).toBeDisabled();
  await expectNoA11yViolations(page);

  await input.fill("Hello");
  await input.press("Enter");
  await expect(panel.getByText("You said: Hello", { exact: true })).toBeVisible();
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
  await expect(sendButton).toBeDisabled();

  const dots = panel.getByTestId("typing-dots");
  await advanceUntil(page, () => expect(dots).toBeVisible({ timeout: 100 }));
  const step = await dots.getAttribute("data-step");
  await page.clock.runFor(500);
  await expect(dots).not.toHaveAttribute("data-step", step ?? "");

  const reply = panel.getByText(/I can answer questions about how SaaSMatch works/);
  await advanceUntil(page, () => expect(reply).toBeVisible({ timeout: 100 }));
  await expect(dots).toHaveCount(0);
  await expect(panel.getByText(WELCOME)).toHaveCount(0);

  await input.fill("line one");
  await input.press("Shift+Enter");
  await input.pressSequentially("line two");
  await expect(input).toHaveValue("line one\nline two");
  await expect(panel.getByRole("log").getByText(/line one/)).toHaveCount(0);

  await input.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open support chat" })).toBeFocused();

  await openChat(page);
  await expect(panel.getByText("You said: Hello", { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "Reset chat" }).click();
  await expect(panel.getByText(WELCOME)).toBeVisible();
  await expect(panel.getByText("You said: Hello", { exact: true })).toHaveCount(0);
  await expect(input).toHaveValue("");
});

test("the conversation survives a page change and a reload", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  const panel = await openChat(page);
  const input = panel.getByRole("textbox", { name: "Message Mia" });
  await input.fill("We need something to schedule our field technicians");
  await input.press("Enter");
  const reply = panel.getByText(/top 3 matches our matching engine finds/);
  await advanceUntil(page, () => expect(reply).toBeVisible({ timeout: 100 }));
  await expect(panel.getByRole("link", { name: "continue in the matching form" })).toHaveAttribute(
    "href",
    /\/form\?problem=We%20need%20something%20to%20schedule/,
  );

  await page.getByRole("banner").getByRole("link", { name: "How It Works" }).first().click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(reply).toBeVisible();

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const restored = page.getByRole("dialog", { name: "Mia" });
  await expect(restored.getByText("We need something to schedule our field technicians")).toBeVisible();
  await expect(restored.getByText(/top 3 matches our matching engine finds/)).toBeVisible();

  await restored.getByRole("link", { name: "continue in the matching form" }).click();
  await expect(page.getByRole("textbox", { name: "Describe your business problem" })).toHaveValue(
    "We need something to schedule our field technicians",
  );
});

test("a failed call shows the error box with Dismiss and the apology", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors((text) => text.includes("Failed to load resource"));
  await page.route("**/api/chat-assistant", (route) => route.abort("connectionrefused"));
  await page.clock.install();
  await gotoHydrated(page, "/");
  const panel = await openChat(page);
  const input = panel.getByRole("textbox", { name: "Message Mia" });
  await input.fill("Is it free?");
  await input.press("Enter");
  const alert = panel.getByRole("alert");
  await advanceUntil(page, () => expect(alert).toBeVisible({ timeout: 100 }));
  await expect(alert).toContainText(/^Chat service error: /);
  await expect(
    panel.getByText("I apologize, but I encountered an issue. Please try again or refresh the chat."),
  ).toBeVisible();
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(panel.getByRole("alert")).toHaveCount(0);
});
