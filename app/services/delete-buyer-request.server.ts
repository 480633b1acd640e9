import { and, eq, inArray, lt, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { deleteInBatches } from "~/db/delete-in-batches.server";
import { buyerRequests, leads } from "~/db/schema";
import { REQUEST_ID_PATTERN } from "./get-buyer-request.server";
import { defineRecurringJob } from "./jobs/jobs.server";

/**
 * Deletes one stored search at the buyer's request, and everything tied to it (questions, answers, leads with the
 * contact details shared); false when there was none with that id.
 */
export async function deleteBuyerRequest({
  db,
  requestId,
}: {
  db: Database;
  requestId: string;
}): Promise<boolean> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return false;
  const deleted = await db
    .delete(buyerRequests)
    .where(eq(buyerRequests.id, requestId))
    .returning({ id: buyerRequests.id });
  return deleted.length > 0;
}

/**
 * Deletes the leads no vendor unlocked within `retentionDays` of the buyer connecting, with the contact details
 * stored for them; returns how many. A checkout still open for one of them can no longer unlock it: a payment
 * that completes anyway is refunded.
 */
export async function deleteExpiredLeads({
  db,
  retentionDays,
}: {
  db: Database;
  retentionDays: number;
}): Promise<number> {
  return deleteInBatches({
    db,
    table: leads,
    id: leads.id,
    where: and(
      inArray(leads.state, ["new", "claimed"]),
      lt(leads.createdAt, sql`now() - make_interval(days => ${retentionDays})`),
    ),
  });
}

/**
 * Deletes every stored search older than `retentionDays` that holds no contact details any more (no lead, or
 * only withdrawn ones, after deleteExpiredLeads), with its questions; returns how many. A search with an
 * unlocked lead stays until the buyer deletes it: its vendor paid for that lead's details.
 */
export async function deleteExpiredBuyerRequests({
  db,
  retentionDays,
}: {
  db: Database;
  retentionDays: number;
}): Promise<number> {
  return deleteInBatches({
    db,
    table: buyerRequests,
    id: buyerRequests.id,
    where: and(
      lt(buyerRequests.createdAt, sql`now() - make_interval(days => ${retentionDays})`),
      notExists(
        db
          .select({ one: sql`1` })
          .from(leads)
          .where(and(eq(leads.requestId, buyerRequests.id), ne(leads.state, "withdrawn"))),
      ),
    ),
  });
}

export const buyerRequestsRetentionJob = defineRecurringJob({
  name: "buyer-requests.retention",
  intervalMs: 60 * 60_000,
  async run({ db, env, logger }) {
    const retentionDays = env.SEARCH_RETENTION_DAYS;
    const leadsDeleted = await deleteExpiredLeads({ db, retentionDays });
    if (leadsDeleted > 0)
      logger.info({ deleted: leadsDeleted, retentionDays }, "unpaid leads past retention deleted");
    const deleted = await deleteExpiredBuyerRequests({ db, retentionDays });
    if (deleted > 0) logger.info({ deleted, retentionDays }, "expired buyer searches deleted");
  },
});
