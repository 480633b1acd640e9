import { writeFile } from "node:fs/promises";
import { exportCatalog } from "~/services/export-catalog.server";
import { runCli } from "./cli";

await runCli(async ({ handle, args }) => {
  const file = args[0];
  if (!file) {
    console.error("usage: npm run catalog:export -- <file.json>");
    return 2;
  }
  const catalog = await exportCatalog({ db: handle.db });
  await writeFile(file, `${JSON.stringify(catalog, null, 2)}\n`);
  console.info(`${catalog.vendors.length} vendors written to ${file}`);
  return 0;
});
