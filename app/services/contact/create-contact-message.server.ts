import { lt, sql } from "drizzle-orm";
import { RETENTION_DAYS } from "~/config/retention";
import type { Database } from "~/db/create-db.server";
import { contactMessages } from "~/db/schema";
import type { ContactMessage } from "~/domain/contact/contact-message";
import { defineRecurringJob } from "../jobs/jobs.server";
import { deliverContactMessageJob } from "./deliver-contact-message.server";

/** Stores a contact message and queues its delivery by email, in one transaction: it is never stored undelivered. */
export async function createContactMessage({
  db,
  message,
}: {
  db: Database;
  message: ContactMessage;
}): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: message.name, email: message.email, topic: message.topic, message: message.message })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message was not stored");
    await deliverContactMessageJob.enqueue(tx, { id: row.id });
    return row;
  });
}

/** Deletes contact messages older than RETENTION_DAYS.contactMessages; returns how many. */
export async function deleteExpiredContactMessages({ db }: { db: Database }): Promise<number> {
  const deleted = await db
    .delete(contactMessages)
    .where(
      lt(contactMessages.createdAt, sql`now() - make_interval(days => ${RETENTION_DAYS.contactMessages})`),
    )
    .returning({ id: contactMessages.id });
  return deleted.length;
}

export const contactMessagesRetentionJob = defineRecurringJob({
  name: "contact-messages.retention",
  intervalMs: 60 * 60_000,
  async run({ db, logger }) {
    const deleted = await deleteExpiredContactMessages({ db });
    if (deleted > 0) logger.info({ deleted }, "expired contact messages deleted");
  },
});
