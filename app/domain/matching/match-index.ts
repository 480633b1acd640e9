import { BM25_K1, DEFAULT_FIELD_SPECS, ENGINE_VERSION } from "./constants";
import { staticCredibility } from "./factors/credibility";
import type { DeploymentBits } from "./factors/qualification";
import { createBm25fBuilder, type TextRetrieval } from "./retrieval/bm25f";
import { createProductLookup } from "./retrieval/product-names";
import type { Token } from "./text/tokenizer";
import type { CatalogVendor } from "./types";
import {
  type CompiledVocabulary,
  compileVocabulary,
  type LicenseClass,
} from "./understanding/compiled-vocabulary";
import type { ProductLookup } from "./understanding/request-language";
import type { Vocabulary } from "./vocabulary";

/** Sparse per-capability lists: the vendors that have it and how strongly. */
export interface CapabilityPostings {
  docs: Int32Array;
  weights: Float32Array;
}

/**
 * Everything findMatches needs, built once per catalog version. Treat it as opaque: its fields are the
 * engine's own and may change between versions.
 */
export interface MatchIndex {
  readonly engineVersion: string;
  readonly vocabularyVersion: string;
  /** Number of vendors indexed (duplicate slugs are indexed once). */
  readonly size: number;
  /** Vendors by document id; ids follow slug order, so ties fall back to slug order for free. */
  readonly vendors: readonly CatalogVendor[];
  readonly docBySlug: ReadonlyMap<string, number>;
  readonly vocab: CompiledVocabulary;
  readonly text: TextRetrieval;
  /** Per capability: vendors whose categories mean it (affinity 1) or a neighbour (less). */
  readonly capabilityByCategory: readonly CapabilityPostings[];
  /** Per capability: vendors whose own name, tagline, description or features name it. */
  readonly capabilityByText: readonly CapabilityPostings[];
  /** Distinct vendor categories (as written), how many vendors have each, and each vendor's category ids (CSR). */
  readonly categoryNames: readonly string[];
  readonly categorySize: Int32Array;
  readonly docCategoryStart: Int32Array;
  readonly docCategories: Int32Array;
  /** Per feature concept: ascending ids of vendors that state it (features, text, integrations, or a capability implying it). */
  readonly featureDocs: readonly Int32Array[];
  readonly industryDeclared: Uint32Array;
  readonly industryMentioned: Uint32Array;
  readonly declaresIndustries: Uint8Array;
  readonly deploymentMask: Uint8Array;
  readonly companySizeMask: Uint8Array;
  readonly regionMask: Uint32Array;
  /** NaN when unknown. */
  readonly startingPrice: Float64Array;
  /** NaN when unknown; max Infinity when open-ended. */
  readonly bandMin: Float64Array;
  readonly bandMax: Float64Array;
  /** -1 unknown, 0 no, 1 yes. */
  readonly freeTier: Int8Array;
  readonly foundedYear: Int32Array;
  readonly credibilityStatic: Float32Array;
  /** Vendors with identical qualification facts share a profile id, so a request qualifies each profile once. */
  readonly qualificationProfile: Int32Array;
  readonly qualificationProfileCount: number;
  /** Declared industries as normalized terms, for industries the vocabulary does not know. */
  readonly declaredIndustryLabels: ReadonlyArray<readonly string[]>;
  readonly deploymentBits: DeploymentBits;
  /** Per vendor: what its licence field says. */
  readonly licenseClass: readonly LicenseClass[];
  /** Per vendor: bits of the vocabulary's compliance constraints its certifications meet. */
  readonly complianceMask: Uint32Array;
  /** Finds vendors by the name a buyer wrote ("an alternative to Airtable"). */
  readonly products: ProductLookup;
}

/** A lowercase word found in more than this share of vendors' text is not read as a product name. */
const COMMON_WORD_DOC_SHARE = 0.003;

/** The BM25F fields in index order. */
export const TEXT_FIELDS = ["name", "tagline", "description", "categories", "features"] as const;

const FIELD_GAP = 50;

class PostingsBuilder {
  docs: number[] = [];
  weights: number[] = [];
  add(doc: number, weight: number) {
    this.docs.push(doc);
    this.weights.push(weight);
  }
  build(): CapabilityPostings {
    return { docs: Int32Array.from(this.docs), weights: Float32Array.from(this.weights) };
  }
}

function compareVendors(a: CatalogVendor, b: CatalogVendor): number {
  if (a.slug !== b.slug) return a.slug < b.slug ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.description < b.description ? -1 : a.description > b.description ? 1 : 0;
}

