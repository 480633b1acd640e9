import type { AppLoadContext } from "react-router";
import { action } from "~/routes/api/chat-assistant";
import { routeArgs } from "./app-context";

/** The chat's answer to one question, as the question sets judge it. */
export interface ChatReply {
  status: number;
  success: boolean;
  /** The answer, or the error of a refused question. */
  text: string;
  /** `help:<id>`, `dont-know`, `vendors`, a page path a passage came from, `none`, or `error` (refused). */
  destination: string;
  links: string[];
}

/**
 * Asks POST /api/chat-assistant one question in a new thread, through the real route, offline. `dontKnow`: the words
 * that make an answer "I don't know" (a set may require the whole phrase its answers use).
 */
export async function askChat(
  context: AppLoadContext,
  message: string,
  { dontKnow = /\bI don't know\b/ }: { dontKnow?: RegExp } = {},
): Promise<ChatReply> {
  const request = new Request("http://localhost/api/chat-assistant", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message, threadId: null, messages: [{ role: "user", content: message }] }),
  });
  const response = (await action(routeArgs(request, context))) as Response;
  const body = (await response.json()) as { success: boolean; response?: string; error?: string };
  const text = body.response ?? body.error ?? "";
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  const help = /Source: \[Help center: [^\]]*\]\(\/help#([a-z0-9-]+)\)/.exec(text)?.[1];
  const page = /Source: \[[^\]]*\]\((\/[^)#]*)/.exec(text)?.[1];
  const destination = !body.success
    ? "error"
    : help
      ? `help:${help}`
      : dontKnow.test(text)
        ? "dont-know"
        : /our matching engine finds/.test(text)
          ? "vendors"
          : (page ?? "none");
  return { status: response.status, success: body.success, text, destination, links };
}
