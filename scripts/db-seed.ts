import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { runCli } from "./cli";

await runCli(async ({ handle, env }) => {
  const result = await seedDefaultCatalog({ db: handle.db, dir: env.DEFAULT_CATALOG_DIR });
  if (!result) console.info("vendors already present; the default catalog was not imported");
  else {
    for (const line of result.duplicatesLeftOut) console.warn(`left out: ${line}`);
    console.info(`default catalog: ${result.inserted} vendors inserted`);
  }
  return 0;
});
