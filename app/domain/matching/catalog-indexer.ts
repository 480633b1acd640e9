import { BM25_K1, DEFAULT_FIELD_SPECS, ENGINE_VERSION } from "./constants";
import { staticCredibility } from "./factors/credibility";
import type { CapabilityPostings, MatchIndex } from "./match-index";
import { createRetrieval } from "./retrieval/bm25f";
import { createProductNameTable, productNameKeys } from "./retrieval/product-names";
import type { CatalogVendor } from "./types";
import {
  type CompiledVocabulary,
  compileVocabulary,
  type LicenseClass,
} from "./understanding/compiled-vocabulary";
import { analyzeVendor, TEXT_FIELDS } from "./vendor-analysis";
import type { Vocabulary } from "./vocabulary";

/** A lowercase word found in more than this share of vendors' text is not read as a product name. */
const COMMON_WORD_DOC_SHARE = 0.003;

/** Documents (or dictionary terms) handled between two yields of a snapshot; keeps each slice to a few ms. */
const DOCS_PER_STEP = 256;
const TERMS_PER_STEP = 16_384;

/** A unit of work that pauses (`yield`) between short steps; drive it with `runSteps` or a time-sliced loop. */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step at once (tests, scripts, start-up). */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** A catalog change: vendors added or replaced (by slug) and slugs removed (unpublished or deleted). */
export interface CatalogChanges {
  upsert?: readonly CatalogVendor[];
  remove?: readonly string[];
}

/**
 * The catalog kept as per-vendor analyses, so a change re-reads only the vendors it touches. Each snapshot
 * recomputes every statistic that depends on the whole catalog (document ids in slug order, document
 * frequencies, average field lengths, saturated term weights, category and profile ids, product names) with
 * the same arithmetic as a build from scratch — createMatchIndex is this indexer run once — so an updated
 * index ranks exactly like a fresh one. Snapshots are immutable; the indexer is not shared between threads.
 */
export interface CatalogIndexer {
  /** Vendors currently held. */
  readonly size: number;
  /**
   * Drops the removed slugs and analyzes the upserted vendors (one step each; a later one replaces an earlier
   * one with the same slug). Takes effect in the next snapshot.
   */
  update(changes: CatalogChanges): Steps<void>;
  /** Freezes the current catalog into a searchable index. */
  snapshot(): Steps<MatchIndex>;
}

interface VendorEntry {
  vendor: CatalogVendor;
  /** Term count per BM25F field. */
  fieldLen: Int32Array;
  /** (term, field, count) triples, field by field, in first-occurrence order within a field. */
  postTerm: Int32Array;
  postField: Uint8Array;
  postCount: Uint16Array;
  /** Distinct term ids of the vendor. */
  terms: Int32Array;
  categoryCaps: Int32Array;
  categoryAffinity: number[];
  textCaps: Int32Array;
  textStrength: number[];
  features: Int32Array;
  declaredIndustries: number;
  mentionedIndustries: number;
  /** Distinct categories as written, in order. */
  categories: string[];
  deployment: number;
  companySize: number;
  region: number;
  startingPrice: number;
  bandMin: number;
  bandMax: number;
  freeTier: number;
  foundedYear: number;
  credibility: number;
  licenseClass: LicenseClass;
  complianceMask: number;
  industryLabels: readonly string[];
  productKeys: string[];
}

const NONE: readonly string[] = [];

function compareVendors(a: CatalogVendor, b: CatalogVendor): number {
  if (a.slug !== b.slug) return a.slug < b.slug ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.description < b.description ? -1 : a.description > b.description ? 1 : 0;
}

/** One vendor per slug: the first by (slug, name, description), as a build from scratch has always chosen. */
function distinctBySlug(vendors: readonly CatalogVendor[]): CatalogVendor[] {
  return [...vendors].sort(compareVendors).filter((v, i, all) => i === 0 || all[i - 1]!.slug !== v.slug);
}

