import type { DbHandle } from "~/db/create-db.server";
import { openDatabase } from "~/db/open-db.server";
import { type Env, EnvError, parseEnv } from "~/utils/env.server";

/** Runs a command-line task with the server's env and database; prints one line and exits 1 on failure. */
export async function runCli(
  task: (ctx: { handle: DbHandle; args: string[]; env: Env }) => Promise<number | undefined>,
) {
  let handle: DbHandle | undefined;
  let code = 0;
  try {
    const env = parseEnv();
    handle = await openDatabase(env);
    code = (await task({ handle, args: process.argv.slice(2), env })) ?? 0;
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : `error: ${(error as Error).message}`);
    code = 1;
  } finally {
    await handle?.close().catch(() => {});
  }
  process.exit(code);
}
