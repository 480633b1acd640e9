import { BackupFileError } from "~/services/backup/backup-format";
import { RestoreRefusedError, restoreDatabase } from "~/services/backup/database-backup.server";
import { runCli } from "./cli";

await runCli(async ({ handle, args }) => {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    console.error("usage: npm run db:restore -- <file.jsonl.gz> [--force]");
    return 2;
  }
  const file = files[0]!;
  const started = performance.now();
  try {
    const result = await restoreDatabase(handle, file, { force });
    const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `restored ${rows} rows in ${Object.keys(result.counts).length} tables from ${file} (backup of ${result.header.createdAt}, ${result.header.driver}, migration ${result.header.migration.tag}) into ${handle.driver} ${handle.location} (${seconds} s)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof RestoreRefusedError) {
      console.error(`${file}: ${error.message.replace(/\.$/, "")}. The database was not changed.`);
      return 1;
    }
    throw error;
  }
});
