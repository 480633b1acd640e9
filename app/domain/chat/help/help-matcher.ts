import type { HelpEntry, HelpSection } from "~/content/help-center";
import { words } from "~/domain/matching/text/tokenizer";
import {
  COVERAGE_BASE,
  createKnowledgeIndex,
  KB_B,
  KB_K1,
  type KnowledgeIndex,
  SYNONYM_WEIGHT,
} from "../knowledge/knowledge-index";
import type { ChatLanguage } from "../knowledge/language-lexicon";
import { type AskerRole, createLanguageReader, type LanguageReader } from "../knowledge/languages";
import {
  QUESTION_IDIOMS,
  QUESTION_PHRASES,
  QUESTION_STOP_WORDS,
  SYNONYM_GROUPS,
} from "../knowledge/vocabulary";

/** One help entry scored against a question. */
export interface HelpMatch {
  entry: HelpEntry;
  section: HelpSection;
  score: number;
  /** Share (0..1) of the question's weighted words the entry contains (question, answer or keywords). */
  coverage: number;
  /** Share (0..1) of the question's words the help center uses at all. */
  known: number;
}

/** A visitor's question as the help center reads it. */
export interface ReadQuestion {
  language: ChatLanguage;
  /** The question in English words (the question itself when English), as written. */
  english: string;
  /** The same with words the help center does not use corrected to one it uses when a typo away. */
  corrected: string;
  /** The side the asker says they are on ("I'm a vendor…"), if they say. */
  asker: AskerRole | null;
}

export interface HelpMatcherOptions {
  /** Words never corrected as typos: they mean something of their own ("valuation" is not "evaluation"). */
  keepWords?: Iterable<string>;
  /** How questions in other languages are read (default: the support lexicon's own function words). */
  languages?: LanguageReader;
}

export interface HelpMatcher {
  readonly index: KnowledgeIndex;
  read(question: string): ReadQuestion;
  /** Help entries for the question, best first (one per entry). */
  match(question: string, limit?: number): HelpMatch[];
}

/**
 * How much each part of an entry counts: the question says what the entry answers; the answer's own words
 * are many and mention neighbouring topics ("code" in a two-factor answer is not a lead code).
 */
export const HELP_FIELD_WEIGHTS = { question: 3, keywords: 1.5, answer: 1, section: 0.5 } as const;
type HelpField = keyof typeof HELP_FIELD_WEIGHTS;
const HELP_FIELDS = Object.keys(HELP_FIELD_WEIGHTS) as HelpField[];

/**
 * Score multiplier for an entry written for the other side than the one the asker says they are on: a vendor
 * asking what they pay or see is answered from the vendors' entries, though the buyers' share the words.
 */
export const OTHER_AUDIENCE_WEIGHT = 0.4;

/** Words this long may carry one typo; from TWO_TYPO_LENGTH on, two. */
const ONE_TYPO_LENGTH = 6;
const TWO_TYPO_LENGTH = 8;

