import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";

/** The e2e server writes mail to DATA_DIR/outbox (no SMTP); playwright.config.ts shares DATA_DIR with the tests. */
function env() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  return { DATA_DIR: dir };
}

/** The newest email to `to` whose subject matches, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const summary = (await findOutboxMessages(env())).find(
      (m) => m.to.includes(to) && subject.test(m.subject),
    );
    if (summary) {
      const message = (await getOutboxMessage(env(), summary.id))!;
      return { ...message, links: extractLinks(message) };
    }
    if (Date.now() > until) throw new Error(`no email to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
