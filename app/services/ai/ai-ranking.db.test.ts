import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { createLogger } from "~/utils/logger.server";
import { type FakeOpenAi, startFakeOpenAi } from "../../../tests/fixtures/fake-openai";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { findVendorMatches } from "../find-vendor-matches.server";
import { importCatalog } from "../import-catalog.server";
import { createMatchingService, loadVocabulary, type MatchingService } from "../matching-service.server";

const records = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    ["helpwise", "Helpwise", "Help desk with a shared inbox that turns customer emails into tickets."],
    ["ticketbox", "Ticketbox", "Ticketing system for customer support emails with SLAs and assignments."],
    ["supportly", "Supportly", "Customer support software: email tickets, live chat and a knowledge base."],
  ].map(([slug, name, description]) => ({ slug, name, description, categories: ["Help desk & ticketing"] })),
});

const problem = businessProblem({
  problem: "Customers email us about orders and nobody knows who answered what",
  industry: "E-Commerce",
});

describe(`optional AI ranking against a local OpenAI-compatible server (${testDriver})`, () => {
  let t: TestDatabase;
  let fake: FakeOpenAi;
  let vocabulary: Awaited<ReturnType<typeof loadVocabulary>>;
  const logger = createLogger({ level: "silent" });

  beforeAll(async () => {
    t = await createTestDatabase();
    if (!records.ok) throw new Error(records.problems.join("; "));
    await importCatalog({ db: t.db, records: records.catalog.vendors });
    fake = await startFakeOpenAi();
    vocabulary = await loadVocabulary();
  });
  afterAll(async () => {
    await fake.close();
    await t.cleanup();
  });

  const offline = () => createMatchingService({ db: t.db, logger, vocabulary });
  const withLlm = (timeoutMs = 2000): MatchingService =>
    createMatchingService({
      db: t.db,
      logger,
      vocabulary,
      ai: { llm: { baseUrl: fake.baseUrl, apiKey: "sk-test", model: "test-model" }, timeoutMs },
    });
  const slugs = async (matching: MatchingService) =>
    (await findVendorMatches({ db: t.db, matching, problem })).vendors.map((v) => v.slug);

  it("lets the model's relevance judgement reorder the offline candidates", async () => {
    const baseline = await slugs(offline());
    expect(baseline.length).toBe(3);
    const last = baseline[baseline.length - 1]!;
    fake.chat = (body) => {
      const products = JSON.parse((body.messages as { content: string }[])[1]!.content).products as {
        slug: string;
      }[];
      return { vendors: products.map((p) => ({ slug: p.slug, relevance: p.slug === last ? 1 : 0 })) };
    };
    const reranked = await slugs(withLlm());
    expect(reranked[0]).toBe(last);
    const request = fake.requests.findLast((r) => r.path === "/chat/completions")!;
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.body).toMatchObject({
      model: "test-model",
      response_format: { type: "json_schema", json_schema: { name: "vendor_relevance", strict: true } },
    });
  });

  it.each(["http500", "garbage", "hang"] as const)(
    "falls back to the offline ranking when the model fails (%s)",
    async (fail) => {
      const baseline = await slugs(offline());
      fake.chat = () => ({ fail });
      const started = performance.now();
      expect(await slugs(withLlm(800))).toEqual(baseline);
      expect(performance.now() - started).toBeLessThan(3000);
    },
  );

  it("ignores slugs the model invents", async () => {
    const baseline = await slugs(offline());
    fake.chat = () => ({ vendors: [{ slug: "not-in-catalog", relevance: 1 }] });
    expect(await slugs(withLlm())).toEqual(baseline);
  });

  it("embeds the catalog in the background and feeds similarity into ranking", async () => {
    const matching = createMatchingService({
      db: t.db,
      logger,
      vocabulary,
      ai: { embeddings: { baseUrl: fake.baseUrl, model: "embed-model" }, timeoutMs: 2000 },
    });
    const snapshot = await matching.getSnapshot();
    await expect.poll(() => snapshot.embeddings !== null).toBe(true);
    const result = await findVendorMatches({ db: t.db, matching, problem });
    expect(result.vendors.length).toBe(3);
    const embedCalls = fake.requests.filter((r) => r.path === "/embeddings");
    expect(embedCalls.length).toBe(2);
    expect(embedCalls[1]!.body.input).toEqual([problem.problem]);
  });
});
