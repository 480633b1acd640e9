import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { buyerQuestions, leads, vendors } from "~/db/schema";
import { confirmationDeadline } from "~/domain/leads/rules";
import { sendEmail } from "~/services/mail/send-email.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { defineJob } from "../jobs/jobs.server";
import { connectTokenSecret, signConnectToken } from "./connect-token.server";
import {
  confirmConnectionTemplate,
  newLeadTemplate,
  questionTemplate,
  sendBuyerEmail,
} from "./lead-emails.server";
import { findLeadRecipients } from "./vendor-accounts.server";

interface JobDeps {
  db: Database;
  env: Env;
  logger: Logger;
}

/** The buyer's link to confirm one connect. */
export function confirmConnectionUrl(env: Pick<Env, "PUBLIC_URL">, token: string): string {
  return `${env.PUBLIC_URL}/connect/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Mails the buyer the link that confirms the connect `confirmationId`. Nothing is sent once it is confirmed,
 * cancelled or expired. The link is signed again on a retry and comes out the same.
 */
export async function sendConfirmConnectionEmail(
  { db, env, logger }: JobDeps,
  confirmationId: string,
): Promise<void> {
  const rows = await db
    .select({
      requestId: leads.requestId,
      name: leads.contactName,
      email: leads.contactEmail,
      createdAt: leads.createdAt,
      vendorName: vendors.name,
    })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(and(eq(leads.confirmationId, confirmationId), eq(leads.state, "pending")))
    .orderBy(vendors.name);
  const first = rows[0];
  if (!first) {
    logger.info("connection confirmed, cancelled or expired before its email went out: nothing to send");
    return;
  }
  const token = signConnectToken(await connectTokenSecret(db, env), {
    requestId: first.requestId,
    confirmationId,
    issuedAt: first.createdAt,
  });
  await sendBuyerEmail(
    { db, env, logger },
    {
      to: first.email,
      subject: `Confirm your email to connect with ${rows.length === 1 ? first.vendorName : `${rows.length} vendors`}`,
      template: confirmConnectionTemplate({
        buyerName: first.name,
        vendorNames: rows.map((r) => r.vendorName),
        confirmBy: confirmationDeadline(first.createdAt),
        url: confirmConnectionUrl(env, token),
        resultsUrl: `${env.PUBLIC_URL}/results?r=${first.requestId}`,
      }),
    },
  );
}

/** Mails a vendor the code of a lead whose buyer confirmed; nothing once the buyer withdrew it. */
export async function sendNewLeadEmail({ db, env, logger }: JobDeps, leadId: string): Promise<void> {
  const [lead] = await db
    .select({
      code: leads.code,
      confirmedAt: leads.confirmedAt,
      slug: vendors.slug,
    })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(and(eq(leads.id, leadId), inArray(leads.state, ["new", "claimed"])));
  if (!lead) {
    logger.info("lead withdrawn, unlocked or deleted before its email went out: nothing to send");
    return;
  }
  const [recipient] = await findLeadRecipients({ db, slugs: [lead.slug] });
  if (!recipient) {
    logger.warn({ leadId }, "the lead's vendor has no active account any more: no email sent");
    return;
  }
  await sendEmail(
    { env, logger },
    {
      to: recipient.email,
      subject: `New lead ${lead.code} from ${SITE.name}`,
      template: newLeadTemplate({
        code: lead.code,
        vendorName: recipient.name,
        confirmedAt: lead.confirmedAt,
        url: `${env.PUBLIC_URL}/claim-lead?code=${encodeURIComponent(lead.code)}`,
      }),
    },
  );
}

/** The buyer's link to confirm a connect; queued in the connect's transaction. */
export const confirmConnectionEmailJob = defineJob({
  type: "lead-connection.confirm-email",
  schema: z.object({ confirmationId: z.uuid() }),
  maxAttempts: 8,
  dedupeKey: ({ confirmationId }) => `lead-connection.confirm-email:${confirmationId}`,
  handler: ({ confirmationId }, deps) => sendConfirmConnectionEmail(deps, confirmationId),
});

/** The vendor's new-lead email; queued in the transaction that confirms the lead. */
export const notifyVendorOfLeadJob = defineJob({
  type: "lead.notify-vendor",
  schema: z.object({ leadId: z.uuid() }),
  maxAttempts: 8,
  dedupeKey: ({ leadId }) => `lead.notify-vendor:${leadId}`,
  handler: ({ leadId }, deps) => sendNewLeadEmail(deps, leadId),
});

/** A buyer's question to one vendor; queued in the transaction that stores it. */
export const questionEmailJob = defineJob({
  type: "lead.question-email",
  schema: z.object({ questionId: z.uuid() }),
  maxAttempts: 8,
  async handler({ questionId }, { db, env, logger }) {
    const [question] = await db
      .select({ body: buyerQuestions.body, slug: vendors.slug })
      .from(buyerQuestions)
      .innerJoin(vendors, eq(vendors.id, buyerQuestions.vendorId))
      .where(eq(buyerQuestions.id, questionId));
    if (!question) {
      logger.info("question deleted with its search before its email went out: nothing to send");
      return;
    }
    const [recipient] = await findLeadRecipients({ db, slugs: [question.slug] });
    if (!recipient) {
      logger.warn({ questionId }, "the question's vendor has no active account any more: no email sent");
      return;
    }
    await sendEmail(
      { env, logger },
      {
        to: recipient.email,
        subject: `A buyer asked ${recipient.name} a question`,
        template: questionTemplate({
          vendorName: recipient.name,
          question: question.body,
          url: `${env.PUBLIC_URL}/vendor/leads#questions`,
        }),
      },
    );
  },
});
