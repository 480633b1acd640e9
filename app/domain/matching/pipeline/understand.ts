import type { MatchIndex } from "../match-index";
import type { EngineOptions } from "../options";
import type { WeightedTerm } from "../retrieval/bm25f";
import { binarySearch } from "../retrieval/sorted";
import type { BusinessProblem, ProblemInterpretation } from "../types";
import { textLanguages } from "../understanding/text-language";
import { type ProblemUnderstanding, understandProblem } from "../understanding/understand-problem";
import { missingKindRead } from "./missing-kind";
import { otherReadings } from "./reading";

/**
 * Stage 1: what the buyer needs, read from the problem before looking at any vendor: the needs (capabilities)
 * and query words, stated requirements, products to replace and kinds of software to avoid.
 */
export function understand(
  index: MatchIndex,
  problem: BusinessProblem,
  options: Readonly<EngineOptions>,
): ProblemUnderstanding {
  return withAlternatives(
    index,
    understandProblem(index.vocab, spelledProblem(index, problem), index.products, options.understanding),
    options.alternative,
  );
}

/**
 * The problem with its mistyped need words read as the vocabulary's ("accouting sofware", "Zeiterfasung"), unless the
 * catalog knows the word as written (a product's name, a word its vendors use); the problem itself when none is.
 */
export function spelledProblem(index: MatchIndex, problem: BusinessProblem): BusinessProblem {
  const text = spelledText(index, problem.problem);
  return text === problem.problem ? problem : { ...problem, problem: text };
}

/**
 * The spelled text of recent problems, per index: a search, its interpretation and the why-not page's look-ups read
 * one problem several times, and its spelling (with its languages) is read once. Bounded like the tokenizer's memos.
 */
const spelledTexts = new WeakMap<MatchIndex, Map<string, string>>();
const SPELLED_MEMO_TEXTS = 64;

function spelledText(index: MatchIndex, written: string): string {
  let memo = spelledTexts.get(index);
  if (!memo) {
    memo = new Map();
    spelledTexts.set(index, memo);
  }
  const known = memo.get(written);
  if (known !== undefined) return known;
  const text = index.vocab.spelling.correct(
    written,
    (word) => {
      const term = index.vocab.tokenizer.analyze(word)[0]?.term;
      return term !== undefined && index.text.df(term) > 0;
    },
    () => textLanguageCodes(index, written),
  );
  if (memo.size >= SPELLED_MEMO_TEXTS) memo.clear();
  memo.set(written, text);
  return text;
}

/**
 * The languages a text is written in, as `understandProblem` reads it ("en" always among them): a text without any
 * function word is read in every language.
 */
function textLanguageCodes(index: MatchIndex, text: string): string[] {
  const analyzed = index.vocab.tokenizer.analyze(text);
  const detected = textLanguages(index.vocab.languages, analyzed);
  const languages = detected.length === 0 && !analyzed.some((w) => w.stop) ? index.vocab.languages : detected;
  return ["en", ...languages.map((l) => l.language)];
}

/**
 * A product the buyer wants to replace says what they need: its categories become detected needs, its
 * categories' and description's words join the query (its categories count as category feedback in the next stage).
 * A widely known product the catalog lacks says it by its known kinds (`known_products`).
 */
