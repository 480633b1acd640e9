import { LruCache } from "~/utils/lru-cache";
import { MIN_TEXT_CAPABILITY_STRENGTH } from "./constants";
import { featureCoverage } from "./feature-coverage";
import type { MatchIndex } from "./match-index";
import type { Token } from "./text/tokenizer";
import type { CatalogVendor, FeatureSource, FeatureSourceField, MatchVerdict } from "./types";
import type { CompiledVocabulary } from "./understanding/compiled-vocabulary";
import { type RequestedFeature, resolveRequestedFeature } from "./understanding/understand-problem";

/** A quoted description sentence longer than this is cut at a word boundary, with an ellipsis. */
const MAX_QUOTE_CHARS = 220;

interface SourceItem {
  field: FeatureSourceField;
  text: string;
}

/** A source item with its reading's cache key (field and words), made once with the item. */
interface KeyedItem extends SourceItem {
  key: string;
}

/**
 * What the vocabulary reads in one source item's words: tokenized once, and its feature and capability readings
 * kept, whichever requested feature asks first (a search asks for several features in the same 20 vendors' words).
 * It depends on the vocabulary, the field and the words alone, so it is shared by every search that shows them.
 */
interface Reading {
  tokens: readonly Token[];
  terms: ReadonlySet<string>;
  features: ReadonlySet<number> | null;
  capabilities: readonly number[] | null;
  /** A category item's kinds (the capabilities it names at full affinity), read once for all requested features. */
  categoryKinds: ReadonlySet<number> | null;
}

/** A source item as one look-up reads it: its own object (a source is chosen once), its words' shared reading. */
interface ReadItem extends SourceItem {
  reading: Reading;
}

/**
 * How many readings (one per distinct field and words: a feature list entry, a category, a description sentence…)
 * are kept per vocabulary, least recently used forgotten first: the words of the vendors searches show most. A
 * reading takes about 1 KB (benchmark catalog), so the cache stays near 8 MB per vocabulary whatever the catalog's
 * size, where keeping every vendor's readings in the index would grow with it. The key is the words themselves, not
 * the vendor: an edited vendor's new words are read afresh, and no entry can be stale.
 */
const READINGS_KEPT = 8192;

const readings = new WeakMap<CompiledVocabulary, LruCache<string, Reading>>();

function readingOf(vocab: CompiledVocabulary, item: KeyedItem): Reading {
  let cache = readings.get(vocab);
  if (!cache) {
    cache = new LruCache(READINGS_KEPT);
    readings.set(vocab, cache);
  }
  const { key } = item;
  let reading = cache.get(key);
  if (!reading) {
    const tokens = vocab.tokenizer.tokenize(item.text);
    reading = {
      tokens,
      terms: new Set(tokens.map((t) => t.term)),
      features: null,
      capabilities: null,
      categoryKinds: null,
    };
    cache.set(key, reading);
  }
  return reading;
}

function categoryKindsOf(vocab: CompiledVocabulary, item: ReadItem): ReadonlySet<number> {
  item.reading.categoryKinds ??= new Set(
    vocab
      .categoryAffinities(item.text)
      .filter((a) => a.affinity === 1)
      .map((a) => a.capability),
  );
  return item.reading.categoryKinds;
}

/** The vendor's source items, read on first use: look-ups stop at the first item that covers a feature. */
function readItems(
  vocab: CompiledVocabulary,
  split: () => readonly KeyedItem[],
): (i: number) => ReadItem | undefined {
  let items: readonly KeyedItem[] | null = null;
  const read: ReadItem[] = [];
  return (i) => {
    items ??= split();
    if (i >= items.length) return undefined;
    let r = read[i];
    if (!r) {
      const item = items[i]!;
      r = { field: item.field, text: item.text, reading: readingOf(vocab, item) };
      read[i] = r;
    }
    return r;
  };
}

