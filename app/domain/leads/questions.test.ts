import { describe, expect, it } from "vitest";
import { AskQuestionSchema, formatDuration, groupQuestionThreads, questionStatus } from "./questions";
import { ANSWER_WINDOW_MS } from "./rules";

const asked = new Date("2026-01-10T10:00:00Z");

describe("question status", () => {
  it("is answered with the time the vendor took", () => {
    const answeredAt = new Date(asked.getTime() + 90 * 60_000);
    expect(questionStatus({ askedAt: asked, answer: "Yes", answeredAt }, new Date())).toEqual({
      kind: "answered",
      answer: "Yes",
      answeredAt: answeredAt.toISOString(),
      tookMs: 90 * 60_000,
    });
  });

  it("waits for 3 days, then says the vendor did not answer", () => {
    const q = { askedAt: asked, answer: null, answeredAt: null };
    expect(questionStatus(q, new Date(asked.getTime() + ANSWER_WINDOW_MS - 1)).kind).toBe("waiting");
    expect(questionStatus(q, new Date(asked.getTime() + ANSWER_WINDOW_MS)).kind).toBe("no_answer");
    expect(ANSWER_WINDOW_MS).toBe(3 * 86_400_000);
  });
});

describe("question threads", () => {
  it("put the replies to one question side by side, newest question first", () => {
    const row = (
      id: string,
      groupId: string,
      minutes: number,
      vendorSlug: string,
      answer: string | null,
    ) => ({
      id,
      groupId,
      body: `question ${groupId}`,
      askedAt: new Date(asked.getTime() + minutes * 60_000),
      answer,
      answeredAt: answer ? new Date(asked.getTime() + (minutes + 30) * 60_000) : null,
      vendorSlug,
      vendorName: vendorSlug.toUpperCase(),
    });
    const threads = groupQuestionThreads(
      [row("b", "g1", 0, "beta", null), row("a", "g1", 0, "alpha", "Sure"), row("c", "g2", 5, "alpha", null)],
      new Date(asked.getTime() + 60 * 60_000),
    );
    expect(threads.map((t) => t.groupId)).toEqual(["g2", "g1"]);
    expect(threads[1]?.replies.map((r) => [r.vendorSlug, r.status.kind])).toEqual([
      ["alpha", "answered"],
      ["beta", "waiting"],
    ]);
  });
});

describe("ask a question input", () => {
  it("needs a question of 5 to 1000 characters and 1 to 5 vendors", () => {
    expect(
      AskQuestionSchema.safeParse({ question: "Do you support SSO?", vendors: ["a", "a"] }).data,
    ).toEqual({
      question: "Do you support SSO?",
      vendors: ["a"],
    });
    expect(AskQuestionSchema.safeParse({ question: "   hi  ", vendors: ["a"] }).success).toBe(false);
    expect(AskQuestionSchema.safeParse({ question: "x".repeat(1001), vendors: ["a"] }).success).toBe(false);
    expect(AskQuestionSchema.safeParse({ question: "Valid question", vendors: [] }).success).toBe(false);
    expect(
      AskQuestionSchema.safeParse({ question: "Valid question", vendors: ["a", "b", "c", "d", "e", "f"] })
        .success,
    ).toBe(false);
  });

  it("refuses text PostgreSQL cannot store, and keeps any other Unicode", () => {
    expect(AskQuestionSchema.safeParse({ question: "Hello\u0000there", vendors: ["a"] }).success).toBe(false);
    expect(AskQuestionSchema.safeParse({ question: "Lone \uD800 half", vendors: ["a"] }).success).toBe(false);
    expect(AskQuestionSchema.safeParse({ question: "Emoji 😀 and 漢字 ok", vendors: ["a"] }).success).toBe(
      true,
    );
  });
});

describe("durations", () => {
  it("read naturally", () => {
    expect(formatDuration(20_000)).toBe("under a minute");
    expect(formatDuration(25 * 60_000)).toBe("25 min");
    expect(formatDuration(190 * 60_000)).toBe("3 h 10 min");
    expect(formatDuration(120 * 60_000)).toBe("2 h");
    expect(formatDuration(52 * 3_600_000)).toBe("2 days 4 h");
    expect(formatDuration(24 * 3_600_000)).toBe("1 day");
  });
});
