import type { Token, Tokenizer } from "./tokenizer";

/** One phrasing of a concept, as stemmed terms. */
export interface Cue {
  concept: number;
  terms: string[];
  weight: number;
}

export interface CueInput {
  concept: number;
  text: string;
  weight: number;
}

/** A detected concept: its strength 0..1 (noisy-or of the cues that matched). */
export interface ConceptHit {
  concept: number;
  strength: number;
  /** Word positions of the cues that counted, ascending. */
  positions: number[];
}

/** Finds concepts in text by their cues: every cue term, in the cue's order, within a small window. */
export interface ConceptMatcher {
  detect(tokens: readonly Token[]): ConceptHit[];
  /** The distinct terms any cue uses. */
  readonly cueTerms: ReadonlySet<string>;
}

/**
 * Extra words a cue's terms may be spread over, beyond their own count ("book [their] appointments"). Stop words of
 * the text's language between a cue's words take no room when they are all that stands between them, in one clause
 * ("gestion du cycle de vie des produits", "gestión de las relaciones con todos nuestros clientes"). With other
 * content words between, every word counts (a loose reading such as "service [our backend can] call" is no "service
 * calls"), and so it does across a clause break ("online booking, reminders").
 */
export const SLOP = 2;

/**
 * Further words a cue's last term may stand away when the text marks it as a clause-final verb and the cue starts in its
 * clause (`Token.reachFrom`):
 * German and Dutch put the object first and the infinitive at the end of the clause, however long the object is
 * ("de uren van al onze medewerkers bijhouden"). Each content word between still lowers the cue (SLOP_DECAY).
 */
export const VERB_REACH = 6;

/**
 * Each extra content word between a cue's terms (stop words don't count) multiplies the cue's weight by this:
 * "track time" read as written counts more than "track [time employees] spend" read as "track spending".
 */
export const SLOP_DECAY = 0.8;

/**
 * How a matcher combines a concept's weak cues: cues weighing less than `below` are weak (an ambiguous word such as
 * "site", "page", "nursery"), and together they saturate at `ceiling` instead of adding up to a strong cue's strength:
 * their noisy-or, at most `ceiling`. One or two weak cues count as before ("daycare nursery" is still childcare), but
 * "site", "pages", "homepage" and "web design" never name a website builder as firmly as one plain "website builder"
 * does. The concept's strong cues are combined with that as a noisy-or, as before.
 */
export interface WeakCueSaturation {
  below: number;
  ceiling: number;
}

interface CueMatch {
  cue: Cue;
  positions: number[];
  /** Content words between the cue's words that a joined object's other place leaves out (`Token.joined`). */
  saved: number;
}

/**
 * The cues that start with one term: one-word cues, and longer ones by their second term, so a text is only checked
 * for the cues whose first two terms it has. `order` keeps the cues' input order among the matches.
 */
interface AnchoredCues {
  single: Cue[];
  bySecond: Map<string, Array<{ cue: Cue; order: number }>>;
}

