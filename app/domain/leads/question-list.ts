import { z } from "zod";
import { inputText } from "~/utils/input-text";
import { MAX_QUESTION_LENGTH } from "./questions";
import { boundedText } from "./text";

/** Questions one list may hold (each goes to every shortlisted vendor with an account). */
export const MAX_LIST_QUESTIONS = 10;
/** The question list form: one question per line, the shortlisted vendors, and an optional address to be told. */
export const QuestionListSchema = z.object({
  questions: boundedText("Your questions", 5, MAX_LIST_QUESTIONS * (MAX_QUESTION_LENGTH + 1))
    .transform((text) =>
      text
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string())
        .min(1, "Write at least one question")
        .max(MAX_LIST_QUESTIONS, `Write at most ${MAX_LIST_QUESTIONS} questions, one per line`)
        .refine((qs) => qs.every((q) => q.length >= 5), "Each question must be at least 5 characters")
        .refine(
          (qs) => qs.every((q) => q.length <= MAX_QUESTION_LENGTH),
          `Each question must be at most ${MAX_QUESTION_LENGTH} characters`,
        ),
    ),
  vendors: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "is not a vendor"))
    .min(1, "Your shortlist is empty")
    .max(10, "Your shortlist has too many vendors"),
  notifyEmail: inputText()
    .max(254, "Your email must be at most 254 characters")
    .transform((s) => s.trim())
    .pipe(z.union([z.literal(""), z.email("Enter a valid email address, or leave it empty")]))
    .transform((s) => (s === "" ? null : s)),
});
export type QuestionList = z.output<typeof QuestionListSchema>;
