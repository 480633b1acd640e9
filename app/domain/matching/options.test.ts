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

  it("apply the index's indexing weights: BM25F field weights and saturation", () => {
    const plain = createMatchIndex(FIXTURE_CATALOG, testVocabulary());
    const namesOnly = createMatchIndex(FIXTURE_CATALOG, testVocabulary(), {
      indexing: {
        fields: {
          name: { weight: 1, b: 0 },
          tagline: { weight: 0, b: 0 },
          description: { weight: 0, b: 0 },
          categories: { weight: 0, b: 0 },
          features: { weight: 0, b: 0 },
        },
      },
    });
    expect(namesOnly.options.indexing.k1).toBe(DEFAULT_ENGINE_OPTIONS.indexing.k1);
    const query = plain.vocab.tokenizer
      .terms("help desk tickets customers email support")
      .map((term) => ({ term, weight: 1 }));
    const matched = (index: typeof plain) => {
      const r = index.text.score(query);
      return [...r.docs].filter((d) => r.scores[d]! > 0).length;
    };
    // With every field but the name weighted 0, a vendor whose name lacks these words no longer matches them.
    expect(matched(namesOnly)).toBeLessThan(matched(plain));
    const saturated = createMatchIndex(FIXTURE_CATALOG, testVocabulary(), { indexing: { k1: 100 } });
    expect(saturated.options.indexing.fields).toEqual(DEFAULT_ENGINE_OPTIONS.indexing.fields);
    const fits = (index: typeof plain) =>
      findMatches(index, helpDesk, opts).map((m) => m.factors.problem_fit);
    expect(fits(saturated)).not.toEqual(fits(plain));
  });

  it("apply the index's understanding weights when the problem is read", () => {
    const plain = createMatchIndex(FIXTURE_CATALOG, testVocabulary());
    const ownWordsOnly = createMatchIndex(FIXTURE_CATALOG, testVocabulary(), {
      understanding: { featureTermWeight: 0 },
    });
    const withFeature = problem({ problem: "we need a help desk", features: ["Ticket routing"] });
    const fitOf = (index: typeof plain) =>
      findMatches(index, withFeature, opts).map((m) => [m.slug, m.factors.problem_fit]);
    expect(ownWordsOnly.options.understanding).toEqual({
      ...DEFAULT_ENGINE_OPTIONS.understanding,
      featureTermWeight: 0,
    });
    expect(fitOf(ownWordsOnly)).not.toEqual(fitOf(plain));
  });
});