export function createConceptMatcher(
  tokenizer: Tokenizer,
  inputs: readonly CueInput[],
  saturation: WeakCueSaturation | null = null,
): ConceptMatcher {
  const byAnchor = new Map<string, AnchoredCues>();
  const cueTerms = new Set<string>();
  const seen = new Set<string>();
  for (const input of inputs) {
    const terms = [...new Set(orderedCueTerms(tokenizer.tokenize(input.text)))];
    if (terms.length === 0) continue;
    const key = `${input.concept}|${terms.join(" ")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cue: Cue = { concept: input.concept, terms, weight: input.weight };
    for (const t of terms) cueTerms.add(t);
    const anchor = terms[0]!;
    let anchored = byAnchor.get(anchor);
    if (!anchored) {
      anchored = { single: [], bySecond: new Map() };
      byAnchor.set(anchor, anchored);
    }
    if (terms.length === 1) anchored.single.push(cue);
    else {
      const second = terms[1]!;
      const list = anchored.bySecond.get(second);
      const entry = { cue, order: seen.size };
      if (list) list.push(entry);
      else anchored.bySecond.set(second, [entry]);
    }
  }

  function detect(tokens: readonly Token[]): ConceptHit[] {
    if (tokens.length === 0) return [];
    const positions = new Map<string, number[]>();
    let reach = false;
    let joins = false;
    const place: Place = new Map();
    for (const t of tokens) {
      if (!cueTerms.has(t.term)) continue;
      if ((t.content !== undefined && t.clause !== undefined) || t.reachFrom !== undefined) {
        const at = place.get(t.pos);
        if (at) at.push(t);
        else place.set(t.pos, [t]);
        if (t.reachFrom !== undefined) reach = true;
        if (t.joined !== undefined) joins = true;
      }
      const list = positions.get(t.term);
      if (list) list.push(t.pos);
      else positions.set(t.term, [t.pos]);
    }
    const matches: CueMatch[] = [];
    for (const [term, anchorPositions] of positions) {
      const anchored = byAnchor.get(term);
      if (!anchored) continue;
      for (const cue of anchored.single) matches.push({ cue, positions: anchorPositions, saved: 0 });
      if (anchored.bySecond.size === 0) continue;
      const found: Array<CueMatch & { order: number }> = [];
      const tryCues = (cues: ReadonlyArray<{ cue: Cue; order: number }>) => {
        for (const { cue, order } of cues) {
          const m = matchCue(cue, anchorPositions, positions, reach, joins, place);
          if (m) found.push({ cue, positions: m.used, saved: m.saved, order });
        }
      };
      // Whichever is shorter: the anchor's second terms, or the text's terms.
      if (anchored.bySecond.size <= positions.size) {
        for (const [second, cues] of anchored.bySecond) if (positions.has(second)) tryCues(cues);
      } else {
        for (const second of positions.keys()) {
          const cues = anchored.bySecond.get(second);
          if (cues) tryCues(cues);
        }
      }
      found.sort((a, b) => a.order - b.order);
      for (const { cue, positions: at, saved } of found) matches.push({ cue, positions: at, saved });
    }
    if (matches.length === 0) return [];
    // Distinct content-word positions, ascending (as a tokenizer gives them): the words between two positions are
    // counted by two searches instead of a walk over the whole text for each match.
    const contentPositions = distinctAscending(tokens);
    const extraWords = (used: readonly number[]) => {
      const first = used[0]!;
      const last = used[used.length - 1]!;
      const between =
        last > first ? countBelow(contentPositions, last) - countBelow(contentPositions, first + 1) : 0;
      return between - (used.length - 2);
    };
    // Longer phrasings claim their words first: "employee scheduling" must not also read as a bare
    // "scheduling" cue of another concept.
    matches.sort((a, b) => b.cue.terms.length - a.cue.terms.length || a.cue.concept - b.cue.concept);
    // Each position remembers the longest cue length that claimed it, per concept.
    const claimedBy = new Map<number, Map<number, number>>();
    const miss = new Map<number, number>();
    /** Per concept, the product of (1 − w) over its weak cues (`saturation`). */
    const weakLeft = new Map<number, number>();
    const used = new Map<number, Set<number>>();
    for (const m of matches) {
      const len = m.cue.terms.length;
      const free = m.positions.some((p) => {
        const owners = claimedBy.get(p);
        if (!owners) return true;
        for (const [concept, ownerLen] of owners)
          if (concept !== m.cue.concept && ownerLen > len) return false;
        return true;
      });
      if (!free) continue;
      if (len > 1) {
        for (const p of m.positions) {
          const owners = claimedBy.get(p) ?? new Map<number, number>();
          owners.set(m.cue.concept, Math.max(owners.get(m.cue.concept) ?? 0, len));
          claimedBy.set(p, owners);
        }
      }
      const weight =
        len > 1 ? m.cue.weight * SLOP_DECAY ** Math.max(0, extraWords(m.positions) - m.saved) : m.cue.weight;
      if (saturation && m.cue.weight < saturation.below) {
        weakLeft.set(m.cue.concept, (weakLeft.get(m.cue.concept) ?? 1) * (1 - weight));
        if (!miss.has(m.cue.concept)) miss.set(m.cue.concept, 1);
      } else miss.set(m.cue.concept, (miss.get(m.cue.concept) ?? 1) * (1 - weight));
      const at = used.get(m.cue.concept) ?? new Set<number>();
      for (const p of m.positions) at.add(p);
      used.set(m.cue.concept, at);
    }
    const hits: ConceptHit[] = [];
    for (const [concept, strongMiss] of miss) {
      const left = weakLeft.get(concept);
      const weak = left === undefined ? 0 : Math.min(saturation!.ceiling, 1 - left);
      const p = strongMiss * (1 - weak);
      hits.push({ concept, strength: 1 - p, positions: [...used.get(concept)!].sort((a, b) => a - b) });
    }
    hits.sort((a, b) => a.concept - b.concept);
    return hits;
  }

  return { detect, cueTerms };
}

/** The distinct positions of `tokens`, ascending. */
function distinctAscending(tokens: readonly Token[]): number[] {
  const out: number[] = [];
  for (const t of tokens) {
    const last = out.length > 0 ? out[out.length - 1]! : -1;
    if (t.pos > last) out.push(t.pos);
    else if (t.pos < last) return [...new Set(tokens.map((x) => x.pos))].sort((a, b) => a - b);
  }
  return out;
}

/** How many of the ascending `sorted` are below `value`. */
function countBelow(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A cue's terms in order; a compound replaces its parts, since texts carry the joined term either way. */
function orderedCueTerms(tokens: readonly Token[]): string[] {
  const out: Token[] = [];
  for (const t of tokens) {
    if (t.compound) {
      while (out.length > 0 && out[out.length - 1]!.pos >= t.pos - 1) out.pop();
    }
    out.push(t);
  }
  return out.map((t) => t.term);
}

/**
 * The cue-term tokens at each word position that say where they stand among the text's content words and in which
 * clause (`Token.content`, `Token.clause`) or how far back a clause-final verb reaches (`Token.reachFrom`). A position
 * holds one word's token, and the joined term of a compound that ends there.
 */
type Place = Map<number, Token[]>;

/** The last token of `term` at `pos` that has `field` (a later token of the same term and position wins). */
function placed<K extends "clause" | "reachFrom">(
  place: Place,
  term: string,
  pos: number,
  field: K,
): Token | undefined {
  const at = place.get(pos);
  if (!at) return undefined;
  for (let i = at.length - 1; i >= 0; i--) {
    const t = at[i]!;
    if (t.term === term && t[field] !== undefined && (field !== "clause" || t.content !== undefined))
      return t;
  }
  return undefined;
}

/**
 * Whether the word at `p` stands within `span` words of the cue's first word at `p0` (counting every word), or is, in
 * the same clause, the `nth` content word after it, only stop words between (`far` more when it may reach farther).
 */
function within(
  first: string,
  p0: number,
  term: string,
  p: number,
  span: number,
  nth: number,
  far: number,
  place: Place,
): boolean {
  if (p - p0 <= span + far) return true;
  const a = placed(place, first, p0, "clause");
  const b = placed(place, term, p, "clause");
  return a !== undefined && b !== undefined && a.clause === b.clause && b.content! - a.content! <= nth + far;
}

/**
 * How many content words fewer stand between the cue's first word at `p0` and its word at `p` when one of them is read
 * in its joined object's other place (`Token.joined`: "schedule [our staff and our] volunteers", "track [our vans,
 * trailers and] forklifts" read as "schedule staff and volunteers", "track vans and forklifts" are: one word between),
 * the other word outside the list on the governing side, in that place's clause; null when no such reading is there.
 * Read so, the two words stand `gap` + 1 content words apart (`gap` from the cue's word to the object next to the
 * governing word, then the object itself), at most `span`: the words a cue's terms may be spread over (`within`),
 * counted in content words: the reading reaches no farther than the object written right after the first one would.
 */
function joinedSaving(
  first: string,
  p0: number,
  term: string,
  p: number,
  span: number,
  place: Place,
): number | null {
  const a = placed(place, first, p0, "clause");
  const b = placed(place, term, p, "clause");
  if (a === undefined || b === undefined) return null;
  const real = b.content! - a.content!;
  let best: number | null = null;
  // Read there, the object follows the first one as written ("schedule staff and volunteers"): one word between.
  const consider = (gap: number) => {
    if (gap >= 1 && gap + 1 <= span && (best === null || real - gap - 1 > best)) best = real - gap - 1;
  };
  for (const j of b.joined ?? [])
    if (j.before && a.content! < j.edge && a.clause === j.clause) consider(j.content - a.content!);
  for (const j of a.joined ?? [])
    if (!j.before && b.content! > j.edge && b.clause === j.clause) consider(b.content! - j.content);
  return best;
}

/**
 * Positions of the cue's terms in cue order, within the allowed span, and the content words a joined object's other
 * place leaves out between them (`joinedSaving`); null when absent.
 */
function matchCue(
  cue: Cue,
  anchorPositions: number[],
  positions: Map<string, number[]>,
  reach: boolean,
  joins: boolean,
  place: Place,
): { used: number[]; saved: number } | null {
  const maxSpan = cue.terms.length - 1 + SLOP;
  const lastTerm = cue.terms[cue.terms.length - 1]!;
  const lists: number[][] = [];
  for (let i = 1; i < cue.terms.length; i++) {
    const list = positions.get(cue.terms[i]!);
    if (!list) return null;
    lists.push(list);
  }
  for (const p0 of anchorPositions) {
    const used = [p0];
    let prev = p0;
    let saved = 0;
    for (let k = 0; k < lists.length; k++) {
      const list = lists[k]!;
      const isLast = k === lists.length - 1;
      let next = -1;
      for (const p of list) {
        if (p <= prev) continue;
        const from = isLast && reach ? placed(place, lastTerm, p, "reachFrom")?.reachFrom : undefined;
        const far = from !== undefined && p0 >= from ? VERB_REACH : 0;
        const near = within(cue.terms[0]!, p0, cue.terms[k + 1]!, p, maxSpan, k + 1, far, place);
        const joined = joins
          ? joinedSaving(cue.terms[0]!, p0, cue.terms[k + 1]!, p, maxSpan + far, place)
          : null;
        if (near || joined !== null) {
          next = p;
          if (joined !== null && joined > saved) saved = joined;
          break;
        }
      }
      if (next < 0) break;
      used.push(next);
      prev = next;
    }
    if (used.length === cue.terms.length) return { used, saved };
  }
  return null;
}
