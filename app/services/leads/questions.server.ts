import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerQuestions, buyerRequests, vendors } from "~/db/schema";
import {
  groupQuestionThreads,
  MAX_QUESTIONS_PER_REQUEST,
  type QuestionStatus,
  type QuestionThread,
  questionStatus,
} from "~/domain/leads/questions";
import type { LeadSummary } from "~/domain/leads/summary";
import { AppError } from "~/utils/app-error";
import { REQUEST_ID_PATTERN } from "../get-buyer-request.server";
import type { LeadRecipient } from "./create-leads.server";
import { questionEmailJob } from "./lead-jobs.server";
import {
  type DbExecutor,
  LEAD_ID_PATTERN,
  lockRequestForVendors,
  requestNotFound,
  summaryOf,
} from "./lead-records.server";
import { whenQuestionListAnswered } from "./question-lists.server";

export interface AskedQuestion {
  groupId: string;
  questions: { questionId: string; recipient: LeadRecipient }[];
}

/** The buyer asks vendors from their ranking one question, anonymously: one row per vendor, one group. */
export async function askQuestion({
  db,
  requestId,
  recipients,
  question,
  now = new Date(),
}: {
  db: Database;
  requestId: string;
  recipients: readonly LeadRecipient[];
  question: string;
  now?: Date;
}): Promise<AskedQuestion> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw requestNotFound();
  if (recipients.length === 0) throw new AppError("validation", "Choose at least one vendor to ask.");
  return db.transaction(async (tx) => {
    await lockRequestForVendors(tx, requestId, recipients);
    return insertQuestion(tx, { requestId, recipients, question, now });
  });
}

/**
 * Stores one question to each recipient (one group) and queues each vendor's mail, inside the caller's transaction,
 * which must hold the request's lock (lockRequestForVendors). Refused with nothing stored past the per-search limit.
 */
export async function insertQuestion(
  tx: DbExecutor,
  {
    requestId,
    recipients,
    question,
    listId = null,
    now,
  }: {
    requestId: string;
    recipients: readonly LeadRecipient[];
    question: string;
    listId?: string | null;
    now: Date;
  },
): Promise<AskedQuestion> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(buyerQuestions)
    .where(eq(buyerQuestions.requestId, requestId));
  if (Number(count?.n ?? 0) + recipients.length > MAX_QUESTIONS_PER_REQUEST) {
    throw new AppError(
      "conflict",
      `You have asked ${MAX_QUESTIONS_PER_REQUEST} questions for this search, the most allowed. Connect with a vendor to talk further.`,
    );
  }
  const groupId = randomUUID();
  const rows = await tx
    .insert(buyerQuestions)
    .values(
      recipients.map((r) => ({
        requestId,
        vendorId: r.vendorId,
        groupId,
        listId,
        body: question,
        createdAt: now,
      })),
    )
    .returning({ id: buyerQuestions.id, vendorId: buyerQuestions.vendorId });
  for (const row of rows) await questionEmailJob.enqueue(tx, { questionId: row.id });
  return {
    groupId,
    questions: rows.map((row) => ({
      questionId: row.id,
      recipient: recipients.find((r) => r.vendorId === row.vendorId) as LeadRecipient,
    })),
  };
}

/** A vendor answers a question sent to them, once. 404 for anyone else's question; 409 when already answered. */
export async function answerQuestion({
  db,
  vendorId,
  questionId,
  answer,
  now = new Date(),
}: {
  db: Database;
  vendorId: string;
  questionId: string;
  answer: string;
  now?: Date;
}): Promise<void> {
  if (!LEAD_ID_PATTERN.test(questionId)) throw new AppError("not_found", "This question does not exist.");
  const answered = await db.transaction(async (tx) => {
    const updated = await tx
      .update(buyerQuestions)
      .set({ answer, answeredAt: now })
      .where(
        and(
          eq(buyerQuestions.id, questionId),
          eq(buyerQuestions.vendorId, vendorId),
          isNull(buyerQuestions.answer),
        ),
      )
      .returning({ id: buyerQuestions.id, listId: buyerQuestions.listId });
    const listId = updated[0]?.listId;
    // The last answer to a question list tells its buyer, with the answer (see question-lists.server).
    if (listId) await whenQuestionListAnswered(tx, listId);
    return updated.length > 0;
  });
  if (answered) return;
  const [existing] = await db
    .select({ answer: buyerQuestions.answer })
    .from(buyerQuestions)
    .where(and(eq(buyerQuestions.id, questionId), eq(buyerQuestions.vendorId, vendorId)));
  if (existing) throw new AppError("conflict", "You have already answered this question.");
  throw new AppError("not_found", "This question does not exist.");
}

export interface VendorQuestion {
  questionId: string;
  question: string;
  askedAt: string;
  status: QuestionStatus;
  /** The anonymous request the question is about. */
  summary: LeadSummary | null;
}

/** Questions buyers sent this vendor, unanswered first, then newest first. */
export async function findVendorQuestions({
  db,
  vendorId,
  now = new Date(),
  limit = 100,
}: {
  db: Database;
  vendorId: string;
  now?: Date;
  limit?: number;
}): Promise<VendorQuestion[]> {
  const rows = await db
    .select({
      id: buyerQuestions.id,
      body: buyerQuestions.body,
      createdAt: buyerQuestions.createdAt,
      answer: buyerQuestions.answer,
      answeredAt: buyerQuestions.answeredAt,
      problem: buyerRequests.problem,
    })
    .from(buyerQuestions)
    .innerJoin(buyerRequests, eq(buyerRequests.id, buyerQuestions.requestId))
    .where(eq(buyerQuestions.vendorId, vendorId))
    .orderBy(sql`${buyerQuestions.answer} is not null`, desc(buyerQuestions.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    questionId: row.id,
    question: row.body,
    askedAt: row.createdAt.toISOString(),
    status: questionStatus({ askedAt: row.createdAt, answer: row.answer, answeredAt: row.answeredAt }, now),
    summary: summaryOf(row.problem),
  }));
}

/** The buyer's questions for one request, grouped so several vendors' answers sit side by side. */
export async function findBuyerQuestionThreads({
  db,
  requestId,
  now = new Date(),
}: {
  db: Database;
  requestId: string;
  now?: Date;
}): Promise<QuestionThread[]> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return [];
  const rows = await db
    .select({
      id: buyerQuestions.id,
      groupId: buyerQuestions.groupId,
      body: buyerQuestions.body,
      askedAt: buyerQuestions.createdAt,
      answer: buyerQuestions.answer,
      answeredAt: buyerQuestions.answeredAt,
      vendorSlug: vendors.slug,
      vendorName: vendors.name,
    })
    .from(buyerQuestions)
    .innerJoin(vendors, eq(vendors.id, buyerQuestions.vendorId))
    .where(eq(buyerQuestions.requestId, requestId));
  return groupQuestionThreads(rows, now);
}
