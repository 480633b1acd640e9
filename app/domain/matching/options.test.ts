import { describe, expect, it } from "vitest";
import { createMatchIndex } from "./catalog-indexer";
import { findMatches } from "./find-matches";
import { createWeightedFusion, roundScore } from "./fusion";
import { DEFAULT_ENGINE_OPTIONS, resolveEngineOptions } from "./options";
import { FIXTURE_CATALOG } from "./testing/catalog";
import { problem, testVocabulary } from "./testing/fixtures";

const helpDesk = problem({ problem: "Customers keep emailing us about orders; we need a help desk." });
const opts = { currentYear: 2025 };

describe("EngineOptions", () => {
  it("resolves to the defaults, and overrides a group field by field", () => {
    expect(resolveEngineOptions()).toEqual(DEFAULT_ENGINE_OPTIONS);
    const resolved = resolveEngineOptions({ limit: 3, feedback: { topK: 5 } });
    expect(resolved.limit).toBe(3);
    expect(resolved.feedback).toEqual({ ...DEFAULT_ENGINE_OPTIONS.feedback, topK: 5 });
    expect(resolved.factorWeights).toBe(DEFAULT_ENGINE_OPTIONS.factorWeights);
  });

  it("are the index's: every search on it applies them", () => {
    const plain = createMatchIndex(FIXTURE_CATALOG, testVocabulary());
    expect(plain.options).toEqual(DEFAULT_ENGINE_OPTIONS);
    const ranked = findMatches(plain, helpDesk, opts);
    expect(ranked.length).toBeGreaterThan(1);

    const one = createMatchIndex(FIXTURE_CATALOG, testVocabulary(), { limit: 1 });
    expect(findMatches(one, helpDesk, opts).map((m) => m.slug)).toEqual([ranked[0]!.slug]);
    // A search's own limit still wins.
    expect(findMatches(one, helpDesk, { ...opts, limit: 2 })).toHaveLength(2);

    const strict = createMatchIndex(FIXTURE_CATALOG, testVocabulary(), { minProblemFit: 1.01 });
    expect(findMatches(strict, helpDesk, opts)).toEqual([]);
  });

  it("fuses the factors with the index's weights", () => {
    const weights = {
      problem_fit: 1,
      feature_alignment: 0,
      industry_relevance: 0,
      qualification: 0,
      credibility: 0,
    };
    const fitOnly = createMatchIndex(FIXTURE_CATALOG, testVocabulary(), { factorWeights: weights });
    const fusion = createWeightedFusion(weights);
    for (const m of findMatches(fitOnly, helpDesk, opts)) {
      expect(m.score).toBe(roundScore(fusion.fuse(m.factors, false)));
    }
  });
});
