/**
 * The matching engine's quality, in process, on judged queries: nDCG@10 and kind@10 as `relevance.mjs` computes them,
 * on the benchmark catalog (BENCH_CATALOG or ../shared/bench/catalog.json), without a server. A quick check before and
 * after an engine or vocabulary change; the figures of record come from `node ../shared/bench/relevance.mjs` through
 * the API.
 *
 *   npx tsx scripts/eval-queries.ts                          # dev and real sets, and our own questions
 *   npx tsx scripts/eval-queries.ts FILE... [--renamed] [--show]
 *
 * --renamed renames every category to "Group NNNN" before indexing (judging still uses the real names), as the
 * benchmark's renamed-catalog check does; --show prints each query's figures and the kinds the engine read.
 * tests/fixtures/own-questions.json holds 40 forum-style questions of our own, judged by the benchmark catalog's
 * categories (docs/matching.md, "Measuring"); tests/fixtures/own-questions-6.json 40 more on operations, trades, education,
 * healthcare and legal admin, nonprofits, logistics, agencies, developers' infrastructure, security and data, judged
 * the same way before the engine was changed for them. Never tune to any of these sets.
 */

import { readFileSync } from "node:fs";
import { BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { CatalogFileSchema } from "~/domain/catalog/catalog-format";
import { createMatchIndex, defaultVocabulary, matchProblem } from "~/domain/matching";
import { BENCH_CATALOG_PATH } from "~/domain/matching/testing/bench-catalog";
import type { CatalogVendor } from "~/domain/matching/types";
import { type JudgedQuery, scoreRanking } from "./relevance-metrics";

const args = process.argv.slice(2);
const renamed = args.includes("--renamed");
const show = args.includes("--show");
const given = args.filter((a) => !a.startsWith("--"));
const benchDir = BENCH_CATALOG_PATH?.replace(/catalog\.json$/, "");
if (!BENCH_CATALOG_PATH || !benchDir) {
  console.error("The benchmark catalog is not there (set BENCH_CATALOG to its catalog.json).");
  process.exit(1);
}
const files =
  given.length > 0
    ? given
    : [
        `${benchDir}queries.dev.json`,
        `${benchDir}queries.real.json`,
        "tests/fixtures/own-questions.json",
        "tests/fixtures/own-questions-6.json",
      ];

const records = CatalogFileSchema.parse(JSON.parse(readFileSync(BENCH_CATALOG_PATH, "utf8"))).vendors;
const judging = new Map(records.map((v) => [v.slug, v.categories]));
const names = new Map<string, string>();
const rename = (c: string) => {
  if (!names.has(c)) names.set(c, `Group ${String(names.size + 1).padStart(4, "0")}`);
  return names.get(c)!;
};
const vendors: CatalogVendor[] = records.map(({ source: _source, ...facts }) => ({
  ...facts,
  categories: renamed ? facts.categories.map(rename) : facts.categories,
  verified: false,
  claimed: false,
}));
const index = createMatchIndex(vendors, defaultVocabulary());

for (const file of files) {
  const { queries } = JSON.parse(readFileSync(file, "utf8")) as { queries: JudgedQuery[] };
  let ndcg = 0;
  let kind = 0;
  for (const query of queries) {
    const result = matchProblem(index, BusinessProblemSchema.parse(query.businessProblem), {
      currentYear: new Date().getFullYear(),
      limit: 20,
    });
    const score = scoreRanking(
      query,
      result.verdicts.map((v) => v.slug),
      judging,
    );
    ndcg += score.ndcg;
    kind += score.kind;
    if (show)
      console.info(
        `${query.id.padEnd(10)} nDCG ${score.ndcg.toFixed(2)} kind ${score.kind.toFixed(1)}  read: ${result.interpretation.needs.join(" | ")}`,
      );
  }
  const n = Math.max(1, queries.length);
  console.info(
    `${file}${renamed ? " (categories renamed)" : ""}: ${queries.length} queries, nDCG@10 ${(ndcg / n).toFixed(3)}, kind@10 ${(kind / n).toFixed(3)}`,
  );
}
