import type { ProblemInterpretation } from "~/domain/matching/types";

/**
 * The readings a search offers as one-click corrections: each kind of software read as the need and the next-best
 * readings, except the one in force (the chosen one, or the only one read).
 */
export function offeredReadings(
  read: Pick<ProblemInterpretation, "needs" | "otherReadings">,
  chosenNeed: string | null,
): string[] {
  const inForce = chosenNeed ?? (read.needs.length === 1 ? read.needs[0] : null);
  return [...new Set([...read.needs, ...read.otherReadings])].filter((need) => need !== inForce);
}

/** What the summary says the buyer needs: the reading chosen, or the kinds read. */
export function neededKinds(read: Pick<ProblemInterpretation, "needs">, chosenNeed: string | null): string[] {
  return chosenNeed === null ? read.needs : [chosenNeed];
}
