/**
 * Per-query latency of the engine core on judged query files, in process, the way the server benchmark sees it:
 * one warm-up query, then every query once ("first sight": texts never seen, caches cold for them), then a second
 * pass ("steady"). Also prints a hash of every ranking, so a speed change can show the output did not change.
 *
 * The server warms up at start-up on its own everyday problems; so does this script before the first file.
 *
 *   npx tsx scripts/bench-queries.ts [FILE...] [--top 10] [--passes 2]
 */

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { BusinessProblemSchema } from "~/domain/buyer/business-problem";
import { CatalogFileSchema } from "~/domain/catalog/catalog-format";
import { createMatchIndex, defaultVocabulary, matchProblem } from "~/domain/matching";
import { BENCH_CATALOG_PATH } from "~/domain/matching/testing/bench-catalog";
import type { CatalogVendor } from "~/domain/matching/types";
import { WARM_UP_ROUNDS, warmUpRequests } from "~/services/warm-up-search.server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const top = Number(opt("top", "8"));
const passes = Number(opt("passes", "2"));
const given = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
const benchDir = BENCH_CATALOG_PATH?.replace(/catalog\.json$/, "");
if (!BENCH_CATALOG_PATH || !benchDir) {
  console.error("The benchmark catalog is not there (set BENCH_CATALOG to its catalog.json).");
  process.exit(1);
}
const files = given.length > 0 ? given : [`${benchDir}queries.dev.json`, `${benchDir}queries.real.json`];

const records = CatalogFileSchema.parse(JSON.parse(readFileSync(BENCH_CATALOG_PATH, "utf8"))).vendors;
const vendors: CatalogVendor[] = records.map(({ source: _source, ...facts }) => ({
  ...facts,
  verified: false,
  claimed: false,
}));
const index = createMatchIndex(vendors, defaultVocabulary());
const currentYear = 2025;

for (let round = 0; round < WARM_UP_ROUNDS; round++) {
  for (const input of warmUpRequests())
    matchProblem(index, BusinessProblemSchema.parse(input), { currentYear, limit: 20 });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

for (const file of files) {
  const { queries } = JSON.parse(readFileSync(file, "utf8")) as {
    queries: Array<{ id: string; businessProblem: unknown }>;
  };
  const problems = queries.map((q) => BusinessProblemSchema.parse(q.businessProblem));
  matchProblem(index, problems[0]!, { currentYear, limit: 20 });
  const hash = createHash("sha256");
  for (let pass = 0; pass < passes; pass++) {
    const times: Array<[string, number]> = [];
    let cpu = 0;
    for (const [i, p] of problems.entries()) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const result = matchProblem(index, p, { currentYear, limit: 20 });
      times.push([queries[i]!.id, performance.now() - t0]);
      const c = process.cpuUsage(c0);
      cpu += (c.user + c.system) / 1000;
      if (pass === 0) hash.update(JSON.stringify(result));
    }
    const sorted = times.map(([, ms]) => ms).sort((a, b) => a - b);
    const label = pass === 0 ? "first sight" : `pass ${pass + 1}`;
    console.info(
      `${file.split("/").pop()} ${label}: ${times.length} queries, p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms, CPU ${cpu.toFixed(0)} ms in all`,
    );
    if (pass === 0 && top > 0) {
      const slow = [...times].sort((a, b) => b[1] - a[1]).slice(0, top);
      console.info(`  slowest: ${slow.map(([id, ms]) => `${id} ${ms.toFixed(0)}`).join(", ")}`);
    }
  }
  console.info(`  output sha256 ${hash.digest("hex").slice(0, 16)}`);
}
