/** The k-th largest value (1-based, duplicates counted) of a non-empty array, by quickselect; reorders the array. */
export function kthLargest(values: Float64Array | Float32Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target]!;
  }
  return values[target]!;
}

/**
 * The k-th largest of `values[ids[i]]` (1-based, duplicates counted; 1 ≤ k ≤ ids.length) with a min-heap of k
 * entries: one pass, no copy of the values.
 */
export function kthLargestOf(values: Float64Array, ids: Int32Array, k: number): number {
  const heap = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    // Sift up.
    let at = i;
    const v = values[ids[i]!]!;
    while (at > 0) {
      const parent = (at - 1) >>> 1;
      if (heap[parent]! <= v) break;
      heap[at] = heap[parent]!;
      at = parent;
    }
    heap[at] = v;
  }
  for (let i = k; i < ids.length; i++) {
    const v = values[ids[i]!]!;
    // An equal value leaves the multiset's k-th largest unchanged.
    if (!(v > heap[0]!)) continue;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= k) break;
      const right = left + 1;
      const child = right < k && heap[right]! < heap[left]! ? right : left;
      if (heap[child]! >= v) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = v;
  }
  return heap[0]!;
}
