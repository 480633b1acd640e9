import type { Token } from "./text/tokenizer";
import type { CatalogVendor } from "./types";
import type { CompiledVocabulary } from "./understanding/compiled-vocabulary";

/** The BM25F fields in index order. */
export const TEXT_FIELDS = ["name", "tagline", "description", "categories", "features"] as const;

const FIELD_GAP = 50;

function offsetTokens(groups: Token[][]): Token[] {
  const out: Token[] = [];
  let base = 0;
  for (const g of groups) {
    let last = -1;
    for (const t of g) {
      out.push({ term: t.term, pos: base + t.pos });
      last = Math.max(last, t.pos);
    }
    base += last + 1 + FIELD_GAP;
  }
  return out;
}

/** What the engine reads from one vendor record, independent of any other vendor. */
export interface VendorAnalysis {
  /** Terms per BM25F field, in TEXT_FIELDS order. */
  fieldTerms: string[][];
  /** Capability → affinity from the vendor's categories. */
  categoryAffinity: Map<number, number>;
  /** Capabilities the vendor's own text names. */
  textCapabilities: Array<{ capability: number; strength: number }>;
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
  for (const c of v.categories) {
    for (const a of vocab.categoryAffinities(c)) {
      categoryAffinity.set(a.capability, Math.max(categoryAffinity.get(a.capability) ?? 0, a.affinity));
    }
  }
  const ownText = offsetTokens([name, tagline, description, ...featureTokens]);
  const textCapabilities = vocab.textCapabilities(ownText);

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
    featureConcepts,
    declaredIndustries: declaredIndustries >>> 0,
    mentionedIndustries: mentionedIndustries >>> 0,
  };
}
