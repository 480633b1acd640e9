import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { CatalogFileSchema } from "../../catalog/catalog-format";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import type { MatchIndex } from "../match-index";
import type { CatalogVendor } from "../types";

/**
 * The matching benchmark's 6,341-product catalog, for tests that check a pattern on real data: test data kept outside
 * the repository (BENCH_CATALOG points at it); undefined when it is not there, and those tests are skipped.
 */
export const BENCH_CATALOG_PATH = [
  process.env.BENCH_CATALOG,
  "../shared/bench/catalog.json",
  "../../shared/bench/catalog.json",
]
  .filter((p): p is string => Boolean(p))
  .map((p) => resolve(p))
  .find((p) => existsSync(p));

export interface BenchCatalog {
  index: MatchIndex;
  bySlug: Map<string, CatalogVendor>;
}

let loaded: BenchCatalog | null = null;

/** The benchmark catalog as `catalog:import` gives it to the engine, indexed with the default vocabulary; built once. */
export function benchCatalog(): BenchCatalog {
  if (loaded) return loaded;
  if (!BENCH_CATALOG_PATH) throw new Error("The benchmark catalog is not there (set BENCH_CATALOG).");
  const vendors: CatalogVendor[] = CatalogFileSchema.parse(
    JSON.parse(readFileSync(BENCH_CATALOG_PATH, "utf8")),
  ).vendors.map(({ source: _source, ...facts }) => ({ ...facts, verified: false, claimed: false }));
  loaded = {
    index: createMatchIndex(vendors, defaultVocabulary()),
    bySlug: new Map(vendors.map((v) => [v.slug, v])),
  };
  return loaded;
}
