import type { MatchIndex } from "../match-index";
import type { ScoreBuffers } from "../retrieval/bm25f";

/**
 * Catalog-sized buffers of one search, reused by the next search on the same index instead of allocating
 * ~44 bytes per vendor each time (at 100k vendors, 4 MB a search and the garbage collections that follow).
 * Every buffer is all 0 between searches: each stage records in `written` what it wrote, and release zeroes
 * just that.
 */
export interface Workspace {
  core: ScoreBuffers;
  industry: ScoreBuffers;
  catMax: Float32Array;
  catSum: Float32Array;
  conceptMax: Float32Array;
  conceptSum: Float32Array;
  candidate: Uint8Array;
  /** The vendors marked as candidates, in the order marked; `written.markedCount` of them. */
  marked: Int32Array;
  fits: Float32Array;
  coverage: Uint32Array;
  /** What the search wrote, for release. */
  written: {
    core: Int32Array | null;
    industry: Int32Array | null;
    cat: number[] | null;
    concept: number[] | null;
    markedCount: number;
    candidates: Int32Array | null;
    coverage: readonly Int32Array[] | null;
  };
}

const pools = new WeakMap<MatchIndex, Workspace[]>();

/** At most this many idle workspaces are kept per index (searches are synchronous; two cover re-entrancy). */
const POOL_SIZE = 2;

/**
 * Runs `search` with a workspace of `index`'s size. A search that threw may have left its buffers dirty: they
 * are dropped, not reused.
 */
export function withWorkspace<T>(index: MatchIndex, search: (ws: Workspace) => T): T {
  const ws = acquire(index);
  const result = search(ws);
  release(index, ws);
  return result;
}

function acquire(index: MatchIndex): Workspace {
  const free = pools.get(index)?.pop();
  if (free) return free;
  const n = index.size;
  return {
    core: { scores: new Float64Array(n), touched: new Uint8Array(n) },
    industry: { scores: new Float64Array(n), touched: new Uint8Array(n) },
    catMax: new Float32Array(n),
    catSum: new Float32Array(n),
    conceptMax: new Float32Array(n),
    conceptSum: new Float32Array(n),
    candidate: new Uint8Array(n),
    marked: new Int32Array(n),
    fits: new Float32Array(n),
    coverage: new Uint32Array(n),
    written: nothingWritten(),
  };
}

function nothingWritten(): Workspace["written"] {
  return {
    core: null,
    industry: null,
    cat: null,
    concept: null,
    markedCount: 0,
    candidates: null,
    coverage: null,
  };
}

function release(index: MatchIndex, ws: Workspace): void {
  const w = ws.written;
  for (const [buffers, docs] of [
    [ws.core, w.core],
    [ws.industry, w.industry],
  ] as const) {
    if (!docs) continue;
    for (const d of docs) {
      buffers.scores[d] = 0;
      buffers.touched[d] = 0;
    }
  }
  if (w.cat) for (const d of w.cat) ws.catMax[d] = ws.catSum[d] = 0;
  if (w.concept) for (const d of w.concept) ws.conceptMax[d] = ws.conceptSum[d] = 0;
  for (let i = 0; i < w.markedCount; i++) ws.candidate[ws.marked[i]!] = 0;
  if (w.candidates) for (const d of w.candidates) ws.fits[d] = 0;
  if (w.coverage) for (const docs of w.coverage) for (const d of docs) ws.coverage[d] = 0;
  ws.written = nothingWritten();
  let pool = pools.get(index);
  if (!pool) {
    pool = [];
    pools.set(index, pool);
  }
  if (pool.length < POOL_SIZE) pool.push(ws);
}
