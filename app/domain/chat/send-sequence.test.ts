import { describe, expect, it } from "vitest";
import type { ChatCallBody, ChatCallResult } from "./chat-client";
import { CHAT_APOLOGY, type ChatAction, type ChatState, chatReducer, INITIAL_CHAT_STATE } from "./chat-state";
import { typingDelay } from "./delays";
import { NEW_THREAD_NOTICE, seededRandom } from "./message";
import { sendChatMessage } from "./send-sequence";

function harness(result: ChatCallResult | Error, start: ChatState = INITIAL_CHAT_STATE, callMs = 0) {
  let state = start;
  let clock = 1_763_900_000_000;
  const log: string[] = [];
  const calls: ChatCallBody[] = [];
  const deps = {
    getState: () => state,
    dispatch(action: ChatAction) {
      log.push(action.type);
      state = chatReducer(state, action);
    },
    async call(body: ChatCallBody) {
      calls.push(body);
      log.push(`call(loading=${state.isLoading},typing=${state.isTyping})`);
      clock += callMs;
      if (result instanceof Error) throw result;
      return result;
    },
    async sleep(ms: number) {
      log.push(`sleep ${ms}`);
      clock += ms;
    },
    now: () => clock,
    random: seededRandom(42),
  };
  return { deps, log, calls, state: () => state };
}

describe("sendChatMessage", () => {
  it("runs the sequence: send → reading delay → typing → call → typing delay → reply", async () => {
    const reply = "Matching is free for buyers.";
    const h = harness({ ok: true, response: reply, threadId: "T1" });
    expect(await sendChatMessage("  How much does it cost?  ", h.deps)).toBe(true);
    const expectedTyping = typingDelay(
      reply,
      (() => {
        const r = seededRandom(42);
        r();
        r();
        r();
        r();
        r();
        r();
        r();
        r(); // the user message id's 8 random characters
        return r;
      })(),
    );
    expect(h.log).toEqual([
      "send",
      "sleep 2000",
      "typing",
      "call(loading=true,typing=true)",
      `sleep ${expectedTyping}`,
      "reply",
    ]);
    expect(h.calls).toEqual([
      {
        message: "How much does it cost?",
        threadId: null,
        messages: [{ role: "user", content: "How much does it cost?" }],
      },
    ]);
    expect(h.state()).toMatchObject({ isLoading: false, isTyping: false, error: null, threadId: "T1" });
    expect(h.state().messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "How much does it cost?"],
      ["assistant", reply],
    ]);
  });
  it("the typing delay starts when the call returns: a slow server adds to it, never overlaps it", async () => {
    const reply = "Hi";
    const start = 1_763_900_000_000;
    const h = harness({ ok: true, response: reply, threadId: "T" }, INITIAL_CHAT_STATE, 60_000);
    const times: Record<string, number> = {};
    const dispatch = h.deps.dispatch;
    h.deps.dispatch = (action) => {
      times[action.type] = h.deps.now();
      dispatch(action);
    };
    await sendChatMessage("hello", h.deps);
    // the same random draws as the sequence: 8 for the user message id, then the typing delay
    const r = seededRandom(42);
    for (let i = 0; i < 8; i++) r();
    const expectedTyping = typingDelay(reply, r);
    expect(expectedTyping).toBeGreaterThanOrEqual(1000);
    expect(h.log).toEqual([
      "send",
      "sleep 800",
      "typing",
      "call(loading=true,typing=true)",
      `sleep ${expectedTyping}`,
      "reply",
    ]);
    expect(times).toEqual({ send: start, typing: start + 800, reply: start + 800 + 60_000 + expectedTyping });
    expect(h.state().messages.at(-1)?.timestamp).toBe(start + 800 + 60_000 + expectedTyping);
  });
  it("sends the thread id and the history with the new message", async () => {
    const first = harness({ ok: true, response: "First answer", threadId: "T" });
    await sendChatMessage("first", first.deps);
    const second = harness({ ok: true, response: "Second answer", threadId: "T" }, first.state());
    await sendChatMessage("second", second.deps);
    expect(second.calls[0]).toEqual({
      message: "second",
      threadId: "T",
      messages: [
        { role: "user", content: "first" },
        { role: "assistant", content: "First answer" },
        { role: "user", content: "second" },
      ],
    });
  });
  it("a thread the server did not know: the reply carries its notice, marking the message that began anew", async () => {
    const stored = { ...INITIAL_CHAT_STATE, threadId: "EXPIRED" };
    const h = harness(
      { ok: true, response: "Hello again", threadId: "NEW", newThread: true, notice: "Started over." },
      stored,
    );
    await sendChatMessage("Are you there?", h.deps);
    expect(h.calls[0]?.threadId).toBe("EXPIRED");
    const [user] = h.state().messages;
    expect(h.state()).toMatchObject({
      threadId: "NEW",
      notice: { text: "Started over.", beforeId: user!.id },
    });
    // without a text from the server, the widget's own
    const plain = harness({ ok: true, response: "Hi", threadId: "NEW", newThread: true }, stored);
    await sendChatMessage("hello", plain.deps);
    expect(plain.state().notice?.text).toBe(NEW_THREAD_NOTICE);
  });
  it("a first message (no thread sent) starts a thread without any notice", async () => {
    const h = harness({ ok: true, response: "Hi", threadId: "NEW", newThread: true });
    await sendChatMessage("hello", h.deps);
    expect(h.state()).toMatchObject({ threadId: "NEW", notice: null });
  });
  it("a failure stores the error text and appends the apology", async () => {
    const h = harness({ ok: false, error: "Too many messages" });
    await sendChatMessage("hello", h.deps);
    expect(h.log).toEqual(["send", "sleep 800", "typing", "call(loading=true,typing=true)", "fail"]);
    expect(h.state()).toMatchObject({ isLoading: false, isTyping: false, error: "Too many messages" });
    expect(h.state().messages.at(-1)?.content).toBe(CHAT_APOLOGY);
  });
  it("a thrown call is an unexpected error", async () => {
    const h = harness(new Error("bug"));
    await sendChatMessage("hello", h.deps);
    expect(h.state().error).toBe("An unexpected error occurred");
  });
  it("ignores blank text and a send while a reply is pending", async () => {
    const h = harness({ ok: true, response: "x", threadId: "T" });
    expect(await sendChatMessage("   ", h.deps)).toBe(false);
    const busy = harness(
      { ok: true, response: "x", threadId: "T" },
      { ...INITIAL_CHAT_STATE, isLoading: true },
    );
    expect(await sendChatMessage("hello", busy.deps)).toBe(false);
    expect(h.log).toEqual([]);
    expect(busy.log).toEqual([]);
  });
});
