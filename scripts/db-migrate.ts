import { runCli } from "./cli";

await runCli(async ({ handle }) => {
  console.info(`database migrated (${handle.driver} ${handle.location})`);
  return 0;
});
