import type { CapabilityPostings } from "../match-index";
import type { LicenseClass } from "../understanding/compiled-vocabulary";
import { TEXT_FIELDS } from "../vendor-analysis";
import type { CategoryCapabilities } from "./category-induction";
import { countsToOffsets, DOCS_PER_STEP, type Steps } from "./steps";
import type { VendorEntry } from "./vendor-entry";

/** Sizes of the indexer's dictionaries at the time of a snapshot. */
export interface DictionarySizes {
  terms: number;
  capabilities: number;
  features: number;
  categories: number;
  profiles: number;
  /** Category name by the indexer's category id. */
  categoryNameById: readonly string[];
}

/** Per-document facts of one snapshot, and the counts the next steps place lists with. */
export interface DocumentTables {
  /** Document frequency per term id. */
  df: Int32Array;
  /** Summed term count per BM25F field. */
  lengthSum: Float64Array;
  categoryCapCount: Int32Array;
  textCapCount: Int32Array;
  featureCountByConcept: Int32Array;
  industryDeclared: Uint32Array;
  industryMentioned: Uint32Array;
  declaresIndustries: Uint8Array;
  deploymentMask: Uint8Array;
  companySizeMask: Uint8Array;
  regionMask: Uint32Array;
  startingPrice: Float64Array;
  bandMin: Float64Array;
  bandMax: Float64Array;
  freeTier: Int8Array;
  foundedYear: Int32Array;
  credibilityStatic: Float32Array;
  qualificationProfile: Int32Array;
  qualificationProfileCount: number;
  declaredIndustryLabels: Array<readonly string[]>;
  licenseClass: LicenseClass[];
  complianceMask: Uint32Array;
  /** The snapshot's category ids by the indexer's (-1: not held), its category names and sizes. */
  categoryLocal: Int32Array;
  categoryNames: string[];
  categorySize: Int32Array;
  docCategoryStart: Int32Array;
}

/**
 * One pass over the documents: their facts into typed arrays, term and list counts, and categories and
 * qualification profiles numbered in order of first appearance, as a build from scratch numbers them.
 */
