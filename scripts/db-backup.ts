import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { backupDatabase } from "~/services/backup/database-backup.server";
import { runCli } from "./cli";

await runCli(async ({ handle, args }) => {
  if (args.length > 1 || args[0]?.startsWith("-")) {
    console.error("usage: npm run db:backup [-- <file.jsonl.gz>]");
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = resolve(args[0] ?? `backups/saasmatch-${stamp}.jsonl.gz`);
  mkdirSync(dirname(file), { recursive: true });
  const started = performance.now();
  const result = await backupDatabase(handle, file);
  const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `backup written to ${file}: ${rows} rows in ${Object.keys(result.counts).length} tables, migration ${result.migration.tag} (${seconds} s, ${handle.driver} ${handle.location})`,
  );
  return 0;
});
