import type { AnalyzedWord, JoinedReading, Token } from "../text/tokenizer";
import type { NeedLanguage } from "./need-phrases";

/** Content words an object joined to others may have at most: a short noun phrase ("our weekend volunteers"). */
export const MAX_JOINED_OBJECT_WORDS = 2;
/** Determiners before an object at most ("and all our volunteers", "y todos los"). */
const MAX_DETERMINERS = 2;

/**
 * Where a word of an object joined to others may also be read: in the place of the object next to the word that
 * governs the list, a word index of the text (`at`). `before`: the governing word precedes the list ("schedule our
 * staff and our volunteers": "volunteers" may be read where "staff" stands); else it follows it ("staff and volunteer
 * scheduling", "Mitarbeiter und Ehrenamtliche planen": "staff" may be read where "volunteer" stands). `edge`: the
 * list's first word (`before`) or last word (else), which a cue read that way must not reach into from the other side.
 */
export interface JoinedPlace {
  at: number;
  before: boolean;
  edge: number;
}

/**
 * Reads lists of short objects joined to one word that governs them all: "schedule our staff and our volunteers",
 * "track our vans, trailers and forklifts", "planifier le personnel et les bénévoles", "staff and volunteer
 * scheduling", "Mitarbeiter und Ehrenamtliche planen". A list is two or more objects of at most
 * MAX_JOINED_OBJECT_WORDS content words each (the last of a list governed from after it one word, right before the
 * governing word that ends the phrase; only an object of one word is read in another's place), a few determiners
 * before each ("our", "les", "die"), separated by commas or `joins` words ("and", "as well as", "sowie", "ainsi que",
 * a one-letter "y"/"e") and closed by a joins word, with the governing content word right before the first object
 * (determiners aside) or right after the last, in the same clause. The last object of a list governed from before ends where the noun phrase does (a stop word or
 * the clause's end): "we send invoices and customers keep asking" joins nothing. The governing word is not known to
 * be a verb: only a cue of the vocabulary that runs from it into an object reads the list, and the cue is the test.
 * Returns, per word index, the places its word may also be read in.
 */
