import {
  type BusinessProblem,
  type MatchFactors,
  type MatchIndex,
  type MatchVerdict,
  matchProblem,
  type NamedProduct,
  type ProblemInterpretation,
  spelledProblem,
  understandProblem,
  words,
} from "~/domain/matching";
import { FACTOR_LABELS } from "~/domain/results/factor-labels";
import { formatPercent, formatScore, joinNames } from "~/domain/results/format";

/** The longest product name the engine reads ("an alternative to …" takes at most four words). */
export const MAX_NAME_WORDS = 4;
/** A brand's products explained at most (Google, Zoho: many products share the word). */
export const MAX_BRAND_PRODUCTS = 5;
/** A factor below this is named as a reason: 0.5 is what a factor with nothing to judge scores. */
export const LOW_FACTOR = 0.5;

/** A factor that held the product back, beside the same factor of the last product on the buyer's list. */
export interface LowFactor {
  factor: keyof MatchFactors;
  label: string;
  value: number;
  /** The last product shown's value for the same factor; null when the list is empty. */
  lastShown: number | null;
}

/** Where one product stands in a search, and why. */
export type ProductStanding =
  /** On the buyer's list, at `rank`. */
  | { status: "shown"; rank: number }
  /** Related to the problem but below the list: `rank` of `related` in today's ranking. */
  | { status: "ranked-below"; rank: number; related: number }
  /** The product (or one of its brand) the buyer asked for an alternative to: never offered. */
  | { status: "alternative-target"; sameBrandAs: string[] | null }
  /** Not related to what the buyer described. */
  | { status: "unrelated"; kinds: string[] };

/** The "why not" of one catalog product: its standing, a one-line headline and the reasons under it. */
export type ProductWhyNot = {
  slug: string;
  name: string;
  headline: string;
  reasons: string[];
  lowFactors: LowFactor[];
} & ProductStanding;

/** What the results page answers to "why not X?". */
export type WhyNotAnswer =
  | { found: false; typed: string; headline: string }
  | {
      found: true;
      typed: string;
      /** The brand the buyer named when the name is a brand's, not one product's ("Salesforce"); else null. */
      brand: string | null;
      products: ProductWhyNot[];
    };

/** A stored search, as the results page shows it. */
export interface WhyNotSearch {
  problem: BusinessProblem;
  /** The stored ranking the page shows, best first. */
  shown: readonly MatchVerdict[];
  interpretation: ProblemInterpretation;
  chosenNeed: string | null;
  /** The year the search was ranked in (years in business are counted to it). */
  currentYear: number;
}

/** The catalog products a typed name names: one product, a brand's products, or none. */
export interface NamedProducts {
  docs: number[];
  /** The typed name is a brand's (several products start with it), not one product's. */
  brand: boolean;
}

/** What is typed in the box, tidied for display and storage: inner white space collapsed, ends trimmed. */
export function tidyName(typed: string): string {
  return typed.replace(/\s+/gu, " ").trim();
}

/**
 * The catalog products `typed` names, with the engine's own product-name matching ("an alternative to X": case,
 * accents and punctuation aside, written together or apart, one typo in a long name): the whole text must be the
 * name. Null when it names none.
 */
export function findNamedProducts(index: MatchIndex, typed: string): NamedProducts | null {
  const w = words(typed);
  if (w.length === 0 || w.length > MAX_NAME_WORDS) return null;
  // The engine reads a lowercase common word in running text as a word, not a name; in a box meant for a product's
  // name every word is one, so it is read as written with a capital.
  const asName = w.map((x) => x[0]!.toUpperCase() + x.slice(1)).join(" ");
  const hit = index.products.find(w, asName);
  if (!hit || hit.length !== w.length) return null;
  if (hit.docs.length > 0) return { docs: hit.docs, brand: false };
  return hit.siblings.length > 0 ? { docs: hit.siblings, brand: true } : null;
}

/**
 * The factors below LOW_FACTOR; for a product below the list only those below the last shown product's too (a
 * factor it shares with the list does not keep it off), the widest gap first.
 */
function lowFactors(verdict: MatchVerdict, last: MatchVerdict | null, shown: boolean): LowFactor[] {
  const low: LowFactor[] = [];
  for (const factor of Object.keys(FACTOR_LABELS) as (keyof MatchFactors)[]) {
    const value = verdict.factors[factor];
    const lastShown = last ? last.factors[factor] : null;
    if (value >= LOW_FACTOR || (!shown && lastShown !== null && value >= lastShown)) continue;
    low.push({ factor, label: FACTOR_LABELS[factor], value, lastShown });
  }
  const gap = (f: LowFactor) => (shown || f.lastShown === null ? 0 : f.lastShown - f.value);
  return low.sort((a, b) => gap(b) - gap(a) || a.value - b.value);
}

function rankedReasons(verdict: MatchVerdict, low: LowFactor[], last: MatchVerdict | null, shown: boolean) {
  // The fit note repeats a conflict or the unconfirmed features, which are named below.
  const reasons: string[] = [];
  for (const c of verdict.conflicts) {
    reasons.push(`${c.hard ? "Rules it out" : "Conflicts with what you asked"}: ${c.message}`);
  }
  if (verdict.missing_features.length > 0) {
    reasons.push(`Its own words do not confirm: ${joinNames(verdict.missing_features)}`);
  }
  for (const f of low) {
    const beside =
      f.lastShown === null || shown ? "" : ` (the last product on your list: ${formatPercent(f.lastShown)})`;
    reasons.push(`Low ${f.label.toLowerCase()}: ${formatPercent(f.value)}${beside}`);
  }
  if (reasons.length === 0 && !shown && last) {
    reasons.push(
      `No conflict and no low factor: it scored ${formatScore(verdict.score)}, the last product on your list ${formatScore(last.score)}.`,
    );
  }
  return reasons;
}

