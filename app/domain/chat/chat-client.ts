import type { ChatResponse } from "./message";

/** Where the widget talks to; the exact path other tools call too. */
export const CHAT_ENDPOINT = "/api/chat-assistant";

/** The fixed texts for the ways a chat call can fail. */
export const CHAT_BACKEND_SERVICE = "Chat service";
export const CHAT_NO_SUCCESS = "Failed to get response from assistant";
export const CHAT_UNEXPECTED = "An unexpected error occurred";

export function transportErrorText(detail: string): string {
  return `${CHAT_BACKEND_SERVICE} error: ${detail}`;
}

export type ChatCallResult =
  | {
      ok: true;
      response: string;
      threadId: string;
      /** The server did not know the thread id sent and started a new thread; `notice` says so. */
      newThread?: boolean;
      notice?: string;
    }
  | { ok: false; error: string };

export interface ChatCallBody {
  message: string;
  threadId: string | null;
  messages: { role: "user" | "assistant"; content: string }[];
}

/** Thrown for a failed transport so the caller can tell it from other failures. */
class TransportError extends Error {}

/**
 * Posts one message and turns every outcome into either the reply or one fixed error text:
 * the request could not be sent or the relay failed → '{backend service} error: {detail}';
 * a response without success → the server's error or 'Failed to get response from assistant';
 * anything else → 'An unexpected error occurred'.
 */
export async function callChatAssistant(
  body: ChatCallBody,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<ChatCallResult> {
  try {
    const payload = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetchImpl(CHAT_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: payload,
        signal,
      });
    } catch (error) {
      throw new TransportError(error instanceof Error ? error.message : String(error));
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      if (!response.ok) {
        throw new TransportError(
          `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
        );
      }
      return { ok: false, error: CHAT_NO_SUCCESS };
    }
    const result = data as Partial<Extract<ChatResponse, { success: true }>> & { error?: unknown };
    if (
      result?.success === true &&
      typeof result.response === "string" &&
      typeof result.threadId === "string"
    ) {
      return {
        ok: true,
        response: result.response,
        threadId: result.threadId,
        ...(result.newThread === true ? { newThread: true } : {}),
        ...(typeof result.notice === "string" && result.notice.trim() ? { notice: result.notice } : {}),
      };
    }
    const serverError = typeof result?.error === "string" && result.error.trim() ? result.error : null;
    return { ok: false, error: serverError ?? CHAT_NO_SUCCESS };
  } catch (error) {
    if (error instanceof TransportError) return { ok: false, error: transportErrorText(error.message) };
    return { ok: false, error: CHAT_UNEXPECTED };
  }
}
