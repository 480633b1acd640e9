import { and, eq, lt, or, sql } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { createDbRateLimitStore } from "~/utils/rate-limit.server";
import {
  accountExistsEmailJob,
  resetPasswordEmailJob,
  verificationEmailJob,
} from "../auth/auth-emails.server";
import { chatThreadsRetentionJob } from "../chat/chat-threads.server";
import { contactMessagesRetentionJob } from "../contact/create-contact-message.server";
import { deliverContactMessageJob } from "../contact/deliver-contact-message.server";
import { buyerRequestsRetentionJob } from "../delete-buyer-request.server";
import { enrichVendorJob } from "../enrichment/enrich-vendor.server";
import { breachNoticeEmailJob } from "../leads/breach-notice-email.server";
import { unconfirmedLeadsDeletionJob } from "../leads/create-leads.server";
import { invalidContactReportEmailJob } from "../leads/invalid-contact-reports.server";
import { unlockedEmailJob } from "../leads/lead-emails.server";
import {
  confirmConnectionEmailJob,
  notifyVendorOfLeadJob,
  questionEmailJob,
} from "../leads/lead-jobs.server";
import { questionListEmailJob } from "../leads/question-lists.server";
import { refundLeadPaymentJob, refundNoticeEmailJob } from "../leads/refund-lead-payment.server";
import { sendEmailJob } from "../mail/send-email-job.server";
import { databaseMaintenanceJob } from "../maintenance/vacuum.server";
import { reviewInvitationJob, reviewInvitationSweepJob } from "../reviews/reviews.server";
import { contactConfirmationEmailJob } from "../vendors/contact-email.server";
import { defineRecurringJob, type JobRegistry, jobRegistry } from "./jobs.server";

/** Finished jobs are kept this long for inspection: succeeded ones a week, failed ones a month. */
export const SUCCEEDED_JOB_RETENTION_DAYS = 7;
export const FAILED_JOB_RETENTION_DAYS = 30;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

const jobsCleanupJob = defineRecurringJob({
  name: "jobs.cleanup",
  intervalMs: 60 * 60_000,
  async run({ db, logger }) {
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
  },
});

const rateLimitsCleanupJob = defineRecurringJob({
  name: "rate-limits.cleanup",
  intervalMs: 10 * 60_000,
  async run({ db, env, logger }) {
    if (env.REDIS_URL) return;
    const deleted = await createDbRateLimitStore(db).deleteExpired();
    if (deleted > 0) logger.debug({ deleted }, "ended rate limit windows deleted");
  },
});

/** Every job type the server runs; each is defined (payload schema, handler) by the feature that enqueues it. */
export const APP_JOBS = [
  sendEmailJob,
  confirmConnectionEmailJob,
  notifyVendorOfLeadJob,
  unlockedEmailJob,
  refundLeadPaymentJob,
  refundNoticeEmailJob,
  invalidContactReportEmailJob,
  breachNoticeEmailJob,
  questionEmailJob,
  questionListEmailJob,
  deliverContactMessageJob,
  enrichVendorJob,
  verificationEmailJob,
  accountExistsEmailJob,
  resetPasswordEmailJob,
  contactConfirmationEmailJob,
  reviewInvitationJob,
] as const;

/** Every recurring job the server runs, once per interval for all processes sharing the database. */
export const APP_RECURRING_JOBS = [
  jobsCleanupJob,
  buyerRequestsRetentionJob,
  unconfirmedLeadsDeletionJob,
  chatThreadsRetentionJob,
  contactMessagesRetentionJob,
  databaseMaintenanceJob,
  rateLimitsCleanupJob,
  reviewInvitationSweepJob,
] as const;

/** Registers every job at start-up, before the worker starts; a process claims only the types it has registered. */
export function registerAppJobs(registry: JobRegistry = jobRegistry): void {
  if (registry.recurring.has(jobsCleanupJob.name)) return;
  registry.register(...APP_JOBS, ...APP_RECURRING_JOBS);
}
