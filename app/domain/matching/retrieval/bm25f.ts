/**
 * BM25F over an in-memory inverted index in compressed-sparse-row form: one Int32Array of document ids
 * and one Float32Array of saturated term weights for all terms, addressed by per-term offsets. Field
 * weights and length normalization are applied before saturation (Robertson & Zaragoza's BM25F), so a
 * word in the name and the description counts once, strongly, instead of twice.
 */

export interface FieldSpec {
  /** Multiplies the field's normalized term frequency. */
  weight: number;
  /** Length normalization, 0 (none) … 1 (full). */
  b: number;
}

export interface Bm25Params {
  /** Term-frequency saturation. */
  k1: number;
}

export interface WeightedTerm {
  term: string;
  weight: number;
}

/** Sparse result of a query: the documents that matched at least one term, and their scores. */
export interface TextScores {
  /** Dense, indexed by document id; 0 for documents not in `docs`. */
  readonly scores: Float64Array;
  /** Matched document ids, ascending. */
  readonly docs: Int32Array;
  readonly max: number;
}

/**
 * Caller-owned buffers for `score`, docCount entries each, all 0 on entry: a caller ranking many requests reuses
 * them instead of allocating two catalog-sized arrays a query. After use, zero `scores` and `touched` at the
 * returned `docs` to make them reusable.
 */
export interface ScoreBuffers {
  scores: Float64Array;
  touched: Uint8Array;
}

/** Full-text retrieval as the engine uses it; BM25F is one implementation. */
export interface TextRetrieval {
  readonly docCount: number;
  score(query: readonly WeightedTerm[], into?: ScoreBuffers): TextScores;
  /** Inverse document frequency, 0 for unknown terms. */
  idf(term: string): number;
  /** Document frequency. */
  df(term: string): number;
  /** Ascending ids of documents that contain the term in any field. */
  docsWith(term: string): Int32Array;
}

/** Adds documents in id order (0, 1, 2 …), then freezes them into a searchable index. */
export interface Bm25fBuilder {
  /** One array of terms per field, in the order of the field specs. Returns the new document's id. */
  add(fieldTerms: ReadonlyArray<readonly string[]>): number;
  build(): TextRetrieval;
}

class Growable {
  ids = new Int32Array(1 << 16);
  fields = new Uint8Array(1 << 16);
  counts = new Uint16Array(1 << 16);
  length = 0;
  push(id: number, field: number, count: number) {
    if (this.length === this.ids.length) {
      const n = this.ids.length * 2;
      const ids = new Int32Array(n);
      ids.set(this.ids);
      const fields = new Uint8Array(n);
      fields.set(this.fields);
      const counts = new Uint16Array(n);
      counts.set(this.counts);
      this.ids = ids;
      this.fields = fields;
      this.counts = counts;
    }
    this.ids[this.length] = id;
    this.fields[this.length] = field;
    this.counts[this.length] = Math.min(count, 65535);
    this.length++;
  }
}

