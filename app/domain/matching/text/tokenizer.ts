import { lightStem, memoizeStemmer, type Stemmer } from "./stemmer";

/** A token and its word position in the text (stop words count), for phrase matching. */
export interface Token {
  term: string;
  pos: number;
  /** Set on the joined term of a compound ("helpdesk" from "help desk"), which follows its parts. */
  compound?: true;
  /**
   * Set on a verb where German or Dutch puts it, at the end of its clause: it may end a phrase whose other words
   * stand farther back in the clause, which starts at this position ("de uren van onze medewerkers bijhouden").
   */
  reachFrom?: number;
  /**
   * How many content words (stop words not counted) come before this word in the text (before the first part of a
   * compound's joined term): the stop words of the text's language between a cue's words take no room when nothing
   * else stands between them ("gestion du cycle de vie des produits").
   */
  content?: number;
  /**
   * Which clause of the text the word is in, from 0: the number of `AnalyzedWord.clauseStart` words up to it, less one
   * (. , ; : ! ? brackets, quotes and dashes end a clause).
   */
  clause?: number;
  /**
   * Set on a word of an object joined to others ("volunteers" in "schedule our staff and our volunteers"): the other
   * places it may be read in, beside the word that governs the whole list (`understanding/joined-objects.ts`).
   */
  joined?: readonly JoinedReading[];
}

/** Another place a word of an object joined to others may be read in (`Token.joined`). */
export interface JoinedReading {
  /** The content index (`Token.content`) and clause it is read at: where the object next to the governing word is. */
  content: number;
  clause: number;
  /** The governing word precedes the list: a cue's other words must stand before `edge`; else after it. */
  before: boolean;
  /** The content index of the list's first word (`before`) or of its last word. */
  edge: number;
}

/** A word of a buyer's text with stop words kept, for reading phrasings such as "don't want" or "alternative to". */
export interface AnalyzedWord {
  /** The stem, or the word itself for a stop word. */
  term: string;
  /** The normalized word before stemming ("airtable", "self"). */
  raw: string;
  /** Same positions as tokenize() gives. */
  pos: number;
  stop: boolean;
  /** First word after punctuation that ends a clause (. , ; : ! ? brackets, quotes, dashes). */
  clauseStart: boolean;
  /** First word of the text or after punctuation that ends a sentence (. ; ! ? or a line break). */
  sentenceStart: boolean;
  /**
   * The one-letter word written right before this one in its clause, which is no word of its own (Spanish "y",
   * Italian "e", "o": "usamos Trello y necesitamos…"); absent when there is none.
   */
  letter?: string;
  /** Inside quotation marks ("…", “…”, „…“, «…», '…'): the number of the quotation, from 1; absent outside one. */
  quote?: number;
}

/** Turns free text into index terms. Documents, problems, cues and features all go through the same one. */
export interface Tokenizer {
  /** Terms with positions; a compound ("help desk") adds its joined term at the second word's position. */
  tokenize(text: string): Token[];
  /** Just the terms, in order, duplicates kept. */
  terms(text: string): string[];
  /** Every word, stop words included, with clause starts; positions match tokenize(). */
  analyze(text: string): AnalyzedWord[];
  /** tokenize() and analyze() of one text, read in one pass over its words. */
  read(text: string): TextReading;
}

/** A text's tokens and analyzed words, as tokenize() and analyze() give them. */
export interface TextReading {
  tokens: Token[];
  words: AnalyzedWord[];
}

export interface TokenizerOptions {
  stopWords?: Iterable<string>;
  /** Two-word compounds written apart or together ("help desk" / "helpdesk"): both forms meet on the joined term. */
  compounds?: Iterable<string>;
  stemmer?: Stemmer;
  /** Exact-case words replaced before lowercasing ("IT" → "infotech"). */
  caseSensitiveWords?: Readonly<Record<string, string>>;
  /**
   * Abbreviations whose period is written inside a sentence, without it ("bzw", "approx", "bijv"): their period ends
   * no sentence, as a one-letter word's ("z.B.", "e.g.") does not (vocabulary `sentence_abbreviations`).
   */
  sentenceAbbreviations?: Iterable<string>;
  /**
   * Words written together with hyphens ("Kunden-Support", "Online-Terminbuchung") also give their joined term
   * ("kundensupport"), as a compound does, after their parts: German and Dutch write a compound closed or hyphenated
   * alike. Set for reading a text in those languages, never for compiling cues.
   */
  joinHyphenated?: boolean;
}

