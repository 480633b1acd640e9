import { randomBytes } from "node:crypto";
import type { Database } from "~/db/create-db.server";
import { buyerRequests } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { ENGINE_VERSION, findMatches } from "~/domain/matching";
import type { VendorMatch } from "~/domain/matching/types";
import type { MatchingService } from "./matching-service.server";
import { toMatchView, type VendorMatchView } from "./vendor-view";

/** Vendors returned per search (the API's "up to 20"). */
export const MATCH_LIMIT = 20;

export interface FindVendorMatchesResult {
  vendors: VendorMatchView[];
  requestId: string;
  tookMs: number;
}

/** The stored part of a match: what the results page needs beyond the vendor's current profile. */
export type StoredMatch = Omit<VendorMatch, "name" | "website" | "description" | "features">;

/** An unguessable id: 128 random bits, URL-safe. */
export function newRequestId(): string {
  return randomBytes(16).toString("base64url");
}

/** Ranks vendors for a buyer's problem and stores the search anonymously so the results can be reopened. */
export async function findVendorMatches({
  db,
  matching,
  problem,
  now = new Date(),
}: {
  db: Database;
  matching: MatchingService;
  problem: BusinessProblem;
  now?: Date;
}): Promise<FindVendorMatchesResult> {
  const started = performance.now();
  const { index, bySlug } = await matching.getSnapshot();
  const matches = findMatches(index, problem, { limit: MATCH_LIMIT, currentYear: now.getUTCFullYear() });
  const vendors = matches.map((m) => toMatchView(m, bySlug.get(m.slug)!));
  const tookMs = Math.round(performance.now() - started);
  const requestId = newRequestId();
  const results: StoredMatch[] = matches.map(toStoredMatch);
  await db.insert(buyerRequests).values({
    id: requestId,
    problem,
    results,
    engineVersion: ENGINE_VERSION,
    tookMs,
  });
  return { vendors, requestId, tookMs };
}

function toStoredMatch(match: VendorMatch): StoredMatch {
  const { name: _name, website: _website, description: _description, features: _features, ...stored } = match;
  return stored;
}
