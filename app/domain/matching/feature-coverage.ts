import { MAX_REQUESTED_FEATURES, MIN_TEXT_CAPABILITY_STRENGTH } from "./constants";
import type { MatchIndex } from "./match-index";
import { intersectSorted } from "./retrieval/bm25f";
import { binarySearch } from "./retrieval/sorted";
import type { CatalogVendor } from "./types";
import { type RequestedFeature, resolveRequestedFeature } from "./understanding/understand-problem";
import { analyzeVendor } from "./vendor-analysis";

const capabilityDocsCache = new WeakMap<MatchIndex, Map<number, Int32Array>>();

/** Ascending ids of vendors with a capability as a core category or named in their own text (kept per index). */
function capabilityDocs(index: MatchIndex, capability: number): Int32Array {
  let byCapability = capabilityDocsCache.get(index);
  if (!byCapability) {
    byCapability = new Map();
    capabilityDocsCache.set(index, byCapability);
  }
  let docs = byCapability.get(capability);
  if (!docs) {
    docs = computeCapabilityDocs(index, capability);
    byCapability.set(capability, docs);
  }
  return docs;
}

/** Both postings are in document order: their union is a merge, not a set and a sort. */
function computeCapabilityDocs(index: MatchIndex, capability: number): Int32Array {
  const byCat = index.capabilityByCategory[capability]!;
  const byText = index.capabilityByText[capability]!;
  const out = new Int32Array(byCat.docs.length + byText.docs.length);
  let n = 0;
  let i = 0;
  let j = 0;
  const push = (d: number) => {
    if (n === 0 || out[n - 1]! < d) out[n++] = d;
  };
  for (;;) {
    while (i < byCat.docs.length && byCat.weights[i] !== 1) i++;
    while (j < byText.docs.length && !(byText.weights[j]! >= MIN_TEXT_CAPABILITY_STRENGTH)) j++;
    if (i >= byCat.docs.length && j >= byText.docs.length) break;
    if (j >= byText.docs.length || (i < byCat.docs.length && byCat.docs[i]! <= byText.docs[j]!))
      push(byCat.docs[i++]!);
    else push(byText.docs[j++]!);
  }
  return out.slice(0, n);
}

/** Per requested feature, the ascending ids of the vendors that cover it. */
export function requestedCoverageDocs(
  index: MatchIndex,
  features: readonly RequestedFeature[],
): Int32Array[] {
  return features.map((f) => {
    if (f.features.length > 0) return intersectSorted(f.features.map((c) => index.featureDocs[c]!));
    if (f.capabilities.length > 0)
      return intersectSorted(f.capabilities.map((c) => capabilityDocs(index, c)));
    return intersectSorted(f.terms.map((t) => index.text.docsWith(t)));
  });
}

/**
 * Bit i of entry d is set when vendor d covers requested feature i (at most MAX_REQUESTED_FEATURES). `requested` is
 * `requestedCoverageDocs(index, features)` when the caller has it already; `into` (catalog-sized, all 0) is
 * filled instead of a new array.
 */
export function coverageMask(
  index: MatchIndex,
  features: readonly RequestedFeature[],
  requested: readonly Int32Array[] = requestedCoverageDocs(index, features),
  into?: Uint32Array,
): Uint32Array {
  const mask = into ?? new Uint32Array(index.size);
  requested.forEach((docs, i) => {
    if (i >= MAX_REQUESTED_FEATURES) return;
    const bit = (1 << i) >>> 0;
    for (const d of docs) mask[d] = (mask[d]! | bit) >>> 0;
  });
  return mask;
}

/** Requested feature labels (as the buyer wrote them) split into matched and missing for one vendor. */
export function labelsOf(
  features: readonly RequestedFeature[],
  docs: readonly Int32Array[],
  doc: number,
): { matched: string[]; missing: string[] } {
  const matched: string[] = [];
  const missing: string[] = [];
  features.forEach((f, i) => {
    (binarySearch(docs[i]!, doc) >= 0 ? matched : missing).push(f.label);
  });
  return { matched, missing };
}

/**
 * Which requested features a vendor covers, synonyms counted ("SSO" ↔ "Single sign-on (SSO)"). Accepts a slug
 * of an indexed vendor or a vendor record (which need not be indexed). Labels come back as the buyer wrote them.
 */
export function featureCoverage(
  index: MatchIndex,
  vendor: string | CatalogVendor,
  requestedFeatures: readonly string[],
): { matched: string[]; missing: string[] } {
  const record = typeof vendor === "string" ? index.vendors[index.docBySlug.get(vendor) ?? -1] : vendor;
  const labels = requestedFeatures.map((f) => f.trim()).filter(Boolean);
  if (!record) return { matched: [], missing: labels };
  const a = analyzeVendor(index.vocab, record);
  const terms = new Set(a.fieldTerms.flat());
  const matched: string[] = [];
  const missing: string[] = [];
  for (const label of labels) {
    const f = resolveRequestedFeature(index.vocab, label);
    let covered: boolean;
    if (f.features.length > 0) covered = f.features.every((c) => a.featureConcepts.has(c));
    else if (f.capabilities.length > 0) {
      covered = f.capabilities.every(
        (c) =>
          a.categoryAffinity.get(c) === 1 ||
          a.textCapabilities.some((t) => t.capability === c && t.strength >= MIN_TEXT_CAPABILITY_STRENGTH),
      );
    } else covered = f.terms.length > 0 && f.terms.every((t) => terms.has(t));
    (covered ? matched : missing).push(label);
  }
  return { matched, missing };
}
