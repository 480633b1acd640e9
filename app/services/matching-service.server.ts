import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { and, asc, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import {
  type CatalogIndexer,
  createCatalogIndexer,
  type MatchIndex,
  parseVocabulary,
  type Steps,
  type Vocabulary,
} from "~/domain/matching";
import type { CatalogVendor } from "~/domain/matching/types";
import type { Logger } from "~/utils/logger.server";
import type { AiConfig } from "./ai/ai-config.server";
import { buildEmbeddingIndex, type EmbeddingIndex } from "./ai/embedding-index.server";
import { type CatalogState, getCatalogState } from "./catalog-version.server";
import { rowToProfile, type VendorRow } from "./vendor-records.server";

export const DEFAULT_VOCABULARY_PATH = resolve(process.cwd(), "catalog", "vocabulary.json");

/** The published catalog at one version: the search index and the vendors it was built from. */
export interface CatalogSnapshot {
  version: number;
  index: MatchIndex;
  bySlug: ReadonlyMap<string, CatalogVendor>;
  /** Vendor embeddings, once built in the background (only with EMBEDDINGS_* configured). */
  embeddings: EmbeddingIndex | null;
}

/**
 * Keeps one in-memory search index per catalog version. A change is applied incrementally (only the vendors
 * changed since the index's version are read and re-analyzed) in short slices between requests, which meanwhile
 * keep searching the previous snapshot; see docs/decisions/013-incremental-index.md.
 */
export interface MatchingService {
  getSnapshot(): Promise<CatalogSnapshot>;
  /**
   * Checks the catalog version every `intervalMs` off the request path and rebuilds the index in the
   * background when it changed; meanwhile getSnapshot answers from memory without a query. Returns stop().
   */
  startPolling(intervalMs: number): () => void;
  /** Checks the catalog version now, off the request path (a NOTIFY said it changed); then as startPolling does. */
  checkNow(): void;
  readonly vocabulary: Vocabulary;
  readonly ai: AiConfig;
  readonly logger: Logger;
}

export async function loadVocabulary(path = DEFAULT_VOCABULARY_PATH): Promise<Vocabulary> {
  return parseVocabulary(JSON.parse(await readFile(path, "utf8")));
}

/** Vendor rows per query while loading changes: reading a page (on the main thread with PGlite) stays short. */
const PAGE_ROWS = 500;
/** How long an index update runs before it lets waiting requests through. */
const SLICE_MS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs the steps in slices of about SLICE_MS, giving the event loop a turn between slices. */
async function runSliced<T>(steps: Steps<T>): Promise<T> {
  let deadline = performance.now() + SLICE_MS;
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (performance.now() >= deadline) {
      await nextTurn();
      deadline = performance.now() + SLICE_MS;
    }
  }
}

/**
 * The index's vendors by slug, read through its own slug map: made in O(1) per snapshot instead of a map of
 * every vendor per catalog version.
 */
export class IndexedVendors implements ReadonlyMap<string, CatalogVendor> {
  constructor(private readonly index: Pick<MatchIndex, "docBySlug" | "vendors">) {}
  get size(): number {
    return this.index.vendors.length;
  }
  get(slug: string): CatalogVendor | undefined {
    const d = this.index.docBySlug.get(slug);
    return d === undefined ? undefined : this.index.vendors[d];
  }
  has(slug: string): boolean {
    return this.index.docBySlug.has(slug);
  }
  *keys(): MapIterator<string> {
    for (const v of this.index.vendors) yield v.slug;
  }
  *values(): MapIterator<CatalogVendor> {
    yield* this.index.vendors;
  }
  *entries(): MapIterator<[string, CatalogVendor]> {
    for (const v of this.index.vendors) yield [v.slug, v];
  }
  [Symbol.iterator](): MapIterator<[string, CatalogVendor]> {
    return this.entries();
  }
  forEach(
    callback: (value: CatalogVendor, key: string, map: ReadonlyMap<string, CatalogVendor>) => void,
  ): void {
    for (const v of this.index.vendors) callback(v, v.slug, this);
  }
}

/**
 * The vendor rows changed since `since` (stamped with a later catalog version, or not stamped yet), or with
 * `since` null every published vendor: in pages by slug, so no single read holds the event loop for long.
 */
