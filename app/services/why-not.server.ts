import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, productSuggestions } from "~/db/schema";
import { explainWhyNot, findNamedProducts, tidyName, type WhyNotAnswer } from "~/domain/buyer/why-not";
import { interpretProblem, words } from "~/domain/matching";
import { readStoredSearch, type StoredSearch } from "~/domain/results/stored-search";
import { AppError } from "~/utils/app-error";
import { REQUEST_ID_PATTERN } from "./get-buyer-request.server";
import type { CatalogSnapshot, MatchingService } from "./matching-service.server";

const SEARCH_GONE = "This search no longer exists: it was deleted or has expired.";

/** A stored search and the catalog it is explained against; AppError not_found when the search is unknown. */
async function readSearch(
  db: Database,
  matching: MatchingService,
  requestId: string,
): Promise<{ stored: StoredSearch; createdAt: Date; snapshot: CatalogSnapshot }> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw new AppError("not_found", SEARCH_GONE);
  const [row] = await db
    .select({
      problem: buyerRequests.problem,
      results: buyerRequests.results,
      interpretation: buyerRequests.interpretation,
      createdAt: buyerRequests.createdAt,
    })
    .from(buyerRequests)
    .where(eq(buyerRequests.id, requestId));
  const stored = row ? readStoredSearch(row) : null;
  if (!row || !stored) throw new AppError("not_found", SEARCH_GONE);
  return { stored, createdAt: row.createdAt, snapshot: await matching.getSnapshot() };
}

/**
 * "Why not X?" for a stored search: where the product named ranked in it and why, against the current catalog (the
 * list is the stored one, as the results page shows it: vendors no longer published are left out).
 */
export async function explainStoredWhyNot({
  db,
  matching,
  requestId,
  name,
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
  name: string;
}): Promise<WhyNotAnswer> {
  const { stored, createdAt, snapshot } = await readSearch(db, matching, requestId);
  return explainWhyNot(
    snapshot.index,
    {
      problem: stored.problem,
      shown: stored.verdicts.filter((v) => snapshot.bySlug.has(v.slug)),
      interpretation: stored.interpretation ?? interpretProblem(snapshot.index, stored.problem),
      chosenNeed: stored.chosenNeed,
      currentYear: createdAt.getUTCFullYear(),
    },
    name,
  );
}

/**
 * Stores a buyer's suggestion to add a product the catalog lacks: its name and the kind of software the search
 * needed (read from the stored search, never from the form), counted per name and kind. A name the catalog already
 * has is refused (409): there is nothing to add, and the buyer can ask why it is not on their list.
 */
export async function suggestProduct({
  db,
  matching,
  requestId,
  name,
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
  name: string;
}): Promise<{ name: string; kind: string }> {
  const { stored, snapshot } = await readSearch(db, matching, requestId);
  const tidy = tidyName(name);
  const nameKey = words(tidy).join(" ");
  if (!nameKey) {
    throw new AppError("validation", "Type the product's name in letters or digits.", {
      fields: { name: "Type the product's name in letters or digits." },
    });
  }
  if (findNamedProducts(snapshot.index, tidy)) {
    throw new AppError("conflict", `${tidy} is already in our catalog: ask why it is not on your list.`, {
      fields: { name: `${tidy} is already in our catalog.` },
    });
  }
  const interpretation = stored.interpretation ?? interpretProblem(snapshot.index, stored.problem);
  const kind = stored.chosenNeed ?? interpretation.needs[0] ?? "";
  await db
    .insert(productSuggestions)
    .values({ nameKey, name: tidy, kind, suggestions: 1 })
    .onConflictDoUpdate({
      target: [productSuggestions.nameKey, productSuggestions.kind],
      set: { suggestions: sql`${productSuggestions.suggestions} + 1`, lastSuggestedAt: sql`now()` },
    });
  return { name: tidy, kind };
}

/** Products buyers suggested adding, most suggested first. */
export async function findProductSuggestions({ db, limit = 50 }: { db: Database; limit?: number }) {
  return db
    .select({
      name: productSuggestions.name,
      kind: productSuggestions.kind,
      suggestions: productSuggestions.suggestions,
      firstSuggestedAt: productSuggestions.firstSuggestedAt,
      lastSuggestedAt: productSuggestions.lastSuggestedAt,
    })
    .from(productSuggestions)
    .orderBy(desc(productSuggestions.suggestions), desc(productSuggestions.lastSuggestedAt))
    .limit(limit);
}
