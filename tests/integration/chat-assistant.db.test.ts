import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatThreads } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { action, loader } from "~/routes/api/chat-assistant";
import { findThreadMessages, newThreadId, saveChatExchange } from "~/services/chat/chat-threads.server";
import { importCatalog } from "~/services/import-catalog.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs } from "../setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "fieldcrew",
      name: "FieldCrew",
      website: "https://fieldcrew.example",
      description:
        "Field service management software to schedule and dispatch field technicians, with a mobile app.",
      categories: ["Field service management"],
      features: ["Scheduling", "Dispatch", "Mobile app"],
    },
    {
      slug: "deskly",
      name: "Deskly",
      description: "Help desk software that turns customer emails into support tickets with a shared inbox.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing"],
    },
  ],
});

function post(body: unknown) {
  return new Request("http://localhost/api/chat-assistant", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function send(context: AppLoadContext, body: unknown) {
  const response = (await action(routeArgs(post(body), context))) as Response;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe(`POST /api/chat-assistant (${testDriver})`, () => {
  let t: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    t = await createTestDatabase();
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    await importCatalog({ db: t.db, records: catalog.catalog.vendors });
    context = await createTestContext(t.db);
  });
  afterAll(() => t.cleanup());

  it("a new conversation returns an unguessable threadId and stores both messages", async () => {
    const res = await send(context, {
      message: "Hello",
      threadId: null,
      messages: [{ role: "user", content: "Hello" }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, newThread: true });
    expect(res.body.threadId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(typeof res.body.response).toBe("string");
    const rows = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, res.body.threadId as string));
    expect(rows.map((r) => [r.role, r.content])).toEqual([
      ["user", "Hello"],
      ["assistant", res.body.response],
    ]);
  });

  it("a second message with the threadId continues the same thread, with the history in the database", async () => {
    const first = await send(context, { message: "Is it free for buyers?", threadId: null, messages: [] });
    const threadId = first.body.threadId as string;
    const second = await send(context, {
      message: "We need something to schedule and dispatch our field technicians",
      threadId,
      messages: [
        { role: "user", content: "Is it free for buyers?" },
        { role: "assistant", content: first.body.response },
        { role: "user", content: "We need something to schedule and dispatch our field technicians" },
      ],
    });
    expect(second.body).toMatchObject({ success: true, threadId, newThread: false });
    expect(second.body.response).toContain("FieldCrew");
    expect(second.body.response).toContain("/form?problem=We%20need%20something%20to%20schedule");
    const stored = await findThreadMessages({ db: t.db, threadId, limit: 50 });
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(stored[2]!.content).toBe("We need something to schedule and dispatch our field technicians");

    const restored = (await loader(
      routeArgs(new Request(`http://localhost/api/chat-assistant?threadId=${threadId}`), context),
    )) as Response;
    expect(restored.status).toBe(200);
    const thread = (await restored.json()) as {
      success: boolean;
      messages: { role: string; content: string; timestamp: number; id: string }[];
    };
    expect(thread.success).toBe(true);
    expect(thread.messages.map((m) => m.content)).toEqual(stored.map((m) => m.content));
    expect(thread.messages.every((m) => Number.isInteger(m.timestamp) && m.id.length > 0)).toBe(true);
  });

  it("a follow-up is read with the stored history (not the client's copy)", async () => {
    const threadId = newThreadId();
    await saveChatExchange({
      db: t.db,
      threadId,
      isNew: true,
      user: "How much does it cost?",
      assistant: "…",
    });
    const res = await send(context, { message: "and for vendors?", threadId, messages: [] });
    expect(res.body).toMatchObject({ success: true, threadId });
  });

  it("at most the last 50 stored messages are read", async () => {
    const threadId = newThreadId();
    for (let i = 0; i < 30; i++) {
      await saveChatExchange({
        db: t.db,
        threadId,
        isNew: i === 0,
        user: `question ${i}`,
        assistant: `answer ${i}`,
      });
    }
    const read = await findThreadMessages({ db: t.db, threadId, limit: 50 });
    expect(read).toHaveLength(50);
    expect(read[0]!.content).toBe("question 5");
    expect(read.at(-1)!.content).toBe("answer 29");
  });

  it("a blank message → 400 with a readable error", async () => {
    for (const message of ["", "   \n\t "]) {
      const res = await send(context, { message, threadId: null, messages: [] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: "Please type a message before sending." });
    }
    expect((await send(context, { threadId: null })).status).toBe(400);
  });

  it("a message over 2,000 characters → 400 with a readable error; exactly 2,000 is fine", async () => {
    const long = await send(context, { message: "a".repeat(2001), threadId: null, messages: [] });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      success: false,
      error: "Your message is too long: please keep it under 2,000 characters.",
    });
    expect((await send(context, { message: "a ".repeat(1000), threadId: null, messages: [] })).status).toBe(
      200,
    );
  });

  it("text the database cannot store → 400 naming the field (the inputText() rule), nothing stored", async () => {
    const before = await t.db.select().from(chatMessages);
    for (const message of ["hello\u0000world", "lone \uD83D surrogate", "\uDE00"]) {
      const res = await send(context, {
        message,
        threadId: null,
        messages: [{ role: "user", content: message }],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: "Invalid chat request: message must not contain NUL characters or unpaired surrogates",
      });
    }
    expect(await t.db.select().from(chatMessages)).toHaveLength(before.length);
    // a history item with such text is left out; the new message is still answered
    const ok = await send(context, {
      message: "Is it free?",
      threadId: null,
      messages: [
        { role: "user", content: "bad\u0000" },
        { role: "user", content: "Is it free?" },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
  });

  it("malformed bodies get a 4xx and the chat error shape, never a 500", async () => {
    expect((await send(context, "{not json")).status).toBe(400);
    const bad = await send(context, { message: "hi", threadId: 42, messages: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: "Invalid chat request: threadId must be a string or null",
    });
    const list = await send(context, { message: "hi", threadId: null, messages: "nope" });
    expect(list.body).toEqual({ success: false, error: "Invalid chat request: messages must be a list" });
    expect((await send(context, [1, 2])).body).toEqual({
      success: false,
      error: "Please type a message before sending.",
    });
  });

  it("an unknown threadId starts a new thread and says so", async () => {
    for (const unknown of [newThreadId(), "not-a-thread-id", "x".repeat(150)]) {
      const res = await send(context, { message: "Hi there", threadId: unknown, messages: [] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        newThread: true,
        notice: "Your earlier conversation was not found (it may have expired), so a new one was started.",
      });
      expect(res.body.threadId).not.toBe(unknown);
      const rows = await t.db
        .select()
        .from(chatThreads)
        .where(eq(chatThreads.id, res.body.threadId as string));
      expect(rows).toHaveLength(1);
    }
    const missing = (await loader(
      routeArgs(new Request(`http://localhost/api/chat-assistant?threadId=${newThreadId()}`), context),
    )) as Response;
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it("the 21st message in a minute from one client → 429 with a readable error", async () => {
    // the real limiter and limits (scale 1), counting in the test database
    const limited = {
      ...context,
      clientIp: "203.0.113.9",
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db) }),
    };
    for (let i = 0; i < 20; i++) {
      expect((await send(limited, { message: `Hi ${i}`, threadId: null, messages: [] })).status).toBe(200);
    }
    const res = await send(limited, { message: "One more", threadId: null, messages: [] });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: false,
      error: "You're sending messages too quickly. Please wait a minute and try again.",
    });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // another client is not affected
    expect(
      (await send({ ...limited, clientIp: "198.51.100.1" }, { message: "Hi", threadId: null })).status,
    ).toBe(200);
  });

  // 30 s, as the db project's default, written here because this one is slow on purpose: 40 requests through the
  // real route and database, plus fast-check's one-time map of every Unicode code point for the "binary" strings
  // (1.7 s on PostgreSQL, 2.1 s on PGlite, with the machine loaded).
  it("any Unicode message is answered or refused cleanly (never a 500)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 60 }), async (message) => {
        const res = await send(context, {
          message,
          threadId: null,
          messages: [{ role: "user", content: message }],
        });
        expect([200, 400]).toContain(res.status);
        expect(typeof res.body.success).toBe("boolean");
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});
