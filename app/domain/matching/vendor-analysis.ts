import { MIN_TEXT_CAPABILITY_STRENGTH } from "./constants";
import type { AnalyzedWord, TextReading, Token } from "./text/tokenizer";
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
    let lastClause = -1;
    for (const t of g) {
      const placed: Token = { term: t.term, pos: base + t.pos };
      if (t.content !== undefined && t.clause !== undefined) {
        placed.content = base + t.content;
        placed.clause = clauseBase + t.clause;
        lastClause = Math.max(lastClause, t.clause);
      }
      out.push(placed);
    }
    base = nextFieldBase(base, g);
    clauseBase += lastClause + 1;
  }
  return out;
}

/** Where `offsetTokens` places the text after `tokens`, placed from `base`: FIELD_GAP words after their last word. */
function nextFieldBase(base: number, tokens: readonly Token[]): number {
  let last = -1;
  for (const t of tokens) last = Math.max(last, t.pos);
  return base + last + 1 + FIELD_GAP;
}

/**
 * Per word position of texts placed one after another as offsetTokens places them: the first position of its
 * clause, and for a word after the clause's first served-context word that follows a content word ("a help desk |
 * for Shopify merchants"), that word's position.
 */
interface ServedMarks {
  /** The first position of the word's clause. */
  clauseFrom: Map<number, number>;
  /** For a word in what the vendor serves, the position of the served-context word that opens it. */
  served: Map<number, number>;
  /** The word at each position, normalized. */
  word: Map<number, string>;
}

function servedMarks(servedBefore: ReadonlySet<string>, texts: readonly TextReading[]): ServedMarks {
  const marks: ServedMarks = { clauseFrom: new Map(), served: new Map(), word: new Map() };
  let base = 0;
  for (const { tokens, words } of texts) {
    markText(servedBefore, words, base, marks);
    base = nextFieldBase(base, tokens);
  }
  return marks;
}

function markText(
  servedBefore: ReadonlySet<string>,
  words: readonly AnalyzedWord[],
  base: number,
  { clauseFrom, served, word }: ServedMarks,
): void {
  let from = -1;
  let content = false;
  let opener = -1;
  for (const w of words) {
    const at = base + w.pos;
    if (w.clauseStart || from < 0) {
      from = at;
      content = false;
      opener = -1;
    }
    clauseFrom.set(at, from);
    word.set(at, w.raw);
    if (opener >= 0) served.set(at, opener);
    else if (content && servedBefore.has(w.raw)) opener = at;
    else if (!w.stop) content = true;
  }
}

/**
 * The kinds a vendor's head text names, strong enough to count, less those named only in what it serves: after
 * "for" ("für", "pour"…) in a clause whose head, before it, names another kind. "A help desk for Shopify
 * merchants" is a help desk, not an e-commerce platform; "a platform for team chat" (no kind before "for") is team
 * chat. A head naming a known product ("a Shopify app for product reviews", "a Jira plugin for time tracking") names
 * the platform the vendor plugs into, so what follows "for" is still its kind.
 */
function headKinds(
  vocab: CompiledVocabulary,
  tokens: readonly Token[],
  marks: ServedMarks,
): Pick<VendorAnalysis, "headCapabilities" | "servedCapabilities"> {
  const hits = vocab.capabilityMatcher.detect(tokens);
  const out: Array<{ capability: number; strength: number }> = [];
  const served: number[] = [];
  for (const h of hits) {
    if (h.strength < MIN_TEXT_CAPABILITY_STRENGTH) continue;
    const opener = marks.served.get(h.positions[0]!);
    if (opener !== undefined && h.positions.every((p) => marks.served.get(p) === opener)) {
      const from = marks.clauseFrom.get(opener)!;
      // Only a kind strong enough to be one of the head's kinds heads the clause: a weak word before "for" ("a
      // website for online booking", "plugin for invoicing") names no kind of the vendor's, so the kind after it stays.
      const headed = hits.some(
        (o) =>
          o !== h &&
          o.strength >= MIN_TEXT_CAPABILITY_STRENGTH &&
          o.positions.some((q) => q >= from && q < opener && marks.clauseFrom.get(q) === from) &&
          !namesKnownProduct(vocab, o.positions, marks),
      );
      if (headed) {
        served.push(h.concept);
        continue;
      }
    }
    out.push({ capability: h.concept, strength: h.strength });
  }
  return { headCapabilities: out, servedCapabilities: served };
}

/** Whether a cue's words name a known product ("Shopify", "Google Hangouts"): a platform, not a kind. */
function namesKnownProduct(
  vocab: CompiledVocabulary,
  positions: readonly number[],
  marks: ServedMarks,
): boolean {
  return positions.some((p) => {
    const w = marks.word.get(p);
    if (w === undefined) return false;
    const next = marks.word.get(p + 1);
    return vocab.knownProducts.has(w) || (next !== undefined && vocab.knownProducts.has(`${w} ${next}`));
  });
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
   * some category of the vendor names no known kind (or it has none); empty otherwise, where nothing uses them. A
   * kind named only in what the vendor serves ("a help desk for Shopify merchants") is not one of them.
   */
  headCapabilities: Array<{ capability: number; strength: number }>;
  /**
   * Capabilities the head text names only as the context the vendor serves ("for Shopify merchants" after "a help
   * desk"): not votes for what the vendor is, wherever else its text names them. Read with `headCapabilities`.
   */
  servedCapabilities: number[];
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
  let head: Pick<VendorAnalysis, "headCapabilities" | "servedCapabilities"> = {
    headCapabilities: [],
    servedCapabilities: [],
  };
  if (!everyCategoryKnown) {
    const taglineText = tokenizer.read(v.tagline ?? "");
    const sentence = tokenizer.read(firstSentence(v.description));
    head = headKinds(
      vocab,
      offsetTokens([taglineText.tokens, sentence.tokens]),
      servedMarks(vocab.servedBefore, [taglineText, sentence]),
    );
  }

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
    ...head,
    featureConcepts,
    declaredIndustries: declaredIndustries >>> 0,
    mentionedIndustries: mentionedIndustries >>> 0,
  };
}
