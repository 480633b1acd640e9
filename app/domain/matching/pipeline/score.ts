import { credibility } from "../factors/credibility";
import { featureAlignment, popcount } from "../factors/feature-alignment";
import { industryRelevanceOf } from "../factors/industry-relevance";
import { blendAt, blendSignals, capabilityMatch, withSemantic } from "../factors/problem-fit";
import {
  type BuyerCriteria,
  type QualificationNames,
  qualify,
  type VendorQualificationFacts,
} from "../factors/qualification";
import { coverageMask, requestedCoverageDocs } from "../feature-coverage";
import { createWeightedFusion, type Fusion } from "../fusion";
import type { MatchIndex } from "../match-index";
import type { ProblemFitBlend } from "../options";
import type { BusinessProblem, MatchFactors } from "../types";
import type { ProblemUnderstanding } from "../understanding/understand-problem";
import type { Candidates } from "./candidates";
import type { Search } from "./search";

/** Scores vendors for one search: problem fit alone (cheap), then the five factors and the fused score. */
export interface Scorer {
  readonly criteria: BuyerCriteria;
  /** Per requested feature, the ascending ids of the vendors that cover it. */
  readonly requestedDocs: readonly Int32Array[];
  readonly fusion: Fusion;
  /** Problem fit of one candidate, 0..1. */
  fit(d: number): number;
  /** The fused score of one candidate, 0..100, given its problem fit; fills `out` when given. */
  score(d: number, fit: number, out?: ScoredFactors): number;
}

/** The five factors of one vendor and whether it has a hard conflict. */
export interface ScoredFactors {
  factors: MatchFactors;
  hardConflict: boolean;
}

/**
 * Stage 3: the factors of each candidate. Qualification is computed once per qualification profile (vendors
 * with equal facts qualify equally), feature coverage once per requested feature.
 */
export function createScorer(search: Search, u: ProblemUnderstanding, c: Candidates): Scorer {
  const { index, options, problem, buffers } = search;
  const criteria = buyerCriteria(index, problem, u);
  const requestedDocs = requestedCoverageDocs(index, u.features);
  buffers.written.coverage = requestedDocs;
  const coverage = coverageMask(index, u.features, requestedDocs, buffers.coverage);
  const buyerIndustryMask = u.industries.reduce((m, i) => (m | (1 << i)) >>> 0, 0);
  const profiles = index.qualificationProfileCount;
  /** Per qualification profile: the score (NaN until computed), 0/1/2 none/soft/hard conflict, 1 unconfirmed. */
  const qualScore = new Float64Array(profiles).fill(Number.NaN);
  const qualConflict = new Uint8Array(profiles);
  const qualUnconfirmed = new Uint8Array(profiles);
  const fusion = createWeightedFusion(
    options.factorWeights,
    options.hardConflictPenalty,
    options.softConflictPenalty,
  );
  const blend: ProblemFitBlend = blendAt(c.maxWeight, options.problemFitBlend);
  const semanticWeight = search.semantic ? search.semantic.weight : 0;

  const feedbackOf = (d: number): number => {
    const strengths = c.leaderFeedback?.doc === d ? c.leaderFeedback.strengths : c.feedback;
    let best = 0;
    for (let i = index.docCategoryStart[d]!; i < index.docCategoryStart[d + 1]!; i++) {
      const s = strengths[index.docCategories[i]!]!;
      if (s > best) best = s;
    }
    return best;
  };

  return {
    criteria,
    requestedDocs,
    fusion,
    fit(d) {
      const text =
        c.textMax > 0
          ? (c.core.scores[d]! + (c.industryText ? c.industryText.scores[d]! : 0)) / c.textMax
          : 0;
      const similarity = search.semantic ? (search.semantic.scores.get(index.vendors[d]!.slug) ?? 0) : 0;
      const lexical = blendSignals(
        blend,
        capabilityMatch(c.byCategory.max[d]!, c.byCategory.sum[d]!, c.maxWeight, c.sumWeight),
        capabilityMatch(c.byText.max[d]!, c.byText.sum[d]!, c.maxWeight, c.sumWeight),
        text,
        feedbackOf(d),
      );
      return withSemantic(lexical, similarity, semanticWeight);
    },
    score(d, fit, out) {
      const profile = index.qualificationProfile[d]!;
      let qual = qualScore[profile]!;
      if (Number.isNaN(qual)) {
        const q = qualify(criteria, vendorFacts(index, d), index.deploymentBits);
        qual = q.score;
        qualScore[profile] = qual;
        qualConflict[profile] = q.hardConflict ? 2 : q.softConflict ? 1 : 0;
        qualUnconfirmed[profile] = q.unconfirmed ? 1 : 0;
      }
      const features = featureAlignment(popcount(coverage[d]!), u.features.length);
      const industry = industryRelevanceOf(
        buyerIndustryMask,
        index.industryDeclared[d]!,
        index.declaresIndustries[d] === 1,
        u.industryLabel !== "" &&
          index.declaredIndustryLabels[d]!.length > 0 &&
          index.declaredIndustryLabels[d]!.includes(u.industryLabel),
        index.industryMentioned[d]!,
      );
      const cred = credibility(
        index.credibilityStatic[d]!,
        index.foundedYear[d]! || null,
        search.currentYear,
      );
      const hard = qualConflict[profile] === 2;
      const soft = qualConflict[profile] === 1;
      if (out) {
        out.factors = {
          problem_fit: fit,
          feature_alignment: features,
          industry_relevance: industry,
          qualification: qual,
          credibility: cred,
        };
        out.hardConflict = hard;
      }
      let score = fusion.fuseValues(fit, features, industry, qual, cred, hard, soft);
      if (qualUnconfirmed[profile] === 1) score *= options.unconfirmedRequirementPenalty;
      if (c.avoided && c.avoided[d]! > 0) score *= 1 - c.avoided[d]! * (1 - options.negatedKindPenalty);
      return score;
    },
  };
}

