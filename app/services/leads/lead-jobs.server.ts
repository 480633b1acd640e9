import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { leads, vendors } from "~/db/schema";
import { confirmationDeadline } from "~/domain/leads/rules";
import { sendEmail } from "~/services/mail/send-email.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import type { JobRegistry } from "../jobs/jobs.server";
import { connectTokenSecret, signConnectToken } from "./connect-token.server";
import {
  CONFIRM_CONNECTION_EMAIL_JOB,
  deleteUnconfirmedLeads,
  NOTIFY_VENDOR_OF_LEAD_JOB,
} from "./create-leads.server";
import { confirmConnectionTemplate, newLeadTemplate } from "./lead-emails.server";
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
  await sendEmail(
    { env, logger },
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

const TEN_MINUTES = 10 * 60_000;

/** The marketplace's queued mails and the deletion of connections nobody confirmed. */
export function registerLeadJobs(registry: JobRegistry): void {
  registry.registerJobHandler(
    CONFIRM_CONNECTION_EMAIL_JOB,
    async ({ confirmationId }, deps) => sendConfirmConnectionEmail(deps, confirmationId),
    { schema: z.object({ confirmationId: z.uuid() }) },
  );
  registry.registerJobHandler(
    NOTIFY_VENDOR_OF_LEAD_JOB,
    async ({ leadId }, deps) => sendNewLeadEmail(deps, leadId),
    { schema: z.object({ leadId: z.uuid() }) },
  );
  registry.registerRecurringJob("leads.delete-unconfirmed", TEN_MINUTES, async ({ db, logger }) => {
    const deleted = await deleteUnconfirmedLeads({ db });
    if (deleted > 0) logger.info({ deleted }, "unconfirmed connections deleted with their contact details");
  });
}
