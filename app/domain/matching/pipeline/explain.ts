import { industryRelevance } from "../factors/industry-relevance";
import { qualify } from "../factors/qualification";
import { labelsOf } from "../feature-coverage";
import { confirmFeaturesAt } from "../feature-evidence";
import { type FitEvidence, fitLabel } from "../fit-label";
import { roundScore } from "../fusion";
import type { MatchIndex } from "../match-index";
import { binarySearch } from "../retrieval/sorted";
import type { MatchVerdict, QualificationCheck } from "../types";
import type { ProblemUnderstanding } from "../understanding/understand-problem";
import { explainMatch } from "./explanation";
import { qualificationNames, type ScoredFactors, type Scorer, vendorFacts } from "./score";
import type { Search } from "./search";
import type { Selection } from "./select";

/**
 * Stage 5: the verdict on each selected vendor: its factors, fit category, the requested features it covers,
 * its conflicts and qualification checks, and one sentence saying why.
 */
export function explain(
  search: Search,
  u: ProblemUnderstanding,
  scorer: Scorer,
  selection: Selection,
): MatchVerdict[] {
  const { index, problem, options } = search;
  const names = qualificationNames(index);
  const scored: ScoredFactors = { factors: undefined as never, hardConflict: false };
  return selection.docs.map((d, i) => {
    scorer.score(d, selection.fits[d]!, scored);
    const { factors } = scored;
    const q = qualify(scorer.criteria, vendorFacts(index, d), index.deploymentBits, names);
    const covered = labelsOf(u.features, scorer.requestedDocs, d).matched;
    // A ✓ rests on the vendor's own words: a feature the coverage counts but no item of its profile says is not one.
    const { matched, missing, sources } =
      covered.length === 0
        ? { matched: [], missing: u.features.map((f) => f.label), sources: [] }
        : confirmFeaturesAt(index, d, u.features, (label) => covered.includes(label));
    const industryServed =
      factors.industry_relevance >= industryRelevance("mentioned") && problem.industry
        ? problem.industry
        : null;
    const score = roundScore(selection.scores[i]!);
    const label = fitLabel(
      {
        score,
        conflicts: q.conflicts,
        requestedFeatures: u.features.length,
        confirmedFeatures: matched.length,
        needMatch: needMatch(index, u, d, options.labels.strongNeedMinStrength),
      },
      options,
    );
    return {
      slug: index.vendors[d]!.slug,
      fit_category: label.category,
      fit_note: label.note,
      score,
      factors,
      matched_features: matched,
      missing_features: missing,
      feature_sources: sources,
      conflicts: q.conflicts,
      qualification_checks: q.checks,
      explanation: explainMatch({
        capabilityNames: matchedCapabilityNames(index, u, d),
        requirementsMet: requirementsMet(u, q.checks),
        matched,
        missing,
        industryServed,
        conflicts: q.conflicts,
      }),
    };
  });
}

/**
 * How surely the catalog files the vendor under a kind (ADR 018): `stated` when a category of it names the kind
 * (affinity 1), or a category of it was induced to mean the kind and its own tagline or first sentence says so;
 * `loose` when only the induced category's share or only its own words give it the kind; null when neither (a
 * neighbouring kind, or none).
 */
function kindFiling(index: MatchIndex, capability: number, d: number): "stated" | "loose" | null {
  const p = index.capabilityByCategory[capability]!;
  const i = binarySearch(p.docs, d);
  if (i < 0) return null;
  if (p.weights[i] === 1) return "stated";
  const k = binarySearch(index.inducedKinds[d]!, capability);
  if (k < 0) return null;
  return index.inducedKindStated[d]![k] === 1 ? "stated" : "loose";
}

/** Detected capabilities the vendor is stated to be of, strongest first. */
function matchedCapabilityNames(index: MatchIndex, u: ProblemUnderstanding, d: number): string[] {
  const out: string[] = [];
  for (const { capability } of u.capabilities)
    if (kindFiling(index, capability, d) === "stated")
      out.push(index.vocab.vocabulary.capabilities[capability]!.name);
  return out;
}

/**
 * How the vendor answers the needs read from the problem (see FitEvidence): strong only when it is stated to be
 * of a kind read strongly; a loose filing, or a kind read loosely, is a weak match.
 */
function needMatch(
  index: MatchIndex,
  u: ProblemUnderstanding,
  d: number,
  strongMin: number,
): FitEvidence["needMatch"] {
  let match: FitEvidence["needMatch"] = "none";
  for (const { capability, weight } of u.capabilities) {
    const filing = kindFiling(index, capability, d);
    if (!filing) continue;
    if (filing === "stated" && weight >= strongMin) return "strong";
    match = "weak";
  }
  return match;
}

/** Requirements read from the problem text that a vendor is known to meet, as the explanation says them. */
function requirementsMet(u: ProblemUnderstanding, checks: readonly QualificationCheck[]): string[] {
  const out: string[] = [];
  const met = (criterion: QualificationCheck["criterion"]) =>
    checks.find((c) => c.criterion === criterion && c.status === "met");
  const lower = (s: string) => (s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s);
  const license = met("license");
  if (u.license && license) out.push(`${lower(u.license.label)} (${license.detail})`);
  if (u.deploymentRequirement?.fromText && met("deployment")) out.push(lower(u.deploymentRequirement.label));
  const budget = met("budget");
  if (u.budgetRequirement?.fromText && budget) out.push(lower(budget.detail));
  return out;
}
