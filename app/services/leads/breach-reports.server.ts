import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { breachReports, leads, vendors } from "~/db/schema";
import { type BreachReason, isUnlockBlocked } from "~/domain/leads/breach-reports";
import { AppError } from "~/utils/app-error";
import { REQUEST_ID_PATTERN } from "../get-buyer-request.server";
import { type DbExecutor, requestNotFound } from "./lead-records.server";

/**
 * The buyer reports a vendor that unlocked their details: it broke their contact rules, never replied or sent
 * spam. One report per lead and reason; only a vendor that has the buyer's details can be reported.
 */
export async function reportBreach({
  db,
  requestId,
  vendorSlug,
  reason,
  details,
}: {
  db: Database;
  requestId: string;
  vendorSlug: string;
  reason: BreachReason;
  details: string;
}): Promise<void> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw requestNotFound();
  const [lead] = await db
    .select({ id: leads.id, state: leads.state, vendorId: leads.vendorId })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(and(eq(leads.requestId, requestId), eq(vendors.slug, vendorSlug)));
  if (!lead) throw new AppError("not_found", "You are not connected with this vendor.");
  if (lead.state !== "unlocked") {
    throw new AppError(
      "conflict",
      "You can report a vendor once it has unlocked your details; until then it cannot contact you.",
    );
  }
  const inserted = await db
    .insert(breachReports)
    .values({ leadId: lead.id, vendorId: lead.vendorId, reason, details })
    .onConflictDoNothing()
    .returning({ id: breachReports.id });
  if (inserted.length === 0) throw new AppError("conflict", "You already reported this about this vendor.");
}

/** Confirmed breaches of a vendor that an operator has not lifted. */
export async function countStrikes(db: DbExecutor, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(breachReports)
    .where(
      and(
        eq(breachReports.vendorId, vendorId),
        eq(breachReports.status, "confirmed"),
        isNull(breachReports.liftedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether confirmed breaches stop this vendor from unlocking leads. */
export async function isVendorUnlockBlocked(db: DbExecutor, vendorId: string): Promise<boolean> {
  return isUnlockBlocked(await countStrikes(db, vendorId));
}