function analyzeEntry(
  vocab: CompiledVocabulary,
  termIds: Map<string, number>,
  complianceSets: ReadonlyArray<ReadonlySet<string>>,
  certificationKey: (c: string) => string,
  v: CatalogVendor,
): VendorEntry {
  const a = analyzeVendor(vocab, v);
  const F = TEXT_FIELDS.length;
  const fieldLen = new Int32Array(F);
  const postTerm: number[] = [];
  const postField: number[] = [];
  const postCount: number[] = [];
  const terms: number[] = [];
  const seen = new Set<number>();
  const counts = new Map<number, number>();
  for (let f = 0; f < F; f++) {
    const fieldTerms = a.fieldTerms[f] ?? [];
    fieldLen[f] = fieldTerms.length;
    if (fieldTerms.length === 0) continue;
    counts.clear();
    for (const t of fieldTerms) {
      let id = termIds.get(t);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(t, id);
      }
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, c] of counts) {
      postTerm.push(id);
      postField.push(f);
      postCount.push(Math.min(c, 65535));
      if (!seen.has(id)) {
        seen.add(id);
        terms.push(id);
      }
    }
  }

  const affinities = [...a.categoryAffinity].sort((x, y) => x[0] - y[0]);
  let complianceMask = 0;
  if (v.certifications.length > 0) {
    const keys = new Set(v.certifications.map(certificationKey));
    complianceSets.forEach((set, i) => {
      for (const k of set) if (keys.has(k)) complianceMask |= 1 << i;
    });
  }
  const price = v.pricing.startingPriceEurPerYear;
  const band = vocab.priceBand(v.pricing.model);
  return {
    vendor: v,
    fieldLen,
    postTerm: Int32Array.from(postTerm),
    postField: Uint8Array.from(postField),
    postCount: Uint16Array.from(postCount),
    terms: Int32Array.from(terms),
    categoryCaps: Int32Array.from(affinities, (x) => x[0]),
    categoryAffinity: affinities.map((x) => x[1]),
    textCaps: Int32Array.from(a.textCapabilities, (h) => h.capability),
    textStrength: a.textCapabilities.map((h) => h.strength),
    features: Int32Array.from([...a.featureConcepts].sort((x, y) => x - y)),
    declaredIndustries: a.declaredIndustries,
    mentionedIndustries: a.mentionedIndustries,
    categories: [...new Set(v.categories)],
    deployment: vocab.deployments.resolveAll(v.deploymentModels),
    companySize: vocab.companySizes.resolveAll(v.companySizes),
    region: vocab.regions.resolveAll(v.regions) >>> 0,
    startingPrice: price !== null && Number.isFinite(price) && price >= 0 ? price : Number.NaN,
    bandMin: band ? band.min : Number.NaN,
    bandMax: band ? (band.max ?? Number.POSITIVE_INFINITY) : Number.NaN,
    freeTier: v.pricing.freeTier === null ? -1 : v.pricing.freeTier ? 1 : 0,
    foundedYear: v.foundedYear !== null && Number.isFinite(v.foundedYear) ? Math.trunc(v.foundedYear) : 0,
    credibility: staticCredibility(v),
    licenseClass: vocab.licenseClass(v.license),
    complianceMask: complianceMask >>> 0,
    industryLabels:
      v.industries.length === 0 ? NONE : v.industries.map((i) => vocab.tokenizer.terms(i).join(" ")),
    productKeys: productNameKeys(v),
  };
}