function offsetTokens(groups: Token[][]): Token[] {
  const out: Token[] = [];
  let base = 0;
  for (const g of groups) {
    let last = -1;
    for (const t of g) {
      out.push({ term: t.term, pos: base + t.pos });
      last = Math.max(last, t.pos);
    }
    base += last + 1 + FIELD_GAP;
  }
  return out;
}

/** What the engine reads from one vendor record, independent of any other vendor. */
export interface VendorAnalysis {
  /** Terms per BM25F field, in TEXT_FIELDS order. */
  fieldTerms: string[][];
  /** Capability → affinity from the vendor's categories. */
  categoryAffinity: Map<number, number>;
  /** Capabilities the vendor's own text names. */
  textCapabilities: Array<{ capability: number; strength: number }>;
  /** Feature concepts the vendor states (features, text, integrations, or implied by a core capability). */
  featureConcepts: Set<number>;
  declaredIndustries: number;
  mentionedIndustries: number;
}

export function analyzeVendor(vocab: CompiledVocabulary, v: CatalogVendor): VendorAnalysis {
  const { tokenizer } = vocab;
  const name = tokenizer.tokenize(v.name);
  const tagline = tokenizer.tokenize(v.tagline ?? "");
  const description = tokenizer.tokenize(v.description);
  const categories = tokenizer.tokenize(v.categories.join(" . "));
  const featureTokens = v.features.map((f) => tokenizer.tokenize(f));
  const fieldTerms = [name, tagline, description, categories, featureTokens.flat()].map((ts) =>
    ts.map((t) => t.term),
  );

  const categoryAffinity = new Map<number, number>();
  for (const c of v.categories) {
    for (const a of vocab.categoryAffinities(c)) {
      categoryAffinity.set(a.capability, Math.max(categoryAffinity.get(a.capability) ?? 0, a.affinity));
    }
  }
  const ownText = offsetTokens([name, tagline, description, ...featureTokens]);
  const textCapabilities = vocab.textCapabilities(ownText);

  const featureConcepts = new Set<number>();
  const featureText = offsetTokens([ownText, ...v.integrations.map((i) => tokenizer.tokenize(i))]);
  for (const h of vocab.featureMatcher.detect(featureText)) featureConcepts.add(h.concept);
  vocab.featureImpliedBy.forEach((caps, f) => {
    if (caps.some((c) => categoryAffinity.get(c) === 1)) featureConcepts.add(f);
  });

  let declaredIndustries = 0;
  for (const ind of v.industries) {
    for (const h of vocab.industryMatcher.detect(tokenizer.tokenize(ind)))
      declaredIndustries |= 1 << h.concept;
  }
  let mentionedIndustries = 0;
  for (const h of vocab.industryMatcher.detect(offsetTokens([tagline, description]))) {
    mentionedIndustries |= 1 << h.concept;
  }
  return {
    fieldTerms,
    categoryAffinity,
    textCapabilities,
    featureConcepts,
    declaredIndustries: declaredIndustries >>> 0,
    mentionedIndustries: mentionedIndustries >>> 0,
  };
}

