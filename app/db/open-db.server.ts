import type { Env } from "~/utils/env.server";
import { createDb, type DbHandle } from "./create-db.server";

/** Opens the database the environment names (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR"> & Partial<Pick<Env, "DATABASE_SCHEMA">>,
): Promise<DbHandle> {
  const handle = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgSchema: env.DATABASE_URL ? env.DATABASE_SCHEMA : undefined,
  });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
