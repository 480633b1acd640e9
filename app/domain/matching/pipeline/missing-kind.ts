import type { MatchIndex } from "../match-index";
import type { FitCategory, MatchVerdict, MissingKind } from "../types";
import type { ProblemUnderstanding } from "../understanding/understand-problem";

/** The need's kind counts as understood from this strength (a strong cue; a weak cue alone is only a hint). */
export const MISSING_KIND_MIN_STRENGTH = 0.5;
/** Kinds named under "nearest kinds", at most. */
const MAX_NEAREST_KINDS = 3;
/** The best label a vendor of another kind gets when the catalog lacks the kind the buyer needs. */
const OTHER_KIND_BEST_FIT: FitCategory = "Partial fit";

/**
 * Whether some vendor's categories mean the capability (a core answer, not a neighbour or a mention): by name, or
 * as the kind a nameless category's members describe (category induction).
 */
export function catalogHasKind(index: MatchIndex, capability: number): boolean {
  const postings = index.capabilityByCategory[capability];
  if (!postings) return false;
  for (let i = 0; i < postings.weights.length; i++) if (postings.weights[i] === 1) return true;
  return index.categoryKinds.some((kinds) => kinds.includes(capability));
}

/**
 * The kind of software the buyer needs (the strongest need, when surely read and not a product to replace) when no
 * vendor of the catalog is of that kind; null otherwise.
 */
export function missingNeedKind(index: MatchIndex, u: ProblemUnderstanding): number | null {
  // A catalog product to replace says what the need is; a widely known one the catalog lacks leaves the kind to check.
  if (u.alternatives.some((a) => a.docs.length + a.siblings.length > 0)) return null;
  const top = u.capabilities[0];
  if (!top || top.weight < MISSING_KIND_MIN_STRENGTH) return null;
  return catalogHasKind(index, top.capability) ? null : top.capability;
}

/** The missing kind as read from the problem alone, before any ranking: no nearest kinds yet. */
export function missingKindRead(index: MatchIndex, u: ProblemUnderstanding): MissingKind | null {
  const capability = missingNeedKind(index, u);
  if (capability === null) return null;
  const kind = index.vocab.vocabulary.capabilities[capability]!;
  return { id: kind.id, name: kind.name, nearest: [] };
}

/**
 * The vendor's main kind: the first kind its categories name, or else the kind its first category with an
 * induced kind is most described as.
 */
function mainKind(index: MatchIndex, d: number): number | undefined {
  const named = index.vendors[d]!.categories.flatMap((c) =>
    index.vocab.categoryAffinities(c).filter((a) => a.affinity === 1),
  )[0];
  if (named) return named.capability;
  for (let i = index.docCategoryStart[d]!; i < index.docCategoryStart[d + 1]!; i++) {
    const kind = index.categoryKinds[index.docCategories[i]!]![0];
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** The kinds the vendors shown are of (each vendor's main kind, see mainKind), in rank order. */
export function nearestKinds(index: MatchIndex, verdicts: readonly MatchVerdict[]): string[] {
  const names: string[] = [];
  for (const v of verdicts) {
    const d = index.docBySlug.get(v.slug);
    if (d === undefined) continue;
    const main = mainKind(index, d);
    if (main === undefined) continue;
    const name = index.vocab.vocabulary.capabilities[main]!.name;
    if (!names.includes(name)) names.push(name);
    if (names.length === MAX_NEAREST_KINDS) break;
  }
  return names;
}

/**
 * When the catalog lacks the needed kind, says so and which kinds are shown instead, and labels no vendor (all of
 * another kind) better than a partial fit.
 */
export function answerMissingKind(
  index: MatchIndex,
  u: ProblemUnderstanding,
  verdicts: MatchVerdict[],
): { missingKind: MissingKind | null; verdicts: MatchVerdict[] } {
  const read = missingKindRead(index, u);
  if (read === null) return { missingKind: null, verdicts };
  return {
    missingKind: { ...read, nearest: nearestKinds(index, verdicts) },
    verdicts: verdicts.map((v) =>
      v.fit_category === OTHER_KIND_BEST_FIT
        ? v
        : {
            ...v,
            fit_category: OTHER_KIND_BEST_FIT,
            fit_note: `${OTHER_KIND_BEST_FIT}: another kind of software — we have no ${read.name} product yet`,
          },
    ),
  };
}
