import { z } from "zod";
import { ANSWER_WINDOW_MS } from "./rules";
import { boundedText } from "./text";

export const MAX_QUESTION_LENGTH = 1000;
export const MAX_ANSWER_LENGTH = 4000;
/** Vendors one question can go to at once. */
export const MAX_QUESTION_VENDORS = 5;
/** Questions one request may send in total (each vendor counts once per question). */
export const MAX_QUESTIONS_PER_REQUEST = 30;

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "is not a vendor");

export const AskQuestionSchema = z.object({
  question: boundedText("Your question", 5, MAX_QUESTION_LENGTH),
  vendors: z
    .array(slug, { error: "Choose at least one vendor" })
    .min(1, "Choose at least one vendor")
    .max(MAX_QUESTION_VENDORS, `Choose at most ${MAX_QUESTION_VENDORS} vendors`)
    .transform((slugs) => [...new Set(slugs)]),
});
export type AskQuestion = z.output<typeof AskQuestionSchema>;

export const AnswerQuestionSchema = z.object({
  answer: boundedText("Your answer", 2, MAX_ANSWER_LENGTH),
});

export type QuestionStatus =
  | { kind: "answered"; answer: string; answeredAt: string; tookMs: number }
  | { kind: "waiting"; dueAt: string }
  | { kind: "no_answer" };

/** Answered (with the time it took), still within the 3-day window, or not answered in time. */
export function questionStatus(
  q: { askedAt: Date; answer: string | null; answeredAt: Date | null },
  now: Date,
): QuestionStatus {
  if (q.answer !== null && q.answeredAt) {
    return {
      kind: "answered",
      answer: q.answer,
      answeredAt: q.answeredAt.toISOString(),
      tookMs: Math.max(0, q.answeredAt.getTime() - q.askedAt.getTime()),
    };
  }
  const due = q.askedAt.getTime() + ANSWER_WINDOW_MS;
  return now.getTime() < due
    ? { kind: "waiting", dueAt: new Date(due).toISOString() }
    : { kind: "no_answer" };
}

export interface QuestionRow {
  id: string;
  groupId: string;
  body: string;
  askedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  vendorSlug: string;
  vendorName: string;
}

export interface QuestionThread {
  groupId: string;
  question: string;
  askedAt: string;
  /** One entry per vendor asked, side by side, in the order they were asked. */
  replies: { questionId: string; vendorSlug: string; vendorName: string; status: QuestionStatus }[];
}

/** Questions sent to several vendors at once become one thread with their replies side by side, newest first. */
export function groupQuestionThreads(rows: readonly QuestionRow[], now: Date): QuestionThread[] {
  const threads = new Map<string, QuestionThread>();
  const ordered = [...rows].sort(
    (a, b) => a.askedAt.getTime() - b.askedAt.getTime() || a.id.localeCompare(b.id),
  );
  for (const row of ordered) {
    let thread = threads.get(row.groupId);
    if (!thread) {
      thread = { groupId: row.groupId, question: row.body, askedAt: row.askedAt.toISOString(), replies: [] };
      threads.set(row.groupId, thread);
    }
    thread.replies.push({
      questionId: row.id,
      vendorSlug: row.vendorSlug,
      vendorName: row.vendorName,
      status: questionStatus(row, now),
    });
  }
  return [...threads.values()].reverse();
}

/** "under a minute", "25 min", "3 h 10 min", "2 days 4 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  const dayText = `${days} ${days === 1 ? "day" : "days"}`;
  return restHours ? `${dayText} ${restHours} h` : dayText;
}
