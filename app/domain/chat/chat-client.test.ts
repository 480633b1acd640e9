import { describe, expect, it } from "vitest";
import { callChatAssistant } from "./chat-client";

const body = { message: "hi", threadId: null, messages: [{ role: "user" as const, content: "hi" }] };
const json = (data: unknown, status = 200) =>
  (async () =>
    new Response(JSON.stringify(data), {
      status,
      headers: { "content-type": "application/json" },
    })) as typeof fetch;

describe("callChatAssistant", () => {
  it("posts the body as JSON to /api/chat-assistant and returns the reply", async () => {
    let seen: { url: string; init?: RequestInit } | null = null;
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify({ success: true, response: "Hello", threadId: "T" }));
    }) as typeof fetch;
    expect(await callChatAssistant(body, fetchImpl)).toEqual({ ok: true, response: "Hello", threadId: "T" });
    expect(seen!.url).toBe("/api/chat-assistant");
    expect(seen!.init?.method).toBe("POST");
    expect(JSON.parse(String(seen!.init?.body))).toEqual(body);
  });
  it("passes on the server's word that it started a new thread, with its notice", async () => {
    expect(
      await callChatAssistant(
        body,
        json({ success: true, response: "Hi", threadId: "N", newThread: true, notice: "Started over." }),
      ),
    ).toEqual({ ok: true, response: "Hi", threadId: "N", newThread: true, notice: "Started over." });
    expect(
      await callChatAssistant(body, json({ success: true, response: "Hi", threadId: "T", newThread: false })),
    ).toEqual({ ok: true, response: "Hi", threadId: "T" });
  });
  it("a response without success shows the server's error", async () => {
    expect(await callChatAssistant(body, json({ success: false, error: "Slow down" }, 429))).toEqual({
      ok: false,
      error: "Slow down",
    });
  });
  it("…or 'Failed to get response from assistant' when there is none", async () => {
    expect(await callChatAssistant(body, json({ success: false }))).toEqual({
      ok: false,
      error: "Failed to get response from assistant",
    });
    expect(await callChatAssistant(body, json({ response: "no flag" }))).toEqual({
      ok: false,
      error: "Failed to get response from assistant",
    });
  });
  it("a transport failure reads '{backend service} error: {detail}'", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await callChatAssistant(body, offline)).toEqual({
      ok: false,
      error: "Chat service error: Failed to fetch",
    });
    const relay = (async () =>
      new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" })) as typeof fetch;
    expect(await callChatAssistant(body, relay)).toEqual({
      ok: false,
      error: "Chat service error: HTTP 502 Bad Gateway",
    });
  });
  it("anything else is 'An unexpected error occurred'", async () => {
    const unsendable = { ...body, message: 10n as unknown as string };
    expect(
      await callChatAssistant(unsendable, json({ success: true, response: "x", threadId: "T" })),
    ).toEqual({
      ok: false,
      error: "An unexpected error occurred",
    });
  });
});
