import { staticCredibility } from "../factors/credibility";
import { productNameKeys } from "../retrieval/product-names";
import type { CatalogVendor } from "../types";
import type { CompiledVocabulary, LicenseClass } from "../understanding/compiled-vocabulary";
import { analyzeVendor, TEXT_FIELDS, type VendorAnalysis } from "../vendor-analysis";

/** One vendor as the indexer keeps it between snapshots: its analysis, in ids of the indexer's dictionaries. */
export interface VendorEntry {
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
  /** Capabilities of the vendor's tagline and first description sentence (ascending), and their strengths. */
  headCaps: Int32Array;
  headStrength: number[];
  /** Capabilities the head text names only as the context the vendor serves (ascending): no votes for its kind. */
  servedCaps: Int32Array;
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

/** What analyzing one vendor reads and extends: the vocabulary and the indexer's id tables, shared by every entry. */
export interface EntryContext {
  vocab: CompiledVocabulary;
  /** Term, category and qualification-profile key → id, only ever appended to. */
  termIds: Map<string, number>;
  categoryIds: Map<string, number>;
  profileIds: Map<string, number>;
  /** Per compliance constraint of the vocabulary: the certification keys that meet it. */
  complianceSets: ReadonlyArray<ReadonlySet<string>>;
  certificationKey: (c: string) => string;
}

const NONE: readonly string[] = [];

/** String → id, only ever appended to, shared by every snapshot of one indexer. */
export function internId(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = ids.size;
    ids.set(key, id);
  }
  return id;
}

/** Reads one vendor into an entry: its BM25F postings, the needs it answers and its qualification facts. */
export function analyzeEntry(context: EntryContext, v: CatalogVendor): VendorEntry {
  const { vocab, categoryIds } = context;
  const a = analyzeVendor(vocab, v);
  const affinities = [...a.categoryAffinity].sort((x, y) => x[0] - y[0]);
  return {
    vendor: v,
    ...fieldPostings(a, context.termIds),
    categoryCaps: Int32Array.from(affinities, (x) => x[0]),
    categoryAffinity: affinities.map((x) => x[1]),
    textCaps: Int32Array.from(a.textCapabilities, (h) => h.capability),
    textStrength: a.textCapabilities.map((h) => h.strength),
    ...headCapabilities(a),
    features: Int32Array.from([...a.featureConcepts].sort((x, y) => x - y)),
    declaredIndustries: a.declaredIndustries,
    mentionedIndustries: a.mentionedIndustries,
    categories: Int32Array.from(new Set(v.categories), (c) => internId(categoryIds, c)),
    ...qualificationFacts(context, v),
    foundedYear: v.founded_year !== null && Number.isFinite(v.founded_year) ? Math.trunc(v.founded_year) : 0,
    credibility: staticCredibility(v),
    licenseClass: vocab.licenseClass(v.license),
    industryLabels:
      v.industries.length === 0 ? NONE : v.industries.map((i) => vocab.tokenizer.terms(i).join(" ")),
    productKeys: productNameKeys(v),
  };
}

function headCapabilities(a: VendorAnalysis): Pick<VendorEntry, "headCaps" | "headStrength" | "servedCaps"> {
  const head = [...a.headCapabilities].sort((x, y) => x.capability - y.capability);
  return {
    headCaps: Int32Array.from(head, (h) => h.capability),
    headStrength: head.map((h) => h.strength),
    servedCaps: Int32Array.from(new Set(a.servedCapabilities)).sort(),
  };
}

type FieldPostings = Pick<VendorEntry, "fieldLen" | "postTerm" | "postField" | "postCount" | "terms">;

/** The vendor's terms per BM25F field, counted, as ids of the indexer's term dictionary. */
function fieldPostings(a: VendorAnalysis, termIds: Map<string, number>): FieldPostings {
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
      const id = internId(termIds, t);
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
  return {
    fieldLen,
    postTerm: Int32Array.from(postTerm),
    postField: Uint8Array.from(postField),
    postCount: Uint16Array.from(postCount),
    terms: Int32Array.from(terms),
  };
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

type QualificationFacts = Pick<
  VendorEntry,
  | "profile"
  | "deployment"
  | "companySize"
  | "region"
  | "startingPrice"
  | "bandMin"
  | "bandMax"
  | "freeTier"
  | "complianceMask"
>;

/**
 * What qualification checks read, and the id of that combination of facts: vendors with equal facts share a
 * qualification profile, so a search qualifies each profile once.
 */
function qualificationFacts(
  { vocab, profileIds, complianceSets, certificationKey }: EntryContext,
  v: CatalogVendor,
): QualificationFacts {
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
  const profileKey = [
    stored(asStored.u8, deployment),
    stored(asStored.u8, companySize),
    stored(asStored.u32, region),
    stored(asStored.f64, startingPrice),
    stored(asStored.f64, bandMin),
    stored(asStored.f64, bandMax),
    stored(asStored.i8, freeTier),
    stored(asStored.u32, complianceMask),
    v.license ?? "",
  ].join("|");
  return {
    profile: internId(profileIds, profileKey),
    deployment,
    companySize,
    region,
    startingPrice,
    bandMin,
    bandMax,
    freeTier,
    complianceMask,
  };
}
