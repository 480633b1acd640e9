import { describe, expect, it } from "vitest";
import {
  CHAT_APOLOGY,
  type ChatState,
  chatReducer,
  INITIAL_CHAT_STATE,
  THREAD_NOT_FOUND_NOTICE,
} from "./chat-state";
import type { ChatMessage } from "./message";

const msg = (id: string, role: ChatMessage["role"], content: string): ChatMessage => ({
  id,
  role,
  content,
  timestamp: 1,
});
const user = msg("1-u", "user", "How does matching work?");
const reply = msg("2-a", "assistant", "It ranks vendors.");
const apology = msg("3-a", "assistant", CHAT_APOLOGY);

const sending: ChatState = chatReducer(INITIAL_CHAT_STATE, { type: "send", message: user });

describe("chatReducer", () => {
  it("send appends the user message, sets loading and clears the error", () => {
    const withError = { ...INITIAL_CHAT_STATE, error: "old" };
    expect(chatReducer(withError, { type: "send", message: user })).toEqual({
      ...INITIAL_CHAT_STATE,
      messages: [user],
      isLoading: true,
      pendingId: user.id,
    });
  });
  it("send is ignored for a blank message and while loading", () => {
    expect(chatReducer(INITIAL_CHAT_STATE, { type: "send", message: msg("x", "user", "  \n") })).toBe(
      INITIAL_CHAT_STATE,
    );
    expect(chatReducer(sending, { type: "send", message: msg("y", "user", "again") })).toBe(sending);
  });
  it("typing sets the typing flag for the pending message only", () => {
    expect(chatReducer(sending, { type: "typing", for: user.id })).toEqual({ ...sending, isTyping: true });
    expect(chatReducer(sending, { type: "typing", for: "other" })).toBe(sending);
  });
  it("reply appends the answer, keeps the thread id and clears both flags", () => {
    const typing = chatReducer(sending, { type: "typing", for: user.id });
    expect(chatReducer(typing, { type: "reply", for: user.id, message: reply, threadId: "T" })).toEqual({
      ...INITIAL_CHAT_STATE,
      messages: [user, reply],
      threadId: "T",
    });
  });
  it("a reply for a message that is no longer pending (after a reset) is dropped", () => {
    const reset = chatReducer(sending, { type: "reset" });
    expect(chatReducer(reset, { type: "reply", for: user.id, message: reply, threadId: "T" })).toBe(reset);
    expect(chatReducer(reset, { type: "fail", for: user.id, error: "e", apology })).toBe(reset);
  });
  it("fail stores the error, appends the apology and clears both flags", () => {
    const typing = chatReducer({ ...sending, threadId: "T" }, { type: "typing", for: user.id });
    expect(chatReducer(typing, { type: "fail", for: user.id, error: "Boom", apology })).toEqual({
      ...INITIAL_CHAT_STATE,
      threadId: "T",
      messages: [user, apology],
      error: "Boom",
    });
  });
  it("dismissError clears the error only", () => {
    const failed = { ...INITIAL_CHAT_STATE, messages: [user], error: "Boom", threadId: "T" };
    expect(chatReducer(failed, { type: "dismissError" })).toEqual({ ...failed, error: null });
    expect(chatReducer(INITIAL_CHAT_STATE, { type: "dismissError" })).toBe(INITIAL_CHAT_STATE);
  });
  it("reset clears messages, flags, error and thread id", () => {
    const busy: ChatState = {
      messages: [user],
      isLoading: true,
      isTyping: true,
      error: "x",
      threadId: "T",
      pendingId: "1-u",
      notice: { text: "n", beforeId: null },
    };
    expect(chatReducer(busy, { type: "reset" })).toEqual(INITIAL_CHAT_STATE);
  });
  it("restore loads a stored thread into an empty, idle panel only", () => {
    expect(
      chatReducer(INITIAL_CHAT_STATE, { type: "restore", threadId: "T", messages: [user, reply] }),
    ).toEqual({
      ...INITIAL_CHAT_STATE,
      threadId: "T",
      messages: [user, reply],
    });
    expect(chatReducer(sending, { type: "restore", threadId: "T", messages: [reply] })).toBe(sending);
  });
  it("threadNotFound forgets the stored thread id and shows the notice at the top", () => {
    const withThread = { ...INITIAL_CHAT_STATE, threadId: "T" };
    expect(chatReducer(withThread, { type: "threadNotFound", threadId: "T" })).toEqual({
      ...INITIAL_CHAT_STATE,
      notice: { text: THREAD_NOT_FOUND_NOTICE, beforeId: null },
    });
    expect(chatReducer(withThread, { type: "threadNotFound", threadId: "U" })).toBe(withThread);
  });
  it("a reply with a notice marks the message that started the new thread; later sends keep it", () => {
    const typing = chatReducer({ ...sending, threadId: "OLD" }, { type: "typing", for: user.id });
    const replied = chatReducer(typing, {
      type: "reply",
      for: user.id,
      message: reply,
      threadId: "NEW",
      notice: "New one started.",
    });
    expect(replied).toEqual({
      ...INITIAL_CHAT_STATE,
      messages: [user, reply],
      threadId: "NEW",
      notice: { text: "New one started.", beforeId: user.id },
    });
    const next = chatReducer(replied, { type: "send", message: msg("4-u", "user", "More?") });
    expect(next.notice).toEqual(replied.notice);
    expect(chatReducer(next, { type: "reset" })).toEqual(INITIAL_CHAT_STATE);
  });
});
