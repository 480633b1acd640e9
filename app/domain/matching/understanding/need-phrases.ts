import type { PhraseMatcher } from "../text/phrase-matcher";
import type { AnalyzedWord } from "../text/tokenizer";

/** The phrase matchers and word lists that find where a buyer states the need, compiled from the vocabulary. */
export interface NeedLanguage {
  /** The need follows: "we need", "looking for", "a way to", "a tool for", "wir brauchen", "nous cherchons". */
  before: PhraseMatcher<true>;
  /** The need precedes, within its clause: "… would be useful", "… nodig". */
  after: PhraseMatcher<true>;
  /** Only at the start of a sentence, the need follows: "Set up …", "Evaluate …", "Build …". */
  imperative: PhraseMatcher<true>;
  /** The need phrase ends here: "because", "instead of", "since", "weil", "parce que". */
  breaks: PhraseMatcher<true>;
  /** At a clause start only, these end the need phrase (", and …", ", so …"). */
  clauseBreaks: ReadonlySet<string>;
  /** A trigger right after one of these states no need ("the wrong tool to…", "our current tool for…"). */
  negators: ReadonlySet<string>;
  /** Where a need's head ends and its details begin ("that", "with", "like", "for our"). */
  modifiers: PhraseMatcher<true>;
  /** Words that say nothing about the need on their own ("recommendations", "options", "something"). */
  empty: ReadonlySet<string>;
  /** Nouns for software ("tool", "app", "platform"): a trigger starting with one is preceded by what it names. */
  productNouns: ReadonlySet<string>;
  /** Pronouns that point back to the situation ("them", "it", "diese"): the need then refers to the context. */
  anaphora: ReadonlySet<string>;
  /** Possessives that introduce the buyer's own things ("our", "my", "unsere", "notre"). */
  owners: ReadonlySet<string>;
  /** Nouns that make "our …" the buyer's own product ("site", "app", "platform"); they stay in the need. */
  ownProducts: ReadonlySet<string>;
  /** Words of a complaint ("annoying", "tired of", "keeps breaking"): their clause is the buyer's situation. */
  complaints: PhraseMatcher<true>;
  /** Words that start a complaint inside a clause ("and", "so", "but"), as written. */
  complaintJoins: ReadonlySet<string>;
}

/** A stretch of words [start, end) of the analyzed problem. */
export interface WordSpan {
  start: number;
  end: number;
}

/** Where the buyer states the need, and what the rest of the text is. */
export interface NeedReading {
  /** The need phrases, trigger words excluded, left to right; empty when the text states no need explicitly. */
  needs: WordSpan[];
  /**
   * Words inside a need phrase that describe the buyer's own product ("documentation" in "search our documentation
   * site"): they say where the need applies, not what kind of software it is.
   */
  own: ReadonlySet<number>;
  /**
   * When the text states no need phrase: the words describing the buyer's own product anywhere in it ("our online
   * shop gets hammered by scrapers"). They describe the situation, not the kind of software needed.
   */
  ownOutside: ReadonlySet<number>;
  /**
   * Positions after a need's head ("that handles shipping" in "an online shop that handles shipping"): what the
   * needed software must do, weaker evidence of its kind than the head.
   */
  details: ReadonlySet<number>;
  /**
   * A need phrase points back to the situation with a pronoun ("want to read them all in one place", "a control
   * panel for it"): what the context names is then part of the need.
   */
  refersBack: boolean;
  /**
   * Positions of the complaints ("cookie banners are annoying our readers"), from the clause's start or its
   * "and"/"so" to the clause's end: the buyer's situation. A need phrase never runs into one.
   */
  complaints: ReadonlySet<number>;
}

/** Content words a need phrase may run over before it is cut (a need is a few words, not a paragraph). */
export const MAX_NEED_WORDS = 16;
/** Content words after "our" read as the buyer's own product at most ("our public documentation site"). */
const MAX_OWN_WORDS = 3;

/**
 * Reads which words of a problem state the need. Most of a real question is the buyer's situation (the tool they
 * leave, the product they build, a complaint); the need sits in a few phrases: "we need a X", "a way to Y", "a tool
 * for Z", "looking for", "we want to", "X would be useful", and task titles such as "Set up X". A need phrase runs
 * from its trigger to the end of the sentence, a break word ("because", "instead of") or MAX_NEED_WORDS content
 * words, whichever comes first; a phrase of empty words only ("looking for recommendations") is no need.
 */
