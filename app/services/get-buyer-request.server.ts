import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { interpretProblem, type ProblemInterpretation, withFeatureSources } from "~/domain/matching";
import { readStoredProblem, readStoredSearch, type StoredSearch } from "~/domain/results/stored-search";
import { toMatchView, type VendorMatchView } from "~/domain/results/vendor-view";
import { LruCache } from "~/utils/lru-cache";
import {
  type BuyerMarketplace,
  readBuyerRequestView,
  toBuyerMarketplace,
} from "./leads/get-buyer-marketplace.server";
import type { CatalogSnapshot, MatchingService } from "./matching-service.server";

export interface BuyerRequestView {
  requestId: string;
  problem: BusinessProblem;
  createdAt: string;
  /** The stored ranking with each vendor's current profile; vendors no longer published are left out. */
  vendors: VendorMatchView[];
  /** What the engine read from the problem text: alternatives, stated requirements, kinds to avoid. */
  interpretation: ProblemInterpretation;
  /** The reading the buyer chose in place of the one read (the ranking used it); null when none was chosen. */
  chosenNeed: string | null;
}

/** Request ids are 22 URL-safe characters; anything else cannot exist and is not looked up. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Only what the buyer asked in a stored search (e.g. its requested features), or null when the id is malformed or unknown. */
export async function getBuyerProblem({
  db,
  requestId,
}: {
  db: Database;
  requestId: string;
}): Promise<BusinessProblem | null> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return null;
  const [row] = await db
    .select({ problem: buyerRequests.problem })
    .from(buyerRequests)
    .where(eq(buyerRequests.id, requestId));
  return row ? readStoredProblem(row.problem) : null;
}

/**
 * The stored ranking completed with each vendor's current profile. A search stored before the engine's reading was
 * kept with it is read again by the current engine, once per catalog version.
 */
function toRequestView(
  { bySlug, index }: CatalogSnapshot,
  requestId: string,
  stored: StoredSearch & { createdAt: Date },
): BuyerRequestView {
  const vendors: VendorMatchView[] = [];
  for (const verdict of stored.verdicts) {
    const vendor = bySlug.get(verdict.slug);
    if (!vendor) continue;
    vendors.push(toMatchView(withFeatureSources(index.vocab, verdict, vendor), vendor));
  }
  return {
    requestId,
    problem: stored.problem,
    createdAt: stored.createdAt.toISOString(),
    vendors,
    interpretation: stored.interpretation ?? interpretProblem(index, stored.problem),
    chosenNeed: stored.chosenNeed,
  };
}

/** A stored search as this process holds it: read once, immutable. */
interface HeldSearch extends StoredSearch {
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
const storedSearches = new LruCache<string, HeldSearch>(1000);

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
    const search = readStoredSearch(row);
    if (!search) return null;
    stored = {
      ...search,
      createdAt: new Date(Number(row.created_ms)),
      rankedSlugs: search.verdicts.map((v) => v.slug),
    };
    storedSearches.set(requestId, stored);
  }
  const snapshot = await matching.getSnapshot();
  if (stored.view?.snapshot !== snapshot) {
    stored.view = {
      snapshot,
      value: toRequestView(snapshot, requestId, stored),
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
