/** Documents (or dictionary terms) handled between two yields of a snapshot; keeps each slice to a few ms. */
export const DOCS_PER_STEP = 256;
export const TERMS_PER_STEP = 16_384;

/** A unit of work that pauses (`yield`) between short steps; drive it with `runSteps` or a time-sliced loop. */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step at once (tests, scripts, start-up). */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Sorts strings by UTF-16 code units (as `<` compares them) in short steps: a bottom-up merge sort. */
export function* sortSteps(items: string[]): Steps<string[]> {
  let src = items;
  let dst = new Array<string>(items.length);
  const n = items.length;
  let work = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) dst[k++] = src[j]! < src[i]! ? src[j++]! : src[i++]!;
      while (i < mid) dst[k++] = src[i++]!;
      while (j < hi) dst[k++] = src[j++]!;
      work += hi - lo;
      if (work >= TERMS_PER_STEP) {
        work = 0;
        yield;
      }
    }
    [src, dst] = [dst, src];
  }
  return src;
}

/** Lists of doc ids (and optional weights) per key, filled in doc order: counted first, then placed. */
export function countsToOffsets(counts: Int32Array): Int32Array {
  const offsets = new Int32Array(counts.length + 1);
  for (let i = 0; i < counts.length; i++) offsets[i + 1] = offsets[i]! + counts[i]!;
  return offsets;
}
