import { createTokenizer, type Tokenizer } from "~/domain/matching";
import type { KnowledgeDocument, Passage } from "./types";
import { QUESTION_STOP_WORDS, SYNONYM_GROUPS } from "./vocabulary";

/** Longest passage (characters); longer sections are split at paragraph, then sentence, boundaries. */
export const MAX_PASSAGE_CHARS = 900;
/** BM25 saturation and length normalisation. */
export const KB_K1 = 1.2;
export const KB_B = 0.6;
/** How much each field counts: the page title and section heading say what a passage is about. */
export const FIELD_WEIGHTS = { title: 1.5, heading: 2, text: 1, keywords: 1 } as const;
/** A synonym of a query word counts this much of the word itself. */
export const SYNONYM_WEIGHT = 0.5;
/** Score multiplier: COVERAGE_BASE + the share of the question a passage covers (0..1). */
export const COVERAGE_BASE = 0.25;

type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

export interface ScoredPassage {
  passage: Passage;
  score: number;
  /** Share (0..1) of the question's weighted terms this passage contains. */
  coverage: number;
  matchedTerms: ReadonlySet<string>;
}

export interface QueryTerm {
  term: string;
  weight: number;
  /** The visitor's own word (not a synonym). */
  own: boolean;
}

/** A searchable set of passages built from the product's pages. */
export interface KnowledgeIndex {
  readonly passages: readonly Passage[];
  readonly documents: readonly KnowledgeDocument[];
  readonly tokenizer: Tokenizer;
  queryTerms(question: string): QueryTerm[];
  search(question: string, limit?: number): ScoredPassage[];
  /** Inverse document frequency of a term (unknown terms get the highest). */
  idf(term: string): number;
}

export function splitLongText(text: string, max = MAX_PASSAGE_CHARS): string[] {
  if (text.length <= max) return [text];
  const units = text
    .split(/\n+/)
    .flatMap((p) => (p.length <= max ? [p] : (p.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [p])));
  const out: string[] = [];
  let current = "";
  for (const unit of units) {
    const u = unit.trim();
    if (!u) continue;
    if (current && current.length + u.length + 1 > max) {
      out.push(current);
      current = "";
    }
    current = current ? `${current}\n${u}` : u;
  }
  if (current) out.push(current);
  return out;
}

export function createKnowledgeTokenizer(): Tokenizer {
  return createTokenizer({ stopWords: QUESTION_STOP_WORDS });
}

