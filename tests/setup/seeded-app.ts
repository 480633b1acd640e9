import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppLoadContext } from "react-router";
import { type CatalogVendorRecord, parseCatalogFile } from "~/domain/catalog/catalog-format";
import { importCatalog } from "~/services/import-catalog.server";
import { parseEnv } from "~/utils/env.server";
import { createTestContext } from "./app-context";
import { createTestDatabase, type TestDatabase } from "./test-db";

/** The operator's address in every seeded app that signs one in (ADMIN_EMAILS). */
export const OPERATOR_EMAIL = "ops@saasmatch.example";

/** A fresh test database holding the vendors of a vendor-catalog/v1 value (an invalid one throws, naming its problems). */
export async function createSeededDatabase(
  catalogFile: unknown,
): Promise<{ t: TestDatabase; records: CatalogVendorRecord[] }> {
  const parsed = parseCatalogFile(catalogFile);
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  const t = await createTestDatabase();
  await importCatalog({ db: t.db, records: parsed.catalog.vendors });
  return { t, records: parsed.catalog.vendors };
}

/**
 * A seeded database (createSeededDatabase) and an app context on it with a data folder of its own and
 * OPERATOR_EMAIL as the operator's address; `cleanup` removes both.
 */
export async function createSeededApp(
  catalogFile: unknown,
  dataDirPrefix: string,
): Promise<{ t: TestDatabase; context: AppLoadContext; cleanup: () => Promise<void> }> {
  const { t } = await createSeededDatabase(catalogFile);
  const dataDir = await mkdtemp(join(tmpdir(), `saasmatch-${dataDirPrefix}-`));
  const context = await createTestContext(t.db, {
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ADMIN_EMAILS: OPERATOR_EMAIL }),
  });
  const cleanup = async () => {
    await t.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { t, context, cleanup };
}

/**
 * Searches stored by engine 1.3.0 (before the engine's reading was stored with a search), with the catalog they
 * were ranked on: app/services/fixtures/stored-searches-1.3.0.json.
 */
export function readStoredSearchesFixture<T extends { catalog: unknown }>(): T {
  return JSON.parse(
    readFileSync(new URL("../../app/services/fixtures/stored-searches-1.3.0.json", import.meta.url), "utf8"),
  ) as T;
}
