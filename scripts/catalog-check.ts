// npm run catalog:check: the default catalog against the one taxonomy (see docs/matching.md, "The catalog's kinds").
import { MIN_PRODUCTS_PER_KIND } from "~/domain/catalog/check-catalog";
import { checkDefaultCatalog } from "~/services/check-default-catalog.server";

const MAX_SHOWN = 60;
const report = await checkDefaultCatalog();
const withProducts = report.kinds.filter((k) => k.products > 0);
for (const problem of report.problems.slice(0, MAX_SHOWN)) console.error(problem);
if (report.problems.length > MAX_SHOWN)
  console.error(`... and ${report.problems.length - MAX_SHOWN} more problems`);
for (const k of report.kindsBelowMinimum)
  console.error(`kind ${k.id} (${k.name}): ${k.products} product(s), fewer than ${MIN_PRODUCTS_PER_KIND}`);
console.info(
  `${report.products} products in ${report.files} files; ${withProducts.length} of ${report.kinds.length} kinds have products, ${withProducts.length - report.kindsBelowMinimum.length} of them at least ${MIN_PRODUCTS_PER_KIND}; ${report.kindsWithoutProducts.length} kinds have none yet`,
);
if (process.argv.includes("--list-empty"))
  console.info(`kinds without products: ${report.kindsWithoutProducts.map((k) => k.id).join(", ")}`);
const failed = report.problems.length > 0 || report.kindsBelowMinimum.length > 0;
console.info(failed ? "catalog check: FAILED" : "catalog check: ok");
process.exit(failed ? 1 : 0);