export function createBm25fBuilder(fields: readonly FieldSpec[], params: Bm25Params): Bm25fBuilder {
  const F = fields.length;
  const termIds = new Map<string, number>();
  const dfList: number[] = [];
  const fieldLen: number[] = [];
  const docStart: number[] = [];
  const entries = new Growable();
  const counts = new Map<number, number>();
  const docTerms = new Set<number>();
  let docCount = 0;
  let built = false;

  function add(fieldTerms: ReadonlyArray<readonly string[]>): number {
    if (built) throw new Error("bm25f: add() after build()");
    docStart.push(entries.length);
    docTerms.clear();
    for (let f = 0; f < F; f++) {
      const terms = fieldTerms[f] ?? [];
      fieldLen.push(terms.length);
      if (terms.length === 0) continue;
      counts.clear();
      for (const t of terms) {
        let id = termIds.get(t);
        if (id === undefined) {
          id = termIds.size;
          termIds.set(t, id);
          dfList.push(0);
        }
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      for (const [id, c] of counts) {
        entries.push(id, f, c);
        if (!docTerms.has(id)) {
          docTerms.add(id);
          dfList[id]!++;
        }
      }
    }
    return docCount++;
  }

  function build(): TextRetrieval {
    built = true;
    docStart.push(entries.length);
    const avgLen = new Float64Array(F);
    for (let d = 0; d < docCount; d++) for (let f = 0; f < F; f++) avgLen[f]! += fieldLen[d * F + f]!;
    for (let f = 0; f < F; f++) avgLen[f] = Math.max(1, avgLen[f]! / Math.max(1, docCount));

    const T = termIds.size;
    const offsets = new Int32Array(T + 1);
    for (let t = 0; t < T; t++) offsets[t + 1] = offsets[t]! + dfList[t]!;
    const postDocs = new Int32Array(offsets[T]!);
    const postSat = new Float32Array(offsets[T]!);
    const cursor = offsets.slice(0, T);
    const tfTilde = new Map<number, number>();
    const k1 = params.k1;

    for (let d = 0; d < docCount; d++) {
      tfTilde.clear();
      for (let e = docStart[d]!; e < docStart[d + 1]!; e++) {
        const f = entries.fields[e]!;
        const spec = fields[f]!;
        const norm = 1 - spec.b + (spec.b * fieldLen[d * F + f]!) / avgLen[f]!;
        const id = entries.ids[e]!;
        tfTilde.set(id, (tfTilde.get(id) ?? 0) + (spec.weight * entries.counts[e]!) / norm);
      }
      for (const [id, tf] of tfTilde) {
        const at = cursor[id]!++;
        postDocs[at] = d;
        postSat[at] = tf / (k1 + tf);
      }
    }

    const idfs = new Float64Array(T);
    for (let t = 0; t < T; t++) {
      const df = dfList[t]!;
      idfs[t] = Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
    }
    return createRetrieval({ docCount, termIds, df: dfList, idf: idfs, offsets, postDocs, postSat });
  }

  return { add, build };
}

/**
 * A frozen BM25F index over precomputed postings. `termIds` may hold more terms than this index knows (a
 * dictionary shared with later versions of the catalog): ids at or past `idf.length` read as unknown terms.
 */
export interface Bm25fParts {
  docCount: number;
  termIds: ReadonlyMap<string, number>;
  df: ArrayLike<number>;
  /** 0 for a term no document contains. */
  idf: Float64Array;
  /** Per term id, where its postings start in postDocs / postSat; one more entry than terms. */
  offsets: Int32Array;
  postDocs: Int32Array;
  /** Saturated, field-weighted term frequency per posting. */
  postSat: Float32Array;
}

export function createRetrieval({
  docCount,
  termIds,
  df: dfList,
  idf: idfs,
  offsets,
  postDocs,
  postSat,
}: Bm25fParts): TextRetrieval {
  const known = idfs.length;
  const lookup = (term: string) => {
    const id = termIds.get(term);
    return id !== undefined && id < known ? id : undefined;
  };
  const EMPTY = new Int32Array(0);
  return {
    docCount,
    idf: (term) => {
      const id = lookup(term);
      return id === undefined ? 0 : idfs[id]!;
    },
    df: (term) => {
      const id = lookup(term);
      return id === undefined ? 0 : dfList[id]!;
    },
    docsWith: (term) => {
      const id = lookup(term);
      return id === undefined ? EMPTY : postDocs.subarray(offsets[id]!, offsets[id + 1]!);
    },
    score(query, into) {
      const scores = into ? into.scores : new Float64Array(docCount);
      const touched = into ? into.touched : new Uint8Array(docCount);
      let list = new Int32Array(64);
      let n = 0;
      for (const { term, weight } of query) {
        const id = lookup(term);
        if (id === undefined || weight <= 0) continue;
        const w = weight * idfs[id]!;
        for (let i = offsets[id]!, end = offsets[id + 1]!; i < end; i++) {
          const d = postDocs[i]!;
          scores[d]! += w * postSat[i]!;
          if (touched[d] === 0) {
            touched[d] = 1;
            if (n === list.length) {
              const grown = new Int32Array(n * 2);
              grown.set(list);
              list = grown;
            }
            list[n++] = d;
          }
        }
      }
      // Ascending ids: sort the matched ones when few, else walk the flags (cheaper than sorting half the catalog).
      let docs: Int32Array;
      if (n * 16 < docCount) docs = list.slice(0, n).sort();
      else {
        docs = new Int32Array(n);
        for (let d = 0, j = 0; j < n; d++) if (touched[d] === 1) docs[j++] = d;
      }
      let max = 0;
      for (let j = 0; j < n; j++) if (scores[docs[j]!]! > max) max = scores[docs[j]!]!;
      return { scores, docs, max };
    },
  };
}

/** Ascending ids present in every list. */
export function intersectSorted(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let acc = sorted[0]!;
  for (let k = 1; k < sorted.length && acc.length > 0; k++) {
    const other = sorted[k]!;
    const out = new Int32Array(acc.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < acc.length; i++) {
      const v = acc[i]!;
      while (j < other.length && other[j]! < v) j++;
      if (j < other.length && other[j] === v) out[n++] = v;
    }
    acc = out.subarray(0, n);
  }
  return acc;
}
