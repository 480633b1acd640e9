import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { action } from "~/routes/api/chat-assistant";
import { getKnowledgeBase } from "~/services/chat/knowledge-base.server";
import { importCatalog } from "~/services/import-catalog.server";
import { createMatchingService, loadVocabulary } from "~/services/matching-service.server";
import { createLogger } from "~/utils/logger.server";
import { type FakeOpenAi, startFakeOpenAi } from "../fixtures/fake-openai";
import { createTestContext, routeArgs } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "fieldcrew",
      name: "FieldCrew",
      description: "Field service management software to schedule and dispatch field technicians.",
      categories: ["Field service management"],
      features: ["Scheduling", "Dispatch"],
    },
  ],
});

async function ask(context: AppLoadContext, message: string) {
  const request = new Request("http://localhost/api/chat-assistant", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message, threadId: null, messages: [] }),
  });
  const response = (await action(routeArgs(request, context))) as Response;
  return (await response.json()) as { success: boolean; response: string };
}

describe(`chat assistant with an OpenAI-compatible model (${testDriver})`, () => {
  let t: TestDatabase;
  let fake: FakeOpenAi;
  let context: AppLoadContext;
  let offlineContext: AppLoadContext;
  beforeAll(async () => {
    t = await createTestDatabase();
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: t.db, records: catalog.catalog.vendors });
    fake = await startFakeOpenAi();
    const logger = createLogger({ level: "silent" });
    const vocabulary = await loadVocabulary();
    context = await createTestContext(t.db, {
      matching: createMatchingService({
        db: t.db,
        logger,
        vocabulary,
        ai: { llm: { baseUrl: fake.baseUrl, apiKey: "test-key", model: "fake-chat" }, timeoutMs: 1500 },
      }),
    });
    offlineContext = await createTestContext(t.db);
  });
  afterEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
    await t.cleanup();
  });

  // a question the help center does not answer, so page passages and the model are asked
  const question = "What does the walkthrough video show?";

  it("a question the help center answers gets the help answer, without asking the model", async () => {
    fake.chat = () => ({
      answer: "Sponsored placement: vendors pay to appear higher.",
      source: 1,
      vendor_search: "",
    });
    const reply = await ask(context, "Can vendors pay to rank higher?");
    expect(reply.response).toMatch(/^No\. The matching engine has no input for payment/);
    expect(reply.response).toContain("(/help#pay-to-rank)");
    expect(fake.requests).toHaveLength(0);
  });

  it("a question outside what the site says gets I don't know that, without asking the model", async () => {
    fake.chat = () => ({ answer: "About €12 million.", source: 1, vendor_search: "" });
    const reply = await ask(context, "What was SaaSMatch's revenue last year?");
    expect(reply.response).toMatch(/^I don't know that\./);
    expect(fake.requests).toHaveLength(0);
  });

  it("never offers the model a blog post's passages", async () => {
    fake.chat = () => ({ answer: "", source: 0, vendor_search: "" });
    await ask(context, "any tips for switching away from a tool we've outgrown?");
    const messages = fake.requests[0]!.body.messages as { role: string; content: string }[];
    const blogTitles = getKnowledgeBase(context.env)
      .index.documents.filter((d) => d.url.startsWith("/blog/"))
      .map((d) => `(${d.title})`);
    expect(blogTitles.length).toBeGreaterThan(5);
    for (const title of blogTitles) expect(messages[1]!.content).not.toContain(title);
  });

  it("answers from a retrieved passage and links the page of the passage it cites", async () => {
    fake.chat = () => ({
      answer: "We keep a search for a limited time, then delete it.",
      source: 1,
      vendor_search: "",
    });
    const reply = await ask(context, question);
    expect(reply.response).toMatch(
      /^We keep a search for a limited time, then delete it\.\n\nSource: \[.+\]\(\/.+\)$/,
    );
    const sent = fake.requests[0]!;
    expect(sent.headers.authorization).toBe("Bearer test-key");
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[1]!.content).toContain("Passages:\n[1] (");
    expect(messages[1]!.content).toContain(`Visitor: ${question}`);
  });

  it("a vendor search from the model is run by the matching engine (the model names no vendor)", async () => {
    fake.chat = () => ({
      answer: "Try MadeUpSoft!",
      source: 0,
      vendor_search: "field technician scheduling",
    });
    const reply = await ask(context, "we need something to schedule our field technicians");
    expect(reply.response).toContain("FieldCrew");
    expect(reply.response).not.toContain("MadeUpSoft");
  });

  it("falls back to the offline answer on an uncited answer, an error, garbage or a timeout", async () => {
    const offline = (await ask(offlineContext, question)).response;
    for (const answer of [
      { answer: "Forever, and it costs €5.", source: 99, vendor_search: "" },
      { fail: "http500" },
      { fail: "garbage" },
      { fail: "hang" },
    ]) {
      fake.chat = () => answer;
      const started = performance.now();
      const reply = await ask(context, question);
      expect(reply.success).toBe(true);
      expect(reply.response).toBe(offline);
      expect(performance.now() - started).toBeLessThan(6000);
    }
  });
});
