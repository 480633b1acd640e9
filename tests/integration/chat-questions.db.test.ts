import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendors } from "~/db/schema";
import { action } from "~/routes/api/chat-assistant";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { createTestContext, routeArgs } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

/**
 * Visitor questions as people type them, each with the page(s) whose text may answer it; the reply must cite
 * one of them as its source, or answer from the help center with a link to one of them. Software needs must be answered by the matching engine with three catalog
 * vendors and a link to /form prefilled with the need; questions the content does not answer must say so
 * and point to /contact. Answered offline, through the real endpoint, over the default catalog.
 */
const DONT_KNOW = "I don't know → /contact";

const QUESTIONS: { q: string; cites: string[] }[] = [
  { q: "do I have to pay anything to use this?", cites: ["/for-buyers", "/paywall", "/help#buyer-cost"] },
  {
    q: "do I need to make an account or give my email?",
    cites: ["/privacy-policy", "/for-buyers", "/how-it-works", "/help#account-needed"],
  },
  {
    q: "can a vendor pay you to show up higher in my results?",
    cites: ["/about-us", "/for-buyers", "/how-it-works", "/how-ranking-works"],
  },
  {
    q: "what factors decide the ranking?",
    // For Buyers now states that the five ranking factors and their weights are published: a fair source too.
    cites: [
      "/how-it-works",
      "/how-ranking-works",
      "/blog/ai-software-recommendation-based-on-needs",
      "/for-buyers",
    ],
  },
  { q: "what does excellent fit mean?", cites: ["/how-it-works", "/how-ranking-works"] },
  { q: "how long do you keep my search?", cites: ["/privacy-policy"] },
  { q: "how can I delete my search?", cites: ["/privacy-policy", "/for-buyers"] },
  { q: "what happens if nothing matches my problem?", cites: ["/for-buyers", "/about-us"] },
  { q: "what questions does the form ask me?", cites: ["/how-it-works"] },
  { q: "can I compare a few vendors side by side?", cites: ["/for-buyers", "/vendor-comparison-tool"] },
  {
    q: "I'm a software vendor, can I register my product?",
    cites: ["/vendor", "/vendor-register", "/for-sellers"],
  },
  { q: "how much does it cost a vendor to unlock a lead?", cites: ["/paywall", "/help#unlock-price"] },
  { q: "where do I enter my lead code?", cites: ["/claim-lead"] },
  { q: "how do I get in touch with your team?", cites: ["/contact"] },
  { q: "is my search sent to an AI model?", cites: ["/privacy-policy", "/help#ai-in-matching"] },
  { q: "what are the rules for vendors using the site?", cites: ["/terms-of-service"] },
  { q: "who can see what I type into the search?", cites: ["/privacy-policy"] },
  {
    q: "any tips for switching away from a tool we've outgrown?",
    cites: ["/blog/find-alternative-software"],
  },
  {
    q: "how do I narrow a long list of vendors down to a few?",
    cites: ["/blog/generate-saas-vendor-shortlist", "/blog/find-right-vendors-business-problem"],
  },
  {
    q: "can I research software without booking demos?",
    cites: [
      "/blog/find-saas-tool-without-talking-to-sales-reps",
      "/help#who-is-it-for",
      "/help#what-is-saasmatch",
    ],
  },
  { q: "are top 10 lists better than AI matching?", cites: ["/blog/business-software-finder-ai-vs-lists"] },
  // software needs → vendor matches and the prefilled form
  { q: "we need something to schedule our field technicians", cites: ["/form"] },
  { q: "our support inbox is a mess, customer emails get lost. what should we use?", cites: ["/form"] },
  { q: "looking for payroll software for a 40 person company", cites: ["/form"] },
  { q: "I need a way for patients to book appointments online", cites: ["/form"] },
  { q: "we track stock in spreadsheets and keep running out, any tool for that?", cites: ["/form"] },
  { q: "can you recommend an accounting tool for a small agency", cites: ["/form"] },
  // not in the content: say so, point to /contact, invent nothing
  { q: "what's the weather like in Berlin?", cites: [DONT_KNOW] },
  { q: "How much does HubSpot cost per seat?", cites: [DONT_KNOW] },
];

describe(`chat assistant answers visitor questions offline (${testDriver})`, () => {
  let t: TestDatabase;
  let context: AppLoadContext;
  let catalogNames: Set<string>;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDefaultCatalog({ db: t.db });
    context = await createTestContext(t.db);
    catalogNames = new Set((await t.db.select({ name: vendors.name }).from(vendors)).map((v) => v.name));
  });
  afterAll(() => t.cleanup());

  it("has at least 25 questions, at least 5 of them software needs", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(25);
    expect(QUESTIONS.filter((x) => x.cites[0] === "/form").length).toBeGreaterThanOrEqual(5);
  });

  it.each(QUESTIONS)("$q → cites $cites", async ({ q, cites }) => {
    const request = new Request("http://localhost/api/chat-assistant", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: q, threadId: null, messages: [{ role: "user", content: q }] }),
    });
    const response = (await action(routeArgs(request, context))) as Response;
    const body = (await response.json()) as { success: boolean; response: string };
    expect(body.success).toBe(true);
    const links = [...body.response.matchAll(/\]\((\/[^)\s?#]*)[^)]*\)/g)].map((m) => m[1]);
    if (cites[0] === "/form") {
      const names = [...body.response.matchAll(/^\d+\. \*\*\[?([^\]*]+)\]?/gm)].map((m) => m[1]!);
      expect(names).toHaveLength(3);
      for (const name of names) expect(catalogNames, `${name} is a catalog vendor`).toContain(name);
      expect(body.response).toContain(`/form?problem=${encodeURIComponent(q)}`);
      return;
    }
    if (cites[0] === DONT_KNOW) {
      expect(body.response).toMatch(/I don't know/);
      expect(links).toEqual(["/contact"]);
      return;
    }
    // a help-center answer links the page where the visitor acts; a page passage names its page as the source
    const source = /Source: \[[^\]]+\]\((\/[^)]*)\)/.exec(body.response)?.[1];
    const pages = [source, source?.split("#")[0], ...links];
    expect(
      pages.some((p) => cites.includes(p ?? "")),
      body.response,
    ).toBe(true);
  });
});
