import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, leads, vendors } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { ContactRulesSchema } from "~/domain/leads/contact-rules";
import { type LeadSummary, toLeadSummary } from "~/domain/leads/summary";
import type { MatchVerdict } from "~/domain/matching/types";
import { joinNames } from "~/domain/results/format";
import { readRankedSlugs, readStoredProblem, readVerdictFor } from "~/domain/results/stored-search";
import { AppError } from "~/utils/app-error";

/** The database or an open transaction: every statement a lead service runs works on both. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What the engine said about one vendor for one request, as the vendor may see it. */
export type VendorVerdict = Pick<
  MatchVerdict,
  "score" | "fit_category" | "explanation" | "factors" | "matched_features" | "missing_features"
>;

/** The stored request's problem, or null when the row no longer parses (never shown half-read). */
export function parseStoredProblem(raw: unknown): BusinessProblem | null {
  return readStoredProblem(raw);
}

export function summaryOf(raw: unknown): LeadSummary | null {
  const problem = parseStoredProblem(raw);
  return problem ? toLeadSummary(problem) : null;
}

/** The engine's verdict for `slug` in a stored ranking, or null when it was not ranked. */
export function verdictFor(results: unknown, slug: string): VendorVerdict | null {
  const match = readVerdictFor(results, slug);
  if (!match) return null;
  return {
    score: match.score,
    fit_category: match.fit_category,
    explanation: match.explanation,
    factors: match.factors,
    matched_features: match.matched_features,
    missing_features: match.missing_features,
  };
}

/** Slugs of the vendors a stored request ranked. */
export function rankedSlugs(results: unknown): Set<string> {
  return new Set(readRankedSlugs(results));
}

/** A lead with what every vendor-side page needs, contact fields excluded; null for a pending lead, which its
 * vendor must not know of before the buyer confirmed. */
export async function findLeadForVendorView(db: DbExecutor, where: { id: string } | { code: string }) {
  const [row] = await db
    .select({
      id: leads.id,
      code: leads.code,
      state: leads.state,
      vendorId: leads.vendorId,
      requestId: leads.requestId,
      createdAt: leads.createdAt,
      claimedAt: leads.claimedAt,
      unlockedAt: leads.unlockedAt,
      confirmedAt: leads.confirmedAt,
      contactRules: leads.contactRules,
      hasNote: sql<boolean>`${leads.contactNote} <> ''`,
      vendorSlug: vendors.slug,
      vendorName: vendors.name,
      problem: buyerRequests.problem,
      results: buyerRequests.results,
    })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .innerJoin(buyerRequests, eq(buyerRequests.id, leads.requestId))
    .where(
      and("id" in where ? eq(leads.id, where.id) : eq(leads.code, where.code), ne(leads.state, "pending")),
    );
  if (!row || row.state === "pending") return null;
  const rules = ContactRulesSchema.safeParse(row.contactRules);
  return { ...row, state: row.state, contactRules: rules.success ? rules.data : null };
}

/** How many vendors other than `vendorId` have unlocked the request. */
export async function countOtherUnlocks(
  db: DbExecutor,
  requestId: string,
  vendorId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.requestId, requestId), eq(leads.state, "unlocked"), ne(leads.vendorId, vendorId)));
  return Number(row?.n ?? 0);
}

/** Lead ids are UUIDs; anything else cannot exist and is not looked up. */
export const LEAD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function requestNotFound() {
  return new AppError("not_found", "This search no longer exists. It may have been deleted.");
}

/**
 * Locks a stored request for the rest of the transaction (serialising a buyer's concurrent connects and
 * questions) and checks that every vendor named was in its ranking.
 */
export async function lockRequestForVendors(
  tx: DbExecutor,
  requestId: string,
  named: readonly { slug: string; name: string }[],
): Promise<void> {
  const [request] = await tx
    .select({ results: buyerRequests.results })
    .from(buyerRequests)
    .where(eq(buyerRequests.id, requestId))
    .for("update");
  if (!request) throw requestNotFound();
  const ranked = rankedSlugs(request.results);
  const notRanked = named.filter((r) => !ranked.has(r.slug));
  if (notRanked.length > 0) {
    throw new AppError(
      "validation",
      `${joinNames(notRanked.map((r) => r.name))} ${notRanked.length === 1 ? "is" : "are"} not among your matches.`,
    );
  }
}
