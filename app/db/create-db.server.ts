import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { cpuTurns } from "~/utils/cpu-turns.server";
import * as schema from "./schema";

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Where the data lives, for logs: a directory, "memory" or the server host. */
  location: string;
  /** Applies every pending migration from the drizzle/ folder. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a lock named `name` across every process on this database (a PostgreSQL
   * advisory lock; PGlite serves one process, so there it just runs).
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` on each NOTIFY on `channel` from any process on this database, until the returned stop().
   * On PostgreSQL a connection of its own listens, re-established after a drop (and `onNotify` is then called
   * once, for what the drop may have hidden); PGlite serves one process, so there it hears its own.
   */
  listen(channel: string, onNotify: () => void): () => Promise<void>;
  /** Runs a trivial query; rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Directory for PGlite files (a pglite/ folder is created inside). Ignored with databaseUrl. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /**
   * With `memory`: start from this PGlite data directory dump (`dumpDataDir`) instead of an empty database. The test
   * suites open each file's database from one migrated dump: 0.5 s instead of 1.5 s to open plus the migrations.
   */
  memoryFrom?: Blob;
  /** PostgreSQL schema to use as search_path and for the migrations table (tests). */
  pgSchema?: string;
  /** Folder of generated SQL migrations. */
  migrationsFolder?: string;
  poolSize?: number;
}

export const DEFAULT_MIGRATIONS_FOLDER = resolve(process.cwd(), "drizzle");

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER;
  if (options.databaseUrl) return createPostgres(options.databaseUrl, migrationsFolder, options);
  return createPglite(migrationsFolder, options);
}

async function createPostgres(
  url: string,
  migrationsFolder: string,
  options: CreateDbOptions,
): Promise<DbHandle> {
  const pgSchema = options.pgSchema;
  if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`invalid schema name ${pgSchema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: pgSchema ? `-c search_path=${pgSchema}` : undefined,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const key = `saasmatch:${pgSchema ?? "public"}:${name}`;
    try {
      await client.query("select pg_advisory_lock(hashtext($1))", [key]);
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [key]).catch(() => {});
      client.release();
    }
  }
  const host = (() => {
    try {
      const u = new URL(url);
      return `${u.hostname}:${u.port || 5432}${u.pathname}`;
    } catch {
      return "postgres";
    }
  })();
  return {
    db,
    driver: "postgres",
    location: pgSchema ? `${host} (schema ${pgSchema})` : host,
    async migrate() {
      // Several processes starting together (start:cluster) take turns: one migrates, the others find it done.
      await withLock("migrate", async () => {
        if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
        await migratePg(drizzlePg(pool), { migrationsFolder, migrationsSchema: pgSchema ?? "drizzle" });
      });
    },
    withLock,
    listen: (channel, onNotify) => listenPostgres({ url, pgSchema, channel, onNotify }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/** How long a dropped LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * LISTENs on a client of its own (a pooled client would be handed to queries). Notifications from another schema of
 * the same database (the payload names the schema, drizzle/0025_catalog_change_notify.sql) are ignored.
 */
function listenPostgres(options: {
  url: string;
  pgSchema: string | undefined;
  channel: string;
  onNotify: () => void;
}): () => Promise<void> {
  const { url, pgSchema, channel, onNotify } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let connects = 0;
  const connect = () => {
    retry = null;
    if (stopped) return;
    const current = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client = current;
    const again = () => {
      if (client !== current) return;
      client = null;
      current.end().catch(() => {});
      if (!stopped && !retry) retry = setTimeout(connect, RELISTEN_MS).unref();
    };
    current.on("error", again);
    current.on("end", again);
    current.on("notification", (message) => {
      if (!pgSchema || !message.payload || message.payload === pgSchema) onNotify();
    });
    current
      .connect()
      .then(() => current.query(`LISTEN ${channel}`))
      .then(() => {
        // After a reconnect, a change may have been missed while no connection listened.
        if (connects++ > 0 && !stopped) onNotify();
      })
      .catch(again);
  };
  connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

async function createPglite(migrationsFolder: string, options: CreateDbOptions): Promise<DbHandle> {
  let client: PGlite;
  let location = "memory";
  let releaseLock = () => {};
  if (options.memory) {
    client = await PGlite.create(options.memoryFrom ? { loadDataDir: options.memoryFrom } : undefined);
  } else {
    const dataDir = resolve(options.dataDir ?? "./data");
    const dir = resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireLock(resolve(dataDir, "pglite.lock"));
    try {
      client = await PGlite.create(dir);
    } catch (error) {
      releaseLock();
      throw error;
    }
    location = dir;
  }
  parseAsDrizzleDoes(client);
  yieldBeforeEachQuery(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    location,
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    withLock: (_name, fn) => fn(),
    listen(channel, onNotify) {
      // A database closed meanwhile rejects: nothing to listen to or stop then, and no unhandled rejection.
      const unlisten = client.listen(channel, () => onNotify()).catch(() => null);
      return async () => {
        const stop = await unlisten;
        if (stop && !client.closed) await stop();
      };
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** Types Drizzle reads as text and maps itself: timestamps, dates, intervals, numeric[] and their arrays. */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;
const DRIZZLE_TYPE_KEYS: ReadonlySet<string> = new Set(DRIZZLE_TEXT_TYPES.map(String));

/**
 * Drizzle passes, with every query, parsers that keep these types as text; PGlite then copies its whole parser map
 * (some 200 entries, one per type and array type) into a new object for that query: 0.1–0.2 ms of each query, in
 * the server's thread. The client parses these types so itself, and a query that passes exactly Drizzle's set of
 * parsers goes without them; any other parsers are applied as given.
 */
export function parseAsDrizzleDoes(client: PGlite): void {
  const keep = (value: string) => value;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = keep;
  const isDrizzles = (parsers: object) => {
    const keys = Object.keys(parsers);
    return keys.length === DRIZZLE_TYPE_KEYS.size && keys.every((k) => DRIZZLE_TYPE_KEYS.has(k));
  };
  const query = client.query.bind(client);
  client.query = ((text, params, options) => {
    if (options?.parsers && isDrizzles(options.parsers)) {
      const { parsers: _same, ...rest } = options;
      return query(text, params, rest);
    }
    return query(text, params, options);
  }) as PGlite["query"];
}

/**
 * PGlite runs a query synchronously on the calling thread and answers as a microtask, so without a pause the
 * queries and renders of every request read in one turn of the event loop would run as one unbroken chain
 * (app/utils/cpu-turns.server.ts). Each query first waits for its turn, as a network database's round trip would.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await cpuTurns.take();
    return query(...args);
  }) as PGlite["query"];
}

/**
 * PGlite is single-process: two processes on the same files corrupt them. A pid lock file
 * turns that into a clear error; a lock left by a dead process is taken over.
 */
function acquireLock(lockPath: string): () => void {
  try {
    const holder = Number(readFileSync(lockPath, "utf8").trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${resolve(lockPath, "..")} is in use by process ${holder}. Stop that process first, or set DATABASE_URL to use PostgreSQL.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockPath, String(process.pid));
  return () => rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs a raw SQL statement (for what Drizzle's builder cannot say, e.g. FOR UPDATE SKIP LOCKED) and
 * returns its rows; both drivers answer `{ rows }`.
 */
export async function queryRows<T extends Record<string, unknown>>(
  db: Pick<Database, "execute">,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
