import { describe, expect, it } from "vitest";
import { type FitEvidence, fitLabel } from "./fit-label";
import { DEFAULT_ENGINE_OPTIONS } from "./options";
import type { Conflict } from "./types";

const evidence = (over: Partial<FitEvidence> = {}): FitEvidence => ({
  score: 90,
  conflicts: [],
  requestedFeatures: 0,
  confirmedFeatures: 0,
  needMatch: "strong",
  ...over,
});
const label = (over: Partial<FitEvidence> = {}) => fitLabel(evidence(over), DEFAULT_ENGINE_OPTIONS);
const region: Conflict = { kind: "region", hard: false, message: "Serves US only — you asked for Europe" };
const size: Conflict = { kind: "company_size", hard: false, message: "Targets Enterprise — you are SMB" };

describe("fitLabel", () => {
  it("lets the score decide when the evidence backs it, with no note", () => {
    expect(label()).toEqual({ category: "Excellent fit", note: null });
    expect(label({ score: DEFAULT_ENGINE_OPTIONS.excellentFitMinScore - 0.1 })).toEqual({
      category: "Good fit",
      note: null,
    });
    expect(label({ score: DEFAULT_ENGINE_OPTIONS.goodFitMinScore - 0.1 })).toEqual({
      category: "Partial fit",
      note: null,
    });
  });

  it("caps a region conflict at Partial fit and says so, however high the score", () => {
    expect(label({ score: 99, conflicts: [region] })).toEqual({
      category: "Partial fit",
      note: "Partial fit: serves US only — you asked for Europe",
    });
  });

  it("caps deployment and budget conflicts at Partial fit too, soft or hard", () => {
    for (const kind of ["deployment", "budget"] as const) {
      const c: Conflict = { kind, hard: false, message: "Some mismatch" };
      expect(label({ conflicts: [c] }).category).toBe("Partial fit");
    }
    expect(label({ conflicts: [{ ...size, hard: true }] }).category).toBe("Partial fit");
  });

  it("caps another soft conflict at Good fit", () => {
    expect(label({ conflicts: [size] })).toEqual({
      category: "Good fit",
      note: "Good fit: targets Enterprise — you are SMB",
    });
  });

  it("needs a strong need match for Excellent: a loosely read need (a vague problem) earns Good at most", () => {
    expect(label({ needMatch: "weak" })).toEqual({
      category: "Good fit",
      note: "Good fit: your description names the kind of software only loosely",
    });
  });

  it("gives Partial fit to a match on words alone, with no kind of software and no confirmed feature", () => {
    expect(label({ needMatch: "none" }).category).toBe("Partial fit");
    expect(label({ needMatch: "none", requestedFeatures: 1, confirmedFeatures: 1 }).category).toBe(
      "Good fit",
    );
  });

  it("needs half the requested features confirmed for Excellent", () => {
    expect(label({ requestedFeatures: 4, confirmedFeatures: 2 }).category).toBe("Excellent fit");
    expect(label({ requestedFeatures: 3, confirmedFeatures: 1 })).toEqual({
      category: "Good fit",
      note: "Good fit: only 1 of your 3 features confirmed",
    });
  });

  it("never calls a vendor a Good fit when none of two or more requested features is confirmed", () => {
    expect(label({ requestedFeatures: 3, confirmedFeatures: 0 })).toEqual({
      category: "Partial fit",
      note: "Partial fit: none of your 3 features confirmed",
    });
    expect(label({ requestedFeatures: 1, confirmedFeatures: 0 })).toEqual({
      category: "Good fit",
      note: "Good fit: your feature is not confirmed",
    });
  });

  it("only lowers a label: evidence never lifts a low score", () => {
    expect(label({ score: 30, requestedFeatures: 2, confirmedFeatures: 2 }).category).toBe("Partial fit");
  });

  it("names the reason for the final label when several apply", () => {
    expect(label({ conflicts: [size], requestedFeatures: 2, confirmedFeatures: 0 }).note).toBe(
      "Partial fit: none of your 2 features confirmed",
    );
  });
});
