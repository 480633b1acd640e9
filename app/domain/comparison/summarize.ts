import { formatEurPerYear, joinNames, sameText } from "~/domain/results/format";
import type { ComparableVendor } from "./types";

/** Sentences at most in one summary, so it stays a summary. */
export const MAX_SUMMARY_SENTENCES = 7;
/** Sentences at most about one list attribute (deployment, certifications, …). */
export const MAX_SENTENCES_PER_ATTRIBUTE = 2;

type Names = readonly string[];

const names = (vendors: readonly ComparableVendor[]): string[] => vendors.map((v) => v.name);
const verb = (subjects: Names, singular: string, plural: string) =>
  subjects.length === 1 ? singular : plural;
const doesnt = (subjects: Names) => verb(subjects, "doesn't", "don't");

/** "Only A has X." when everyone else is known not to; otherwise "A and B have X; C doesn't." */
function contrast(
  haves: Names,
  haveNots: Names,
  allKnown: boolean,
  predicate: { singular: string; plural: string },
  negativeTail = "",
): string {
  if (allKnown && haves.length === 1) return `Only ${haves[0]} ${predicate.singular}.`;
  return `${joinNames(haves)} ${verb(haves, predicate.singular, predicate.plural)}; ${joinNames(haveNots)} ${doesnt(haveNots)}${negativeTail}.`;
}

function coverageSentences(vendors: readonly ComparableVendor[]): string[] {
  if (vendors.some((v) => v.coverage === null)) return [];
  const requested = vendors[0]!.coverage!.matched.length + vendors[0]!.coverage!.missing.length;
  if (requested === 0) return [];
  const counts = vendors.map((v) => v.coverage!.matched.length);
  const most = Math.max(...counts);
  if (most === Math.min(...counts)) return [];
  const leaders = names(vendors.filter((_, i) => counts[i] === most));
  const out: string[] = [];
  if (leaders.length === 1 && most === requested) {
    out.push(
      requested === 1
        ? `Only ${leaders[0]} lists your requested feature.`
        : `Only ${leaders[0]} lists all ${requested} of your requested features.`,
    );
  } else {
    out.push(
      `${joinNames(leaders)} ${verb(leaders, "lists", "list")} the most of your requested features (${most} of ${requested}).`,
    );
  }
  if (requested > 1) {
    const labels = [...vendors[0]!.coverage!.matched, ...vendors[0]!.coverage!.missing];
    const unique = labels
      .map((label) => ({ label, by: vendors.filter((v) => v.coverage!.matched.includes(label)) }))
      .filter((f) => f.by.length === 1)
      .slice(0, MAX_SENTENCES_PER_ATTRIBUTE);
    for (const f of unique) out.push(`Of your requested features, only ${f.by[0]!.name} lists ${f.label}.`);
  }
  return out;
}

function freeTierSentence(vendors: readonly ComparableVendor[]): string[] {
  const yes = names(vendors.filter((v) => v.pricing.free_tier === true));
  const no = names(vendors.filter((v) => v.pricing.free_tier === false));
  if (yes.length === 0 || no.length === 0) return [];
  const allKnown = yes.length + no.length === vendors.length;
  if (allKnown && no.length === 1 && yes.length > 1) return [`${no[0]} is the only one without a free tier.`];
  return [contrast(yes, no, allKnown, { singular: "has a free tier", plural: "have a free tier" })];
}

function priceSentence(vendors: readonly ComparableVendor[]): string[] {
  const priced = vendors.filter((v) => v.pricing.starting_price_eur_per_year !== null);
  if (priced.length < 2) return [];
  const price = (v: ComparableVendor) => v.pricing.starting_price_eur_per_year!;
  const low = Math.min(...priced.map(price));
  const high = Math.max(...priced.map(price));
  if (low === high) return [];
  const lowest = names(priced.filter((v) => price(v) === low));
  const highest = names(priced.filter((v) => price(v) === high));
  return [
    `${joinNames(lowest)} ${verb(lowest, "has", "have")} the lowest listed starting price (${formatEurPerYear(low)}), ${joinNames(highest)} the highest (${formatEurPerYear(high)}).`,
  ];
}