function withAlternatives(
  index: MatchIndex,
  u: ProblemUnderstanding,
  weights: EngineOptions["alternative"],
): ProblemUnderstanding {
  if (u.alternatives.length === 0) return u;
  const strengths = new Map(u.capabilities.map((c) => [c.capability, c.weight]));
  // The product to replace says what the need is, as a need phrase does.
  const statedKinds = new Map(u.statedKinds);
  // The product left behind is context: when the buyer's need phrases already chose kinds ("a team chat tool; Slack
  // got too expensive"), what else it does (its workflows, its AI) reinforces those kinds but adds none.
  const needChoseKinds = u.needs.needs.length > 0 && strengths.size > 0;
  const raise = (capability: number, weight: number) => {
    const prev = strengths.get(capability);
    if (prev === undefined && needChoseKinds) return;
    strengths.set(capability, Math.max(prev ?? 0, weight));
    if (!statedKinds.has(capability) || statedKinds.get(capability) === "feature")
      statedKinds.set(capability, "need");
  };
  const terms = new Map(u.coreQuery.map((t) => [t.term, t.weight]));
  const addTerm = (term: string, weight: number) => {
    if (index.vocab.filler.has(term)) return;
    if (weight > (terms.get(term) ?? 0)) terms.set(term, weight);
  };
  const { tokenizer } = index.vocab;
  for (const { docs, kinds } of u.alternatives) {
    // A widely known product the catalog lacks ("instead of Google Hangouts"): its kinds are what it is, as a catalog
    // product's categories are, and their categories' names join the query as a catalog product's do.
    for (const capability of kinds) raise(capability, weights.needWeight);
    for (const d of docs) {
      const vendor = index.vendors[d]!;
      // What it is (its categories) and what it says it does (its own text) both describe the need.
      index.capabilityByCategory.forEach((p, capability) => {
        const i = binarySearch(p.docs, d);
        if (i < 0 || p.weights[i] !== 1) return;
        raise(capability, weights.needWeight);
      });
      // A category whose name means nothing: the kinds category induction gave it are what X is too.
      for (let i = index.docCategoryStart[d]!; i < index.docCategoryStart[d + 1]!; i++) {
        for (const capability of index.categoryKinds[index.docCategories[i]!]!)
          raise(capability, weights.needWeight);
      }
      index.capabilityByText.forEach((p, capability) => {
        const i = binarySearch(p.docs, d);
        if (i < 0) return;
        raise(capability, weights.needWeight * p.weights[i]!);
      });
      for (const t of tokenizer.terms(vendor.categories.join(" . "))) addTerm(t, weights.termWeight);
      const nameTerms = new Set(tokenizer.terms(vendor.name));
      const described = tokenizer
        .terms(`${vendor.tagline ?? ""} . ${vendor.description}`)
        .filter((t) => !nameTerms.has(t))
        .slice(0, weights.maxDescriptionTerms);
      for (const t of described) addTerm(t, weights.termWeight / 2);
    }
  }
  const capabilities = [...strengths]
    .map(([capability, weight]) => ({ capability, weight }))
    .sort((a, b) => b.weight - a.weight || a.capability - b.capability);
  const expansionOnly = new Set(u.expansionOnly);
  for (const { capability, weight } of capabilities) {
    for (const e of index.vocab.expansions[capability]!) {
      if (!terms.has(e.term)) expansionOnly.add(e.term);
      addTerm(e.term, e.weight * weight);
    }
  }
  const coreQuery: WeightedTerm[] = [...terms]
    .map(([term, weight]) => ({ term, weight }))
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return { ...u, capabilities, statedKinds, coreQuery, expansionOnly };
}

/** Kinds of software named as the need in the criteria summary, at most. */
const MAX_INTERPRETED_NEEDS = 3;
/** A kind is named as the need when at least this share of the strongest one (weaker ones are hints, not the need). */
const INTERPRETED_NEED_MIN_RELATIVE = 0.75;

/** What a search reads from the problem text besides its topic: alternatives, stated requirements, exclusions. */
export function interpretProblem(index: MatchIndex, problem: BusinessProblem): ProblemInterpretation {
  const u = understandProblem(
    index.vocab,
    spelledProblem(index, problem),
    index.products,
    index.options.understanding,
  );
  // The needs shown are the ones the ranking uses: with a replaced product's kinds ("an alternative to X").
  return interpretation(index, u, withAlternatives(index, u, index.options.alternative));
}

/** The interpretation of an understanding (the alternatives' needs, added by `understand`, play no part in it). */
export function interpretation(
  index: MatchIndex,
  u: ProblemUnderstanding,
  ranked: ProblemUnderstanding = u,
): ProblemInterpretation {
  const seen = new Set<number>();
  const alternativesTo: ProblemInterpretation["alternativesTo"] = [];
  for (const { docs } of u.alternatives) {
    for (const d of docs) {
      if (seen.has(d)) continue;
      seen.add(d);
      alternativesTo.push({ slug: index.vendors[d]!.slug, name: index.vendors[d]!.name });
    }
  }
  const requirements: ProblemInterpretation["requirements"] = [];
  if (u.license) requirements.push({ criterion: "license", label: u.license.label });
  if (u.deploymentRequirement?.fromText)
    requirements.push({ criterion: "deployment", label: u.deploymentRequirement.label });
  if (u.budgetRequirement?.fromText)
    requirements.push({ criterion: "budget", label: u.budgetRequirement.label });
  if (u.compliance.length > 0) {
    requirements.push({
      criterion: "compliance",
      label: u.compliance.map((i) => index.vocab.vocabulary.constraints[i]!.name).join(", "),
    });
  }
  if (u.dataLocation) requirements.push({ criterion: "data_location", label: u.dataLocation.label });
  const strongest = ranked.capabilities[0]?.weight ?? 0;
  const shown = {
    needs: ranked.capabilities
      .filter((c) => c.weight >= strongest * INTERPRETED_NEED_MIN_RELATIVE)
      .slice(0, MAX_INTERPRETED_NEEDS)
      .map((c) => index.vocab.vocabulary.capabilities[c.capability]!.name),
    alternativesTo,
    requirements,
    avoided: u.avoided.map((c) => index.vocab.vocabulary.capabilities[c]!.name),
    missingKind: missingKindRead(index, u),
  };
  return { ...shown, otherReadings: otherReadings(index, ranked, shown) };
}
