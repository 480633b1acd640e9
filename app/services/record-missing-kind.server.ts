import { desc, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { missingKindSearches } from "~/db/schema";
import type { MissingKind } from "~/domain/matching/types";

/** Counts one search whose needed kind the catalog lacked: the kind alone, nothing about the buyer. */
export async function recordMissingKind({
  db,
  kind,
}: {
  db: Database;
  kind: Pick<MissingKind, "id" | "name">;
}) {
  await db
    .insert(missingKindSearches)
    .values({ kindId: kind.id, kindName: kind.name, searches: 1 })
    .onConflictDoUpdate({
      target: missingKindSearches.kindId,
      set: {
        kindName: kind.name,
        searches: sql`${missingKindSearches.searches} + 1`,
        lastAskedAt: sql`now()`,
      },
    });
}

/** Kinds buyers asked for that the catalog lacked, most asked first. */
export async function findMissingKinds({ db, limit = 50 }: { db: Database; limit?: number }) {
  return db
    .select({
      kindId: missingKindSearches.kindId,
      kindName: missingKindSearches.kindName,
      searches: missingKindSearches.searches,
      firstAskedAt: missingKindSearches.firstAskedAt,
      lastAskedAt: missingKindSearches.lastAskedAt,
    })
    .from(missingKindSearches)
    .orderBy(desc(missingKindSearches.searches), desc(missingKindSearches.lastAskedAt))
    .limit(limit);
}