const licensesCache = new WeakMap<MatchIndex, ReadonlyArray<string | null>>();

/**
 * Each vendor's licence text by document id, derived once per index: read from the vendor objects on every
 * search, it was a load from thousands of differently shaped objects.
 */
function licenses(index: MatchIndex): ReadonlyArray<string | null> {
  let cached = licensesCache.get(index);
  if (!cached) {
    cached = index.vendors.map((v) => v.license);
    licensesCache.set(index, cached);
  }
  return cached;
}

export function vendorFacts(index: MatchIndex, d: number): VendorQualificationFacts {
  const price = index.startingPrice[d]!;
  const bandMin = index.bandMin[d]!;
  const bandMax = index.bandMax[d]!;
  const free = index.freeTier[d]!;
  return {
    deploymentMask: index.deploymentMask[d]!,
    companySizeMask: index.companySizeMask[d]!,
    regionMask: index.regionMask[d]!,
    startingPrice: Number.isNaN(price) ? null : price,
    priceBand: Number.isNaN(bandMin)
      ? null
      : { min: bandMin, max: bandMax === Number.POSITIVE_INFINITY ? null : bandMax },
    freeTier: free === -1 ? null : free === 1,
    licenseClass: index.licenseClass[d]!,
    license: licenses(index)[d]!,
    complianceMask: index.complianceMask[d]!,
  };
}

function buyerCriteria(index: MatchIndex, problem: BusinessProblem, u: ProblemUnderstanding): BuyerCriteria {
  return {
    deploymentMask: u.deploymentMask,
    deploymentLabels: u.deploymentRequirement ? [u.deploymentRequirement.label] : problem.deployment_model,
    companySizeMask: u.companySizeMask,
    companySizeLabel: problem.company_size,
    regionMask: u.regionMask,
    regionLabel: problem.region_focus,
    globalRegionBit: index.vocab.regions.bit("global"),
    budget: u.budget,
    budgetLabel: u.budgetRequirement?.fromText
      ? u.budgetRequirement.label[0]!.toLowerCase() + u.budgetRequirement.label.slice(1)
      : problem.budget_range,
    timeline: u.timeline,
    timelineLabel: problem.timeline,
    wantsFree: u.wantsFree,
    deploymentFromText: u.deploymentRequirement?.fromText === true,
    budgetFromText: u.budgetRequirement?.fromText === true,
    license: u.license,
    compliance: u.compliance.map((i) => ({
      name: index.vocab.vocabulary.constraints[i]!.name,
      bit: (1 << i) >>> 0,
    })),
    dataLocation: u.dataLocation,
  };
}

export function qualificationNames(index: MatchIndex): QualificationNames {
  return {
    deployments: (m) => index.vocab.deployments.namesOf(m),
    companySizes: (m) => index.vocab.companySizes.namesOf(m),
    regions: (m) => index.vocab.regions.namesOf(m),
  };
}
