import type { MatchIndex } from "../match-index";
import type { WeightedTerm } from "../retrieval/bm25f";
import type { Token } from "../text/tokenizer";
import type { ProblemInterpretation } from "../types";
import { kindInSense, type ProblemUnderstanding } from "../understanding/understand-problem";

/** Other readings of a problem offered as one-click corrections on the results page, at most. */
export const MAX_OTHER_READINGS = 3;

/** A kind the whole text names is offered only when named at least this strongly (a strong cue, nearly as written). */
export const OTHER_READING_MIN_STRENGTH = 0.7;

/** The capability (vocabulary index) a kind's name means, or -1. */
export function capabilityNamed(index: MatchIndex, name: string): number {
  return index.vocab.vocabulary.capabilities.findIndex((c) => c.name === name);
}

/**
 * The next-best readings of a problem, strongest first, after the kinds shown as its need: the weaker kinds the
 * ranking read, then the kinds read too weakly to be a need, then the kinds the whole text names (its situation included: "our hosted survey tool" names
 * surveys even when the need phrase was read as something else; in the senses it settles), then the kinds its features
 * name. Kinds the buyer said they do not want are never offered.
 */
export function otherReadings(
  index: MatchIndex,
  u: ProblemUnderstanding,
  shown: Pick<ProblemInterpretation, "needs" | "avoided">,
): string[] {
  const { vocab } = index;
  const names = vocab.vocabulary.capabilities;
  const out: string[] = [];
  const skip = new Set([...shown.needs, ...shown.avoided]);
  const offer = (capability: number) => {
    const name = names[capability]!.name;
    if (out.length < MAX_OTHER_READINGS && !skip.has(name) && !out.includes(name)) out.push(name);
  };
  for (const c of u.capabilities) offer(c.capability);
  for (const c of u.weakerReadings) offer(c);
  // Constraint words are criteria, never a reading: "self-hosted" or "internal-only hosting" offers no hosting.
  // A word of two senses the text settles is read in that sense, as the need reads it: a restaurant's "bookings" offer
  // no appointment scheduling.
  const topicOf = (tokens: readonly Token[], keep: (pos: number) => boolean) =>
    vocab.capabilityMatcher
      .detect(tokens.filter((t) => keep(t.pos)))
      .map((h) => ({ ...h, concept: kindInSense(u.senses, h) }))
      .sort((a, b) => b.strength - a.strength || a.concept - b.concept);
  // Read one text after another, only while fewer readings than the most offered were found.
  const wholeText = [
    // A complaint's own words say what goes wrong ("the old till keeps crashing"), not another kind to offer.
    () => topicOf(u.textTokens, (pos) => !u.reading.masked.has(pos) && !u.needs.complaintWords.has(pos)),
    // A feature's cues on its topic words (constraint and negated words left out), read once per label.
    ...u.featureChips.map(
      (c) => () => [...c.topicHits()].sort((a, b) => b.strength - a.strength || a.concept - b.concept),
    ),
  ];
  for (const read of wholeText) {
    if (out.length >= MAX_OTHER_READINGS) break;
    for (const h of read()) if (h.strength >= OTHER_READING_MIN_STRENGTH) offer(h.concept);
  }
  return out;
}

/**
 * The understanding with the need the buyer chose in place of the one read: that kind of software at full strength
 * and its vendor-side words in the query, the other kinds and their words gone. The buyer's own words, criteria and
 * replaced products stay as read.
 */
export function withChosenNeed(
  index: MatchIndex,
  u: ProblemUnderstanding,
  capability: number,
): ProblemUnderstanding {
  const terms = new Map<string, number>();
  for (const t of u.coreQuery) if (!u.expansionOnly.has(t.term)) terms.set(t.term, t.weight);
  const expansionOnly = new Set<string>();
  for (const e of index.vocab.expansions[capability]!) {
    const own = terms.get(e.term);
    if (own === undefined) {
      expansionOnly.add(e.term);
      terms.set(e.term, e.weight);
    } else if (e.weight > own) terms.set(e.term, e.weight);
  }
  const coreQuery: WeightedTerm[] = [...terms]
    .map(([term, weight]) => ({ term, weight }))
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return {
    ...u,
    capabilities: [{ capability, weight: 1 }],
    statedKinds: new Map([[capability, "need" as const]]),
    coreQuery,
    expansionOnly,
  };
}
