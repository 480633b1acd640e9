import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatThreads } from "~/db/schema";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { CHAT_RETENTION_DAYS, deleteExpiredChatThreads, newThreadId } from "./chat-threads.server";

describe(`support chat retention (${testDriver})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it(`deletes conversations idle for more than ${CHAT_RETENTION_DAYS} days with their messages, keeps recent ones`, async () => {
    const { db } = database;
    const old = newThreadId();
    const recent = newThreadId();
    const longAgo = sql`now() - make_interval(days => ${CHAT_RETENTION_DAYS + 1})`;
    await db.insert(chatThreads).values([{ id: old }, { id: recent }]);
    await db
      .update(chatThreads)
      .set({ createdAt: longAgo, updatedAt: longAgo })
      .where(eq(chatThreads.id, old));
    await db.insert(chatMessages).values([
      { threadId: old, role: "user", content: "hello" },
      { threadId: recent, role: "user", content: "hi" },
    ]);

    expect(await deleteExpiredChatThreads({ db })).toBe(1);

    const threads = await db.select({ id: chatThreads.id }).from(chatThreads);
    expect(threads.map((t) => t.id)).toEqual([recent]);
    const messages = await db.select({ threadId: chatMessages.threadId }).from(chatMessages);
    expect(messages.map((m) => m.threadId)).toEqual([recent]);
    expect(await deleteExpiredChatThreads({ db })).toBe(0);
  });

  it("the privacy policy states the same period", () => {
    const policy = readFileSync("app/content/pages/privacy-policy.md", "utf8");
    expect(policy).toContain(`deleted automatically ${CHAT_RETENTION_DAYS} days after its last message`);
  });
});
