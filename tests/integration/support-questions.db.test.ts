import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELP_CENTER } from "~/content/help-center";
import { words } from "~/domain/matching/text/tokenizer";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { SUPPORT_QUESTIONS } from "../fixtures/support-questions";
import { createTestContext } from "../setup/app-context";
import { askChat, type ChatReply } from "../setup/chat";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

/** Share of the support questions the chat must lead to the right help entry or to "I don't know that". */
const MIN_ACCURACY = 0.9;

async function ask(context: AppLoadContext, message: string): Promise<ChatReply> {
  const reply = await askChat(context, message, { dontKnow: /\bI don't know that\b/ });
  expect(reply.success).toBe(true);
  return reply;
}

const normalized = (text: string) => ` ${words(text).join(" ")} `;

describe(`support questions (${testDriver})`, () => {
  let t: TestDatabase;
  let context: AppLoadContext;
  const replies = new Map<string, ChatReply>();

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDefaultCatalog({ db: t.db });
    context = await createTestContext(t.db);
    for (const { q } of SUPPORT_QUESTIONS) replies.set(q, await ask(context, q));
  });
  afterAll(() => t.cleanup());

  it("the set: at least 120 questions in six languages, 20 out of scope, several per help entry", () => {
    expect(SUPPORT_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(SUPPORT_QUESTIONS.map((x) => x.lang))).toEqual(
      new Set(["en", "de", "fr", "es", "it", "nl"]),
    );
    expect(SUPPORT_QUESTIONS.filter((x) => x.expect.includes("dont-know")).length).toBeGreaterThanOrEqual(20);
    const ids = new Set(HELP_CENTER.flatMap((s) => s.entries.map((e) => `help:${e.id}`)));
    for (const x of SUPPORT_QUESTIONS) {
      for (const target of x.expect) expect(target === "dont-know" || ids.has(target), target).toBe(true);
    }
    const perEntry = new Map<string, number>();
    for (const x of SUPPORT_QUESTIONS) perEntry.set(x.expect[0]!, (perEntry.get(x.expect[0]!) ?? 0) + 1);
    expect([...perEntry.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(15);
  });

  it("no question is copied from the help center's text", () => {
    const helpText = normalized(
      HELP_CENTER.flatMap((s) =>
        s.entries.flatMap((e) => [e.question, ...e.answer, ...(e.keywords ?? [])]),
      ).join(" | "),
    );
    const questions = new Set(HELP_CENTER.flatMap((s) => s.entries.map((e) => normalized(e.question))));
    for (const { q } of SUPPORT_QUESTIONS) {
      const text = normalized(q);
      expect(questions.has(text), q).toBe(false);
      if (text.trim().split(" ").length >= 4) expect(helpText.includes(text), q).toBe(false);
    }
  });

  it(`leads at least ${MIN_ACCURACY * 100} % of the questions to the right answer, in every language`, () => {
    const misses: string[] = [];
    const perLanguage = new Map<string, { n: number; ok: number }>();
    for (const x of SUPPORT_QUESTIONS) {
      const reply = replies.get(x.q)!;
      const ok = x.expect.includes(reply.destination);
      if (!ok) misses.push(`${x.lang} "${x.q}" → ${reply.destination} (expected ${x.expect.join(" or ")})`);
      const lang = perLanguage.get(x.lang) ?? { n: 0, ok: 0 };
      lang.n++;
      if (ok) lang.ok++;
      perLanguage.set(x.lang, lang);
    }
    const accuracy = 1 - misses.length / SUPPORT_QUESTIONS.length;
    console.info(
      `support questions: ${SUPPORT_QUESTIONS.length - misses.length}/${SUPPORT_QUESTIONS.length} (${(accuracy * 100).toFixed(1)} %); ` +
        [...perLanguage].map(([l, v]) => `${l} ${v.ok}/${v.n}`).join(", ") +
        (misses.length ? `\nmisses:\n${misses.join("\n")}` : ""),
    );
    expect(accuracy, misses.join("\n")).toBeGreaterThanOrEqual(MIN_ACCURACY);
    for (const [lang, v] of perLanguage) expect(v.ok / v.n, lang).toBeGreaterThanOrEqual(0.8);
  });

  it("a help answer is the entry's whole answer with its link, never a cut sentence, never a blog post", () => {
    const entries = new Map(HELP_CENTER.flatMap((s) => s.entries.map((e) => [`help:${e.id}`, e])));
    for (const x of SUPPORT_QUESTIONS) {
      const reply = replies.get(x.q)!;
      expect(
        reply.links.some((l) => l.startsWith("/blog")),
        x.q,
      ).toBe(false);
      const entry = entries.get(reply.destination);
      if (!entry) continue;
      // the answer's configured values are filled in (the default lead price is €49)
      for (const paragraph of entry.answer) {
        expect(reply.text, x.q).toContain(
          paragraph.replace("{{LEAD_PRICE}}", "€49").replace("{{SEARCH_RETENTION_DAYS}}", "90"),
        );
      }
      expect(reply.links, x.q).toContain(entry.link.href);
    }
  });

  it("says the answer is in English when the question is not", () => {
    for (const x of SUPPORT_QUESTIONS.filter((q) => q.lang !== "en")) {
      const reply = replies.get(x.q)!;
      if (reply.destination.startsWith("help:"))
        expect(reply.text, x.q).toMatch(/Englisch|anglais|inglés|inglese|Engels/);
    }
    for (const x of SUPPORT_QUESTIONS.filter((q) => q.lang === "en")) {
      expect(replies.get(x.q)!.text, x.q).not.toMatch(/Englisch|anglais|inglés|inglese|Engels/);
    }
  });

  describe("the answers a new user got before the help center are gone", () => {
    it.each([
      "Do vendors pay to be ranked higher?",
      "How does the ranking work? Can vendors pay to rank higher?",
    ])("%s → no, with the link to how ranking works", async (q) => {
      const reply = await ask(context, q);
      expect(reply.text).not.toMatch(/Sponsored placement/i);
      expect(reply.text).toMatch(/^No\./);
      expect(reply.links).toContain("/how-ranking-works");
    });

    it("Can I talk to a person? → the contact form, not a fragment of the terms", async () => {
      const reply = await ask(context, "Can I talk to a person?");
      expect(reply.text).not.toMatch(/send spam|harass|impersonate/);
      expect(reply.text).toMatch(/^Yes\./);
      expect(reply.links).toContain("/contact");
    });

    it("a vendor asking how to get listed → registration, not the contract clause", async () => {
      const reply = await ask(context, "I sell software. How do I get listed so buyers can find us?");
      expect(reply.text).not.toMatch(/not a party to any contract/);
      expect(reply.links).toContain("/vendor-register");
    });

    it("how the ranking decides who comes first → the ranking factors, not a blog paragraph", async () => {
      const reply = await ask(context, "How does the ranking decide which vendor comes first?");
      expect(reply.text).not.toMatch(/regional providers/i);
      expect(reply.links.some((l) => l.startsWith("/blog"))).toBe(false);
      expect(reply.links).toContain("/how-ranking-works#factors-title");
    });

    it("last year's revenue → I don't know that, and where to ask", async () => {
      const reply = await ask(context, "What was SaaSMatch's revenue last year?");
      expect(reply.text).toMatch(/^I don't know that\./);
      expect(reply.links).toEqual(["/contact"]);
    });

    it("French questions are answered, with a note that the answer is in English", async () => {
      const reply = await ask(context, "Combien coûte le déblocage d'un lead pour un fournisseur ?");
      expect(reply.destination).toBe("help:unlock-price");
      expect(reply.text).toMatch(/^Cette réponse n'existe qu'en anglais/);
    });

    it("a pricing question wrapped in HTML is answered", async () => {
      const reply = await ask(context, "<p>How much does it cost to <b>unlock</b> a lead?</p>");
      expect(reply.destination).toBe("help:unlock-price");
      expect(reply.text).toContain("€49");
    });

    it("a software need still runs a real search and names vendors", async () => {
      const reply = await ask(context, "we need a tool for scheduling our field technicians");
      expect(reply.destination).toBe("vendors");
      expect([...reply.text.matchAll(/^\d+\. \*\*/gm)]).toHaveLength(3);
    });
  });
});
