import { describe, expect, it } from "vitest";
import { MAX_LIST_QUESTIONS, QuestionListSchema } from "./question-list";

const list = (questions: string, notifyEmail = "") =>
  QuestionListSchema.safeParse({ questions, vendors: ["deskly", "inboxy"], notifyEmail });

describe("QuestionListSchema", () => {
  it("reads one question per line, whatever the line ends, skipping blank lines", () => {
    const parsed = list(
      "  Do you host in the EU?\r\n\r\nIs SSO included?\rCan we export?\n",
      " ada@example.com ",
    );
    expect(parsed.success && parsed.data).toEqual({
      questions: ["Do you host in the EU?", "Is SSO included?", "Can we export?"],
      vendors: ["deskly", "inboxy"],
      notifyEmail: "ada@example.com",
    });
    expect(list("Is SSO included?").success && list("Is SSO included?").data?.notifyEmail).toBeNull();
  });

  it("refuses a short line, too many questions, a bad address and text PostgreSQL cannot store", () => {
    const message = (r: ReturnType<typeof list>) => (r.success ? null : r.error.issues[0]?.message);
    expect(message(list("Is SSO included?\nok?"))).toBe("Each question must be at least 5 characters");
    expect(
      message(list(Array.from({ length: MAX_LIST_QUESTIONS + 1 }, (_, i) => `Question ${i}?`).join("\n"))),
    ).toBe(`Write at most ${MAX_LIST_QUESTIONS} questions, one per line`);
    expect(message(list("Is SSO included?", "not an address"))).toBe(
      "Enter a valid email address, or leave it empty",
    );
    expect(list("Is SSO \u0000 included?").success).toBe(false);
    expect(list("Is SSO included?", "a\u0000@example.com").success).toBe(false);
    expect(
      QuestionListSchema.safeParse({ questions: "Is SSO included?", vendors: [], notifyEmail: "" }).success,
    ).toBe(false);
  });
});
