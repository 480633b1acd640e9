import { z } from "zod";
import { defineJob } from "~/services/jobs/jobs.server";
import { sendEmail } from "./send-email.server";

const EmailTemplateSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  action: z.object({ label: z.string(), url: z.string() }).optional(),
  afterAction: z.array(z.string()).optional(),
  reason: z.string(),
});

export const EmailMessageSchema = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(500),
  template: EmailTemplateSchema,
  replyTo: z.string().max(320).optional(),
});

/**
 * One email, sent by the job queue: enqueue it in the transaction of the change it reports, so that the change
 * is never stored without its email. A delivery that fails is retried with backoff (10 s, 20 s, 40 s …); after
 * the last attempt the job stays `failed` with the error, listed in /admin.
 */
export const sendEmailJob = defineJob({
  type: "mail.send",
  schema: EmailMessageSchema,
  maxAttempts: 8,
  async handler(message, { env, logger }) {
    await sendEmail({ env, logger }, message);
  },
});
