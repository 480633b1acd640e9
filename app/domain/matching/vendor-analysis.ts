import type { Token } from "./text/tokenizer";
import type { CatalogVendor } from "./types";
import type { CompiledVocabulary } from "./understanding/compiled-vocabulary";

/** The BM25F fields in index order. */
export const TEXT_FIELDS = ["name", "tagline", "description", "categories", "features"] as const;

const FIELD_GAP = 50;

/** The texts one after another, FIELD_GAP words apart, each in clauses of its own. */
function offsetTokens(groups: Token[][]): Token[] {
  const out: Token[] = [];
  let base = 0;
  let clauseBase = 0;
  for (const g of groups) {
    let last = -1;
    let lastClause = -1;
    for (const t of g) {
      const placed: Token = { term: t.term, pos: base + t.pos };
      if (t.content !== undefined && t.clause !== undefined) {
        placed.content = base + t.content;
        placed.clause = clauseBase + t.clause;
        lastClause = Math.max(lastClause, t.clause);
      }
      out.push(placed);
      last = Math.max(last, t.pos);
    }
    base += last + 1 + FIELD_GAP;
    clauseBase += lastClause + 1;
  }
  return out;
}

/** Whether the category's name maps to some capability at affinity 1 (listed by the vocabulary, or read as a kind). */
export function namesKnownKind(vocab: CompiledVocabulary, category: string): boolean {
  return vocab.categoryAffinities(category).some((a) => a.affinity === 1);
}

/**
 * The first sentence of a text: up to the first ".", "!" or "?" followed by white space (or the end). A stop
 * inside a word ("Wiki.js", "v2.0") does not end it.
 */
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** What the engine reads from one vendor record, independent of any other vendor. */
export interface VendorAnalysis {
  /** Terms per BM25F field, in TEXT_FIELDS order. */
  fieldTerms: string[][];
  /** Capability → affinity from the vendor's categories. */
  categoryAffinity: Map<number, number>;
  /** Capabilities the vendor's own text names. */
  textCapabilities: Array<{ capability: number; strength: number }>;
  /**
   * Capabilities the vendor names where a catalog entry says what the product is: its tagline and the first
   * sentence of its description (its self-described kinds; see indexing/category-induction.ts). Read only when
   * some category of the vendor names no known kind (or it has none); empty otherwise, where nothing uses them.
   */
  headCapabilities: Array<{ capability: number; strength: number }>;
  /** Feature concepts the vendor states (features, text, integrations, or implied by a core capability). */
  featureConcepts: Set<number>;
  declaredIndustries: number;
  mentionedIndustries: number;
}

export function analyzeVendor(vocab: CompiledVocabulary, v: CatalogVendor): VendorAnalysis {
  const { tokenizer } = vocab;
  const name = tokenizer.tokenize(v.name);
  const tagline = tokenizer.tokenize(v.tagline ?? "");
  const description = tokenizer.tokenize(v.description);
  const categories = tokenizer.tokenize(v.categories.join(" . "));
  const featureTokens = v.features.map((f) => tokenizer.tokenize(f));
  const fieldTerms = [name, tagline, description, categories, featureTokens.flat()].map((ts) =>
    ts.map((t) => t.term),
  );

  const categoryAffinity = new Map<number, number>();
  let everyCategoryKnown = v.categories.length > 0;
  for (const c of v.categories) {
    let known = false;
    for (const a of vocab.categoryAffinities(c)) {
      categoryAffinity.set(a.capability, Math.max(categoryAffinity.get(a.capability) ?? 0, a.affinity));
      if (a.affinity === 1) known = true;
    }
    if (!known) everyCategoryKnown = false;
  }
  const ownText = offsetTokens([name, tagline, description, ...featureTokens]);
  const textCapabilities = vocab.textCapabilities(ownText);
  const headCapabilities = everyCategoryKnown
    ? []
    : vocab.textCapabilities(offsetTokens([tagline, tokenizer.tokenize(firstSentence(v.description))]));

  const featureConcepts = new Set<number>();
  const featureText = offsetTokens([ownText, ...v.integrations.map((i) => tokenizer.tokenize(i))]);
  for (const h of vocab.featureMatcher.detect(featureText)) featureConcepts.add(h.concept);
  vocab.featureImpliedBy.forEach((caps, f) => {
    if (caps.some((c) => categoryAffinity.get(c) === 1)) featureConcepts.add(f);
  });

  let declaredIndustries = 0;
  for (const ind of v.industries) {
    for (const h of vocab.industryMatcher.detect(tokenizer.tokenize(ind)))
      declaredIndustries |= 1 << h.concept;
  }
  let mentionedIndustries = 0;
  for (const h of vocab.industryMatcher.detect(offsetTokens([tagline, description]))) {
    mentionedIndustries |= 1 << h.concept;
  }
  return {
    fieldTerms,
    categoryAffinity,
    textCapabilities,
    headCapabilities,
    featureConcepts,
    declaredIndustries: declaredIndustries >>> 0,
    mentionedIndustries: mentionedIndustries >>> 0,
  };
}