/**
 * How many vendors' splits into source items are kept per index, least recently used forgotten first: the vendors
 * searches show most. A split (its items' words and their readings' keys) takes 1–1.5 KB on the benchmark catalog
 * (measured: 2,048 splits 1.9–2.7 MB), so about 3 MB per index whatever the catalog's size. Kept by document id in
 * the index the vendor belongs to, so a split is never stale: an edited vendor is in a new index (a catalog update
 * makes a new snapshot), whose splits are made afresh. The split saves cutting a vendor into items and building
 * their keys; what the items' words read as stays in `readings`, keyed by those words and shared by every index.
 */
const SPLITS_KEPT = 2048;

const splits = new WeakMap<MatchIndex, LruCache<number, readonly KeyedItem[]>>();

/** `sourceItems` of the index's vendor `d`, remembered across searches (a search shows many vendors shown before). */
function splitOf(index: MatchIndex, d: number): readonly KeyedItem[] {
  let cache = splits.get(index);
  if (!cache) {
    cache = new LruCache(SPLITS_KEPT);
    splits.set(index, cache);
  }
  let items = cache.get(d);
  if (!items) {
    items = splitAfresh(index.vendors[d]!);
    cache.set(d, items);
  }
  return items;
}

/** `sourceItems` of a vendor, each with its reading's key (field and words), split now. */
function splitAfresh(v: CatalogVendor): KeyedItem[] {
  return sourceItems(v).map((item) => ({ ...item, key: `${item.field}\n${item.text}` }));
}

