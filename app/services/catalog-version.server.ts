import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { catalogState } from "~/db/schema";

/** The NOTIFY channel of each version bump, sent at commit (drizzle/0025_catalog_change_notify.sql). */
export const CATALOG_CHANNEL = "saasmatch_catalog";

type Executor = Pick<Database, "insert" | "select">;

/**
 * Marks every in-memory search index stale; call inside the transaction that changes vendors. A trigger stamps
 * the vendor rows this transaction changed with the new version (drizzle/0009_vendor_change_stamps.sql).
 */
export async function bumpCatalogVersion(db: Executor): Promise<void> {
  await db
    .insert(catalogState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogState.id,
      set: { version: sql`${catalogState.version} + 1`, updatedAt: sql`now()` },
    });
}

export async function getCatalogVersion(db: Executor): Promise<number> {
  const rows = await db
    .select({ version: catalogState.version })
    .from(catalogState)
    .where(eq(catalogState.id, 1));
  return rows[0]?.version ?? 0;
}

/** The catalog version and the last version at which vendors were deleted (see catalogState). */
export interface CatalogState {
  version: number;
  rebuiltVersion: number;
}

export async function getCatalogState(db: Executor): Promise<CatalogState> {
  const rows = await db
    .select({ version: catalogState.version, rebuiltVersion: catalogState.rebuiltVersion })
    .from(catalogState)
    .where(eq(catalogState.id, 1));
  return rows[0] ?? { version: 0, rebuiltVersion: 0 };
}