const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const SHORT_JOIN = /(^|[^\p{L}\p{N}])(\p{L}{1,2})[&/](\p{L}{1,2})(?![\p{L}\p{N}])/gu;
/** A one-letter prefix ("e-mail"), not a one-letter word inside a hyphenated phrase ("refer-a-friend", "pay-a-bill"). */
const PREFIX_HYPHEN = /(^|[^\p{L}\p{N}-])([a-z])-(?=\p{L})/gu;

/**
 * Lowercase, NFKD-decompose and strip combining marks ("Café" → "cafe"); join short letter pairs ("A/B" → "ab",
 * "P&L" → "pl") and one-letter prefixes ("e-mail" → "email"); spell out "&" and "+".
 */
export function normalizeText(text: string): string {
  let t = PLAIN_ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize("NFKD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase();
  if (t.includes("&") || t.includes("/")) t = t.replace(SHORT_JOIN, "$1$2$3");
  if (t.includes("&")) t = t.replace(/&/g, " and ");
  if (t.includes("+")) t = t.replace(/\+/g, " plus ");
  if (t.includes("-")) t = t.replace(PREFIX_HYPHEN, "$1$2");
  return t;
}

const SPLIT = /[^\p{L}\p{N}]+/u;
/** Punctuation that ends a clause; none of it is joined by normalizeText, so word positions stay the same. */
const CLAUSE_BREAK = /[.!?;:,()[\]{}"\u201c\u201d\u201e\u00ab\u00bb\u2014\u2013\n\r]+|\s-\s/u;
const SPLIT_ASCII = /[^a-z0-9]+/;
const CLAUSE_BREAK_GLOBAL = new RegExp(CLAUSE_BREAK.source, "gu");
const SENTENCE_END = /[.!?;\n\r]/u;
/** A lone "è" (Italian "is"), written precomposed or with a combining grave accent. */
const IS_E = /(?<![\p{L}\p{N}])(?:è|È|e\u0300|E\u0300)(?![\p{L}\p{N}\p{M}])/gu;

/** The words of one stretch of a text between clause breaks, and whether the break after it ends a sentence. */
interface Segment {
  readonly words: readonly string[];
  readonly endsSentence: boolean;
  /** The one-letter word written before each word (`AnalyzedWord.letter`), or null when there is none at all. */
  readonly letters: ReadonlyArray<string | undefined> | null;
  /** The quotation each word is inside (`AnalyzedWord.quote`), or null when none is. */
  readonly quotes: ReadonlyArray<number | undefined> | null;
  /** Whether each word is joined to the one before it by a hyphen ("Kunden-Support"), or null when none is. */
  readonly hyphens: ReadonlyArray<boolean | undefined> | null;
}

/**
 * The stretches of `text` inside quotation marks, as [start, end) character offsets: "…", “…”, „…“, «…», and '…' or
 * ‘…’ opened after a space or a colon and closed after a word (an apostrophe inside a word opens none). A quotation
 * ends at a line break; one never closed is none.
 */
export function quotations(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let open = -1;
  let single = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n" || c === "\r") {
      open = -1;
      continue;
    }
    if (open < 0) {
      if (c === '"' || c === "\u201c" || c === "\u201e" || c === "\u00ab" || c === "\u201d") {
        open = i + 1;
        single = false;
      } else if (
        (c === "'" || c === "\u2018") &&
        (i === 0 || /[\s(:]/u.test(text[i - 1]!)) &&
        /\p{L}/u.test(text[i + 1] ?? "")
      ) {
        open = i + 1;
        single = true;
      }
    } else if (!single && (c === '"' || c === "\u201d" || c === "\u201c" || c === "\u00bb")) {
      out.push([open, i]);
      open = -1;
    } else if (
      single &&
      (c === "'" || c === "\u2019") &&
      /[\p{L}\p{N}.!?,]/u.test(text[i - 1]!) &&
      !/[\p{L}\p{N}]/u.test(text[i + 1] ?? "")
    ) {
      out.push([open, i]);
      open = -1;
    }
  }
  return out;
}

const QUOTE_MARKS = /["'\u2018\u201c\u201d\u201e\u00ab]/u;

/**
 * The words of the clause text[from, to), with the one-letter word before each and the quotation each is inside:
 * the clause is cut where a quotation starts or ends.
 */
function clauseWords(
  text: string,
  from: number,
  to: number,
  quotes: ReadonlyArray<[number, number]>,
): Omit<Segment, "endsSentence"> {
  if (quotes.length === 0) return { ...wordsAndLetters(text.slice(from, to)), quotes: null };
  const all: string[] = [];
  let letters: Array<string | undefined> | null = null;
  let hyphens: Array<boolean | undefined> | null = null;
  let inQuote: Array<number | undefined> | null = null;
  const add = (a: number, b: number, quote?: number) => {
    const part = wordsAndLetters(text.slice(a, b));
    part.letters?.forEach((l, k) => {
      if (l === undefined) return;
      letters ??= [];
      letters[all.length + k] = l;
    });
    part.hyphens?.forEach((h, k) => {
      if (!h) return;
      hyphens ??= [];
      hyphens[all.length + k] = true;
    });
    if (quote !== undefined && part.words.length > 0) {
      inQuote ??= [];
      for (let k = 0; k < part.words.length; k++) inQuote[all.length + k] = quote;
    }
    all.push(...part.words);
  };
  let at = from;
  for (let q = 0; q < quotes.length && at < to; q++) {
    const [qs, qe] = quotes[q]!;
    if (qe <= at || qs >= to) continue;
    const start = Math.max(qs, at);
    const end = Math.min(qe, to);
    if (start > at) add(at, start);
    add(start, end, q + 1);
    at = end;
  }
  if (at < to) add(at, to);
  return { words: all, letters, hyphens, quotes: inQuote };
}

/** A word written right after another and a hyphen, in normalized text ("kunden-support"). */
const HYPHENATED = /(?<=[\p{L}\p{N}]-)[\p{L}\p{N}]+/gu;

/**
 * Which of the words of a stretch of text are joined to the word before them by a hyphen ("Kunden-Support",
 * "E-Mail-Marketing" once "e-mail" is "email"), as `words()` gives them; null when none is. `t` is the stretch
 * already normalized (`normalizeText`), which `words()` made of it too.
 */
function hyphenLinks(t: string, count: number): Array<boolean | undefined> | null {
  if (!t.includes("-")) return null;
  const linked = new Set<number>();
  for (const m of t.matchAll(HYPHENATED)) linked.add(m.index);
  if (linked.size === 0) return null;
  const out: Array<boolean | undefined> = [];
  let k = 0;
  for (const m of t.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0];
    if (w.length === 1 && !(w >= "0" && w <= "9")) continue;
    if (linked.has(m.index)) out[k] = true;
    k++;
  }
  return k === count ? out : null;
}

/**
 * The words of a stretch of text, the one-letter word written before each (Spanish "y", Italian "e") and whether
 * each is joined to the one before it by a hyphen.
 */
function wordsAndLetters(part: string): {
  words: string[];
  letters: Array<string | undefined> | null;
  hyphens: Array<boolean | undefined> | null;
} {
  // Italian "è" (is) is no "e" (and): it is dropped before its accent is.
  const plain =
    part.includes("è") || part.includes("È") || part.includes("\u0300") ? part.replace(IS_E, " ") : part;
  const out: string[] = [];
  let letters: Array<string | undefined> | null = null;
  let letter: string | undefined;
  // Normalized once for its words and its hyphens: a stretch with a hyphen was normalized twice.
  const normalized = normalizeText(plain);
  for (const w of splitWords(normalized, true)) {
    if (w.length === 1 && !(w >= "0" && w <= "9")) {
      // "y a los voluntarios", "e i volontari", "e l'agenda": the first of two letters is the one that joins.
      letter ??= w;
      continue;
    }
    if (letter !== undefined) {
      letters ??= [];
      letters[out.length] = letter;
      letter = undefined;
    }
    out.push(w);
  }
  return { words: out, letters, hyphens: plain.includes("-") ? hyphenLinks(normalized, out.length) : null };
}

/**
 * The text's words, clause by clause (the stretches between clause breaks, empty ones included), before stop words
 * and stemming. A decimal point ("1.5") is followed by no space and an abbreviation's dot ("e.g.") by one letter:
 * neither ends a sentence.
 */
function segmentsOf(text: string, abbreviationEnd: RegExp | null): Segment[] {
  const out: Segment[] = [];
  const quotes = QUOTE_MARKS.test(text) ? quotations(text) : [];
  let from = 0;
  for (const m of text.matchAll(CLAUSE_BREAK_GLOBAL)) {
    const part = text.slice(from, m.index);
    const next = text[m.index + m[0].length];
    out.push({
      ...clauseWords(text, from, m.index, quotes),
      endsSentence:
        SENTENCE_END.test(m[0]) &&
        (next === undefined || /\s/u.test(next)) &&
        !/(^|[^\p{L}])\p{L}$/u.test(part) &&
        !(m[0] === "." && abbreviationEnd !== null && abbreviationEnd.test(part)),
    });
    from = m.index + m[0].length;
  }
  out.push({ ...clauseWords(text, from, text.length, quotes), endsSentence: false });
  return out;
}

/** Texts whose segments are remembered: one search reads its text and each feature chip in up to six languages. */
const SEGMENT_MEMO_TEXTS = 64;
/**
 * The segments of recent texts, one memo per set of case-sensitive words (the vocabulary gives all its tokenizers,
 * English and the other languages, the same object) and of sentence abbreviations: every tokenizer splits a text
 * alike before its own stop words and stemmer, so a text read in several languages, or tokenized and analyzed, is
 * split once.
 */
const segmentMemos = new WeakMap<object, Map<string, Map<string, readonly Segment[]>>>();
const NO_CASE_WORDS = {};

/**
 * The raw words of a text after normalization, before stop words and stemming. A one-letter word other than a digit
 * is no word ("a", "i"), unless `withLetters`.
 */
export function words(text: string, withLetters = false): string[] {
  return splitWords(normalizeText(text), withLetters);
}

/** `words()` of a text already normalized. */
function splitWords(t: string, withLetters: boolean): string[] {
  return t
    .split(PLAIN_ASCII.test(t) ? SPLIT_ASCII : SPLIT)
    .filter((w) => w.length > 1 || (w.length === 1 && (withLetters || (w >= "0" && w <= "9"))));
}

const escapeRegExp = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function createTokenizer(options: TokenizerOptions = {}): Tokenizer {
  const stem = options.stemmer ?? memoizeStemmer(lightStem);
  const stop = new Set<string>();
  for (const s of options.stopWords ?? []) for (const w of words(s)) stop.add(w);
  const compounds = new Map<string, string>();
  for (const c of options.compounds ?? []) {
    const raw = words(c);
    if (raw.length !== 2) continue;
    const parts = raw.map((w) => (stop.has(w) ? w : stem(w)));
    compounds.set(`${parts[0]} ${parts[1]}`, stem(raw.join("")));
  }

  const joinHyphenated = options.joinHyphenated === true;
  const caseWords = Object.entries(options.caseSensitiveWords ?? {});
  const caseRe =
    caseWords.length > 0
      ? new RegExp(
          `(?<![\\p{L}\\p{N}])(${caseWords.map(([w]) => escapeRegExp(w)).join("|")})(?![\\p{L}\\p{N}])`,
          "gu",
        )
      : null;
  const caseMap = new Map(caseWords);

  const withCaseWords = (input: string) =>
    caseRe ? input.replace(caseRe, (w) => ` ${caseMap.get(w) ?? w} `) : input;
  const abbreviations = [...new Set(options.sentenceAbbreviations ?? [])].sort();
  const abbreviationEnd =
    abbreviations.length > 0
      ? new RegExp(`(?:^|[^\\p{L}])(?:${abbreviations.map(escapeRegExp).join("|")})$`, "iu")
      : null;
  const memoKey = options.caseSensitiveWords ?? NO_CASE_WORDS;
  const memos = segmentMemos.get(memoKey) ?? new Map<string, Map<string, readonly Segment[]>>();
  segmentMemos.set(memoKey, memos);
  const abbreviationKey = abbreviations.join(" ");
  const memo = memos.get(abbreviationKey) ?? new Map<string, readonly Segment[]>();
  memos.set(abbreviationKey, memo);
  const segments = (input: string): readonly Segment[] => {
    const hit = memo.get(input);
    if (hit !== undefined) return hit;
    const out = segmentsOf(withCaseWords(input), abbreviationEnd);
    if (memo.size >= SEGMENT_MEMO_TEXTS) memo.clear();
    memo.set(input, out);
    return out;
  };

  /** The tokens (`tokens` set) and the analyzed words (`analyzed` set) of a text, in one pass over its words. */
  function walk(input: string, tokens: Token[] | null, analyzed: AnalyzedWord[] | null): void {
    if (!input) return;
    // Positions count every word, stop words included, so "orders and we lose track" keeps its distance.
    let pos = 0;
    let content = 0;
    let clause = -1;
    let prev: string | null = null;
    let prevContent = 0;
    let sentence = true;
    /** The words of a hyphenated chain so far ("kunden", "support"), and its first word's content index. */
    let chain = "";
    let chainContent = 0;
    for (const segment of segments(input)) {
      let first = true;
      const { letters, quotes } = segment;
      const hyphens = joinHyphenated ? segment.hyphens : null;
      chain = "";
      for (let k = 0; k < segment.words.length; k++) {
        const w = segment.words[k]!;
        if (first) clause++;
        const isStop = stop.has(w);
        const term = isStop ? w : stem(w);
        if (analyzed) {
          const word: AnalyzedWord = {
            term,
            raw: w,
            pos,
            stop: isStop,
            clauseStart: first,
            sentenceStart: sentence,
          };
          const letter = letters?.[k];
          if (letter !== undefined) word.letter = letter;
          const quote = quotes?.[k];
          if (quote !== undefined) word.quote = quote;
          analyzed.push(word);
        }
        first = false;
        sentence = false;
        if (tokens) {
          if (!isStop) tokens.push({ term, pos, content, clause });
          if (prev !== null && compounds.size > 0) {
            // The joined term starts where its first part does ("guests on our live stream": "livestream" is the
            // next content word after "guests").
            const joined = compounds.get(`${prev} ${term}`);
            if (joined !== undefined)
              tokens.push({ term: joined, pos, compound: true, content: prevContent, clause });
          }
          if (hyphens) {
            // "Kunden-Support": the joined term after the parts, starting where the first part does.
            if (hyphens[k] && chain && !isStop) {
              chain += w;
              tokens.push({ term: stem(chain), pos, compound: true, content: chainContent, clause });
            } else if (!isStop) {
              chain = w;
              chainContent = content;
            } else chain = "";
          }
          prevContent = content;
          if (!isStop) content++;
          prev = term;
        }
        pos++;
      }
      if (segment.endsSentence) sentence = true;
    }
  }

  function tokenize(input: string): Token[] {
    const out: Token[] = [];
    walk(input, out, null);
    return out;
  }

  function analyze(input: string): AnalyzedWord[] {
    const out: AnalyzedWord[] = [];
    walk(input, null, out);
    return out;
  }

  function read(input: string): TextReading {
    const reading: TextReading = { tokens: [], words: [] };
    walk(input, reading.tokens, reading.words);
    return reading;
  }

  return {
    tokenize,
    terms: (text) => tokenize(text).map((t) => t.term),
    analyze,
    read,
  };
}
