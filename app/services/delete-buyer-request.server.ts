import { and, eq, inArray, lt, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, leads } from "~/db/schema";
import { REQUEST_ID_PATTERN } from "./get-buyer-request.server";

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

/** Rows deleted per statement, so a large backlog never holds one long lock. */
const RETENTION_BATCH = 1000;

/**
 * Deletes every stored search older than `retentionDays` that never connected with a vendor (no lead, or only
 * withdrawn ones, which hold no contact data), with its questions; returns how many. A connected search stays:
 * vendors who unlock it need it.
 */
export async function deleteExpiredBuyerRequests({
  db,
  retentionDays,
}: {
  db: Database;
  retentionDays: number;
}): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = db
      .select({ id: buyerRequests.id })
      .from(buyerRequests)
      .where(
        and(
          lt(buyerRequests.createdAt, sql`now() - make_interval(days => ${retentionDays})`),
          notExists(
            db
              .select({ one: sql`1` })
              .from(leads)
              .where(and(eq(leads.requestId, buyerRequests.id), ne(leads.state, "withdrawn"))),
          ),
        ),
      )
      .limit(RETENTION_BATCH);
    const deleted = await db
      .delete(buyerRequests)
      .where(inArray(buyerRequests.id, expired))
      .returning({ id: buyerRequests.id });
    total += deleted.length;
    if (deleted.length < RETENTION_BATCH) return total;
  }
}
