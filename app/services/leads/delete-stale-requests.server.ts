import { and, lt, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, leads } from "~/db/schema";

/**
 * Retention: deletes anonymous requests older than `retentionDays` that never connected with a vendor
 * (no lead, or only withdrawn ones, which hold no contact data), with their questions. Connected ones are kept.
 */
export async function deleteStaleRequests({
  db,
  retentionDays,
  now = new Date(),
}: {
  db: Database;
  retentionDays: number;
  now?: Date;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db
    .delete(buyerRequests)
    .where(
      and(
        lt(buyerRequests.createdAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(leads)
            .where(and(sql`${leads.requestId} = ${buyerRequests.id}`, ne(leads.state, "withdrawn"))),
        ),
      ),
    )
    .returning({ id: buyerRequests.id });
  return deleted.length;
}
