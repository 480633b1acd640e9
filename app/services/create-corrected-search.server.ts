import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import { interpretProblem } from "~/domain/matching";
import { offeredReadings } from "~/domain/results/readings";
import { readStoredSearch } from "~/domain/results/stored-search";
import { AppError } from "~/utils/app-error";
import { findVendorMatches } from "./find-vendor-matches.server";
import { REQUEST_ID_PATTERN } from "./get-buyer-request.server";
import type { MatchingService } from "./matching-service.server";

/**
 * The buyer chose another reading of their problem on its results page: the same problem is ranked again with that
 * need and stored as a new search, with the reading chosen (a stored search never changes; its link keeps showing
 * what was read). Only a reading that search offered is accepted.
 */
export async function createCorrectedSearch({
  db,
  matching,
  requestId,
  need,
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
  need: string;
}): Promise<{ requestId: string }> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw new AppError("not_found", "This search no longer exists.");
  const [row] = await db
    .select({
      problem: buyerRequests.problem,
      results: buyerRequests.results,
      interpretation: buyerRequests.interpretation,
    })
    .from(buyerRequests)
    .where(eq(buyerRequests.id, requestId));
  const stored = row ? readStoredSearch(row) : null;
  if (!stored) throw new AppError("not_found", "This search no longer exists.");
  const { index } = await matching.getSnapshot();
  const read = stored.interpretation ?? interpretProblem(index, stored.problem);
  if (!offeredReadings(read, stored.chosenNeed).includes(need)) {
    throw new AppError("validation", "That reading was not offered for this search.");
  }
  const created = await findVendorMatches({ db, matching, problem: stored.problem, need });
  return { requestId: created.requestId };
}
