import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import { createMatchIndex, type MatchIndex, parseVocabulary, type Vocabulary } from "~/domain/matching";
import type { CatalogVendor } from "~/domain/matching/types";
import type { Logger } from "~/utils/logger.server";
import { getCatalogVersion } from "./catalog-version.server";
import { rowToCatalogVendor } from "./vendor-records.server";

export const DEFAULT_VOCABULARY_PATH = resolve(process.cwd(), "catalog", "vocabulary.json");

/** The published catalog at one version: the search index and the vendors it was built from. */
export interface CatalogSnapshot {
  version: number;
  index: MatchIndex;
  bySlug: ReadonlyMap<string, CatalogVendor>;
}

/** Keeps one in-memory search index per catalog version and rebuilds it when the catalog changes. */
export interface MatchingService {
  getSnapshot(): Promise<CatalogSnapshot>;
  readonly vocabulary: Vocabulary;
}

export async function loadVocabulary(path = DEFAULT_VOCABULARY_PATH): Promise<Vocabulary> {
  return parseVocabulary(JSON.parse(await readFile(path, "utf8")));
}

export function createMatchingService({
  db,
  logger,
  vocabulary,
}: {
  db: Database;
  logger: Logger;
  vocabulary: Vocabulary;
}): MatchingService {
  let current: CatalogSnapshot | null = null;
  let building: { version: number; promise: Promise<CatalogSnapshot> } | null = null;

  async function build(version: number): Promise<CatalogSnapshot> {
    const started = performance.now();
    const rows = await db.select().from(vendors).where(eq(vendors.status, "published"));
    const catalog = rows.map(rowToCatalogVendor);
    const snapshot: CatalogSnapshot = {
      version,
      index: createMatchIndex(catalog, vocabulary),
      bySlug: new Map(catalog.map((v) => [v.slug, v])),
    };
    current = snapshot;
    logger.info(
      { vendors: rows.length, catalogVersion: version, ms: Math.round(performance.now() - started) },
      "search index built",
    );
    return snapshot;
  }

  return {
    vocabulary,
    async getSnapshot() {
      const version = await getCatalogVersion(db);
      if (current?.version === version) return current;
      if (building?.version !== version) {
        const promise = build(version).finally(() => {
          if (building?.promise === promise) building = null;
        });
        building = { version, promise };
      }
      return building.promise;
    },
  };
}
