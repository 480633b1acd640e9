import { INDUSTRY_VALUES, NEUTRAL_FACTOR } from "../constants";

export interface IndustryEvidence {
  /** Bits of vocabulary industries the vendor declares. */
  declaredMask: number;
  /** The vendor declares industries (even ones the vocabulary does not know). */
  declaresAny: boolean;
  /** A declared industry equals the buyer's industry label word for word. */
  declaredLabelMatch: boolean;
  /** Bits of vocabulary industries the vendor's own text mentions. */
  mentionedMask: number;
}

export type IndustryOutcome = "declared" | "mentioned" | "other-declared" | "other-mentioned" | "neutral";

export function industryOutcome(buyerMask: number, v: IndustryEvidence): IndustryOutcome {
  if (buyerMask === 0 && !v.declaredLabelMatch) return "neutral";
  if ((v.declaredMask & buyerMask) !== 0 || v.declaredLabelMatch) return "declared";
  if (v.declaresAny) return "other-declared";
  if ((v.mentionedMask & buyerMask) !== 0) return "mentioned";
  if (v.mentionedMask !== 0) return "other-mentioned";
  return "neutral";
}

const V = INDUSTRY_VALUES;
const NEUTRAL = NEUTRAL_FACTOR;

/** industryRelevance(industryOutcome(...)) on plain numbers, for the per-vendor loop. */
export function industryRelevanceOf(
  buyerMask: number,
  declaredMask: number,
  declaresAny: boolean,
  declaredLabelMatch: boolean,
  mentionedMask: number,
): number {
  if (buyerMask === 0 && !declaredLabelMatch) return NEUTRAL;
  if ((declaredMask & buyerMask) !== 0 || declaredLabelMatch) return V.declared;
  if (declaresAny) return V.otherDeclared;
  if ((mentionedMask & buyerMask) !== 0) return V.mentioned;
  if (mentionedMask !== 0) return V.otherMentioned;
  return NEUTRAL;
}

/** Serves the buyer's industry: 1 declared; horizontal tools (no industries) stay neutral, not zero. */
export function industryRelevance(outcome: IndustryOutcome): number {
  switch (outcome) {
    case "declared":
      return INDUSTRY_VALUES.declared;
    case "mentioned":
      return INDUSTRY_VALUES.mentioned;
    case "other-declared":
      return INDUSTRY_VALUES.otherDeclared;
    case "other-mentioned":
      return INDUSTRY_VALUES.otherMentioned;
    default:
      return NEUTRAL_FACTOR;
  }
}
