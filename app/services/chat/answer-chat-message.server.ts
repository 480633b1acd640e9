import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { type ChatRequest, MAX_HISTORY_MESSAGES, NEW_THREAD_NOTICE } from "~/domain/chat/message";
import type { MatchingService } from "~/services/matching-service.server";
import type { Env } from "~/utils/env.server";
import { createAssistantTools } from "./assistant-tools.server";
import { answerWithModel } from "./chat-model.server";
import { findThreadMessages, newThreadId, saveChatExchange, threadExists } from "./chat-threads.server";
import { getHelpMatcher } from "./help-center.server";
import { getKnowledgeBase } from "./knowledge-base.server";

export interface AnswerChatResult {
  response: string;
  threadId: string;
  newThread: boolean;
  notice?: string;
  kind: string;
  citations: string[];
}

/**
 * Answers one visitor message: continues the thread when its id is known (reading at most the last 50
 * stored messages), starts a new one otherwise, and stores both messages.
 */
export async function answerChatMessage({
  db,
  env,
  matching,
  request,
  now = new Date(),
}: {
  db: Database;
  env: Env;
  matching: MatchingService;
  request: ChatRequest;
  now?: Date;
}): Promise<AnswerChatResult> {
  const known = await threadExists(db, request.threadId);
  const threadId = known ? request.threadId! : newThreadId();
  const history = known
    ? (await findThreadMessages({ db, threadId, limit: MAX_HISTORY_MESSAGES })).map(({ role, content }) => ({
        role,
        content,
      }))
    : withoutCurrent(request.messages, request.message);

  const snapshot = await matching.getSnapshot();
  const tools = createAssistantTools({
    snapshot,
    knowledge: getKnowledgeBase(env),
    help: getHelpMatcher(env, snapshot.index.vocab.vocabulary.language_stop_words),
    siteName: SITE.name,
    currentYear: now.getUTCFullYear(),
  });
  const reply = await answerWithModel({
    ai: matching.ai,
    message: request.message,
    history,
    tools,
    logger: matching.logger,
  });

  await saveChatExchange({ db, threadId, isNew: !known, user: request.message, assistant: reply.text, now });
  return {
    response: reply.text,
    threadId,
    newThread: !known,
    ...(request.threadId && !known ? { notice: NEW_THREAD_NOTICE } : {}),
    kind: reply.kind,
    citations: reply.citations,
  };
}

/** The client's history ends with the message being sent; the rest is context for a new thread. */
function withoutCurrent(messages: ChatRequest["messages"], current: string): ChatRequest["messages"] {
  const last = messages.at(-1);
  const earlier = last?.role === "user" && last.content.trim() === current ? messages.slice(0, -1) : messages;
  return earlier.slice(-MAX_HISTORY_MESSAGES);
}
