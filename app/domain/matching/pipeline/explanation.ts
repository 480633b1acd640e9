import type { Conflict } from "../types";

/** The facts an explanation may use; nothing else goes into the sentence. */
export interface ExplanationFacts {
  /** Capabilities the buyer needs that the vendor's categories answer ("Help desk & ticketing"). */
  capabilityNames: readonly string[];
  /** Requirements from the problem text the vendor is known to meet: "open source (AGPL-3.0)", "self-hosted". */
  requirementsMet?: readonly string[];
  /** Requested features the vendor covers, as the buyer wrote them. */
  matched: readonly string[];
  /** Requested features not confirmed, as the buyer wrote them. */
  missing: readonly string[];
  /** The buyer's industry, when the vendor serves it. */
  industryServed: string | null;
  /** Hard conflicts first. */
  conflicts: readonly Conflict[];
}

function lowerFirst(s: string): string {
  return s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function featurePart(matchedLabels: readonly string[], missingLabels: readonly string[]): string | null {
  const matched = matchedLabels.length;
  const requested = matched + missingLabels.length;
  if (requested === 0) return null;
  if (requested === 1)
    return matched === 1 ? `covers ${matchedLabels[0]}` : `${missingLabels[0]} not confirmed`;
  if (matched === requested)
    return requested === 2 ? "covers both of your features" : `covers all ${requested} of your features`;
  if (matched === 0) return `${requested === 2 ? "neither" : "none"} of your ${requested} features confirmed`;
  return `covers ${matched} of your ${requested} features`;
}

/**
 * One sentence from the match's facts, e.g. "Covers 3 of your 4 features; serves Logistics; cloud only — you
 * asked for On-premise".
 */
export function explainMatch(f: ExplanationFacts): string {
  const parts: string[] = [];
  if (f.capabilityNames.length > 0) parts.push(`${f.capabilityNames.slice(0, 2).join(" and ")} tool`);
  for (const r of f.requirementsMet ?? []) parts.push(r);
  const feat = featurePart(f.matched, f.missing);
  if (feat) parts.push(feat);
  if (f.industryServed) parts.push(`serves ${f.industryServed}`);
  for (const c of f.conflicts.slice(0, 2)) parts.push(lowerFirst(c.message));
  if (parts.length === 0) return "Relevant to the problem you described";
  const sentence = parts.join("; ");
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}
