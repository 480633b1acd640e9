import {
  DEFAULT_FACTOR_WEIGHTS,
  EXCELLENT_FIT_MIN_SCORE,
  GOOD_FIT_MIN_SCORE,
  HARD_CONFLICT_PENALTY,
  SOFT_CONFLICT_PENALTY,
} from "./constants";
import type { EngineOptions } from "./options";
import type { FitCategory, MatchFactors } from "./types";

/** Turns the five factors into one 0..100 score. */
export interface Fusion {
  fuse(factors: MatchFactors, hardConflict: boolean, softConflict?: boolean): number;
  /** The same on plain numbers, in MatchFactors key order. */
  fuseValues(
    fit: number,
    features: number,
    industry: number,
    qualification: number,
    credibility: number,
    hardConflict: boolean,
    softConflict?: boolean,
  ): number;
}

/**
 * Weighted sum of the factors × 100; a hard conflict multiplies it by HARD_CONFLICT_PENALTY, a soft one
 * (without a hard one) by SOFT_CONFLICT_PENALTY.
 */
export function createWeightedFusion(
  weights: Readonly<MatchFactors> = DEFAULT_FACTOR_WEIGHTS,
  hardConflictPenalty = HARD_CONFLICT_PENALTY,
  softConflictPenalty = SOFT_CONFLICT_PENALTY,
): Fusion {
  const total =
    weights.problem_fit +
    weights.feature_alignment +
    weights.industry_relevance +
    weights.qualification +
    weights.credibility;
  if (!(total > 0)) throw new Error("fusion weights must sum to more than 0");
  const wFit = weights.problem_fit / total;
  const wFeatures = weights.feature_alignment / total;
  const wIndustry = weights.industry_relevance / total;
  const wQualification = weights.qualification / total;
  const wCredibility = weights.credibility / total;
  const fuseValues = (
    fit: number,
    fa: number,
    ir: number,
    q: number,
    c: number,
    hard: boolean,
    soft = false,
  ) => {
    const score =
      100 * (wFit * fit + wFeatures * fa + wIndustry * ir + wQualification * q + wCredibility * c);
    if (hard) return score * hardConflictPenalty;
    return soft ? score * softConflictPenalty : score;
  };
  return {
    fuse: (f, hard, soft = false) =>
      fuseValues(
        f.problem_fit,
        f.feature_alignment,
        f.industry_relevance,
        f.qualification,
        f.credibility,
        hard,
        soft,
      ),
    fuseValues,
  };
}

const DEFAULT_THRESHOLDS = {
  excellentFitMinScore: EXCELLENT_FIT_MIN_SCORE,
  goodFitMinScore: GOOD_FIT_MIN_SCORE,
};

/** One decimal, as the API returns it. */
export function roundScore(score: number): number {
  return Math.round(score * 10) / 10;
}

/** "Excellent fit" from EXCELLENT_FIT_MIN_SCORE, "Good fit" from GOOD_FIT_MIN_SCORE; a hard conflict caps at "Partial fit". */
export function fitCategory(
  score: number,
  hardConflict: boolean,
  softConflict = false,
  thresholds: Pick<EngineOptions, "excellentFitMinScore" | "goodFitMinScore"> = DEFAULT_THRESHOLDS,
): FitCategory {
  if (hardConflict) return "Partial fit";
  if (score >= thresholds.excellentFitMinScore && !softConflict) return "Excellent fit";
  if (score >= thresholds.goodFitMinScore) return "Good fit";
  return "Partial fit";
}
