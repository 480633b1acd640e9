import { PROBLEM_FIT_BLEND, PROBLEM_FIT_BLEND_TEXT_ONLY } from "../constants";

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

/**
 * How relevant the vendor is to the problem text, 0..1. When the problem surely names a kind of software, what
 * the vendor is (its categories) counts most; the less sure the engine is of the need (confidence), the more
 * the words carry it, down to the text-only blend when nothing was detected.
 */
export function problemFit(signals: ProblemFitSignals): number {
  return problemFitOf(
    signals.category,
    signals.concept,
    signals.text,
    signals.feedback ?? 0,
    signals.confidence ?? 0,
    signals.semantic?.similarity ?? 0,
    signals.semantic?.weight ?? 0,
  );
}

const WITH = PROBLEM_FIT_BLEND;
const WITHOUT = PROBLEM_FIT_BLEND_TEXT_ONLY;

/** problemFit on plain numbers, for the per-vendor loop (semanticWeight 0 = no semantic signal). */
export function problemFitOf(
  category: number,
  concept: number,
  text: number,
  feedback: number,
  confidence: number,
  semanticSimilarity: number,
  semanticWeight: number,
): number {
  const c = clamp01(confidence);
  const wCategory = c * WITH.category + (1 - c) * WITHOUT.category;
  const wConcept = c * WITH.concept + (1 - c) * WITHOUT.concept;
  const wText = c * WITH.text + (1 - c) * WITHOUT.text;
  const wFeedback = c * WITH.feedback + (1 - c) * WITHOUT.feedback;
  let fit = wCategory * category + wConcept * concept + wText * text + wFeedback * feedback;
  if (semanticWeight > 0) {
    const w = Math.min(1, semanticWeight);
    fit = (1 - w) * fit + w * clamp01(semanticSimilarity);
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
