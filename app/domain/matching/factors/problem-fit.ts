import { PROBLEM_FIT_BLEND, PROBLEM_FIT_BLEND_TEXT_ONLY } from "../constants";
import type { ProblemFitBlend } from "../options";

/** The relevance signals problem fit blends, each 0..1. */
export interface ProblemFitSignals {
  /** How sure the engine is of the detected need, 0..1 (the strongest capability's strength); 0 when none. */
  confidence?: number;
  /** The vendor's categories mean the detected capabilities (1 core, less for related). */
  category: number;
  /** The vendor's own text names the detected capabilities. */
  concept: number;
  /** BM25F score over the query, relative to the best vendor's. */
  text: number;
  /** The vendor's categories are over-represented among the best text matches (category feedback). */
  feedback?: number;
  /** Optional semantic similarity from a vector provider, with its weight. */
  semantic?: { similarity: number; weight: number };
}

/** The blend of the two default blends, detected and text-only, at a detection confidence. */
export interface ProblemFitBlends {
  detected: Readonly<ProblemFitBlend>;
  textOnly: Readonly<ProblemFitBlend>;
}

const DEFAULT_BLENDS: ProblemFitBlends = {
  detected: PROBLEM_FIT_BLEND,
  textOnly: PROBLEM_FIT_BLEND_TEXT_ONLY,
};

/**
 * How relevant the vendor is to the problem text, 0..1. When the problem surely names a kind of software, what
 * the vendor is (its categories) counts most; the less sure the engine is of the need (confidence), the more
 * the words carry it, down to the text-only blend when nothing was detected.
 */
export function problemFit(signals: ProblemFitSignals, blends: ProblemFitBlends = DEFAULT_BLENDS): number {
  const fit = blendSignals(
    blendAt(signals.confidence ?? 0, blends),
    signals.category,
    signals.concept,
    signals.text,
    signals.feedback ?? 0,
  );
  return withSemantic(fit, signals.semantic?.similarity ?? 0, signals.semantic?.weight ?? 0);
}

/** The blend's weights at a detection confidence (0..1): fixed for one search, so computed once per search. */
export function blendAt(confidence: number, { detected, textOnly }: ProblemFitBlends): ProblemFitBlend {
  const c = clamp01(confidence);
  return {
    category: c * detected.category + (1 - c) * textOnly.category,
    concept: c * detected.concept + (1 - c) * textOnly.concept,
    text: c * detected.text + (1 - c) * textOnly.text,
    feedback: c * detected.feedback + (1 - c) * textOnly.feedback,
  };
}

/** The lexical signals blended, before any semantic similarity. */
export function blendSignals(
  w: ProblemFitBlend,
  category: number,
  concept: number,
  text: number,
  feedback: number,
): number {
  return w.category * category + w.concept * concept + w.text * text + w.feedback * feedback;
}

/** Problem fit, 0..1, from the blended fit and a semantic similarity given `weight` of it (0: none). */
export function withSemantic(fit: number, similarity: number, weight: number): number {
  if (weight > 0) {
    const w = Math.min(1, weight);
    fit = (1 - w) * fit + w * clamp01(similarity);
  }
  return clamp01(fit);
}

/**
 * Combines a vendor's affinity to each detected capability: half the best single match, half the
 * weighted share of all detected capabilities it answers, so a vendor answering two needs beats one
 * answering either.
 */
export function capabilityMatch(
  maxWeighted: number,
  sumWeighted: number,
  maxWeight: number,
  sumWeight: number,
): number {
  if (maxWeight <= 0 || sumWeight <= 0) return 0;
  return clamp01(0.5 * (maxWeighted / maxWeight) + 0.5 * (sumWeighted / sumWeight));
}

export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : Number.isFinite(x) ? x : 0;
}
