import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { chatMessages, chatThreads } from "~/db/schema";
import { type ChatMessage, type ChatRole, ThreadIdSchema } from "~/domain/chat/message";
import { defineRecurringJob } from "../jobs/jobs.server";

/** Most messages a restored thread shows. */
export const MAX_RESTORED_MESSAGES = 100;

/** An unguessable thread id: 128 random bits, base64url (22 characters). */
export function newThreadId(): string {
  return randomBytes(16).toString("base64url");
}

export async function threadExists(db: Database, threadId: string | null | undefined): Promise<boolean> {
  if (!threadId || !ThreadIdSchema.safeParse(threadId).success) return false;
  const rows = await db
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .where(eq(chatThreads.id, threadId))
    .limit(1);
  return rows.length > 0;
}

/** The last `limit` messages of a thread, oldest first. */
export async function findThreadMessages({
  db,
  threadId,
  limit,
}: {
  db: Database;
  threadId: string;
  limit: number;
}): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map((r) => ({
    id: `${r.createdAt.getTime()}-${r.id.toString(36)}`,
    role: r.role as ChatRole,
    content: r.content,
    timestamp: r.createdAt.getTime(),
  }));
}

/** A stored thread for the panel to restore, or null when there is none with that id. */
export async function getChatThread({
  db,
  threadId,
}: {
  db: Database;
  threadId: string;
}): Promise<{ threadId: string; messages: ChatMessage[] } | null> {
  if (!(await threadExists(db, threadId))) return null;
  return { threadId, messages: await findThreadMessages({ db, threadId, limit: MAX_RESTORED_MESSAGES }) };
}

/** Stores one exchange (creating the thread when new) in a single transaction. */
export async function saveChatExchange({
  db,
  threadId,
  isNew,
  user,
  assistant,
  now = new Date(),
}: {
  db: Database;
  threadId: string;
  isNew: boolean;
  user: string;
  assistant: string;
  now?: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    if (isNew) await tx.insert(chatThreads).values({ id: threadId, createdAt: now, updatedAt: now });
    else await tx.update(chatThreads).set({ updatedAt: sql`now()` }).where(eq(chatThreads.id, threadId));
    await tx.insert(chatMessages).values([
      { threadId, role: "user", content: user, createdAt: now },
      { threadId, role: "assistant", content: assistant, createdAt: new Date(now.getTime() + 1) },
    ]);
  });
}

/** Support conversations are deleted this many days after their last message. */
export const CHAT_RETENTION_DAYS = 30;

/** Deletes conversations whose last message is older than `retentionDays` (their messages go with them). */
export async function deleteExpiredChatThreads({
  db,
  retentionDays = CHAT_RETENTION_DAYS,
}: {
  db: Database;
  retentionDays?: number;
}): Promise<number> {
  const deleted = await db
    .delete(chatThreads)
    .where(sql`${chatThreads.updatedAt} < now() - make_interval(days => ${retentionDays})`)
    .returning({ id: chatThreads.id });
  return deleted.length;
}

export const chatThreadsRetentionJob = defineRecurringJob({
  name: "chat-threads.retention",
  intervalMs: 60 * 60_000,
  async run({ db, logger }) {
    const deleted = await deleteExpiredChatThreads({ db });
    if (deleted > 0)
      logger.info({ deleted, retentionDays: CHAT_RETENTION_DAYS }, "old support chats deleted");
  },
});
