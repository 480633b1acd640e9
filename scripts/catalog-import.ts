import { readFile } from "node:fs/promises";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { importCatalog } from "~/services/import-catalog.server";
import { runCli } from "./cli";

const MAX_PROBLEMS_SHOWN = 50;

await runCli(async ({ handle, args }) => {
  const file = args[0];
  if (!file) {
    console.error("usage: npm run catalog:import -- <file.json>");
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    console.error(`${file}: cannot read a JSON catalog: ${(error as Error).message}`);
    return 1;
  }
  const parsed = parseCatalogFile(json);
  if (!parsed.ok) {
    for (const problem of parsed.problems.slice(0, MAX_PROBLEMS_SHOWN)) console.error(problem);
    if (parsed.problems.length > MAX_PROBLEMS_SHOWN) {
      console.error(`... and ${parsed.problems.length - MAX_PROBLEMS_SHOWN} more problems`);
    }
    console.error(`${file}: ${parsed.problems.length} problem(s); nothing was imported`);
    return 1;
  }
  const started = performance.now();
  const result = await importCatalog({ db: handle.db, records: parsed.catalog.vendors });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `${parsed.catalog.vendors.length} vendors: ${result.inserted} inserted, ${result.updated} updated, ${result.unchanged} unchanged, ${result.keptClaimed} kept as their vendor edited them (${seconds} s, ${handle.driver} ${handle.location})`,
  );
  return 0;
});
