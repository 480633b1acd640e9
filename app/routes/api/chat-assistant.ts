import type { z } from "zod";
import {
  CHAT_MESSAGE_REQUIRED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_MESSAGES_PER_MINUTE,
  ChatRequestSchema,
  ThreadIdSchema,
} from "~/domain/chat/message";
import { answerChatMessage } from "~/services/chat/answer-chat-message.server";
import { getChatThread } from "~/services/chat/chat-threads.server";
import { apiErrorResponse, clientKey, enforceRateLimit } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import { readJsonBody } from "~/utils/json-body.server";
import type { Logger } from "~/utils/logger.server";
import type { Route } from "./+types/chat-assistant";

/** Largest accepted request body: a 2,000-character message plus up to 50 history messages. */
export const MAX_CHAT_BODY_BYTES = 512 * 1024;

const NO_STORE = { "Cache-Control": "no-store" };

/** Messages a client may send: 20 a minute. */
export const CHAT_RATE = { limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 };
/** Thread restores (one per page load with an open conversation): 120 a minute. */
export const CHAT_THREAD_RATE = { limit: 120, windowSeconds: 60 };

/** The chat contract answers `{ success: false, error }` for every failure, with the right status. */
async function chatError(error: unknown, logger: Logger): Promise<Response> {
  const response = apiErrorResponse(error, logger);
  const body = (await response.json()) as { error: string; fields?: Record<string, string> };
  return Response.json({ success: false, ...body }, { status: response.status, headers: response.headers });
}

/** `GET /api/chat-assistant?threadId=…` → the stored thread, so the panel can restore it after a reload. */
export async function loader({ url, context }: Route.LoaderArgs) {
  try {
    await enforceRateLimit(context, { name: "chat-thread", key: clientKey(context), ...CHAT_THREAD_RATE });
    const threadId = url.searchParams.get("threadId") ?? "";
    const thread = ThreadIdSchema.safeParse(threadId).success
      ? await getChatThread({ db: context.db, threadId })
      : null;
    if (!thread) throw new AppError("not_found", "This conversation was not found. Please start a new one.");
    return Response.json({ success: true, ...thread }, { headers: NO_STORE });
  } catch (error) {
    return chatError(error, context.logger);
  }
}

/** `POST /api/chat-assistant` with `{ message, threadId, messages }` → `{ success, response, threadId }`. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") {
      throw new AppError("method_not_allowed", "Method not allowed: use POST", {
        headers: { Allow: "GET, POST" },
      });
    }
    const body = await readJsonBody(request, MAX_CHAT_BODY_BYTES);
    const parsed = ChatRequestSchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError("validation", chatRequestError(parsed.error.issues[0]!));
    }
    await enforceChatRate(context);
    const result = await answerChatMessage({
      db: context.db,
      env: context.env,
      matching: context.matching,
      request: parsed.data,
    });
    context.logger.info(
      {
        threadId: result.threadId,
        newThread: result.newThread,
        kind: result.kind,
        citations: result.citations,
      },
      "chat reply",
    );
    return Response.json(
      {
        success: true,
        response: result.response,
        threadId: result.threadId,
        newThread: result.newThread,
        ...(result.notice ? { notice: result.notice } : {}),
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    return chatError(error, context.logger);
  }
}

/**
 * One readable sentence for the first problem: the message's own sentences (blank, too long) as they are,
 * anything else naming the field, as every endpoint does (e.g. text the database cannot store, `inputText()`).
 */
function chatRequestError(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0) return CHAT_MESSAGE_REQUIRED;
  if (issue.message === CHAT_MESSAGE_REQUIRED || issue.message === CHAT_MESSAGE_TOO_LONG)
    return issue.message;
  return `Invalid chat request: ${issue.path.join(".")} ${issue.message}`;
}

async function enforceChatRate(context: Route.ActionArgs["context"]) {
  try {
    await enforceRateLimit(context, { name: "chat", key: clientKey(context), ...CHAT_RATE });
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") {
      throw new AppError(
        "rate_limited",
        "You're sending messages too quickly. Please wait a minute and try again.",
        error.details,
      );
    }
    throw error;
  }
}
