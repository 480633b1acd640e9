import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests } from "~/db/schema";
import { VendorMatchRequestSchema } from "~/domain/buyer/business-problem";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { createMatchingService, loadVocabulary } from "./matching-service.server";
import { seedDefaultCatalog } from "./seed-default-catalog.server";
import { warmUpRequests, warmUpSearch } from "./warm-up-search.server";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDefaultCatalog({ db: t.db });
});
afterAll(async () => {
  await t.cleanup();
});

describe(`search warm-up at start-up (${testDriver})`, () => {
  it("sends valid requests only", () => {
    for (const businessProblem of warmUpRequests()) {
      expect(VendorMatchRequestSchema.safeParse({ businessProblem }).success).toBe(true);
    }
  });

  it("runs every search through the insert and keeps none of them, before and while the catalog is polled", async () => {
    const matching = createMatchingService({
      db: t.db,
      logger: createLogger({ level: "silent" }),
      vocabulary: await loadVocabulary(),
    });
    const warmed = await warmUpSearch({ db: t.db, matching, rounds: 1 });
    expect(warmed.searches).toBe(warmUpRequests().length);
    const stop = matching.startPolling(1000);
    try {
      await warmUpSearch({ db: t.db, matching, rounds: 1 });
    } finally {
      stop();
    }
    expect(await t.db.select({ id: buyerRequests.id }).from(buyerRequests)).toEqual([]);
  });
});
