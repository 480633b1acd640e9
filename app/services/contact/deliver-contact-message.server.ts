import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/create-db.server";
import { contactMessages } from "~/db/schema";
import type { EmailTemplate } from "~/services/mail/render-email";
import { sendEmail } from "~/services/mail/send-email.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { defineJob, PermanentJobError } from "../jobs/jobs.server";

export function contactMessageTemplate(message: {
  name: string;
  email: string;
  topic: string;
  message: string;
}): EmailTemplate {
  return {
    heading: `Contact form: ${message.topic}`,
    paragraphs: [
      `From: ${message.name} <${message.email}>`,
      `Topic: ${message.topic}`,
      ...message.message.split(/\n{2,}/),
    ],
    reason:
      "You received this email because a visitor sent a message through the SaaSMatch contact form and this address is set as CONTACT_EMAIL. Reply to answer the sender directly.",
  };
}

/** Sends a stored contact message to CONTACT_EMAIL, with the sender as Reply-To. */
export async function deliverContactMessage({
  db,
  env,
  logger,
  id,
}: {
  db: Database;
  env: Env;
  logger: Logger;
  id: string;
}): Promise<void> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new PermanentJobError(`contact message ${id} no longer exists`);
  await sendEmail(
    { env, logger },
    {
      to: env.CONTACT_EMAIL,
      replyTo: row.email,
      subject: `[SaaSMatch contact] ${row.topic}: ${row.name}`,
      template: contactMessageTemplate(row),
    },
  );
}

/** Delivers a stored contact message; queued in the transaction that stores it. */
export const deliverContactMessageJob = defineJob({
  type: "contact-message.deliver",
  schema: z.object({ id: z.uuid() }),
  maxAttempts: 8,
  handler: ({ id }, { db, env, logger }) => deliverContactMessage({ db, env, logger, id }),
});
