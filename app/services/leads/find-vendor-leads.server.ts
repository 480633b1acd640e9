import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, leads, vendors } from "~/db/schema";
import { LEAD_STATES, type LeadState } from "~/domain/leads/lead-state";
import { summaryOf, verdictFor } from "./lead-records.server";

export interface VendorLeadRow {
  leadId: string;
  code: string;
  state: LeadState;
  createdAt: string;
  unlockedAt: string | null;
  problem: string;
  industry: string;
  companySize: string;
  score: number | null;
}

/** A vendor's leads grouped by state (new, claimed, unlocked, withdrawn), newest first; never contact data. */
export async function findVendorLeads({
  db,
  vendorId,
  limit = 200,
}: {
  db: Database;
  vendorId: string;
  limit?: number;
}): Promise<Record<LeadState, VendorLeadRow[]>> {
  const rows = await db
    .select({
      id: leads.id,
      code: leads.code,
      state: leads.state,
      createdAt: leads.createdAt,
      unlockedAt: leads.unlockedAt,
      problem: buyerRequests.problem,
      results: buyerRequests.results,
      slug: vendors.slug,
    })
    .from(leads)
    .innerJoin(buyerRequests, eq(buyerRequests.id, leads.requestId))
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(and(eq(leads.vendorId, vendorId)))
    .orderBy(desc(leads.createdAt))
    .limit(limit);
  const grouped = Object.fromEntries(LEAD_STATES.map((s) => [s, [] as VendorLeadRow[]])) as Record<
    LeadState,
    VendorLeadRow[]
  >;
  for (const row of rows) {
    const summary = summaryOf(row.problem);
    grouped[row.state].push({
      leadId: row.id,
      code: row.code,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      unlockedAt: row.unlockedAt?.toISOString() ?? null,
      // A withdrawn request is no longer the vendor's business beyond the fact that it was withdrawn.
      problem: row.state === "withdrawn" ? "" : (summary?.problem ?? ""),
      industry: row.state === "withdrawn" ? "" : (summary?.industry ?? ""),
      companySize: row.state === "withdrawn" ? "" : (summary?.company_size ?? ""),
      score: verdictFor(row.results, row.slug)?.score ?? null,
    });
  }
  return grouped;
}