export function readJoinedObjects(
  lang: NeedLanguage,
  words: readonly AnalyzedWord[],
): Map<number, JoinedPlace[]> {
  const out = new Map<number, JoinedPlace[]>();
  const n = words.length;
  if (n < 4) return out;
  const functional = (i: number) => words[i]!.stop || lang.functionWords.has(words[i]!.raw);
  const determiner = (i: number) => lang.determiners.has(words[i]!.raw);
  const content = (i: number) => i < n && !functional(i);
  /** The end of a join ("and", "as well as", a one-letter "y" before word i) at word i, or -1. */
  const joinAt = (i: number): number => {
    if (i >= n || words[i]!.sentenceStart) return -1;
    if (words[i]!.letter !== undefined && lang.letterJoins.has(words[i]!.letter!)) return i;
    const hit = lang.joins.at(words, i);
    return hit && hit.end > i && !words.slice(i + 1, hit.end).some((w) => w.clauseStart) ? hit.end : -1;
  };
  /** After determiners from `i` (none across a clause break), the index where an object starts, or -1. */
  const afterDeterminers = (i: number, clauseStartAllowed: boolean): number => {
    let k = i;
    while (k < n && determiner(k) && k - i < MAX_DETERMINERS) {
      if (k > i && words[k]!.clauseStart) return -1;
      if (k === i && words[k]!.clauseStart && !clauseStartAllowed) return -1;
      k++;
    }
    if (k >= n || words[k]!.sentenceStart) return -1;
    if (k > i && words[k]!.clauseStart) return -1;
    if (k === i && words[k]!.clauseStart && !clauseStartAllowed) return -1;
    return k;
  };
  /** The run of content words from `i` in one clause (at most MAX_JOINED_OBJECT_WORDS + 1), as [i, end). */
  const contentRun = (i: number): number => {
    let end = i;
    while (
      end < n &&
      content(end) &&
      end - i <= MAX_JOINED_OBJECT_WORDS &&
      (end === i || !words[end]!.clauseStart)
    )
      end++;
    return end;
  };
  const add = (i: number, place: JoinedPlace) => {
    const list = out.get(i);
    if (!list) out.set(i, [place]);
    else if (!list.some((p) => p.at === place.at && p.before === place.before && p.edge === place.edge))
      list.push(place);
  };
  /**
   * The objects that follow a first one ending at `end`, each after a comma or a join, as [start, end) cut to
   * MAX_JOINED_OBJECT_WORDS: every list read so far (one object, two, …), each with whether each object came after a
   * join (a list counts only when its last one did). A longer run ends the walk: it is the last list's last object,
   * which the caller then refuses (it does not end its noun phrase).
   */
  const following = (end: number): Array<{ objects: Array<[number, number]>; closed: boolean[] }> => {
    const objects: Array<[number, number]> = [];
    const byJoin: boolean[] = [];
    const lists: Array<{ objects: Array<[number, number]>; closed: boolean[] }> = [];
    let at = end;
    while (at < n) {
      const joined = joinAt(at);
      const comma = joined < 0 && words[at]!.clauseStart && !words[at]!.sentenceStart;
      if (joined < 0 && !comma) break;
      const start = afterDeterminers(joined < 0 ? at : joined, comma || joined === at);
      // "… and then we send invoices", "… and also": a word that starts a clause starts no object.
      if (start < 0 || !content(start) || lang.clauseBreaks.has(words[start]!.term)) break;
      const runEnd = contentRun(start);
      objects.push([start, Math.min(runEnd, start + MAX_JOINED_OBJECT_WORDS)]);
      byJoin.push(joined >= 0);
      lists.push({ objects: objects.slice(), closed: byJoin.slice() });
      if (runEnd - start > MAX_JOINED_OBJECT_WORDS) break;
      at = runEnd;
    }
    return lists;
  };

  for (let g = 0; g < n; g++) {
    if (!content(g)) continue;
    // The governing word before the list: "schedule [our] staff and [our] volunteers".
    const first = afterDeterminers(g + 1, false);
    // The longest first object after a governing word: in "store client files and …" the files are the client's,
    // "client" governs nothing.
    if (
      first >= 0 &&
      content(first) &&
      (first > g + 1 || g === 0 || !content(g - 1) || words[g]!.clauseStart)
    ) {
      const run = contentRun(first);
      for (let len = Math.min(MAX_JOINED_OBJECT_WORDS, run - first); len >= 1; len--) {
        const lists = following(first + len);
        for (let l = lists.length - 1; l >= 0; l--) {
          const { objects, closed } = lists[l]!;
          if (!closed[closed.length - 1]) continue;
          const [, lastEnd] = objects[objects.length - 1]!;
          // The last object is a noun phrase: no content word goes on after it in its clause ("… and customers keep
          // asking", "… and the costly overnight hotel stays").
          if (content(lastEnd) && !words[lastEnd]!.clauseStart) continue;
          // An object of one word is read in the first object's place; a longer one ("visit notes") is a
          // phrase of its own, whose last word is no object of the verb alone.
          for (const [s, e] of objects) if (e - s === 1) add(s, { at: first, before: true, edge: first });
          break;
        }
      }
    }
  }
  // The governing word after the list: "staff and volunteer scheduling", "Mitarbeiter und Ehrenamtliche planen".
  for (let j = 0; j < n; j++) {
    const joined = joinAt(j);
    if (joined < 0) continue;
    const start = afterDeterminers(joined, joined === j);
    if (start < 0 || !content(start) || lang.clauseBreaks.has(words[start]!.term)) continue;
    // One word, then the governing word that ends the phrase: "Fahrten erfassen", "volunteer scheduling", not
    // "drivers keep asking".
    if (contentRun(start) !== start + 2 || words[start + 1]!.clauseStart) continue;
    // The objects before the join, back over commas, one word each as the last: "Stunden, Fahrten und Material
    // erfassen" (in "client files and tax returns", "returns" governs nothing).
    let end = j;
    for (;;) {
      const s = end - 1;
      if (s < 0 || !content(s) || (s > 0 && content(s - 1) && !words[s]!.clauseStart)) break;
      add(s, { at: start, before: false, edge: start });
      // Another object before it, after a comma: "die Stunden, die Fahrten und das Material erfassen".
      let d = s;
      while (d > 0 && !words[d]!.clauseStart && determiner(d - 1) && s - d < MAX_DETERMINERS) d--;
      if (!words[d]!.clauseStart || words[d]!.sentenceStart || d === 0 || !content(d - 1)) break;
      end = d;
    }
  }
  return out;
}

/**
 * The tokens with the other places of each joined object's words (`Token.joined`), in the tokens' own count of
 * content words and clauses (each language counts its own stop words). A compound's joined term keeps none.
 */
export function withJoinedPlaces(
  tokens: Token[],
  joined: ReadonlyMap<number, readonly JoinedPlace[]>,
  words: readonly AnalyzedWord[],
): Token[] {
  if (joined.size === 0) return tokens;
  const at = new Map<number, Token>();
  for (const t of tokens)
    if (!t.compound && t.content !== undefined && t.clause !== undefined && !at.has(t.pos)) at.set(t.pos, t);
  return tokens.map((t) => {
    const places = t.compound ? undefined : joined.get(t.pos);
    if (!places || t.content === undefined) return t;
    const readings: JoinedReading[] = [];
    for (const p of places) {
      const there = at.get(words[p.at]!.pos);
      const edge = at.get(words[p.edge]!.pos);
      if (!there || !edge) continue;
      readings.push({
        content: there.content!,
        clause: there.clause!,
        before: p.before,
        edge: edge.content!,
      });
    }
    return readings.length > 0 ? { ...t, joined: readings } : t;
  });
}
