import type { MatchFactors } from "~/domain/matching/types";

/** The five factors as the results page names them ("Why this score", "Why not …?"). */
export const FACTOR_LABELS: Readonly<Record<keyof MatchFactors, string>> = {
  problem_fit: "Problem fit",
  feature_alignment: "Feature alignment",
  industry_relevance: "Industry relevance",
  qualification: "Qualification",
  credibility: "Credibility",
};