export function* documentTables(
  docEntries: readonly VendorEntry[],
  sizes: DictionarySizes,
  categoryCaps: CategoryCapabilities,
): Steps<DocumentTables> {
  const N = docEntries.length;
  const F = TEXT_FIELDS.length;
  const t: DocumentTables = {
    df: new Int32Array(sizes.terms),
    lengthSum: new Float64Array(F),
    categoryCapCount: new Int32Array(sizes.capabilities),
    textCapCount: new Int32Array(sizes.capabilities),
    featureCountByConcept: new Int32Array(sizes.features),
    industryDeclared: new Uint32Array(N),
    industryMentioned: new Uint32Array(N),
    declaresIndustries: new Uint8Array(N),
    deploymentMask: new Uint8Array(N),
    companySizeMask: new Uint8Array(N),
    regionMask: new Uint32Array(N),
    startingPrice: new Float64Array(N),
    bandMin: new Float64Array(N),
    bandMax: new Float64Array(N),
    freeTier: new Int8Array(N),
    foundedYear: new Int32Array(N),
    credibilityStatic: new Float32Array(N),
    qualificationProfile: new Int32Array(N),
    qualificationProfileCount: 0,
    declaredIndustryLabels: new Array<readonly string[]>(N),
    licenseClass: new Array<LicenseClass>(N),
    complianceMask: new Uint32Array(N),
    categoryLocal: new Int32Array(sizes.categories).fill(-1),
    categoryNames: [],
    categorySize: new Int32Array(sizes.categories),
    docCategoryStart: new Int32Array(N + 1),
  };
  const profileLocal = new Int32Array(sizes.profiles).fill(-1);
  let categoryListLength = 0;
  for (let d = 0; d < N; d++) {
    const e = docEntries[d]!;
    for (let f = 0; f < F; f++) t.lengthSum[f]! += e.fieldLen[f]!;
    for (let i = 0; i < e.terms.length; i++) t.df[e.terms[i]!]!++;
    const caps = categoryCaps.caps[d]!;
    for (let i = 0; i < caps.length; i++) t.categoryCapCount[caps[i]!]!++;
    for (let i = 0; i < e.textCaps.length; i++) t.textCapCount[e.textCaps[i]!]!++;
    const features = categoryCaps.features[d]!;
    for (let i = 0; i < features.length; i++) t.featureCountByConcept[features[i]!]!++;
    t.industryDeclared[d] = e.declaredIndustries;
    t.declaresIndustries[d] = e.vendor.industries.length > 0 ? 1 : 0;
    t.industryMentioned[d] = e.mentionedIndustries;
    t.docCategoryStart[d] = categoryListLength;
    for (let i = 0; i < e.categories.length; i++) {
      const g = e.categories[i]!;
      let id = t.categoryLocal[g]!;
      if (id < 0) {
        id = t.categoryNames.length;
        t.categoryLocal[g] = id;
        t.categoryNames.push(sizes.categoryNameById[g]!);
      }
      t.categorySize[id]!++;
    }
    categoryListLength += e.categories.length;
    t.deploymentMask[d] = e.deployment;
    t.companySizeMask[d] = e.companySize;
    t.regionMask[d] = e.region;
    t.startingPrice[d] = e.startingPrice;
    t.bandMin[d] = e.bandMin;
    t.bandMax[d] = e.bandMax;
    t.freeTier[d] = e.freeTier;
    t.foundedYear[d] = e.foundedYear;
    t.credibilityStatic[d] = e.credibility;
    t.licenseClass[d] = e.licenseClass;
    t.complianceMask[d] = e.complianceMask;
    let profile = profileLocal[e.profile]!;
    if (profile < 0) {
      profile = t.qualificationProfileCount++;
      profileLocal[e.profile] = profile;
    }
    t.qualificationProfile[d] = profile;
    t.declaredIndustryLabels[d] = e.industryLabels;
    if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
  }
  t.docCategoryStart[N] = categoryListLength;
  t.categorySize = t.categorySize.slice(0, t.categoryNames.length);
  return t;
}

/** The lists placed in document order: each document's category ids, capability and feature postings. */
export interface DocumentLists {
  docCategories: Int32Array;
  capabilityByCategory: CapabilityPostings[];
  capabilityByText: CapabilityPostings[];
  featureDocs: Int32Array[];
}

/**
 * Places every document's categories, capabilities (those its categories mean, induced ones included) and
 * features in lists per key, in document order.
 */
export function* documentLists(
  docEntries: readonly VendorEntry[],
  categoryCaps: CategoryCapabilities,
  t: DocumentTables,
  capCount: number,
  featureCount: number,
): Steps<DocumentLists> {
  const N = docEntries.length;
  const docCategories = new Int32Array(t.docCategoryStart[N]!);
  const categoryCapStart = countsToOffsets(t.categoryCapCount);
  const textCapStart = countsToOffsets(t.textCapCount);
  const featureStart = countsToOffsets(t.featureCountByConcept);
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
    let at = t.docCategoryStart[d]!;
    for (let i = 0; i < e.categories.length; i++) docCategories[at++] = t.categoryLocal[e.categories[i]!]!;
    const caps = categoryCaps.caps[d]!;
    const affinity = categoryCaps.affinity[d]!;
    for (let i = 0; i < caps.length; i++) {
      const j = categoryCapAt[caps[i]!]!++;
      categoryCapDocs[j] = d;
      categoryCapWeights[j] = affinity[i]!;
    }
    for (let i = 0; i < e.textCaps.length; i++) {
      const j = textCapAt[e.textCaps[i]!]!++;
      textCapDocs[j] = d;
      textCapWeights[j] = e.textStrength[i]!;
    }
    const features = categoryCaps.features[d]!;
    for (let i = 0; i < features.length; i++) featureDocsAll[featureAt[features[i]!]!++] = d;
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
  return { docCategories, capabilityByCategory, capabilityByText, featureDocs };
}
