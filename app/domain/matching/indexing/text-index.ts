import { createRetrieval, type TextRetrieval } from "../retrieval/bm25f";
import { TEXT_FIELDS } from "../vendor-analysis";
import { DOCS_PER_STEP, type Steps, TERMS_PER_STEP } from "./steps";
import type { VendorEntry } from "./vendor-entry";

/** A BM25F field's weight and length normalization (b, 0..1). */
export interface FieldSpec {
  weight: number;
  b: number;
}

/**
 * The BM25F inverted index of one snapshot: per term, the documents and their pre-saturated weights (field
 * weights applied before saturation, so a word in the name and the description counts once, strongly).
 */
export function* textIndex(
  docEntries: readonly VendorEntry[],
  termIds: ReadonlyMap<string, number>,
  df: Int32Array,
  lengthSum: Float64Array,
  specs: readonly FieldSpec[],
  k1: number,
): Steps<TextRetrieval> {
  const N = docEntries.length;
  const F = TEXT_FIELDS.length;
  const T = df.length;
  const avgLen = new Float64Array(F);
  for (let f = 0; f < F; f++) avgLen[f] = Math.max(1, lengthSum[f]! / Math.max(1, N));
  const offsets = new Int32Array(T + 1);
  for (let t = 0; t < T; t++) offsets[t + 1] = offsets[t]! + df[t]!;
  yield;
  const postDocs = new Int32Array(offsets[T]!);
  const postSat = new Float32Array(offsets[T]!);
  const cursor = offsets.slice(0, T);
  const tfTilde = new Float64Array(T);
  yield;
  for (let d = 0; d < N; d++) {
    const e = docEntries[d]!;
    for (let i = 0; i < e.postTerm.length; i++) {
      const f = e.postField[i]!;
      const spec = specs[f]!;
      const norm = 1 - spec.b + (spec.b * e.fieldLen[f]!) / avgLen[f]!;
      tfTilde[e.postTerm[i]!]! += (spec.weight * e.postCount[i]!) / norm;
    }
    for (let i = 0; i < e.terms.length; i++) {
      const id = e.terms[i]!;
      const tf = tfTilde[id]!;
      const at = cursor[id]!++;
      postDocs[at] = d;
      postSat[at] = tf / (k1 + tf);
      tfTilde[id] = 0;
    }
    if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
  }
  const idf = new Float64Array(T);
  for (let t = 0; t < T; t++) {
    const n = df[t]!;
    if (n > 0) idf[t] = Math.log(1 + (N - n + 0.5) / (n + 0.5));
    if (t % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
  }
  return createRetrieval({ docCount: N, termIds, df, idf, offsets, postDocs, postSat });
}
