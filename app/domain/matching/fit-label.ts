import type { EngineOptions } from "./options";
import type { Conflict, ConflictKind, FitCategory } from "./types";

/**
 * Requirements whose conflict caps the label at "Partial fit" even when it is soft: a vendor that does not serve
 * the buyer's region, deploy the way they need or fit their budget is not a good fit, however well it scores.
 */
export const PARTIAL_FIT_CONFLICTS: readonly ConflictKind[] = ["region", "deployment", "budget"];

/** What a vendor's fit label rests on, beside its score. */
export interface FitEvidence {
  /** 0..100, as ranked. */
  score: number;
  /** Hard first. */
  conflicts: readonly Conflict[];
  /** Features the buyer asked for. */
  requestedFeatures: number;
  /** Of them, those the vendor's own words confirm. */
  confirmedFeatures: number;
  /**
   * How the vendor answers the need read from the problem: `strong` when it is stated to be of a kind of software
   * read at least `labels.strongNeedMinStrength` (a category naming the kind, or an induced category its own
   * tagline or first sentence agrees with: ADR 018), `weak` when it is of a kind read more loosely or is of the
   * kind only loosely, `none` otherwise (it matches words, not a kind of software).
   */
  needMatch: "strong" | "weak" | "none";
}

export interface FitLabel {
  category: FitCategory;
  /** Why the label is lower than the score alone would give; null when the score decides. */
  note: string | null;
}

const RANK: Record<FitCategory, number> = { "Partial fit": 0, "Good fit": 1, "Excellent fit": 2 };

function lowerFirst(s: string): string {
  return s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function featureShare(e: FitEvidence): string {
  const { confirmedFeatures: c, requestedFeatures: r } = e;
  if (c === 0) return r === 1 ? "your feature is not confirmed" : `none of your ${r} features confirmed`;
  return `only ${c} of your ${r} features confirmed`;
}

/**
 * The fit label a vendor earns. The score sets the highest label (`excellentFitMinScore`, `goodFitMinScore`);
 * evidence can only lower it:
 * - a hard conflict, or any conflict on region, deployment or budget: "Partial fit";
 * - another soft conflict (company size, a licence family): at most "Good fit";
 * - "Excellent fit" needs a strong need match and, when features were asked for, at least
 *   `labels.excellentMinConfirmedShare` of them confirmed in the vendor's own words;
 * - "Good fit" needs a need match or a confirmed feature, and not all of two or more features unconfirmed.
 * The note names the first reason that lowered the label.
 */
export function fitLabel(
  e: FitEvidence,
  options: Pick<EngineOptions, "excellentFitMinScore" | "goodFitMinScore" | "labels">,
): FitLabel {
  const byScore: FitCategory =
    e.score >= options.excellentFitMinScore
      ? "Excellent fit"
      : e.score >= options.goodFitMinScore
        ? "Good fit"
        : "Partial fit";
  let category = byScore;
  let note: string | null = null;
  const cap = (to: FitCategory, reason: string) => {
    if (RANK[to] >= RANK[category]) return;
    category = to;
    note = `${to}: ${reason}`;
  };
  const blocking = e.conflicts.find((c) => c.hard || PARTIAL_FIT_CONFLICTS.includes(c.kind));
  if (blocking) cap("Partial fit", lowerFirst(blocking.message));
  const soft = e.conflicts.find((c) => !c.hard);
  if (soft) cap("Good fit", lowerFirst(soft.message));
  const { requestedFeatures: requested, confirmedFeatures: confirmed } = e;
  if (requested >= 2 && confirmed === 0) cap("Partial fit", featureShare(e));
  if (e.needMatch === "none" && confirmed === 0) {
    cap("Partial fit", "it matches your words, not a kind of software read from your description");
  }
  if (requested > 0 && confirmed < requested * options.labels.excellentMinConfirmedShare) {
    cap("Good fit", featureShare(e));
  }
  if (e.needMatch !== "strong") {
    cap(
      "Good fit",
      e.needMatch === "weak"
        ? "your description names the kind of software only loosely"
        : "it is not the kind of software read from your description",
    );
  }
  return { category, note };
}
