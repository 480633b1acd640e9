import { eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import { type BusinessProblem, BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { interpretProblem, type ProblemInterpretation } from "~/domain/matching";
import type { StoredMatch } from "./find-vendor-matches.server";
import {
  type BuyerMarketplace,
  type MarketplaceColumns,
  marketplaceColumns,
  toBuyerMarketplace,
} from "./leads/get-buyer-marketplace.server";
import type { MatchingService } from "./matching-service.server";
import { toMatchView, type VendorMatchView } from "./vendor-view";

export interface BuyerRequestView {
  requestId: string;
  problem: BusinessProblem;
  createdAt: string;
  /** The stored ranking with each vendor's current profile; vendors no longer published are left out. */
  vendors: VendorMatchView[];
  /** What the engine read from the problem text: alternatives, stated requirements, kinds to avoid. */
  interpretation: ProblemInterpretation;
}

/** Request ids are 22 URL-safe characters; anything else cannot exist and is not looked up. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

async function findStoredRequest(db: Database, requestId: string) {
  if (!REQUEST_ID_PATTERN.test(requestId)) return null;
  const [row] = await db.select().from(buyerRequests).where(eq(buyerRequests.id, requestId));
  if (!row) return null;
  const problem = BusinessProblemSchema.safeParse(row.problem);
  return problem.success ? { row, problem: problem.data } : null;
}

/** Only what the buyer asked in a stored search (e.g. its requested features), or null when the id is malformed or unknown. */
export async function getBuyerProblem({
  db,
  requestId,
}: {
  db: Database;
  requestId: string;
}): Promise<BusinessProblem | null> {
  return (await findStoredRequest(db, requestId))?.problem ?? null;
}

/** The stored ranking completed with each vendor's current profile, and what the engine reads from the problem. */
async function toRequestView(
  matching: MatchingService,
  row: { id: string; results: unknown; createdAt: Date },
  problem: BusinessProblem,
): Promise<BuyerRequestView> {
  const { bySlug, index } = await matching.getSnapshot();
  const vendors: VendorMatchView[] = [];
  const results = Array.isArray(row.results) ? (row.results as StoredMatch[]) : [];
  for (const match of results) {
    const vendor = bySlug.get(match.slug);
    if (!vendor) continue;
    vendors.push(toMatchView(match, vendor));
  }
  return {
    requestId: row.id,
    problem,
    createdAt: row.createdAt.toISOString(),
    vendors,
    interpretation: interpretProblem(index, problem),
  };
}

/** Reopens a stored anonymous search, or null when the id is malformed or unknown. */
export async function getBuyerRequest({
  db,
  matching,
  requestId,
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
}): Promise<BuyerRequestView | null> {
  const stored = await findStoredRequest(db, requestId);
  if (!stored) return null;
  return toRequestView(matching, stored.row, stored.problem);
}

/**
 * Reopens a stored search with its marketplace state (who can be reached, questions, connections) in one query:
 * what the results page needs. Null when the id is malformed or unknown.
 */
export async function getBuyerRequestWithMarketplace({
  db,
  matching,
  requestId,
  now = new Date(),
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
  now?: Date;
}): Promise<(BuyerRequestView & { marketplace: BuyerMarketplace }) | null> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return null;
  const [row] = await queryRows<
    { id: string; problem: unknown; results: unknown; created_ms: number } & MarketplaceColumns
  >(
    db,
    sql`select r.id, r.problem, r.results, (extract(epoch from r.created_at) * 1000)::float8 as created_ms,
          ${marketplaceColumns("r")}
        from buyer_requests r where r.id = ${requestId}`,
  );
  if (!row) return null;
  const problem = BusinessProblemSchema.safeParse(row.problem);
  if (!problem.success) return null;
  const view = await toRequestView(
    matching,
    { id: row.id, results: row.results, createdAt: new Date(Number(row.created_ms)) },
    problem.data,
  );
  return {
    ...view,
    marketplace: toBuyerMarketplace(
      row,
      view.vendors.map((v) => v.slug),
      now,
    ),
  };
}