export function readNeeds(lang: NeedLanguage, words: readonly AnalyzedWord[]): NeedReading {
  const spans: WordSpan[] = [];
  const content = (span: WordSpan) => {
    let n = 0;
    for (let i = span.start; i < span.end; i++) if (!words[i]!.stop && !lang.empty.has(words[i]!.term)) n++;
    return n;
  };
  const push = (span: WordSpan) => {
    if (span.end > span.start && content(span) > 0) spans.push(span);
  };
  const complaints = complaintClauses(lang, words);
  const forward = (from: number): WordSpan => {
    let end = from;
    let n = 0;
    while (end < words.length) {
      const w = words[end]!;
      if (end > from && w.sentenceStart) break;
      if (end > from && lang.breaks.at(words, end)) break;
      if (end > from && w.clauseStart && lang.clauseBreaks.has(w.term)) break;
      // "analytics for our shop, cookie banners are annoying": a complaint after the need is the situation.
      if (end > from && complaints.starts.has(end)) break;
      if (!w.stop && ++n > MAX_NEED_WORDS) break;
      end++;
    }
    return { start: from, end };
  };

  const triggers = new Uint8Array(words.length);
  /** "the wrong tool to", "our current tool for": the nearest content word before the trigger says it is no need. */
  const negated = (start: number) => {
    for (let i = start - 1; i >= 0 && start - i <= 3; i--) {
      if (lang.negators.has(words[i]!.term) || lang.negators.has(words[i]!.raw)) return true;
      if (!words[i]!.stop || words[i + 1]!.clauseStart) return false;
    }
    return false;
  };
  for (const hit of lang.before.find(words)) {
    if (negated(hit.start)) continue;
    for (let i = hit.start; i < hit.end; i++) triggers[i] = 1;
    const span = forward(hit.end);
    // "a free booking tool for our salon": the words naming the tool belong to the need too.
    if (lang.productNouns.has(words[hit.start]!.term)) {
      let start = hit.start;
      while (start > 0 && !words[start]!.clauseStart && !words[start - 1]!.stop && !triggers[start - 1])
        start--;
      if (start < hit.start) push({ start, end: hit.start });
    }
    push(span);
  }
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.sentenceStart || triggers[i]) continue;
    const hit = lang.imperative.at(words, i);
    if (hit) push(forward(hit.end));
  }
  for (const hit of lang.after.find(words)) {
    let start = hit.start;
    while (start > 0 && !words[start]!.clauseStart) start--;
    push({ start, end: hit.start });
  }

  // Overlapping phrases ("we need a tool to track…" is both "need" and "tool to") are read once.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const needs: WordSpan[] = [];
  for (const s of spans) {
    const last = needs[needs.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else needs.push({ ...s });
  }

  const own = ownProductPositions(lang, words, needs);
  const details = new Set<number>();
  for (const span of needs) {
    let seenContent = false;
    for (let i = span.start; i < span.end; i++) {
      const hit = seenContent ? lang.modifiers.at(words, i) : null;
      if (hit) {
        for (let k = i; k < span.end; k++) details.add(words[k]!.pos);
        break;
      }
      if (!words[i]!.stop && !lang.empty.has(words[i]!.term)) seenContent = true;
    }
  }
  const refersBack = needs.some((span) => {
    for (let i = span.start; i < span.end; i++) if (lang.anaphora.has(words[i]!.raw)) return true;
    return false;
  });
  const ownOutside =
    needs.length === 0
      ? ownProductPositions(lang, words, [{ start: 0, end: words.length }], true)
      : new Set<number>();
  const complaintPositions = new Set<number>();
  for (const i of complaints.inside) complaintPositions.add(words[i]!.pos);
  return { needs, own, ownOutside, details, refersBack, complaints: complaintPositions };
}

/**
 * The clauses that hold a complaint: each runs from the clause's start, or from the last "and"/"so" before the
 * complaint word, to the clause's end ("…, cookie banners are annoying and we're tired of them"). `starts`: the word
 * indexes where one begins; `inside`: every word index in one.
 */
function complaintClauses(lang: NeedLanguage, words: readonly AnalyzedWord[]) {
  const starts = new Set<number>();
  const inside = new Set<number>();
  const markers = lang.complaints.find(words);
  if (markers.length === 0) return { starts, inside };
  const inMarker = new Uint8Array(words.length);
  for (const m of markers) for (let i = m.start; i < m.end; i++) inMarker[i] = 1;
  for (const m of markers) {
    let start = m.start;
    while (start > 0 && !words[start]!.clauseStart) {
      const w = words[start]!;
      if (start < m.start && !inMarker[start] && lang.complaintJoins.has(w.raw)) break;
      start--;
    }
    let end = m.end;
    while (end < words.length && !words[end]!.clauseStart) end++;
    starts.add(start);
    for (let i = start; i < end; i++) inside.add(i);
  }
  return { starts, inside };
}

/**
 * "our documentation site", "my online shop": the words before the product noun are the buyer's own product (they
 * say where the need applies); the noun itself stays unless `withNoun` (outside any need phrase the whole phrase is
 * the buyer's situation). Read inside the given spans, never across a clause.
 */
function ownProductPositions(
  lang: NeedLanguage,
  words: readonly AnalyzedWord[],
  spans: readonly WordSpan[],
  withNoun = false,
) {
  const own = new Set<number>();
  for (const span of spans) {
    for (let i = span.start; i < span.end; i++) {
      if (!lang.owners.has(words[i]!.term)) continue;
      let j = i + 1;
      const run: number[] = [];
      while (j < span.end && run.length < MAX_OWN_WORDS && !words[j]!.stop && !words[j]!.clauseStart) {
        run.push(j);
        if (lang.ownProducts.has(words[j]!.term)) break;
        j++;
      }
      const last = run[run.length - 1];
      if (last === undefined || run.length < 2 || !lang.ownProducts.has(words[last]!.term)) continue;
      for (const k of withNoun ? run : run.slice(0, -1)) own.add(words[k]!.pos);
    }
  }
  return own;
}

/** The tokenizer positions of the words inside the need phrases, own-product words excluded. */
export function needPositions(reading: NeedReading, words: readonly AnalyzedWord[]): Set<number> {
  const out = new Set<number>();
  for (const { start, end } of reading.needs) {
    for (let i = start; i < end; i++) if (!reading.own.has(words[i]!.pos)) out.add(words[i]!.pos);
  }
  return out;
}
