import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import { createMatchIndex, type MatchIndex, parseVocabulary, type Vocabulary } from "~/domain/matching";
import type { Logger } from "~/utils/logger.server";
import { getCatalogVersion } from "./catalog-version.server";
import { rowToCatalogVendor } from "./vendor-records.server";

export const DEFAULT_VOCABULARY_PATH = resolve(process.cwd(), "catalog", "vocabulary.json");

/** Keeps one in-memory search index per catalog version and rebuilds it when the catalog changes. */
export interface MatchingService {
  getIndex(): Promise<MatchIndex>;
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
  let current: { version: number; index: MatchIndex } | null = null;
  let building: { version: number; promise: Promise<MatchIndex> } | null = null;

  async function build(version: number): Promise<MatchIndex> {
    const started = performance.now();
    const rows = await db.select().from(vendors).where(eq(vendors.status, "published"));
    const index = createMatchIndex(rows.map(rowToCatalogVendor), vocabulary);
    current = { version, index };
    logger.info(
      { vendors: rows.length, catalogVersion: version, ms: Math.round(performance.now() - started) },
      "search index built",
    );
    return index;
  }

  return {
    vocabulary,
    async getIndex() {
      const version = await getCatalogVersion(db);
      if (current?.version === version) return current.index;
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
