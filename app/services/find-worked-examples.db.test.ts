import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKED_EXAMPLES } from "~/content/worked-examples";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { findWorkedExamples, WORKED_EXAMPLE_SHORTLIST } from "./find-worked-examples.server";
import { createMatchingService, loadVocabulary, type MatchingService } from "./matching-service.server";
import { seedDefaultCatalog } from "./seed-default-catalog.server";

describe(`worked examples on the default catalog (${testDriver})`, () => {
  let t: TestDatabase;
  let matching: MatchingService;
  const logger = createLogger({ level: "silent" });

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDefaultCatalog({ db: t.db });
    matching = createMatchingService({ db: t.db, logger, vocabulary: await loadVocabulary() });
  });
  afterAll(() => t.close());

  it("gives every example a real shortlist from the engine, best first", async () => {
    const results = await findWorkedExamples({ matching, now: new Date("2026-06-01") });
    expect(results.map((r) => r.id)).toEqual(WORKED_EXAMPLES.map((e) => e.id));
    const { bySlug } = await matching.getSnapshot();
    for (const result of results) {
      expect(result.shortlist.length, result.id).toBe(WORKED_EXAMPLE_SHORTLIST);
      for (const match of result.shortlist) {
        expect(bySlug.get(match.slug)?.name, result.id).toBe(match.name);
        expect(match.explanation.length).toBeGreaterThan(0);
      }
      const scores = result.shortlist.map((m) => m.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it("reuses the computation for the same catalog snapshot", async () => {
    const now = new Date("2026-06-01");
    expect(await findWorkedExamples({ matching, now })).toBe(await findWorkedExamples({ matching, now }));
  });
});
