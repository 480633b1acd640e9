import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { importCatalog } from "./import-catalog.server";
import { createMatchingService, loadVocabulary } from "./matching-service.server";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const vendor = (slug: string) => {
  const parsed = parseCatalogFile({
    schema: "vendor-catalog/v1",
    vendors: [
      { slug, name: slug, description: "Help desk software for customer emails.", categories: ["Help desk"] },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.catalog.vendors;
};

describe(`catalog polling (${testDriver})`, () => {
  it("answers from memory while polling and picks up another process's catalog change in the background", async () => {
    await importCatalog({ db: t.db, records: vendor("first-desk") });
    const matching = createMatchingService({
      db: t.db,
      logger: createLogger({ level: "silent" }),
      vocabulary: await loadVocabulary(),
    });
    const before = await matching.getSnapshot();
    const stop = matching.startPolling(1000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await importCatalog({ db: t.db, records: vendor("second-desk") });
      // The request path does not wait for the database: it gets the snapshot it has.
      expect((await matching.getSnapshot()).version).toBe(before.version);
      await expect
        .poll(async () => (await matching.getSnapshot()).bySlug.has("second-desk"), { timeout: 5000 })
        .toBe(true);
      expect((await matching.getSnapshot()).version).toBeGreaterThan(before.version);
    } finally {
      stop();
    }
    // Without polling every call reads the version, so a change is seen at once.
    await importCatalog({ db: t.db, records: vendor("third-desk") });
    expect((await matching.getSnapshot()).bySlug.has("third-desk")).toBe(true);
  });
});
