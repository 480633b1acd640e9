import { BM25_K1, DEFAULT_FIELD_SPECS, ENGINE_VERSION } from "./constants";
import { staticCredibility } from "./factors/credibility";
import type { CapabilityPostings, MatchIndex } from "./match-index";
import { type EngineOptionsOverrides, resolveEngineOptions } from "./options";
import { createRetrieval } from "./retrieval/bm25f";
import { createProductNameTable, type ProductNameTable, productNameKeys } from "./retrieval/product-names";
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
  /** Distinct categories as written, in order, as ids in the indexer's category dictionary. */
  categories: Int32Array;
  /** Id of the vendor's qualification facts in the indexer's profile dictionary. */
  profile: number;
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

/** String → id, only ever appended to, shared by every snapshot of one indexer. */
function internId(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = ids.size;
    ids.set(key, id);
  }
  return id;
}

/** Per-vendor values as the index's typed arrays store them, so a profile key reads exactly what a search sees. */
const asStored = {
  u8: new Uint8Array(1),
  u32: new Uint32Array(1),
  f64: new Float64Array(1),
  i8: new Int8Array(1),
};

/** `value` as an array of `cell`'s type stores it (truncated, wrapped or rounded the same way). */
function stored(cell: Uint8Array | Uint32Array | Float64Array | Int8Array, value: number): number {
  cell[0] = value;
  return cell[0]!;
}

/** What analyzing one vendor reads and extends: the vocabulary and the indexer's id tables, shared by every entry. */
interface EntryContext {
  vocab: CompiledVocabulary;
  /** Term, category and qualification-profile key → id, only ever appended to. */
  termIds: Map<string, number>;
  categoryIds: Map<string, number>;
  profileIds: Map<string, number>;
  /** Per compliance constraint of the vocabulary: the certification keys that meet it. */
  complianceSets: ReadonlyArray<ReadonlySet<string>>;
  certificationKey: (c: string) => string;
}