/**
 * For each alternative the buyer asked for, the names of what they asked about when `doc` is its brand's product
 * but not the one named; [] when `doc` is the product named; null when no alternative concerns `doc`.
 */
function alternativeOf(
  index: MatchIndex,
  alternatives: readonly NamedProduct[],
  doc: number,
): string[] | null {
  for (const a of alternatives) {
    if (a.docs.includes(doc)) return [];
    if (a.siblings.includes(doc)) return a.docs.map((d) => index.vendors[d]!.name);
  }
  return null;
}

/** The products the buyer asked for an alternative to, as the engine reads the problem. */
function problemAlternatives(index: MatchIndex, problem: BusinessProblem): readonly NamedProduct[] {
  return understandProblem(
    index.vocab,
    spelledProblem(index, problem),
    index.products,
    index.options.understanding,
  ).alternatives;
}

function explainProduct(
  index: MatchIndex,
  search: WhyNotSearch,
  ranking: readonly MatchVerdict[],
  doc: number,
  alternatives: () => readonly NamedProduct[],
) {
  const vendor = index.vendors[doc]!;
  const { slug, name } = vendor;
  const last = search.shown.at(-1) ?? null;
  const shownAt = search.shown.findIndex((v) => v.slug === slug);
  if (shownAt >= 0) {
    const verdict = search.shown[shownAt]!;
    const low = lowFactors(verdict, last, true);
    return {
      slug,
      name,
      status: "shown" as const,
      rank: shownAt + 1,
      headline: `${name} is #${shownAt + 1} of ${search.shown.length} on your list (${verdict.fit_category}, score ${formatScore(verdict.score)}).`,
      reasons: rankedReasons(verdict, low, last, true),
      lowFactors: low,
    };
  }
  const alternative = alternativeOf(index, alternatives(), doc);
  if (alternative) {
    return {
      slug,
      name,
      status: "alternative-target" as const,
      sameBrandAs: alternative.length > 0 ? alternative : null,
      headline:
        alternative.length > 0
          ? `${name} was left out because you asked for an alternative to ${joinNames(alternative)}, and it comes from the same company.`
          : `${name} was left out because you asked for an alternative to it.`,
      reasons: [],
      lowFactors: [],
    };
  }
  const rankedAt = ranking.findIndex((v) => v.slug === slug);
  if (rankedAt >= 0) {
    const verdict = ranking[rankedAt]!;
    const low = lowFactors(verdict, last, false);
    const rank = rankedAt + 1;
    const headline =
      rank > search.shown.length
        ? `${name} ranked #${rank} of ${ranking.length} related products; your list shows the first ${search.shown.length}.`
        : `${name} ranks #${rank} of ${ranking.length} today; it was not on your list when you searched (the catalog has changed since).`;
    return {
      slug,
      name,
      status: "ranked-below" as const,
      rank,
      related: ranking.length,
      headline,
      reasons: rankedReasons(verdict, low, last, false),
      lowFactors: low,
    };
  }
  const needs = search.chosenNeed ? [search.chosenNeed] : search.interpretation.needs;
  const kinds = vendor.categories;
  const what = kinds.length > 0 ? `it is ${joinNames(kinds)}` : "its profile names no kind of software";
  return {
    slug,
    name,
    status: "unrelated" as const,
    kinds,
    headline: `${name} is not related to what you described.`,
    reasons: [
      needs.length > 0
        ? `${what[0]!.toUpperCase()}${what.slice(1)}, and we read your need as ${joinNames(needs)}.`
        : `${what[0]!.toUpperCase()}${what.slice(1)}, and nothing in your words points to it.`,
    ],
    lowFactors: [],
  };
}

const STATUS_ORDER: Record<ProductStanding["status"], number> = {
  shown: 0,
  "ranked-below": 1,
  "alternative-target": 2,
  unrelated: 3,
};

/**
 * Why a product the buyer names is where it is in their search: its place on the list, or below it with the low
 * factors and the conflicts with what they asked; left out as the product they want an alternative to; not related
 * to what they described; or not in the catalog at all. A brand's name explains each of its products (at most
 * MAX_BRAND_PRODUCTS, best placed first). The search is ranked again at full length on `index` to place products
 * below the list.
 */
export function explainWhyNot(index: MatchIndex, search: WhyNotSearch, typed: string): WhyNotAnswer {
  const name = tidyName(typed);
  const named = findNamedProducts(index, name);
  if (!named) {
    return { found: false, typed: name, headline: `${name} is not in our catalog yet.` };
  }
  const ranking = matchProblem(index, search.problem, {
    limit: index.size,
    currentYear: search.currentYear,
    need: search.chosenNeed ?? undefined,
  }).verdicts;
  // The problem is read for its alternatives once, when a product not on the list asks (a brand names many products).
  let alternatives: readonly NamedProduct[] | null = null;
  const alternativesOnce = () => {
    alternatives ??= problemAlternatives(index, search.problem);
    return alternatives;
  };
  const products: ProductWhyNot[] = named.docs.map((d) =>
    explainProduct(index, search, ranking, d, alternativesOnce),
  );
  const place = (p: ProductWhyNot) => ("rank" in p ? p.rank : Number.MAX_SAFE_INTEGER);
  products.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || place(a) - place(b) || a.name.localeCompare(b.name),
  );
  return {
    found: true,
    typed: name,
    brand: named.brand ? name : null,
    products: products.slice(0, MAX_BRAND_PRODUCTS),
  };
}
