import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import { type BusinessProblem, BusinessProblemSchema } from "~/domain/buyer/business-problem";
import type { StoredMatch } from "./find-vendor-matches.server";
import type { MatchingService } from "./matching-service.server";
import { toMatchView, type VendorMatchView } from "./vendor-view";

export interface BuyerRequestView {
  requestId: string;
  problem: BusinessProblem;
  createdAt: string;
  /** The stored ranking with each vendor's current profile; vendors no longer published are left out. */
  vendors: VendorMatchView[];
}

/** Request ids are 22 URL-safe characters; anything else cannot exist and is not looked up. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

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
  if (!REQUEST_ID_PATTERN.test(requestId)) return null;
  const [row] = await db.select().from(buyerRequests).where(eq(buyerRequests.id, requestId));
  if (!row) return null;
  const problem = BusinessProblemSchema.safeParse(row.problem);
  if (!problem.success) return null;
  const { bySlug } = await matching.getSnapshot();
  const vendors: VendorMatchView[] = [];
  for (const stored of row.results as StoredMatch[]) {
    const vendor = bySlug.get(stored.slug);
    if (!vendor) continue;
    vendors.push(
      toMatchView(
        {
          ...stored,
          name: vendor.name,
          website: vendor.website,
          description: vendor.description,
          features: vendor.features,
        },
        vendor,
      ),
    );
  }
  return { requestId: row.id, problem: problem.data, createdAt: row.createdAt.toISOString(), vendors };
}
