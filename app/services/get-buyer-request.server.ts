import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import { type BusinessProblem, BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { interpretProblem, type ProblemInterpretation } from "~/domain/matching";
import { LruCache } from "~/utils/lru-cache";
import type { StoredMatch } from "./find-vendor-matches.server";
import {
  type BuyerMarketplace,
  readBuyerRequestView,
  toBuyerMarketplace,
} from "./leads/get-buyer-marketplace.server";
import type { CatalogSnapshot, MatchingService } from "./matching-service.server";
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
function toRequestView(
  { bySlug, index }: CatalogSnapshot,
  row: { id: string; results: unknown; createdAt: Date },
  problem: BusinessProblem,
): BuyerRequestView {
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
  return toRequestView(await matching.getSnapshot(), stored.row, stored.problem);
}

/** What never changes in a stored search: the buyer's problem, the stored ranking and when it was made. */
interface StoredSearch {
  problem: BusinessProblem;
  results: unknown;
  createdAt: Date;
  /** The ranked slugs, in the stored order (the marketplace query's list of vendors to check). */
  rankedSlugs: string[];
  /** The view at the catalog snapshot it was built for: rebuilt when the catalog changes. */
  view?: { snapshot: CatalogSnapshot; value: BuyerRequestView };
}

/**
 * Stored searches reopened recently by this process. A stored search is immutable, so its problem and ranking are
 * kept; whether it still exists is asked of the database on every view (a search deleted by the buyer, the
 * retention job or another process answers 404 at once), together with its marketplace state, which changes.
 */
const storedSearches = new LruCache<string, StoredSearch>(1000);

const rankedSlugsOf = (results: unknown): string[] =>
  Array.isArray(results)
    ? results.flatMap((m) =>
        m && typeof (m as StoredMatch).slug === "string" ? [(m as StoredMatch).slug] : [],
      )
    : [];

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
}): Promise<{ view: BuyerRequestView; marketplace: BuyerMarketplace } | null> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return null;
  let stored = storedSearches.get(requestId);
  // One call either way: for a search this process already holds, only its existence and marketplace state (its
  // ranked slugs passed in); for another, the stored search as well.
  const row = await readBuyerRequestView(db, requestId, stored?.rankedSlugs);
  if (!row) {
    if (stored) storedSearches.delete(requestId);
    return null;
  }
  if (!stored) {
    const problem = BusinessProblemSchema.safeParse(row.problem);
    if (!problem.success) return null;
    stored = {
      problem: problem.data,
      results: row.results,
      createdAt: new Date(Number(row.created_ms)),
      rankedSlugs: rankedSlugsOf(row.results),
    };
    storedSearches.set(requestId, stored);
  }
  const snapshot = await matching.getSnapshot();
  if (stored.view?.snapshot !== snapshot) {
    stored.view = {
      snapshot,
      value: toRequestView(
        snapshot,
        { id: requestId, results: stored.results, createdAt: stored.createdAt },
        stored.problem,
      ),
    };
  }
  // The view is the same object on every view of this search until the catalog changes: what is derived from it can
  // be kept with it (the results page encodes it once).
  const view = stored.view.value;
  return {
    view,
    marketplace: toBuyerMarketplace(
      row,
      view.vendors.map((v) => v.slug),
      now,
    ),
  };
}
