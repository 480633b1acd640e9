import { count } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import { describeSocialProof, type SocialProof } from "~/domain/feedback/rating";
import type { Env } from "~/utils/env.server";
import type { MatchingService } from "../matching-service.server";
import { getRatingSummary } from "./shortlist-ratings.server";

/**
 * The home strip's figures: configured ones (SOCIAL_PROOF_*), else real ratings and the searches currently
 * stored (a lower bound of all searches ever run), and always the catalog's vendor and category counts.
 */
export async function getSocialProof({
  db,
  env,
  matching,
}: {
  db: Database;
  env: Pick<Env, "SOCIAL_PROOF_RATING" | "SOCIAL_PROOF_USERS">;
  matching: MatchingService;
}): Promise<SocialProof> {
  const [ratings, [searches], snapshot] = await Promise.all([
    getRatingSummary({ db }),
    db.select({ n: count() }).from(buyerRequests),
    matching.getSnapshot(),
  ]);
  const categories = new Set<string>();
  for (const vendor of snapshot.bySlug.values())
    for (const category of vendor.categories) categories.add(category);
  return describeSocialProof({
    ratings,
    searches: Number(searches?.n ?? 0),
    vendors: snapshot.bySlug.size,
    categories: categories.size,
    configured: { rating: env.SOCIAL_PROOF_RATING, users: env.SOCIAL_PROOF_USERS },
  });
}