function analyzeEntry(
  { vocab, termIds, categoryIds, profileIds, complianceSets, certificationKey }: EntryContext,
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
  const price = v.pricing.starting_price_eur_per_year;
  const band = vocab.priceBand(v.pricing.model);
  const deployment = vocab.deployments.resolveAll(v.deployment_models);
  const companySize = vocab.companySizes.resolveAll(v.company_sizes);
  const region = vocab.regions.resolveAll(v.regions) >>> 0;
  const startingPrice = price !== null && Number.isFinite(price) && price >= 0 ? price : Number.NaN;
  const bandMin = band ? band.min : Number.NaN;
  const bandMax = band ? (band.max ?? Number.POSITIVE_INFINITY) : Number.NaN;
  const freeTier = v.pricing.free_tier === null ? -1 : v.pricing.free_tier ? 1 : 0;
  complianceMask >>>= 0;
  const deploymentStored = stored(asStored.u8, deployment);
  const companySizeStored = stored(asStored.u8, companySize);
  const regionStored = stored(asStored.u32, region);
  const priceStored = stored(asStored.f64, startingPrice);
  const bandMinStored = stored(asStored.f64, bandMin);
  const bandMaxStored = stored(asStored.f64, bandMax);
  const freeTierStored = stored(asStored.i8, freeTier);
  const complianceStored = stored(asStored.u32, complianceMask);
  const profileKey = `${deploymentStored}|${companySizeStored}|${regionStored}|${priceStored}|${bandMinStored}|${bandMaxStored}|${freeTierStored}|${complianceStored}|${v.license ?? ""}`;
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
    categories: Int32Array.from(new Set(v.categories), (c) => internId(categoryIds, c)),
    profile: internId(profileIds, profileKey),
    deployment,
    companySize,
    region,
    startingPrice,
    bandMin,
    bandMax,
    freeTier,
    foundedYear: v.founded_year !== null && Number.isFinite(v.founded_year) ? Math.trunc(v.founded_year) : 0,
    credibility: staticCredibility(v),
    licenseClass: vocab.licenseClass(v.license),
    complianceMask,
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

/** What a snapshot leaves for the next one to reuse when no vendor was added or removed since. */
interface Previous {
  slugs: readonly string[];
  docEntries: readonly VendorEntry[];
  vendors: readonly CatalogVendor[];
  docBySlug: ReadonlyMap<string, number>;
  productNames: ProductNameTable;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Lists of doc ids (and optional weights) per key, filled in doc order: counted first, then placed. */
function countsToOffsets(counts: Int32Array): Int32Array {
  const offsets = new Int32Array(counts.length + 1);
  for (let i = 0; i < counts.length; i++) offsets[i + 1] = offsets[i]! + counts[i]!;
  return offsets;
}

/**
 * An indexer over one vocabulary. `options` override DEFAULT_ENGINE_OPTIONS for every search on its snapshots.
 */
export function createCatalogIndexer(
  vocabulary: Vocabulary,
  options: EngineOptionsOverrides = {},
): CatalogIndexer {
  const engineOptions = resolveEngineOptions(options);
  const vocab = compiledVocabulary(vocabulary);
  const F = TEXT_FIELDS.length;
  const specs = TEXT_FIELDS.map((f) => DEFAULT_FIELD_SPECS[f]);
  const capCount = vocabulary.capabilities.length;
  const featureCount = vocabulary.features.length;
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
   * Categories and qualification profiles get ids the same way; a snapshot renumbers the ones it holds in
   * order of first appearance, as a build from scratch numbers them.
   */
  const termIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  const categoryNameById: string[] = [];
  const profileIds = new Map<string, number>();
  const entryContext: EntryContext = {
    vocab,
    termIds,
    categoryIds,
    profileIds,
    complianceSets,
    certificationKey,
  };
  const entries = new Map<string, VendorEntry>();
  /** Slugs in order as of the last snapshot, and what changed since. */
  let order: string[] = [];
  const added = new Set<string>();
  let removed = false;
  /** Slugs held by the last snapshot whose vendor was replaced since. */
  const edited = new Set<string>();
  let previous: Previous | null = null;

  function* update({ upsert = [], remove = [] }: CatalogChanges): Steps<void> {
    for (const slug of remove) {
      if (entries.delete(slug)) {
        edited.delete(slug);
        if (!added.delete(slug)) removed = true;
      }
    }
    for (const v of upsert) {
      if (!entries.has(v.slug)) added.add(v.slug);
      else if (!added.has(v.slug)) edited.add(v.slug);
      const categoriesBefore = categoryIds.size;
      entries.set(v.slug, analyzeEntry(entryContext, v));
      if (categoryIds.size > categoriesBefore) {
        for (const [name, id] of categoryIds) if (id >= categoriesBefore) categoryNameById[id] = name;
      }
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

  /**
   * The documents of the next snapshot. With no vendor added or removed, document ids stay: the previous
   * snapshot's tables are copied (pointer arrays) and patched at the edited vendors, and the slug map and
   * product-name table are shared. Otherwise they are rebuilt in slug order.
   */
  function* documents(): Steps<Previous> {
    const reuse = previous !== null && added.size === 0 && !removed;
    if (reuse && previous) {
      const docEntries = previous.docEntries.slice();
      const vendors = previous.vendors.slice();
      let productNames: ProductNameTable | null = previous.productNames;
      for (const slug of edited) {
        const d = previous.docBySlug.get(slug)!;
        const e = entries.get(slug)!;
        if (!sameKeys(docEntries[d]!.productKeys, e.productKeys)) productNames = null;
        docEntries[d] = e;
        vendors[d] = e.vendor;
      }
      edited.clear();
      yield;
      if (!productNames) productNames = yield* productTable(docEntries);
      return { slugs: previous.slugs, docEntries, vendors, docBySlug: previous.docBySlug, productNames };
    }
    edited.clear();
    const slugs = yield* currentOrder();
    const N = slugs.length;
    const docEntries = new Array<VendorEntry>(N);
    const vendors = new Array<CatalogVendor>(N);
    const docBySlug = new Map<string, number>();
    for (let d = 0; d < N; d++) {
      const e = entries.get(slugs[d]!)!;
      docEntries[d] = e;
      vendors[d] = e.vendor;
      docBySlug.set(e.vendor.slug, d);
      if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
    }
    const productNames = yield* productTable(docEntries);
    return { slugs, docEntries, vendors, docBySlug, productNames };
  }

  function* productTable(docEntries: readonly VendorEntry[]): Steps<ProductNameTable> {
    const table = createProductNameTable();
    for (let d = 0; d < docEntries.length; d++) {
      table.add(docEntries[d]!.productKeys, d);
      if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
    }
    return table;
  }

  function* snapshot(): Steps<MatchIndex> {
    const docs = yield* documents();
    const { docEntries } = docs;
    const N = docEntries.length;
    const T = termIds.size;

    const df = new Int32Array(T);
    const lengthSum = new Float64Array(F);
    const categoryCapCount = new Int32Array(capCount);
    const textCapCount = new Int32Array(capCount);
    const featureCountByConcept = new Int32Array(featureCount);
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
    const docCategoryStart = new Int32Array(N + 1);
    const qualificationProfile = new Int32Array(N);
    const declaredIndustryLabels = new Array<readonly string[]>(N);
    const licenseClass = new Array<LicenseClass>(N);
    const complianceMask = new Uint32Array(N);
    // Categories and profiles numbered in order of first appearance, as a build from scratch numbers them.
    const categoryLocal = new Int32Array(categoryIds.size).fill(-1);
    const categoryNames: string[] = [];
    const categorySizes = new Int32Array(categoryIds.size);
    const profileLocal = new Int32Array(profileIds.size).fill(-1);
    let profileCount = 0;
    let categoryListLength = 0;

    for (let d = 0; d < N; d++) {
      const e = docEntries[d]!;
      for (let f = 0; f < F; f++) lengthSum[f]! += e.fieldLen[f]!;
      for (let i = 0; i < e.terms.length; i++) df[e.terms[i]!]!++;
      for (let i = 0; i < e.categoryCaps.length; i++) categoryCapCount[e.categoryCaps[i]!]!++;
      for (let i = 0; i < e.textCaps.length; i++) textCapCount[e.textCaps[i]!]!++;
      for (let i = 0; i < e.features.length; i++) featureCountByConcept[e.features[i]!]!++;
      industryDeclared[d] = e.declaredIndustries;
      declaresIndustries[d] = e.vendor.industries.length > 0 ? 1 : 0;
      industryMentioned[d] = e.mentionedIndustries;
      docCategoryStart[d] = categoryListLength;
      for (let i = 0; i < e.categories.length; i++) {
        const g = e.categories[i]!;
        let id = categoryLocal[g]!;
        if (id < 0) {
          id = categoryNames.length;
          categoryLocal[g] = id;
          categoryNames.push(categoryNameById[g]!);
        }
        categorySizes[id]!++;
      }
      categoryListLength += e.categories.length;
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
      let profile = profileLocal[e.profile]!;
      if (profile < 0) {
        profile = profileCount++;
        profileLocal[e.profile] = profile;
      }
      qualificationProfile[d] = profile;
      declaredIndustryLabels[d] = e.industryLabels;
      if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
    }
    docCategoryStart[N] = categoryListLength;

    // Per-document lists, placed in document order: category ids, capability and feature postings.
    const docCategories = new Int32Array(categoryListLength);
    const categoryCapStart = countsToOffsets(categoryCapCount);
    const textCapStart = countsToOffsets(textCapCount);
    const featureStart = countsToOffsets(featureCountByConcept);
    const categoryCapDocs = new Int32Array(categoryCapStart[capCount]!);
    const categoryCapWeights = new Float32Array(categoryCapStart[capCount]!);
    const textCapDocs = new Int32Array(textCapStart[capCount]!);
    const textCapWeights = new Float32Array(textCapStart[capCount]!);
    const featureDocsAll = new Int32Array(featureStart[featureCount]!);
    const categoryCapAt = categoryCapStart.slice(0, capCount);
    const textCapAt = textCapStart.slice(0, capCount);
    const featureAt = featureStart.slice(0, featureCount);
    yield;
    for (let d = 0; d < N; d++) {
      const e = docEntries[d]!;
      let at = docCategoryStart[d]!;
      for (let i = 0; i < e.categories.length; i++) docCategories[at++] = categoryLocal[e.categories[i]!]!;
      for (let i = 0; i < e.categoryCaps.length; i++) {
        const j = categoryCapAt[e.categoryCaps[i]!]!++;
        categoryCapDocs[j] = d;
        categoryCapWeights[j] = e.categoryAffinity[i]!;
      }
      for (let i = 0; i < e.textCaps.length; i++) {
        const j = textCapAt[e.textCaps[i]!]!++;
        textCapDocs[j] = d;
        textCapWeights[j] = e.textStrength[i]!;
      }
      for (let i = 0; i < e.features.length; i++) featureDocsAll[featureAt[e.features[i]!]!++] = d;
      if (d % (4 * DOCS_PER_STEP) === 4 * DOCS_PER_STEP - 1) yield;
    }
    const postings = (start: Int32Array, docs: Int32Array, weights: Float32Array, c: number) => ({
      docs: docs.slice(start[c]!, start[c + 1]!),
      weights: weights.slice(start[c]!, start[c + 1]!),
    });
    const capabilityByCategory: CapabilityPostings[] = [];
    const capabilityByText: CapabilityPostings[] = [];
    for (let c = 0; c < capCount; c++) {
      capabilityByCategory.push(postings(categoryCapStart, categoryCapDocs, categoryCapWeights, c));
      capabilityByText.push(postings(textCapStart, textCapDocs, textCapWeights, c));
    }
    const featureDocs: Int32Array[] = [];
    for (let c = 0; c < featureCount; c++)
      featureDocs.push(featureDocsAll.slice(featureStart[c]!, featureStart[c + 1]!));

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
    const products = docs.productNames.lookup((word) => {
      const terms = vocab.tokenizer.terms(word);
      return terms.length !== 1 || vocab.filler.has(terms[0]!) || text.df(terms[0]!) > maxCommonDf;
    });
    previous = docs;

    return {
      engineVersion: ENGINE_VERSION,
      vocabularyVersion: vocabulary.version,
      options: engineOptions,
      size: N,
      vendors: docs.vendors,
      docBySlug: docs.docBySlug,
      vocab,
      text,
      capabilityByCategory,
      capabilityByText,
      categoryNames,
      categorySize: categorySizes.slice(0, categoryNames.length),
      docCategoryStart,
      docCategories,
      featureDocs,
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
      qualificationProfileCount: profileCount,
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
export function createMatchIndex(
  vendors: readonly CatalogVendor[],
  vocabulary: Vocabulary,
  options: EngineOptionsOverrides = {},
): MatchIndex {
  const indexer = createCatalogIndexer(vocabulary, options);
  runSteps(indexer.update({ upsert: distinctBySlug(vendors) }));
  return runSteps(indexer.snapshot());
}
