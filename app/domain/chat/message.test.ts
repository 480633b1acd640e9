import { describe, expect, it } from "vitest";
import { INPUT_TEXT_MESSAGE } from "~/utils/input-text";
import {
  ChatRequestSchema,
  createMessage,
  createMessageId,
  MAX_HISTORY_MESSAGES,
  seededRandom,
} from "./message";

describe("message ids", () => {
  it("are the epoch-ms time, a dash and 8 random base-36 characters", () => {
    expect(createMessageId(1763900000000, () => 0)).toBe("1763900000000-00000000");
    expect(createMessageId(1763900000000, () => 0.999999)).toBe("1763900000000-zzzzzzzz");
    expect(createMessageId(Date.now(), Math.random)).toMatch(/^\d{13}-[0-9a-z]{8}$/);
  });
  it("differ for the same millisecond", () => {
    const random = seededRandom(7);
    const ids = new Set(Array.from({ length: 1000 }, () => createMessageId(1763900000000, random)));
    expect(ids.size).toBe(1000);
  });
  it("messages carry role, content and an epoch-ms timestamp", () => {
    expect(createMessage("user", "Hi", 1763900000123, () => 0.5)).toEqual({
      id: "1763900000123-iiiiiiii",
      role: "user",
      content: "Hi",
      timestamp: 1763900000123,
    });
  });
});

describe("ChatRequestSchema", () => {
  it("trims the message and defaults the history", () => {
    const parsed = ChatRequestSchema.parse({ message: "  hello  ", threadId: null });
    expect(parsed).toEqual({ message: "hello", threadId: null, messages: [] });
  });
  it("rejects blank and over-long messages with readable errors", () => {
    expect(ChatRequestSchema.safeParse({ message: " \n " }).error?.issues[0]?.message).toBe(
      "Please type a message before sending.",
    );
    expect(ChatRequestSchema.safeParse({ message: "x".repeat(2001) }).error?.issues[0]?.message).toBe(
      "Your message is too long: please keep it under 2,000 characters.",
    );
    expect(ChatRequestSchema.safeParse({ message: "x".repeat(2000) }).success).toBe(true);
  });
  it("refuses a message the database could not store (NUL, lone surrogate) with the inputText() rule", () => {
    for (const message of ["hi\u0000there", "bad \uD800 half", "\uDC00", "\u0000"]) {
      const issue = ChatRequestSchema.safeParse({ message, threadId: null }).error?.issues[0];
      expect(issue?.path).toEqual(["message"]);
      expect(issue?.message).toBe(INPUT_TEXT_MESSAGE);
    }
    expect(ChatRequestSchema.safeParse({ message: "emoji 😀 ok" }).success).toBe(true);
  });
  it("leaves out history items the database could not store, keeping the rest", () => {
    const parsed = ChatRequestSchema.parse({
      message: "x",
      messages: [
        { role: "user", content: "fine" },
        { role: "assistant", content: "nul\u0000" },
        { role: "user", content: "lone \uDBFF" },
        { role: "user", content: "x" },
      ],
    });
    expect(parsed.messages).toEqual([
      { role: "user", content: "fine" },
      { role: "user", content: "x" },
    ]);
  });
  it("keeps only the last 50 well-formed history messages", () => {
    const messages = Array.from({ length: 80 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `m${i}`,
    }));
    const parsed = ChatRequestSchema.parse({
      message: "x",
      messages: [...messages, { role: "system", content: "no" }],
    });
    expect(parsed.messages).toHaveLength(MAX_HISTORY_MESSAGES - 1);
    expect(parsed.messages.at(-1)).toEqual({ role: "assistant", content: "m79" });
  });
});
