import { ENGINE_VERSION } from "./constants";
import { induceCategoryCapabilities } from "./indexing/category-induction";
import { documentLists, documentTables } from "./indexing/document-tables";
import { DOCS_PER_STEP, runSteps, type Steps, sortSteps } from "./indexing/steps";
import { textIndex } from "./indexing/text-index";
import { analyzeEntry, type EntryContext, type VendorEntry } from "./indexing/vendor-entry";
import type { MatchIndex } from "./match-index";
import { type EngineOptionsOverrides, resolveEngineOptions } from "./options";
import type { TextRetrieval } from "./retrieval/bm25f";
import { createProductNameTable, type ProductNameTable } from "./retrieval/product-names";
import type { CatalogVendor } from "./types";
import { type CompiledVocabulary, compileVocabulary } from "./understanding/compiled-vocabulary";
import type { ProductLookup } from "./understanding/request-language";
import { namesKnownKind, TEXT_FIELDS } from "./vendor-analysis";
import type { Vocabulary } from "./vocabulary";

export { runSteps, type Steps };

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

function compareVendors(a: CatalogVendor, b: CatalogVendor): number {
  if (a.slug !== b.slug) return a.slug < b.slug ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.description < b.description ? -1 : a.description > b.description ? 1 : 0;
}

/** One vendor per slug: the first by (slug, name, description), as a build from scratch has always chosen. */
function distinctBySlug(vendors: readonly CatalogVendor[]): CatalogVendor[] {
  return [...vendors].sort(compareVendors).filter((v, i, all) => i === 0 || all[i - 1]!.slug !== v.slug);
}

const NO_KINDS: readonly number[] = [];
const NO_SHARES: ReadonlyMap<number, number> = new Map();

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

/**
 * An indexer over one vocabulary. `options` override DEFAULT_ENGINE_OPTIONS for every search on its snapshots.
 */
export function createCatalogIndexer(
  vocabulary: Vocabulary,
  options: EngineOptionsOverrides = {},
): CatalogIndexer {
  const engineOptions = resolveEngineOptions(options);
  const { indexing } = engineOptions;
  const vocab = compiledVocabulary(vocabulary);
  const specs = TEXT_FIELDS.map((f) => indexing.fields[f]);
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
  /** Per category id: 1 when its name maps to some capability at affinity 1 (the vocabulary knows the kind). */
  let categoryKnown = new Uint8Array(0);
  const profileIds = new Map<string, number>();
  const entryContext: EntryContext = {
    vocab,
    termIds,
    categoryIds,
    profileIds,
    complianceSets,
    certificationKey,
  };
  const featuresByKind: number[][] = vocabulary.capabilities.map(() => []);
  vocab.featureImpliedBy.forEach((caps, f) => {
    for (const c of caps) featuresByKind[c]!.push(f);
  });
  const impliedFeatures = (capability: number) => featuresByKind[capability]!;
  /**
   * Per kind, its neighbours as a category named by it has them: the kinds whose related categories name one of its
   * categories (`pointingTo`); of those, the narrower ones: its own related categories name none of theirs (the
   * narrower kind points to the broader one, not back).
   */
  const relatedTo = (k: number) =>
    new Set(
      vocabulary.capabilities[k]!.categories.flatMap((name) =>
        vocab
          .categoryAffinities(name)
          .filter((a) => a.affinity < 1 && a.capability !== k)
          .map((a) => a.capability),
      ),
    );
  const pointingTo = vocabulary.capabilities.map((_, k) => [...relatedTo(k)]);
  const narrowerByKind: number[][] = pointingTo.map((from, k) =>
    from.filter((n) => !pointingTo[n]!.includes(k)),
  );
  const narrower = (capability: number) => narrowerByKind[capability]!;
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
        const grown = new Uint8Array(categoryIds.size);
        grown.set(categoryKnown);
        categoryKnown = grown;
        for (const [name, id] of categoryIds) {
          if (id < categoriesBefore) continue;
          categoryNameById[id] = name;
          categoryKnown[id] = namesKnownKind(vocab, name) ? 1 : 0;
        }
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
    const categoryCaps = yield* induceCategoryCapabilities(
      docEntries,
      categoryKnown,
      indexing,
      impliedFeatures,
      (capability) => pointingTo[capability]!,
      narrower,
    );
    const tables = yield* documentTables(
      docEntries,
      {
        terms: termIds.size,
        capabilities: capCount,
        features: featureCount,
        categories: categoryIds.size,
        profiles: profileIds.size,
        categoryNameById,
      },
      categoryCaps,
    );
    const lists = yield* documentLists(docEntries, categoryCaps, tables, capCount, featureCount);
    const categoryKinds = tables.categoryNames.map((): readonly number[] => NO_KINDS);
    for (const [c, kinds] of categoryCaps.induced) {
      const local = tables.categoryLocal[c]!;
      if (local >= 0) categoryKinds[local] = kinds;
    }
    const categoryKindShares = tables.categoryNames.map((): ReadonlyMap<number, number> => NO_SHARES);
    for (const [c, shares] of categoryCaps.shares) {
      const local = tables.categoryLocal[c]!;
      if (local >= 0) categoryKindShares[local] = shares;
    }
    yield;
    const text = yield* textIndex(docEntries, termIds, tables.df, tables.lengthSum, specs, indexing.k1);
    yield;
    const products = productLookup(docs.productNames, text);
    previous = docs;
    const {
      df: _df,
      lengthSum: _lengthSum,
      categoryCapCount: _c,
      textCapCount: _t,
      featureCountByConcept: _f,
      categoryLocal: _l,
      ...perDocument
    } = tables;
    return {
      engineVersion: ENGINE_VERSION,
      vocabularyVersion: vocabulary.version,
      options: engineOptions,
      size: docEntries.length,
      vendors: docs.vendors,
      docBySlug: docs.docBySlug,
      vocab,
      text,
      ...perDocument,
      ...lists,
      deploymentBits: {
        cloud: vocab.deployments.bit("cloud"),
        onPremise: vocab.deployments.bit("on-premise"),
        hybrid: vocab.deployments.bit("hybrid"),
        mobile: vocab.deployments.bit("mobile-app"),
      },
      products,
      categoryKinds,
      categoryKindShares,
      inducedKinds: categoryCaps.inducedKinds,
      inducedKindStated: categoryCaps.inducedKindStated,
    };
  }

  /**
   * Product names, except one-word names that are common words of the catalog ("make", "box"); then the widely known
   * products the catalog lacks (`known_products`).
   */
  function productLookup(names: ProductNameTable, text: TextRetrieval): ProductLookup {
    const maxCommonDf = Math.max(3, text.docCount * indexing.commonWordDocShare);
    return names.lookup((word) => {
      const terms = vocab.tokenizer.terms(word);
      return terms.length !== 1 || vocab.filler.has(terms[0]!) || text.df(terms[0]!) > maxCommonDf;
    }, vocab.knownProducts);
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