/** The vendor's own words, item by item, in the order a source is looked for: its feature list first. */
function sourceItems(v: CatalogVendor): SourceItem[] {
  const items: SourceItem[] = [];
  const add = (field: FeatureSourceField, texts: readonly (string | null)[]) => {
    for (const t of texts) if (t?.trim()) items.push({ field, text: t.trim() });
  };
  add("features", v.features);
  add("integrations", v.integrations);
  add("categories", v.categories);
  add("certifications", v.certifications);
  add("name", [v.name]);
  add("tagline", [v.tagline]);
  add("description", sentences(v.description));
  return items;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function quote(text: string): string {
  if (text.length <= MAX_QUOTE_CHARS) return text;
  const cut = text.slice(0, MAX_QUOTE_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > MAX_QUOTE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const namedTermsCache = new WeakMap<CompiledVocabulary, ReadonlyArray<ReadonlySet<string>>>();

/**
 * Per feature concept, the stemmed words of its synonyms that name one product or standard ("QuickBooks", "Xero",
 * "Okta", "GraphQL"): a single word written with a capital, not all capitals (an abbreviation such as "SSO" or
 * "APIs" stands for the concept) and not a word of the concept's own name. A buyer who names one wants that one:
 * "QuickBooks integration" is not confirmed by a vendor whose words say Xero.
 */
function namedTerms(vocab: CompiledVocabulary): ReadonlyArray<ReadonlySet<string>> {
  let cached = namedTermsCache.get(vocab);
  if (cached) return cached;
  cached = vocab.vocabulary.features.map((f) => {
    const own = new Set(vocab.tokenizer.terms(f.name));
    const out = new Set<string>();
    f.synonyms.forEach((s, i) => {
      if (i === 0 || /[\s-]/u.test(s) || !/^\p{Lu}/u.test(s)) return;
      const letters = s.replace(/s$/u, "");
      if (letters === letters.toUpperCase()) return;
      for (const t of vocab.tokenizer.terms(s)) if (!own.has(t)) out.add(t);
    });
    return out;
  });
  namedTermsCache.set(vocab, cached);
  return cached;
}

/**
 * Requested features whose required names are remembered per vocabulary, least recently used forgotten first. A
 * search copies its features (so a cache keyed by the feature object missed once per feature and search); the names
 * depend on the label and the feature's concepts alone, so they are kept by label and used while the concepts are
 * the same. Labels are short: 512 entries take well under 100 KB.
 */
const REQUIRED_NAMES_KEPT = 512;

const requiredNamesCache = new WeakMap<
  CompiledVocabulary,
  LruCache<string, { features: readonly number[]; names: readonly string[] }>
>();

/**
 * The named products or standards in a requested feature's own words, which a source must also name: read once per
 * feature label, which a search looks up in each of its vendors' words.
 */
function requiredNames(vocab: CompiledVocabulary, f: RequestedFeature): readonly string[] {
  let cache = requiredNamesCache.get(vocab);
  if (!cache) {
    cache = new LruCache(REQUIRED_NAMES_KEPT);
    requiredNamesCache.set(vocab, cache);
  }
  const cached = cache.get(f.label);
  if (
    cached &&
    cached.features.length === f.features.length &&
    cached.features.every((c, i) => c === f.features[i])
  )
    return cached.names;
  const named = namedTerms(vocab);
  const names = vocab.tokenizer.terms(f.label).filter((t) => f.features.some((c) => named[c]!.has(t)));
  cache.set(f.label, { features: [...f.features], names });
  return names;
}

/** Whether one item of the vendor's words covers a part of the requested feature; `part` indexes its concepts. */
function itemCovers(vocab: CompiledVocabulary, f: RequestedFeature, item: ReadItem): Set<number> {
  const covered = new Set<number>();
  if (f.features.length > 0) {
    const { reading } = item;
    reading.features ??= new Set(vocab.featureMatcher.detect(reading.tokens).map((h) => h.concept));
    const detected = reading.features;
    // A feature the vocabulary says every vendor of a kind has ("online booking" for appointment scheduling)
    // rests on the category that says the vendor is of that kind.
    const core = item.field === "categories" ? categoryKindsOf(vocab, item) : null;
    f.features.forEach((c, i) => {
      if (detected.has(c) || (core && vocab.featureImpliedBy[c]!.some((cap) => core.has(cap))))
        covered.add(i);
    });
  } else if (f.capabilities.length > 0) {
    const { reading } = item;
    reading.capabilities ??=
      item.field === "categories"
        ? [...categoryKindsOf(vocab, item)]
        : vocab
            .textCapabilities(reading.tokens)
            .filter((t) => t.strength >= MIN_TEXT_CAPABILITY_STRENGTH)
            .map((t) => t.capability);
    const named = reading.capabilities;
    f.capabilities.forEach((c, i) => {
      if (named.includes(c)) covered.add(i);
    });
  } else {
    f.terms.forEach((t, i) => {
      if (item.reading.terms.has(t)) covered.add(i);
    });
  }
  return covered;
}

/**
 * The vendor's own words a requested feature rests on: one item per part of the feature (a feature list entry, an
 * integration, a category, a certification, its name, tagline or a sentence of its description), or null when
 * its words do not say it. A ✓ is only ever shown with these words.
 */
export function featureSources(
  vocab: CompiledVocabulary,
  vendor: CatalogVendor,
  feature: RequestedFeature,
): FeatureSource[] | null {
  return sourcesIn(
    vocab,
    readItems(vocab, () => splitAfresh(vendor)),
    feature,
  );
}

function sourcesIn(
  vocab: CompiledVocabulary,
  itemAt: (i: number) => ReadItem | undefined,
  feature: RequestedFeature,
): FeatureSource[] | null {
  const parts =
    feature.features.length > 0
      ? feature.features.length
      : feature.capabilities.length > 0
        ? feature.capabilities.length
        : feature.terms.length;
  if (parts === 0) return null;
  const names = requiredNames(vocab, feature);
  const found = new Map<number, SourceItem>();
  const withAll: SourceItem[] = [];
  for (let i = 0, item = itemAt(0); item; item = itemAt(++i)) {
    const { terms } = item.reading;
    if (names.some((n) => !terms.has(n))) continue;
    const covered = itemCovers(vocab, feature, item);
    if (covered.size === parts) {
      withAll.push(item);
      break;
    }
    for (const part of covered) if (!found.has(part)) found.set(part, item);
  }
  const chosen = withAll.length > 0 ? withAll : found.size === parts ? [...new Set(found.values())] : null;
  return (
    chosen?.map((item) => ({ feature: feature.label, field: item.field, text: quote(item.text) })) ?? null
  );
}

/**
 * Requested features (as the buyer wrote them) split by what the vendor's own words confirm: `matched` only with
 * their sources. `covered` (optional) limits the look-up to the features the engine's coverage counted.
 */
export function confirmFeatures(
  vocab: CompiledVocabulary,
  vendor: CatalogVendor,
  features: readonly RequestedFeature[],
  covered: (label: string) => boolean = () => true,
): { matched: string[]; missing: string[]; sources: FeatureSource[] } {
  return confirmIn(
    vocab,
    readItems(vocab, () => splitAfresh(vendor)),
    features,
    covered,
  );
}

/**
 * `confirmFeatures` for the index's vendor `d`, whose split into source items is remembered across searches: what a
 * search's verdicts use.
 */
export function confirmFeaturesAt(
  index: MatchIndex,
  d: number,
  features: readonly RequestedFeature[],
  covered: (label: string) => boolean,
): { matched: string[]; missing: string[]; sources: FeatureSource[] } {
  return confirmIn(
    index.vocab,
    readItems(index.vocab, () => splitOf(index, d)),
    features,
    covered,
  );
}

function confirmIn(
  vocab: CompiledVocabulary,
  itemAt: (i: number) => ReadItem | undefined,
  features: readonly RequestedFeature[],
  covered: (label: string) => boolean,
): { matched: string[]; missing: string[]; sources: FeatureSource[] } {
  const matched: string[] = [];
  const missing: string[] = [];
  const sources: FeatureSource[] = [];
  for (const f of features) {
    const found = covered(f.label) ? sourcesIn(vocab, itemAt, f) : null;
    if (found) {
      matched.push(f.label);
      sources.push(...found);
    } else missing.push(f.label);
  }
  return { matched, missing, sources };
}

/** `confirmFeatures` for labels as the buyer wrote them (a stored search, the comparison table). */
export function confirmFeatureLabels(
  vocab: CompiledVocabulary,
  vendor: CatalogVendor,
  labels: readonly string[],
  covered?: (label: string) => boolean,
): { matched: string[]; missing: string[]; sources: FeatureSource[] } {
  const features = labels
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => resolveRequestedFeature(vocab, l));
  return confirmFeatures(vocab, vendor, features, covered);
}

/**
 * A verdict whose every ✓ has the vendor's words: a matched feature stored without them (a search ranked before
 * engine 1.8.0 kept none) is looked up in the vendor's current profile, and left unconfirmed when its words do
 * not say it.
 */
export function withFeatureSources(
  vocab: CompiledVocabulary,
  verdict: MatchVerdict,
  vendor: CatalogVendor,
): MatchVerdict {
  const sourced = new Set(verdict.feature_sources.map((s) => s.feature));
  const unsourced = verdict.matched_features.filter((f) => !sourced.has(f));
  if (unsourced.length === 0) return verdict;
  const found = confirmFeatureLabels(vocab, vendor, unsourced);
  const confirmed = new Set(found.matched);
  return {
    ...verdict,
    matched_features: verdict.matched_features.filter((f) => sourced.has(f) || confirmed.has(f)),
    missing_features: [...verdict.missing_features, ...found.missing],
    feature_sources: [...verdict.feature_sources, ...found.sources],
  };
}

/**
 * `featureCoverage` (which requested features a vendor covers) kept to those its own words say, with the words:
 * what the comparison table ticks.
 */
export function confirmedCoverage(
  index: MatchIndex,
  vendor: CatalogVendor,
  requestedFeatures: readonly string[],
): { matched: string[]; missing: string[]; sources: FeatureSource[] } {
  const covered = new Set(featureCoverage(index, vendor, requestedFeatures).matched);
  return confirmFeatureLabels(index.vocab, vendor, requestedFeatures, (label) => covered.has(label));
}
