import { countOf } from "~/utils/plural";

const PROPOSAL = { one: "proposal", other: "proposals" };

/** A reading of the vendor's website as stored: the run, and the background job that carries it out. */
export interface EnrichmentRunRecord {
  status: "queued" | "running" | "succeeded" | "failed";
  error: string | null;
  proposals: number;
}

export interface EnrichmentJobRecord {
  status: "queued" | "running" | "succeeded" | "failed";
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

/** Where a reading stands, as the vendor's dashboard shows it while it happens. */
export type EnrichmentProgress =
  | { state: "queued" }
  | { state: "running"; attempt: number; maxAttempts: number }
  | { state: "retrying"; attempt: number; maxAttempts: number; error: string; retryInSeconds: number }
  | { state: "failed"; error: string }
  | { state: "succeeded"; proposals: number };

/**
 * The run says what the reading found; the job says whether another attempt is coming. A failed attempt marks the run
 * failed at once, and the job is then queued again for later: that is a retry, not the end.
 */
export function enrichmentProgress(
  run: EnrichmentRunRecord,
  job: EnrichmentJobRecord | null,
  now: Date,
): EnrichmentProgress {
  const error = run.error?.trim() || "unknown error";
  if (run.status === "succeeded") return { state: "succeeded", proposals: run.proposals };
  if (run.status === "failed") {
    if (job?.status === "queued" && job.attempts > 0 && job.attempts < job.maxAttempts) {
      return {
        state: "retrying",
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        error,
        retryInSeconds: Math.max(0, Math.ceil((job.runAt.getTime() - now.getTime()) / 1000)),
      };
    }
    return { state: "failed", error };
  }
  if (run.status === "running" || job?.status === "running") {
    return { state: "running", attempt: Math.max(1, job?.attempts ?? 1), maxAttempts: job?.maxAttempts ?? 1 };
  }
  return { state: "queued" };
}

/** Still going: the dashboard keeps following it, and a new reading cannot be started. */
export function isEnrichmentPending(progress: EnrichmentProgress): boolean {
  return progress.state === "queued" || progress.state === "running" || progress.state === "retrying";
}

/** The crawler's reasons, said for a vendor: what went wrong and what they can do. */
export function explainEnrichmentError(error: string): string {
  const host = /DNS lookup failed for ([^\s)]+)/.exec(error)?.[1];
  if (host) return `${host} could not be found (no DNS record). Check the website address in your profile.`;
  const refused = /refused: (.+?)\)?$/.exec(error)?.[1];
  if (refused) return `We do not read this address: ${refused}.`;
  const timedOut = /timed out after (\d+) ms/.exec(error)?.[1];
  if (timedOut) return `Your website did not answer within ${Number(timedOut) / 1000} s.`;
  return `${error.charAt(0).toUpperCase()}${error.slice(1)}.`.replace(/\.\.$/, ".");
}

/** The one line that says where the reading stands. */
export function enrichmentStatusText(progress: EnrichmentProgress): string {
  switch (progress.state) {
    case "queued":
      return "Reading your website: starting…";
    case "running":
      return progress.attempt > 1
        ? `Reading your website (attempt ${progress.attempt} of ${progress.maxAttempts})…`
        : "Reading your website…";
    case "retrying":
      return `Attempt ${progress.attempt} of ${progress.maxAttempts} failed: ${explainEnrichmentError(progress.error)} Trying again ${
        progress.retryInSeconds > 0 ? `in ${progress.retryInSeconds} s` : "now"
      }…`;
    case "failed":
      return `Reading your website failed: ${explainEnrichmentError(progress.error)}`;
    case "succeeded":
      return progress.proposals === 0
        ? "Done: we found nothing new to propose on your website."
        : `Done: ${countOf(progress.proposals, PROPOSAL)} to review below.`;
  }
}