/** Builds the in-memory index over the whole catalog. Vendor order in the input does not matter. */
export function createMatchIndex(vendors: readonly CatalogVendor[], vocabulary: Vocabulary): MatchIndex {
  const vocab = compileVocabulary(vocabulary);
  const sorted = [...vendors]
    .sort(compareVendors)
    .filter((v, i, all) => i === 0 || all[i - 1]!.slug !== v.slug);
  const N = sorted.length;

  const specs = TEXT_FIELDS.map((f) => DEFAULT_FIELD_SPECS[f]);
  const builder = createBm25fBuilder(specs, { k1: BM25_K1 });
  const capCount = vocabulary.capabilities.length;
  const byCategory = Array.from({ length: capCount }, () => new PostingsBuilder());
  const byText = Array.from({ length: capCount }, () => new PostingsBuilder());
  const featureLists: number[][] = vocabulary.features.map(() => []);

  const industryDeclared = new Uint32Array(N);
  const industryMentioned = new Uint32Array(N);
  const declaresIndustries = new Uint8Array(N);
  const deploymentMask = new Uint8Array(N);
  const companySizeMask = new Uint8Array(N);
  const regionMask = new Uint32Array(N);
  const startingPrice = new Float64Array(N).fill(Number.NaN);
  const bandMin = new Float64Array(N).fill(Number.NaN);
  const bandMax = new Float64Array(N).fill(Number.NaN);
  const freeTier = new Int8Array(N).fill(-1);
  const foundedYear = new Int32Array(N);
  const credibilityStatic = new Float32Array(N);
  const docBySlug = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  const categorySizes: number[] = [];
  const docCategoryStart = new Int32Array(N + 1);
  const docCategoryList: number[] = [];
  const qualificationProfile = new Int32Array(N);
  const profiles = new Map<string, number>();
  const declaredIndustryLabels: string[][] = [];
  const NONE: string[] = [];
  const licenseClass: LicenseClass[] = [];
  const complianceMask = new Uint32Array(N);
  const certificationKey = (c: string) =>
    vocab.tokenizer
      .analyze(c)
      .map((w) => w.raw)
      .join(" ");
  const complianceSets = vocab.constraintCertifications.map(
    (set) => new Set([...set].map((c) => certificationKey(c))),
  );

  for (let d = 0; d < N; d++) {
    const v = sorted[d]!;
    docBySlug.set(v.slug, d);
    const a = analyzeVendor(vocab, v);
    builder.add(a.fieldTerms);
    for (const [cap, aff] of [...a.categoryAffinity].sort((x, y) => x[0] - y[0]))
      byCategory[cap]!.add(d, aff);
    for (const h of a.textCapabilities) byText[h.capability]!.add(d, h.strength);
    for (const f of [...a.featureConcepts].sort((x, y) => x - y)) featureLists[f]!.push(d);
    industryDeclared[d] = a.declaredIndustries;
    declaresIndustries[d] = v.industries.length > 0 ? 1 : 0;
    industryMentioned[d] = a.mentionedIndustries;
    docCategoryStart[d] = docCategoryList.length;
    for (const c of new Set(v.categories)) {
      let id = categoryIds.get(c);
      if (id === undefined) {
        id = categoryIds.size;
        categoryIds.set(c, id);
        categorySizes.push(0);
      }
      categorySizes[id]!++;
      docCategoryList.push(id);
    }
    deploymentMask[d] = vocab.deployments.resolveAll(v.deploymentModels);
    companySizeMask[d] = vocab.companySizes.resolveAll(v.companySizes);
    regionMask[d] = vocab.regions.resolveAll(v.regions) >>> 0;
    const price = v.pricing.startingPriceEurPerYear;
    if (price !== null && Number.isFinite(price) && price >= 0) startingPrice[d] = price;
    const band = vocab.priceBand(v.pricing.model);
    if (band) {
      bandMin[d] = band.min;
      bandMax[d] = band.max ?? Number.POSITIVE_INFINITY;
    }
    freeTier[d] = v.pricing.freeTier === null ? -1 : v.pricing.freeTier ? 1 : 0;
    foundedYear[d] = v.foundedYear !== null && Number.isFinite(v.foundedYear) ? Math.trunc(v.foundedYear) : 0;
    credibilityStatic[d] = staticCredibility(v);
    licenseClass.push(vocab.licenseClass(v.license));
    if (v.certifications.length > 0) {
      const keys = new Set(v.certifications.map(certificationKey));
      let mask = 0;
      complianceSets.forEach((set, i) => {
        for (const k of set) if (keys.has(k)) mask |= 1 << i;
      });
      complianceMask[d] = mask >>> 0;
    }
    const key = `${deploymentMask[d]}|${companySizeMask[d]}|${regionMask[d]}|${startingPrice[d]}|${bandMin[d]}|${bandMax[d]}|${freeTier[d]}|${complianceMask[d]}|${v.license ?? ""}`;
    let profile = profiles.get(key);
    if (profile === undefined) {
      profile = profiles.size;
      profiles.set(key, profile);
    }
    qualificationProfile[d] = profile;
    declaredIndustryLabels.push(
      v.industries.length === 0 ? NONE : v.industries.map((i) => vocab.tokenizer.terms(i).join(" ")),
    );
  }

  docCategoryStart[N] = docCategoryList.length;
  const text = builder.build();
  const maxCommonDf = Math.max(3, N * COMMON_WORD_DOC_SHARE);
  const products = createProductLookup({
    vendors: sorted,
    isCommonWord: (word) => {
      const terms = vocab.tokenizer.terms(word);
      return terms.length !== 1 || vocab.filler.has(terms[0]!) || text.df(terms[0]!) > maxCommonDf;
    },
  });

  return {
    engineVersion: ENGINE_VERSION,
    vocabularyVersion: vocabulary.version,
    size: N,
    vendors: sorted,
    docBySlug,
    vocab,
    text,
    capabilityByCategory: byCategory.map((b) => b.build()),
    capabilityByText: byText.map((b) => b.build()),
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