export function createKnowledgeIndex(documents: readonly KnowledgeDocument[]): KnowledgeIndex {
  const tokenizer = createKnowledgeTokenizer();
  const passages: Passage[] = [];
  for (const doc of documents) {
    for (const section of doc.sections) {
      for (const text of splitLongText(section.text)) {
        passages.push({
          id: passages.length,
          url: doc.url,
          pageTitle: doc.title,
          heading: section.heading,
          text,
          keywords: section.keywords ?? [],
          weight: doc.weight,
          source: doc.source,
        });
      }
    }
  }

  // A group is the question's topic only when the question says one of its members whole: "money back" is a
  // refund, "money" alone is not ("where does your money come from?" is not asking for a refund).
  const groups = SYNONYM_GROUPS.map((group) => {
    const members = [...new Set(group.map((w) => tokenizer.terms(w).join(" ")))]
      .filter(Boolean)
      .map((m) => m.split(" "));
    return { members, terms: [...new Set(members.flat())] };
  });
  const groupsOfWord = new Map<string, number[]>();
  groups.forEach((group, g) => {
    for (const m of group.members) {
      const list = groupsOfWord.get(m[0]!) ?? [];
      if (!list.includes(g)) list.push(g);
      groupsOfWord.set(m[0]!, list);
    }
  });
  /** The synonym groups the question names, each with the question terms that name it. */
  function namedGroups(sequence: readonly string[]): Map<number, Set<string>> {
    const named = new Map<number, Set<string>>();
    for (let i = 0; i < sequence.length; i++) {
      for (const g of groupsOfWord.get(sequence[i]!) ?? []) {
        for (const m of groups[g]!.members) {
          if (m.some((t, k) => sequence[i + k] !== t)) continue;
          const by = named.get(g) ?? new Set<string>();
          for (const t of m) by.add(t);
          named.set(g, by);
        }
      }
    }
    return named;
  }

  const tf: Map<string, number>[][] = [];
  const lengths: number[][] = [];
  const df = new Map<string, number>();
  for (const p of passages) {
    const fieldText: Record<Field, string> = {
      title: p.pageTitle,
      heading: p.heading,
      text: p.text,
      keywords: p.keywords.join(" "),
    };
    const perField: Map<string, number>[] = [];
    const lens: number[] = [];
    const seen = new Set<string>();
    for (const f of FIELDS) {
      const terms = tokenizer.terms(fieldText[f]);
      const m = new Map<string, number>();
      for (const t of terms) {
        m.set(t, (m.get(t) ?? 0) + 1);
        seen.add(t);
      }
      perField.push(m);
      lens.push(terms.length);
    }
    for (const t of seen) df.set(t, (df.get(t) ?? 0) + 1);
    tf.push(perField);
    lengths.push(lens);
  }
  const n = Math.max(1, passages.length);
  const avgLen = FIELDS.map((_, i) => Math.max(1, lengths.reduce((s, l) => s + l[i]!, 0) / n));
  const idf = (term: string) => {
    const d = df.get(term) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };

  function expand(question: string): { terms: QueryTerm[]; groupsOf: Map<string, number[]> } {
    const sequence = tokenizer.terms(question);
    const own = [...new Set(sequence)];
    const weights = new Map<string, QueryTerm>();
    for (const t of own) weights.set(t, { term: t, weight: 1, own: true });
    const groupsOf = new Map<string, number[]>();
    for (const [g, by] of namedGroups(sequence)) {
      for (const t of by) groupsOf.set(t, [...(groupsOf.get(t) ?? []), g]);
      for (const s of groups[g]!.terms)
        if (!weights.has(s)) weights.set(s, { term: s, weight: SYNONYM_WEIGHT, own: false });
    }
    return { terms: [...weights.values()], groupsOf };
  }

  function queryTerms(question: string): QueryTerm[] {
    return expand(question).terms;
  }

  function search(question: string, limit = 8): ScoredPassage[] {
    const { terms, groupsOf } = expand(question);
    const ownTerms = terms.filter((t) => t.own);
    if (ownTerms.length === 0) return [];
    // a synonym group counts once towards coverage: asking "cost" is answered by a passage saying "price"
    const totalIdf = ownTerms.reduce((s, t) => s + idf(t.term), 0);
    const results: ScoredPassage[] = [];
    for (let i = 0; i < passages.length; i++) {
      let score = 0;
      const matched = new Set<string>();
      for (const q of terms) {
        let tfw = 0;
        for (let f = 0; f < FIELDS.length; f++) {
          const c = tf[i]![f]!.get(q.term);
          if (!c) continue;
          tfw += (FIELD_WEIGHTS[FIELDS[f]!] * c) / (1 - KB_B + (KB_B * lengths[i]![f]!) / avgLen[f]!);
        }
        if (tfw === 0) continue;
        matched.add(q.term);
        score += q.weight * idf(q.term) * ((tfw * (KB_K1 + 1)) / (tfw + KB_K1));
      }
      if (score === 0) continue;
      let covered = 0;
      for (const q of ownTerms) {
        if (matched.has(q.term)) covered += idf(q.term);
        else if ((groupsOf.get(q.term) ?? []).some((g) => groups[g]!.terms.some((s) => matched.has(s)))) {
          covered += idf(q.term) * SYNONYM_WEIGHT;
        }
      }
      const coverage = totalIdf > 0 ? covered / totalIdf : 0;
      results.push({
        passage: passages[i]!,
        score: score * passages[i]!.weight * (COVERAGE_BASE + coverage),
        coverage,
        matchedTerms: matched,
      });
    }
    results.sort((a, b) => b.score - a.score || a.passage.id - b.passage.id);
    return results.slice(0, limit);
  }

  return { passages, documents, tokenizer, queryTerms, search, idf };
}
