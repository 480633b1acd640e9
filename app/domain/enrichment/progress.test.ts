import { describe, expect, it } from "vitest";
import {
  type EnrichmentJobRecord,
  enrichmentProgress,
  enrichmentStatusText,
  explainEnrichmentError,
  isEnrichmentPending,
} from "./progress";

const now = new Date("2026-11-26T12:00:00Z");
const run = (
  status: "queued" | "running" | "succeeded" | "failed",
  error: string | null = null,
  proposals = 0,
) => ({
  status,
  error,
  proposals,
});
const job = (
  status: EnrichmentJobRecord["status"],
  attempts: number,
  runAt = now,
  maxAttempts = 3,
): EnrichmentJobRecord => ({ status, attempts, maxAttempts, runAt });

describe("enrichmentProgress", () => {
  it("is queued until the job starts, then running", () => {
    expect(enrichmentProgress(run("queued"), job("queued", 0), now)).toEqual({ state: "queued" });
    expect(enrichmentProgress(run("queued"), job("running", 1), now)).toEqual({
      state: "running",
      attempt: 1,
      maxAttempts: 3,
    });
    expect(enrichmentProgress(run("running"), job("running", 2), now)).toMatchObject({ attempt: 2 });
  });

  it("calls a failed attempt with another one queued a retry, with the seconds until it", () => {
    const later = new Date(now.getTime() + 9_200);
    expect(
      enrichmentProgress(run("failed", "request failed: socket hang up"), job("queued", 1, later), now),
    ).toEqual({
      state: "retrying",
      attempt: 1,
      maxAttempts: 3,
      error: "request failed: socket hang up",
      retryInSeconds: 10,
    });
  });

  it("is failed when no attempt is left, or the reading itself failed", () => {
    expect(enrichmentProgress(run("failed", "boom"), job("failed", 3), now)).toEqual({
      state: "failed",
      error: "boom",
    });
    expect(enrichmentProgress(run("failed", "no page"), job("succeeded", 1), now)).toEqual({
      state: "failed",
      error: "no page",
    });
    expect(enrichmentProgress(run("failed", null), null, now)).toEqual({
      state: "failed",
      error: "unknown error",
    });
  });

  it("is succeeded with the number of proposals", () => {
    expect(enrichmentProgress(run("succeeded", null, 4), job("succeeded", 1), now)).toEqual({
      state: "succeeded",
      proposals: 4,
    });
  });

  it("is pending while queued, running or retrying", () => {
    expect(isEnrichmentPending({ state: "queued" })).toBe(true);
    expect(isEnrichmentPending({ state: "running", attempt: 1, maxAttempts: 3 })).toBe(true);
    expect(
      isEnrichmentPending({ state: "retrying", attempt: 1, maxAttempts: 3, error: "x", retryInSeconds: 1 }),
    ).toBe(true);
    expect(isEnrichmentPending({ state: "failed", error: "x" })).toBe(false);
    expect(isEnrichmentPending({ state: "succeeded", proposals: 0 })).toBe(false);
  });
});

describe("enrichment status text", () => {
  it("says what failed and what to do", () => {
    expect(
      explainEnrichmentError("robots.txt could not be read (DNS lookup failed for www.nowhere.invalid)"),
    ).toBe(
      "www.nowhere.invalid could not be found (no DNS record). Check the website address in your profile.",
    );
    expect(explainEnrichmentError("timed out after 10000 ms")).toBe(
      "Your website did not answer within 10 s.",
    );
    expect(explainEnrichmentError("refused: 10.0.0.1 is a private address")).toBe(
      "We do not read this address: 10.0.0.1 is a private address.",
    );
    expect(explainEnrichmentError("no page could be read")).toBe("No page could be read.");
  });

  it("words each state", () => {
    expect(enrichmentStatusText({ state: "running", attempt: 1, maxAttempts: 3 })).toBe(
      "Reading your website…",
    );
    expect(enrichmentStatusText({ state: "running", attempt: 2, maxAttempts: 3 })).toBe(
      "Reading your website (attempt 2 of 3)…",
    );
    expect(
      enrichmentStatusText({
        state: "retrying",
        attempt: 1,
        maxAttempts: 3,
        error: "timed out after 10000 ms",
        retryInSeconds: 8,
      }),
    ).toBe("Attempt 1 of 3 failed: Your website did not answer within 10 s. Trying again in 8 s…");
    expect(enrichmentStatusText({ state: "succeeded", proposals: 1 })).toBe(
      "Done: 1 proposal to review below.",
    );
    expect(enrichmentStatusText({ state: "succeeded", proposals: 0 })).toBe(
      "Done: we found nothing new to propose on your website.",
    );
  });
});
