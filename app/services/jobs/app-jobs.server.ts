import { and, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { jobs } from "~/db/schema";
import { createDbRateLimitStore } from "~/utils/rate-limit.server";
import { CHAT_RETENTION_DAYS, deleteExpiredChatThreads } from "../chat/chat-threads.server";
import {
  DELIVER_CONTACT_MESSAGE_JOB,
  deleteExpiredContactMessages,
} from "../contact/create-contact-message.server";
import { deliverContactMessage } from "../contact/deliver-contact-message.server";
import { deleteExpiredBuyerRequests } from "../delete-buyer-request.server";
import { registerEnrichmentJob } from "../enrichment/enrich-vendor.server";
import { registerLeadJobs } from "../leads/lead-jobs.server";
import { REFUND_LEAD_PAYMENT_JOB, refundLeadPayment } from "../leads/refund-lead-payment.server";
import { getStripe } from "../leads/stripe-client.server";
import { maintainTables } from "../maintenance/vacuum.server";
import { type JobRegistry, jobRegistry } from "./jobs.server";

/** Finished jobs are kept this long for inspection: succeeded ones a week, failed ones a month. */
export const SUCCEEDED_JOB_RETENTION_DAYS = 7;
export const FAILED_JOB_RETENTION_DAYS = 30;

const MINUTE = 60_000;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Every job type and recurring job the server runs, registered once at start-up. Features add their
 * `registry.registerJobHandler(...)` / `registry.registerRecurringJob(...)` lines here.
 */
export function registerAppJobs(registry: JobRegistry = jobRegistry): void {
  if (registry.recurring.has("jobs.cleanup")) return;

  registerEnrichmentJob(registry);
  registerLeadJobs(registry);

  registry.registerRecurringJob("jobs.cleanup", 60 * MINUTE, async ({ db, logger }) => {
    const deleted = await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, "succeeded"), lt(jobs.finishedAt, daysAgo(SUCCEEDED_JOB_RETENTION_DAYS))),
          and(eq(jobs.status, "failed"), lt(jobs.finishedAt, daysAgo(FAILED_JOB_RETENTION_DAYS))),
        ),
      )
      .returning({ id: jobs.id });
    if (deleted.length > 0) logger.info({ deleted: deleted.length }, "old finished jobs deleted");
  });

  registry.registerRecurringJob("buyer-requests.retention", 60 * MINUTE, async ({ db, env, logger }) => {
    const deleted = await deleteExpiredBuyerRequests({ db, retentionDays: env.SEARCH_RETENTION_DAYS });
    if (deleted > 0) {
      logger.info({ deleted, retentionDays: env.SEARCH_RETENTION_DAYS }, "expired buyer searches deleted");
    }
  });

  registry.registerRecurringJob("chat-threads.retention", 60 * MINUTE, async ({ db, logger }) => {
    const deleted = await deleteExpiredChatThreads({ db });
    if (deleted > 0)
      logger.info({ deleted, retentionDays: CHAT_RETENTION_DAYS }, "old support chats deleted");
  });

  registry.registerJobHandler(
    DELIVER_CONTACT_MESSAGE_JOB,
    async ({ id }, { db, env, logger }) => deliverContactMessage({ db, env, logger, id }),
    { schema: z.object({ id: z.uuid() }) },
  );

  registry.registerJobHandler(
    REFUND_LEAD_PAYMENT_JOB,
    async ({ paymentId }, { db, env, logger }) => {
      await refundLeadPayment({ db, stripe: getStripe(env), logger, paymentId });
    },
    { schema: z.object({ paymentId: z.uuid() }) },
  );

  registry.registerRecurringJob("contact-messages.retention", 60 * MINUTE, async ({ db, logger }) => {
    const deleted = await deleteExpiredContactMessages({ db });
    if (deleted > 0) logger.info({ deleted }, "expired contact messages deleted");
  });

  // What autovacuum does on a PostgreSQL server that runs it; the embedded PGlite database has none.
  registry.registerRecurringJob("database.maintenance", 10 * MINUTE, async ({ db, logger }) => {
    const done = await maintainTables(db);
    if (done && done.length > 0) logger.info({ tables: done }, "tables vacuumed or analyzed");
  });

  registry.registerRecurringJob("rate-limits.cleanup", 10 * MINUTE, async ({ db, env, logger }) => {
    if (env.REDIS_URL) return;
    const deleted = await createDbRateLimitStore(db).deleteExpired();
    if (deleted > 0) logger.debug({ deleted }, "ended rate limit windows deleted");
  });
}