/**
 * For a list attribute: values some vendors list and others (whose list is known) don't. Values listed by exactly
 * the same vendors share one sentence ("A and B list GDPR and ISO 27001; C doesn't list them.").
 */
function listSentences(
  vendors: readonly ComparableVendor[],
  pick: (v: ComparableVendor) => readonly string[],
  phrase: (values: string) => { singular: string; plural: string },
  negativeTail: (valueCount: number) => string,
): string[] {
  const known = vendors.filter((v) => pick(v).length > 0);
  if (known.length < 2) return [];
  const allKnown = known.length === vendors.length;
  const has = (v: ComparableVendor, value: string) => pick(v).some((x) => sameText(x, value));
  const groups = new Map<string, { values: string[]; haves: string[]; haveNots: string[] }>();
  for (const v of known) {
    for (const value of pick(v)) {
      if ([...groups.values()].some((g) => g.values.some((x) => sameText(x, value)))) continue;
      const haves = names(known.filter((k) => has(k, value)));
      const haveNots = names(known.filter((k) => !has(k, value)));
      if (haveNots.length === 0) continue;
      const key = haves.join("\u0000");
      const group = groups.get(key) ?? { values: [], haves, haveNots };
      group.values.push(value);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .slice(0, MAX_SENTENCES_PER_ATTRIBUTE)
    .map((g) =>
      contrast(g.haves, g.haveNots, allKnown, phrase(joinNames(g.values)), negativeTail(g.values.length)),
    );
}

function foundedSentence(vendors: readonly ComparableVendor[]): string[] {
  const dated = vendors.filter((v) => v.founded_year !== null);
  if (dated.length < 2) return [];
  const earliest = Math.min(...dated.map((v) => v.founded_year!));
  if (dated.every((v) => v.founded_year === earliest)) return [];
  const first = names(dated.filter((v) => v.founded_year === earliest));
  const sentence = `${joinNames(first)} ${verb(first, "was", "were")} founded earliest (${earliest}).`;
  return [dated.length === vendors.length ? sentence : `Of those that list a founding year, ${sentence}`];
}

/**
 * A few plain sentences on how the vendors differ, built only from listed data: a value a vendor does not list
 * is never stated as a difference, and nothing is said when the listed values agree. Empty for fewer than two vendors.
 */
export function summarizeDifferences(vendors: readonly ComparableVendor[]): string[] {
  if (vendors.length < 2) return [];
  const groups = [
    coverageSentences(vendors),
    freeTierSentence(vendors),
    priceSentence(vendors),
    listSentences(
      vendors,
      (v) => v.deployment_models,
      (m) => ({ singular: `lists ${m} deployment`, plural: `list ${m} deployment` }),
      () => "",
    ),
    listSentences(
      vendors,
      (v) => v.certifications,
      (c) => ({ singular: `lists ${c}`, plural: `list ${c}` }),
      (n) => (n === 1 ? " list it" : " list them"),
    ),
    listSentences(
      vendors,
      (v) => v.company_sizes,
      (s) => ({ singular: `targets ${s} companies`, plural: `target ${s} companies` }),
      () => "",
    ),
    foundedSentence(vendors),
  ].filter((g) => g.length > 0);
  return withinBudget(groups, MAX_SUMMARY_SENTENCES);
}

/** Every group's first sentence before any group's second, then the kept sentences in group order. */
function withinBudget(groups: readonly string[][], budget: number): string[] {
  const kept = groups.map(() => 0);
  let left = budget;
  for (let round = 0; left > 0; round++) {
    let added = false;
    for (let g = 0; g < groups.length && left > 0; g++) {
      if (groups[g]!.length > round) {
        kept[g] = round + 1;
        left--;
        added = true;
      }
    }
    if (!added) break;
  }
  return groups.flatMap((g, i) => g.slice(0, kept[i]));
}
