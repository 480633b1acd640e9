import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { buyerQuestions, questionLists, vendors } from "~/db/schema";
import type { QuestionList } from "~/domain/leads/question-list";
import { joinNames } from "~/domain/results/format";
import { defineJob } from "~/services/jobs/jobs.server";
import type { EmailTemplate } from "~/services/mail/render-email";
import { AppError } from "~/utils/app-error";
import { REQUEST_ID_PATTERN } from "../get-buyer-request.server";
import type { LeadRecipient } from "./create-leads.server";
import { sendBuyerEmail } from "./lead-emails.server";
import { type DbExecutor, lockRequestForVendors, requestNotFound } from "./lead-records.server";
import { insertQuestion } from "./questions.server";
import { findLeadRecipients } from "./vendor-accounts.server";

/** The buyer who left an address is mailed this long after sending at the latest, answered or not. */
export const QUESTION_LIST_NOTIFY_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export interface SentQuestionList {
  listId: string;
  recipients: LeadRecipient[];
  /** Shortlisted vendors without an account: they cannot be asked here. */
  unreachable: string[];
  questions: number;
}

/**
 * Sends every question of the list to every shortlisted vendor with an account, through the question flow
 * (one group per question, the vendor's mail queued, the per-search limit), all in one transaction: refused with
 * nothing stored when the list would pass the limit. With an address, the buyer's mail is queued for the deadline.
 */
export async function sendQuestionList({
  db,
  requestId,
  list,
  now = new Date(),
}: {
  db: Database;
  requestId: string;
  list: QuestionList;
  now?: Date;
}): Promise<SentQuestionList> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw requestNotFound();
  const slugs = [...new Set(list.vendors)];
  const recipients = await findLeadRecipients({ db, slugs });
  if (recipients.length === 0) {
    throw new AppError(
      "conflict",
      "None of your shortlisted vendors has an account with us yet, so none can be asked here: use their websites.",
    );
  }
  const reached = new Set(recipients.map((r) => r.slug));
  return db.transaction(async (tx) => {
    await lockRequestForVendors(
      tx,
      requestId,
      slugs.map((slug) => ({ slug, name: recipients.find((r) => r.slug === slug)?.name ?? slug })),
    );
    const notifyAt = new Date(now.getTime() + QUESTION_LIST_NOTIFY_AFTER_MS);
    const [created] = await tx
      .insert(questionLists)
      .values({ requestId, notifyEmail: list.notifyEmail, notifyAt, createdAt: now })
      .returning({ id: questionLists.id });
    const listId = created!.id;
    for (const question of list.questions) {
      await insertQuestion(tx, { requestId, recipients, question, listId, now });
    }
    if (list.notifyEmail) {
      await questionListEmailJob.enqueue(tx, { listId, reason: "deadline" }, { runAt: notifyAt });
    }
    return {
      listId,
      recipients,
      unreachable: slugs.filter((s) => !reached.has(s)),
      questions: list.questions.length,
    };
  });
}

/** Called in the transaction of an answer to a list's question: the last answer queues the buyer's mail now. */
export async function whenQuestionListAnswered(tx: DbExecutor, listId: string): Promise<void> {
  const [state] = await tx
    .select({
      waiting: sql<number>`count(*) filter (where ${buyerQuestions.answer} is null)::int`,
    })
    .from(buyerQuestions)
    .where(eq(buyerQuestions.listId, listId));
  if (Number(state?.waiting ?? 1) > 0) return;
  const [list] = await tx
    .select({ id: questionLists.id })
    .from(questionLists)
    .where(
      and(
        eq(questionLists.id, listId),
        isNotNull(questionLists.notifyEmail),
        isNull(questionLists.notifiedAt),
      ),
    );
  if (list) await questionListEmailJob.enqueue(tx, { listId, reason: "all-answered" });
}

export function questionListTemplate({
  answered,
  asked,
  vendorNames,
  url,
}: {
  answered: number;
  asked: number;
  vendorNames: readonly string[];
  url: string;
}): EmailTemplate {
  const all = answered === asked;
  return {
    heading: all ? "Every vendor answered your questions" : "Your questions: the answers so far",
    paragraphs: [
      all
        ? `${joinNames(vendorNames)} answered all ${asked} of your questions.`
        : `A week has passed since you sent your questions to ${joinNames(vendorNames)}: ${answered} of ${asked} answers are in.`,
      "Their answers sit side by side in your requirements matrix, next to what their profiles say about each of your requirements.",
    ],
    action: { label: "Open your requirements matrix", url },
    afterAction: ["We erased your email address from this question list with this mail."],
    reason: `You received this email because you asked ${SITE.name} to tell you when vendors answered your questions.`,
  };
}

/**
 * The buyer's mail about a question list: when every vendor has answered, or at the deadline with the answers so
 * far. Sent once per list; the address is erased with it.
 */
export const questionListEmailJob = defineJob({
  type: "question-list.buyer-email",
  schema: z.object({ listId: z.uuid(), reason: z.enum(["all-answered", "deadline"]) }),
  maxAttempts: 8,
  dedupeKey: ({ listId, reason }) => `question-list.buyer-email:${listId}:${reason}`,
  async handler({ listId }, { db, env, logger }) {
    const [list] = await db
      .select({ requestId: questionLists.requestId, email: questionLists.notifyEmail })
      .from(questionLists)
      .where(and(eq(questionLists.id, listId), isNull(questionLists.notifiedAt)));
    if (!list?.email) {
      logger.info("question list already told, deleted or without an address: nothing to send");
      return;
    }
    const rows = await db
      .select({ answer: buyerQuestions.answer, vendorId: buyerQuestions.vendorId })
      .from(buyerQuestions)
      .where(eq(buyerQuestions.listId, listId))
      .orderBy(asc(buyerQuestions.createdAt));
    const names = await vendorNamesOf(db, [...new Set(rows.map((r) => r.vendorId))]);
    await sendBuyerEmail(
      { db, env, logger },
      {
        to: list.email,
        subject: "Answers to your questions",
        template: questionListTemplate({
          answered: rows.filter((r) => r.answer !== null).length,
          asked: rows.length,
          vendorNames: names,
          url: `${env.PUBLIC_URL}/results/matrix?${new URLSearchParams({ r: list.requestId })}`,
        }),
      },
    );
    await db
      .update(questionLists)
      .set({ notifiedAt: new Date(), notifyEmail: null })
      .where(eq(questionLists.id, listId));
  },
});

async function vendorNamesOf(db: Database, vendorIds: string[]): Promise<string[]> {
  if (vendorIds.length === 0) return [];
  const rows = await db
    .select({ name: vendors.name })
    .from(vendors)
    .where(inArray(vendors.id, vendorIds))
    .orderBy(asc(vendors.name));
  return rows.map((r) => r.name);
}
