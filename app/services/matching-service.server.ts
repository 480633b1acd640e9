import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import {
  createMatchIndex,
  findMatches,
  type MatchIndex,
  parseVocabulary,
  type Vocabulary,
} from "~/domain/matching";
import type { CatalogVendor } from "~/domain/matching/types";
import type { Logger } from "~/utils/logger.server";
import type { AiConfig } from "./ai/ai-config.server";
import { buildEmbeddingIndex, type EmbeddingIndex } from "./ai/embedding-index.server";
import { getCatalogVersion } from "./catalog-version.server";
import { rowToCatalogVendor } from "./vendor-records.server";

export const DEFAULT_VOCABULARY_PATH = resolve(process.cwd(), "catalog", "vocabulary.json");

/** The published catalog at one version: the search index and the vendors it was built from. */
export interface CatalogSnapshot {
  version: number;
  index: MatchIndex;
  bySlug: ReadonlyMap<string, CatalogVendor>;
  /** Vendor embeddings, once built in the background (only with EMBEDDINGS_* configured). */
  embeddings: EmbeddingIndex | null;
}

/** Keeps one in-memory search index per catalog version and rebuilds it when the catalog changes. */
export interface MatchingService {
  getSnapshot(): Promise<CatalogSnapshot>;
  /**
   * Checks the catalog version every `intervalMs` off the request path and rebuilds the index in the
   * background when it changed; meanwhile getSnapshot answers from memory without a query. Returns stop().
   */
  startPolling(intervalMs: number): () => void;
  readonly vocabulary: Vocabulary;
  readonly ai: AiConfig;
  readonly logger: Logger;
}

export async function loadVocabulary(path = DEFAULT_VOCABULARY_PATH): Promise<Vocabulary> {
  return parseVocabulary(JSON.parse(await readFile(path, "utf8")));
}

/**
 * A few representative searches run once per new index, so the first buyers don't pay for the
 * JavaScript engine compiling the ranking code. They are ordinary phrasings, not tuned queries.
 */
const WARM_UP_PROBLEMS = [
  "We keep losing track of customer emails and need a shared support inbox",
  "Payroll and holiday requests for our staff are done in spreadsheets",
  "We want customers to book appointments online and get reminders",
  "Our warehouse stock counts are wrong and orders ship late",
];

function warmUp(index: MatchIndex): void {
  for (const problem of WARM_UP_PROBLEMS) {
    findMatches(
      index,
      {
        problem,
        industry: "Retail",
        features: ["API Access", "Mobile Support"],
        timeline: "1–3 months",
        company_size: "SMB",
        budget_range: "€5,000 – €20,000/year",
        deployment_model: ["Cloud / SaaS"],
        region_focus: "Europe",
        buyer_role: "Manager",
      },
      { limit: 20, currentYear: new Date().getUTCFullYear() },
    );
  }
}

/** Embedding the whole catalog may take a while; it never blocks searches, which stay lexical until it is ready. */
const EMBEDDING_BUILD_TIMEOUT_MS = 10 * 60_000;

export function createMatchingService({
  db,
  logger,
  vocabulary,
  ai = { timeoutMs: 5000 },
}: {
  db: Database;
  logger: Logger;
  vocabulary: Vocabulary;
  ai?: AiConfig;
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
      embeddings: null,
    };
    warmUp(snapshot.index);
    current = snapshot;
    if (ai.embeddings) {
      const config = ai.embeddings;
      buildEmbeddingIndex(config, catalog, AbortSignal.timeout(EMBEDDING_BUILD_TIMEOUT_MS)).then(
        (embeddings) => {
          snapshot.embeddings = embeddings;
          logger.info({ vendors: catalog.length, catalogVersion: version }, "vendor embeddings ready");
        },
        (error) => logger.warn({ err: error }, "vendor embeddings unavailable; matching stays lexical"),
      );
    }
    logger.info(
      { vendors: rows.length, catalogVersion: version, ms: Math.round(performance.now() - started) },
      "search index built",
    );
    return snapshot;
  }

  /** When the version was last read by the poller; 0 while not polling. */
  let checkedAt = 0;
  let pollMs = 0;

  function snapshotFor(version: number): Promise<CatalogSnapshot> {
    if (current?.version === version) return Promise.resolve(current);
    if (building?.version !== version) {
      const promise = build(version).finally(() => {
        if (building?.promise === promise) building = null;
      });
      building = { version, promise };
    }
    return building.promise;
  }

  return {
    vocabulary,
    ai,
    logger,
    async getSnapshot() {
      // A poller that stopped answering (database down) must not leave requests on an old catalog for long.
      if (current && pollMs > 0 && performance.now() - checkedAt < pollMs * 3) return current;
      return snapshotFor(await getCatalogVersion(db));
    },
    startPolling(intervalMs) {
      pollMs = intervalMs;
      let polling = false;
      let failing = false;
      const poll = async () => {
        if (polling) return;
        polling = true;
        try {
          const version = await getCatalogVersion(db);
          checkedAt = performance.now();
          if (current?.version !== version) {
            snapshotFor(version).catch((error) =>
              logger.error({ err: error }, "search index rebuild failed"),
            );
          }
          if (failing) logger.info("catalog version check works again");
          failing = false;
        } catch (error) {
          if (!failing) logger.warn({ err: error }, "could not check the catalog version");
          failing = true;
        } finally {
          polling = false;
        }
      };
      void poll();
      const timer = setInterval(poll, intervalMs);
      timer.unref();
      return () => {
        clearInterval(timer);
        pollMs = 0;
      };
    },
  };
}
