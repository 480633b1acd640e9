import { type CatalogCheckReport, checkCatalog } from "~/domain/catalog/check-catalog";
import { createTaxonomy } from "~/domain/catalog/taxonomy";
import { loadVocabulary } from "./matching-service.server";
import { DEFAULT_CATALOG_DIR, readCatalogFiles } from "./seed-default-catalog.server";

/** Checks the default catalog's files against the vocabulary's kinds (npm run catalog:check and its test). */
export async function checkDefaultCatalog({
  dir = DEFAULT_CATALOG_DIR,
  vocabularyPath,
}: {
  dir?: string;
  vocabularyPath?: string;
} = {}): Promise<CatalogCheckReport> {
  const vocabulary = await loadVocabulary(vocabularyPath);
  return checkCatalog(await readCatalogFiles(dir), createTaxonomy(vocabulary.capabilities));
}