/** Sorts strings by UTF-16 code units (as `<` compares them) in short steps: a bottom-up merge sort. */
function* sortSteps(items: string[]): Steps<string[]> {
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

/** Compiling a vocabulary costs more than indexing a small catalog; vocabularies are immutable once parsed. */
const compiled = new WeakMap<Vocabulary, CompiledVocabulary>();

function compiledVocabulary(vocabulary: Vocabulary): CompiledVocabulary {
  let vocab = compiled.get(vocabulary);
  if (!vocab) {
    vocab = compileVocabulary(vocabulary);
    compiled.set(vocabulary, vocab);
  }
  return vocab;
}

export function createCatalogIndexer(vocabulary: Vocabulary): CatalogIndexer {
  const vocab = compiledVocabulary(vocabulary);
  const F = TEXT_FIELDS.length;
  const specs = TEXT_FIELDS.map((f) => DEFAULT_FIELD_SPECS[f]);
  const capCount = vocabulary.capabilities.length;
  const certificationKey = (c: string) =>
    vocab.tokenizer
      .analyze(c)
      .map((w) => w.raw)
      .join(" ");
  const complianceSets = vocab.constraintCertifications.map(
    (set) => new Set([...set].map((c) => certificationKey(c))),
  );
  /**
   * Term → id, only ever appended to, and shared by every snapshot: a snapshot reads ids past its own
   * term count as unknown words. Terms no vendor uses any more stay (df 0, idf 0) until the process restarts.
   */
  const termIds = new Map<string, number>();
  const entries = new Map<string, VendorEntry>();
  /** Slugs in order as of the last snapshot, and what changed since. */
  let order: string[] = [];
  const added = new Set<string>();
  let removed = false;

  function* update({ upsert = [], remove = [] }: CatalogChanges): Steps<void> {
    for (const slug of remove) {
      if (entries.delete(slug)) {
        if (!added.delete(slug)) removed = true;
      }
    }
    for (const v of upsert) {
      if (!entries.has(v.slug)) added.add(v.slug);
      entries.set(v.slug, analyzeEntry(vocab, termIds, complianceSets, certificationKey, v));
      yield;
    }
  }

  function* currentOrder(): Steps<string[]> {
    if (added.size === 0 && !removed) return order;
    const kept = removed ? order.filter((s) => entries.has(s) && !added.has(s)) : order;
    yield;
    const fresh = yield* sortSteps([...added]);
    const merged = new Array<string>(kept.length + fresh.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length && j < fresh.length) merged[k++] = fresh[j]! < kept[i]! ? fresh[j++]! : kept[i++]!;
    while (i < kept.length) merged[k++] = kept[i++]!;
    while (j < fresh.length) merged[k++] = fresh[j++]!;
    order = merged;
    added.clear();
    removed = false;
    yield;
    return order;
  }

  function* snapshot(): Steps<MatchIndex> {
    const slugs = yield* currentOrder();
    const N = slugs.length;
    const T = termIds.size;
    const docEntries = new Array<VendorEntry>(N);
    const sorted = new Array<CatalogVendor>(N);
    const docBySlug = new Map<string, number>();

    const df = new Int32Array(T);
    const lengthSum = new Float64Array(F);
    const byCategory = Array.from({ length: capCount }, () => ({
      docs: [] as number[],
      weights: [] as number[],
    }));
    const byText = Array.from({ length: capCount }, () => ({
      docs: [] as number[],
      weights: [] as number[],
    }));
    const featureLists: number[][] = vocabulary.features.map(() => []);
    const industryDeclared = new Uint32Array(N);
    const industryMentioned = new Uint32Array(N);
    const declaresIndustries = new Uint8Array(N);
    const deploymentMask = new Uint8Array(N);
    const companySizeMask = new Uint8Array(N);
    const regionMask = new Uint32Array(N);
    const startingPrice = new Float64Array(N);
    const bandMin = new Float64Array(N);
    const bandMax = new Float64Array(N);
    const freeTier = new Int8Array(N);
    const foundedYear = new Int32Array(N);
    const credibilityStatic = new Float32Array(N);
    const categoryIds = new Map<string, number>();
    const categorySizes: number[] = [];
    const docCategoryStart = new Int32Array(N + 1);
    const docCategoryList: number[] = [];
    const qualificationProfile = new Int32Array(N);
    const profiles = new Map<string, number>();
    const declaredIndustryLabels = new Array<readonly string[]>(N);
    const licenseClass = new Array<LicenseClass>(N);
    const complianceMask = new Uint32Array(N);
    const productNames = createProductNameTable();

    for (let d = 0; d < N; d++) {
      const e = entries.get(slugs[d]!)!;
      const v = e.vendor;
      docEntries[d] = e;
      sorted[d] = v;
      docBySlug.set(v.slug, d);
      for (let f = 0; f < F; f++) lengthSum[f]! += e.fieldLen[f]!;
      for (let i = 0; i < e.terms.length; i++) df[e.terms[i]!]!++;
      for (let i = 0; i < e.categoryCaps.length; i++) {
        const p = byCategory[e.categoryCaps[i]!]!;
        p.docs.push(d);
        p.weights.push(e.categoryAffinity[i]!);
      }
      for (let i = 0; i < e.textCaps.length; i++) {
        const p = byText[e.textCaps[i]!]!;
        p.docs.push(d);
        p.weights.push(e.textStrength[i]!);
      }
      for (let i = 0; i < e.features.length; i++) featureLists[e.features[i]!]!.push(d);
      industryDeclared[d] = e.declaredIndustries;
      declaresIndustries[d] = v.industries.length > 0 ? 1 : 0;
      industryMentioned[d] = e.mentionedIndustries;
      docCategoryStart[d] = docCategoryList.length;
      for (const c of e.categories) {
        let id = categoryIds.get(c);
        if (id === undefined) {
          id = categoryIds.size;
          categoryIds.set(c, id);
          categorySizes.push(0);
        }
        categorySizes[id]!++;
        docCategoryList.push(id);
      }
      deploymentMask[d] = e.deployment;
      companySizeMask[d] = e.companySize;
      regionMask[d] = e.region;
      startingPrice[d] = e.startingPrice;
      bandMin[d] = e.bandMin;
      bandMax[d] = e.bandMax;
      freeTier[d] = e.freeTier;
      foundedYear[d] = e.foundedYear;
      credibilityStatic[d] = e.credibility;
      licenseClass[d] = e.licenseClass;
      complianceMask[d] = e.complianceMask;
      const key = `${deploymentMask[d]}|${companySizeMask[d]}|${regionMask[d]}|${startingPrice[d]}|${bandMin[d]}|${bandMax[d]}|${freeTier[d]}|${complianceMask[d]}|${v.license ?? ""}`;
      let profile = profiles.get(key);
      if (profile === undefined) {
        profile = profiles.size;
        profiles.set(key, profile);
      }
      qualificationProfile[d] = profile;
      declaredIndustryLabels[d] = e.industryLabels;
      productNames.add(e.productKeys, d);
      if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
    }
    docCategoryStart[N] = docCategoryList.length;

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
        postSat[at] = tf / (BM25_K1 + tf);
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
    const text = createRetrieval({ docCount: N, termIds, df, idf, offsets, postDocs, postSat });
    yield;

    const maxCommonDf = Math.max(3, N * COMMON_WORD_DOC_SHARE);
    const products = productNames.lookup((word) => {
      const terms = vocab.tokenizer.terms(word);
      return terms.length !== 1 || vocab.filler.has(terms[0]!) || text.df(terms[0]!) > maxCommonDf;
    });
    const freeze = (p: { docs: number[]; weights: number[] }): CapabilityPostings => ({
      docs: Int32Array.from(p.docs),
      weights: Float32Array.from(p.weights),
    });

    return {
      engineVersion: ENGINE_VERSION,
      vocabularyVersion: vocabulary.version,
      size: N,
      vendors: sorted,
      docBySlug,
      vocab,
      text,
      capabilityByCategory: byCategory.map(freeze),
      capabilityByText: byText.map(freeze),
      categoryNames: [...categoryIds.keys()],
      categorySize: Int32Array.from(categorySizes),
      docCategoryStart,
      docCategories: Int32Array.from(docCategoryList),
      featureDocs: featureLists.map((l) => Int32Array.from(l)),
      industryDeclared,
      industryMentioned,
      declaresIndustries,
      deploymentMask,
      companySizeMask,
      regionMask,
      startingPrice,
      bandMin,
      bandMax,
      freeTier,
      foundedYear,
      credibilityStatic,
      qualificationProfile,
      qualificationProfileCount: profiles.size,
      declaredIndustryLabels,
      deploymentBits: {
        cloud: vocab.deployments.bit("cloud"),
        onPremise: vocab.deployments.bit("on-premise"),
        hybrid: vocab.deployments.bit("hybrid"),
        mobile: vocab.deployments.bit("mobile-app"),
      },
      licenseClass,
      complianceMask,
      products,
    };
  }

  return {
    get size() {
      return entries.size;
    },
    update,
    snapshot,
  };
}

/** Builds the in-memory index over the whole catalog. Vendor order in the input does not matter. */
export function createMatchIndex(vendors: readonly CatalogVendor[], vocabulary: Vocabulary): MatchIndex {
  const indexer = createCatalogIndexer(vocabulary);
  runSteps(indexer.update({ upsert: distinctBySlug(vendors) }));
  return runSteps(indexer.snapshot());
}