/** Optimal string alignment distance (a swap of two neighbouring letters is one edit), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Text of HTML a visitor pasted: tags removed, the common entities decoded. */
export function plainText(text: string): string {
  if (!/[<&]/.test(text)) return text;
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function entryDocument(section: HelpSection, entry: HelpEntry) {
  return {
    url: `/help#${entry.id}`,
    title: section.title,
    source: `help:${entry.id}`,
    weight: 1,
    sections: [
      { heading: entry.question, text: entry.answer.join("\n"), keywords: [...(entry.keywords ?? [])] },
    ],
  };
}

/**
 * Matches questions against the help center with the knowledge index's BM25 over question (heading), answer and
 * keywords, the chat's synonym groups and the engine's tokenizer and stemmer. Questions in German, French,
 * Spanish, Italian or Dutch are first read into English words; words the help center does not use are corrected
 * to one it uses when they are a typo away.
 */
export function createHelpMatcher(
  sections: readonly HelpSection[],
  options: HelpMatcherOptions = {},
): HelpMatcher {
  const index = createKnowledgeIndex(sections.flatMap((s) => s.entries.map((e) => entryDocument(s, e))));
  const stop = new Set(QUESTION_STOP_WORDS.flatMap((w) => words(w)));
  const known = new Set<string>();
  for (const s of sections) {
    for (const e of s.entries) {
      for (const text of [s.title, e.question, ...e.answer, ...(e.keywords ?? [])])
        for (const w of words(text)) known.add(w);
    }
  }
  for (const group of SYNONYM_GROUPS) for (const phrase of group) for (const w of words(phrase)) known.add(w);
  const vocabulary = [...known].sort();
  const keep = new Set([...(options.keepWords ?? [])].flatMap((w) => words(w)));
  const languages = options.languages ?? createLanguageReader();
  const tokenizer = index.tokenizer;
  const helpTerms = new Set([...known].flatMap((w) => tokenizer.terms(w)));
  const docs = sections.flatMap((section) =>
    section.entries.map((entry) => {
      const fields: Record<HelpField, string> = {
        question: entry.question,
        keywords: (entry.keywords ?? []).join(" "),
        answer: entry.answer.join(" "),
        section: section.title,
      };
      const tf: Map<string, number>[] = [];
      const lengths: number[] = [];
      for (const f of HELP_FIELDS) {
        const list = tokenizer.terms(fields[f]);
        const m = new Map<string, number>();
        for (const t of list) m.set(t, (m.get(t) ?? 0) + 1);
        tf.push(m);
        lengths.push(list.length);
      }
      return { section, entry, tf, lengths };
    }),
  );
  const docFreq = new Set(docs.flatMap((d) => d.tf.flatMap((m) => [...m.keys()])));
  const avgLength = HELP_FIELDS.map((_, f) =>
    Math.max(1, docs.reduce((sum, d) => sum + d.lengths[f]!, 0) / Math.max(1, docs.length)),
  );

  function correct(word: string): string {
    if (
      word.length < ONE_TYPO_LENGTH ||
      known.has(word) ||
      stop.has(word) ||
      keep.has(word) ||
      /\d/.test(word)
    )
      return word;
    const max = word.length >= TWO_TYPO_LENGTH ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
      if (candidate.length < ONE_TYPO_LENGTH - 1) continue;
      const d = editDistance(word, candidate, Math.min(max, bestDistance));
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    return best;
  }

  function read(question: string): ReadQuestion {
    const plain = plainText(question);
    const language = languages.detect(plain, known);
    const asker = languages.asker(plain, language);
    // the words that say who asks are left out of what is asked, unless they are all it asks ("get leads?")
    const rest =
      asker && tokenizer.terms(languages.toEnglish(asker.rest, language)).length > 0 ? asker.rest : plain;
    let translated = languages.toEnglish(rest, language);
    let said = ` ${words(translated).join(" ")} `;
    const idioms = QUESTION_IDIOMS.filter(([p]) => said.includes(` ${p} `));
    if (idioms.length > 0) {
      for (const [p, meaning] of idioms) said = said.replaceAll(` ${p} `, ` ${meaning} `);
      translated = said.trim();
    }
    const english = [
      translated,
      ...QUESTION_PHRASES.filter(([p]) => said.includes(` ${p} `)).map(([, w]) => w),
    ].join(" ");
    return {
      language,
      english,
      corrected: words(english).map(correct).join(" "),
      asker: asker?.role ?? null,
    };
  }

  function match(question: string, limit = 5): HelpMatch[] {
    const { corrected, asker } = read(question);
    // Words the help center never uses say nothing about which entry answers: they only tell how much of
    // the question the help center can speak to at all.
    const all = words(corrected).filter((w) => tokenizer.terms(w).length > 0);
    const usable = all.filter((w) => tokenizer.terms(w).every((t) => helpTerms.has(t)));
    if (usable.length === 0) return [];
    const share = usable.length / all.length;
    const terms = index.queryTerms(usable.join(" "));
    const own = terms.filter((t) => t.own);
    // A word the help center only knows through a synonym weighs what that synonym weighs, not the most a
    // word can: "wipe my search" is as much about deleting as "delete my search".
    const weightOf = (term: string) => {
      if (docFreq.has(term)) return index.idf(term);
      const known = index
        .queryTerms(term)
        .filter((t) => !t.own && docFreq.has(t.term))
        .map((t) => index.idf(t.term));
      return known.length > 0 ? Math.min(...known) : index.idf(term);
    };
    const totalIdf = own.reduce((sum, t) => sum + weightOf(t.term), 0);
    const out: HelpMatch[] = [];
    for (const doc of docs) {
      let score = 0;
      const matched = new Set<string>();
      for (const q of terms) {
        let tfw = 0;
        for (let f = 0; f < HELP_FIELDS.length; f++) {
          const c = doc.tf[f]!.get(q.term);
          if (!c) continue;
          tfw +=
            (HELP_FIELD_WEIGHTS[HELP_FIELDS[f]!] * c) / (1 - KB_B + (KB_B * doc.lengths[f]!) / avgLength[f]!);
        }
        if (tfw === 0) continue;
        matched.add(q.term);
        score += q.weight * index.idf(q.term) * ((tfw * (KB_K1 + 1)) / (tfw + KB_K1));
      }
      if (score === 0) continue;
      let covered = 0;
      for (const q of own) {
        if (matched.has(q.term)) covered += weightOf(q.term);
        else if (index.queryTerms(q.term).some((s) => !s.own && matched.has(s.term)))
          covered += weightOf(q.term) * SYNONYM_WEIGHT;
      }
      const coverage = totalIdf > 0 ? covered / totalIdf : 0;
      const audience = doc.entry.audience ?? doc.section.audience;
      const side = asker && audience && audience !== asker ? OTHER_AUDIENCE_WEIGHT : 1;
      out.push({
        entry: doc.entry,
        section: doc.section,
        score: score * (COVERAGE_BASE + coverage) * side,
        coverage,
        known: share,
      });
    }
    out.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
    return out.slice(0, limit);
  }

  return { index, read, match };
}