async function* changedVendorRows(db: Database, since: number | null): AsyncGenerator<VendorRow[]> {
  const filter: SQL =
    since === null
      ? eq(vendors.status, "published")
      : or(gt(vendors.catalogVersion, since), isNull(vendors.catalogVersion))!;
  let after: string | null = null;
  for (;;) {
    const rows: VendorRow[] = await db
      .select()
      .from(vendors)
      .where(after === null ? filter : and(filter, gt(vendors.slug, after)))
      .orderBy(asc(vendors.slug))
      .limit(PAGE_ROWS);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_ROWS) return;
    after = rows[rows.length - 1]!.slug;
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
  /** The per-vendor analyses behind `current`, and the catalog version they reflect. */
  let indexer: CatalogIndexer | null = null;
  let indexedVersion = 0;
  let updating: { version: number; promise: Promise<CatalogSnapshot> } | null = null;

  async function update(state: CatalogState): Promise<CatalogSnapshot> {
    const started = performance.now();
    // A restore or a deleted vendor (rebuiltVersion), or a database that went back in time: read everything.
    const full = !indexer || state.version < indexedVersion || state.rebuiltVersion > indexedVersion;
    const target = full || !indexer ? createCatalogIndexer(vocabulary) : indexer;
    indexer = null;
    let changed = 0;
    for await (const rows of changedVendorRows(db, full ? null : indexedVersion)) {
      changed += rows.length;
      const upsert = rows.filter((r) => r.status === "published").map(rowToProfile);
      const remove = rows.filter((r) => r.status !== "published").map((r) => r.slug);
      await runSliced(target.update({ upsert, remove }));
    }
    const index = await runSliced(target.snapshot());
    const snapshot: CatalogSnapshot = {
      version: state.version,
      index,
      bySlug: new IndexedVendors(index),
      embeddings: null,
    };
    indexer = target;
    indexedVersion = state.version;
    current = snapshot;
    if (ai.embeddings) {
      const config = ai.embeddings;
      buildEmbeddingIndex(config, index.vendors, AbortSignal.timeout(EMBEDDING_BUILD_TIMEOUT_MS)).then(
        (embeddings) => {
          snapshot.embeddings = embeddings;
          logger.info({ vendors: index.size, catalogVersion: state.version }, "vendor embeddings ready");
        },
        (error) => logger.warn({ err: error }, "vendor embeddings unavailable; matching stays lexical"),
      );
    }
    logger.info(
      {
        vendors: index.size,
        changed,
        full,
        catalogVersion: state.version,
        ms: Math.round(performance.now() - started),
      },
      full ? "search index built" : "search index updated",
    );
    return snapshot;
  }

  /** When the version was last read by the poller; 0 while not polling. */
  let checkedAt = 0;
  let pollMs = 0;

  /** One update at a time, each starting from the snapshot the previous one left. */
  function snapshotFor(state: CatalogState): Promise<CatalogSnapshot> {
    if (current?.version === state.version) return Promise.resolve(current);
    if (updating && updating.version >= state.version) return updating.promise;
    const previous = updating?.promise.catch(() => {}) ?? Promise.resolve();
    const promise: Promise<CatalogSnapshot> = previous
      .then(() => (current?.version === state.version ? current : update(state)))
      .finally(() => {
        if (updating?.promise === promise) updating = null;
      });
    updating = { version: state.version, promise };
    return promise;
  }

  let polling = false;
  /** Set when a check was asked for while one ran: that one may have read the version before the change. */
  let pollAgain = false;
  let failing = false;
  async function poll(asked = false): Promise<void> {
    if (polling) {
      // A timer's check while one runs is skipped; a notified change is checked after it.
      if (asked) pollAgain = true;
      return;
    }
    polling = true;
    try {
      do {
        pollAgain = false;
        const state = await getCatalogState(db);
        checkedAt = performance.now();
        if (current?.version !== state.version) {
          snapshotFor(state).catch((error) => logger.error({ err: error }, "search index update failed"));
        }
      } while (pollAgain);
      if (failing) logger.info("catalog version check works again");
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, "could not check the catalog version");
      failing = true;
    } finally {
      polling = false;
    }
  }

  return {
    vocabulary,
    ai,
    logger,
    async getSnapshot() {
      // A poller that stopped answering (database down) must not leave requests on an old catalog for long.
      if (current && pollMs > 0 && performance.now() - checkedAt < pollMs * 3) return current;
      return snapshotFor(await getCatalogState(db));
    },
    startPolling(intervalMs) {
      pollMs = intervalMs;
      void poll();
      const timer = setInterval(() => void poll(), intervalMs);
      timer.unref();
      return () => {
        clearInterval(timer);
        pollMs = 0;
      };
    },
    checkNow() {
      void poll(true);
    },
  };
}
