import { createReadStream, createWriteStream } from "node:fs";
import { open, readFile, rename, rm } from "node:fs/promises";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Database, DbHandle } from "~/db/create-db.server";
import { DEFAULT_MIGRATIONS_FOLDER, queryRows } from "~/db/create-db.server";
import * as schema from "~/db/schema";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupContents,
  BackupFileError,
  type BackupHeader,
  BackupReader,
  type BackupRow,
  foreignKeyOrder,
  headerLine,
  rowLine,
  trailerLine,
} from "./backup-format";

/** Every table of the app, parents before the tables whose foreign keys point at them. */
export function backupTables(): string[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        references: config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name),
      };
    });
  return foreignKeyOrder(tables);
}

/** Rows read per query while writing a backup. */
const READ_BATCH = 1000;
/** Rows are inserted in batches of about this many bytes of JSON. */
const WRITE_BATCH_BYTES = 2 * 1024 * 1024;

export interface AppliedMigration {
  tag: string;
  createdAt: number;
}

/**
 * Drizzle's table of applied migrations: in the app's own schema when it runs in one (DATABASE_SCHEMA, tests),
 * else in the "drizzle" schema.
 */
async function migrationsTable(db: Pick<Database, "execute">): Promise<string | null> {
  const [row] = await queryRows<{ table_schema: string }>(
    db,
    sql`select table_schema from information_schema.tables
        where table_name = '__drizzle_migrations' and table_schema in (current_schema(), 'drizzle')
        order by (table_schema = current_schema()) desc limit 1`,
  );
  return row ? `"${row.table_schema.replaceAll('"', '""')}"."__drizzle_migrations"` : null;
}

/** The last migration applied to this database, named by the migrations folder's journal. */
export async function lastAppliedMigration(
  db: Pick<Database, "execute">,
  migrationsFolder = DEFAULT_MIGRATIONS_FOLDER,
): Promise<AppliedMigration | null> {
  const table = await migrationsTable(db);
  if (!table) return null;
  const [row] = await queryRows<{ created_at: string | number }>(
    db,
    sql.raw(`select created_at from ${table} order by created_at desc limit 1`),
  );
  if (!row) return null;
  const createdAt = Number(row.created_at);
  const journal = JSON.parse(await readFile(resolve(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const tag = journal.entries.find((entry) => entry.when === createdAt)?.tag ?? `unknown-${createdAt}`;
  return { tag, createdAt };
}

export interface BackupResult {
  file: string;
  counts: Record<string, number>;
  migration: AppliedMigration;
}

/**
 * Writes a logical backup of every table to `file` (gzip'd JSON lines, see backup-format.ts) from one
 * consistent snapshot. The file appears only when complete (written beside it, then renamed), readable by its
 * owner only: it holds personal data and the app's secrets.
 */
export async function backupDatabase(handle: DbHandle, file: string): Promise<BackupResult> {
  const migration = await lastAppliedMigration(handle.db);
  if (!migration) throw new Error("the database has no migrations applied; there is nothing to back up");
  const tables = backupTables();
  const partial = `${file}.partial`;
  const counts: Record<string, number> = {};
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    driver: handle.driver,
    migration,
    tables,
  };
  const output = createWriteStream(partial, { mode: 0o600 });
  const gzip = createGzip();
  const written = pipeline(gzip, output);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once("drain", resolve));
  };
  try {
    await handle.db.transaction(
      async (tx) => {
        await write(headerLine(header));
        for (const table of tables) {
          counts[table] = 0;
          const order = await primaryKeyOrder(tx, table);
          for (let offset = 0; ; offset += READ_BATCH) {
            const rows = await queryRows<{ j: string }>(
              tx,
              sql.raw(
                `select row_to_json(t)::text as j from "${table}" t order by ${order} limit ${READ_BATCH} offset ${offset}`,
              ),
            );
            for (const row of rows) await write(rowLine(table, row.j));
            counts[table] += rows.length;
            if (rows.length < READ_BATCH) break;
          }
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await write(trailerLine(counts));
    gzip.end();
    await written;
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  return { file, counts, migration };
}

/** The primary key columns of a table, for a stable row order (ctid when a table has none). */
async function primaryKeyOrder(db: Pick<Database, "execute">, table: string): Promise<string> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select kcu.column_name from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        where tc.table_schema = current_schema() and tc.table_name = ${table} and tc.constraint_type = 'PRIMARY KEY'
        order by kcu.ordinal_position`,
  );
  return rows.length ? rows.map((r) => `t."${r.column_name}"`).join(", ") : "t.ctid";
}

function openLines(file: string, gzipped: boolean): { lines: AsyncIterable<string>; close: () => void } {
  const raw = createReadStream(file);
  const source: Readable = gzipped ? raw.pipe(createGunzip()) : raw;
  raw.on("error", (error) => source.destroy(error));
  const lines = createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY });
  return {
    lines,
    close: () => {
      lines.close();
      raw.destroy();
      source.destroy();
    },
  };
}

async function isGzip(file: string): Promise<boolean> {
  const fd = await open(file, "r");
  try {
    const { buffer, bytesRead } = await fd.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await fd.close();
  }
}

/** Reads and checks the whole file; the second pass (restore) streams it again. */
async function readBackup(file: string, onRow?: (row: BackupRow) => Promise<void>): Promise<BackupContents> {
  let gzipped: boolean;
  try {
    gzipped = await isGzip(file);
  } catch (error) {
    throw new BackupFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const reader = new BackupReader();
  const { lines, close } = openLines(file, gzipped);
  try {
    for await (const line of lines) {
      const row = reader.accept(line);
      if (row && onRow) await onRow(row);
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code?.startsWith("Z_"))
      throw new BackupFileError(`the file is damaged (gzip: ${(error as Error).message})`);
    throw error;
  } finally {
    close();
  }
  return reader.finish();
}

export interface RestoreOptions {
  /** Replace whatever the target database holds (in the same transaction as the restore). */
  force?: boolean;
}

export interface RestoreResult {
  counts: Record<string, number>;
  header: BackupHeader;
}

/** The target already holds data and `force` was not given; nothing was written. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/**
 * Restores a backup into a migrated database, in one transaction: the file is checked completely first
 * (format, order, counts, columns known to this database, migration not newer than this database's), then every
 * row is inserted; any failure rolls everything back and leaves the target as it was.
 */
export async function restoreDatabase(
  handle: DbHandle,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const contents = await readBackup(file);
  const { header } = contents;
  const target = await lastAppliedMigration(handle.db);
  if (!target)
    throw new RestoreRefusedError("the target database is not migrated; run npm run db:migrate first");
  if (header.migration.createdAt > target.createdAt) {
    throw new RestoreRefusedError(
      `the backup comes from a newer version of the app (migration ${header.migration.tag}); this database is at ${target.tag}. Update the app, then restore.`,
    );
  }
  const columns = await targetColumns(handle.db);
  for (const [table, info] of contents.tables) {
    const known = columns.get(table);
    if (!known) throw new BackupFileError(`table ${table} does not exist in this database`);
    for (const column of info.columns) {
      if (!known.has(column))
        throw new BackupFileError(`column ${table}.${column} does not exist in this database`);
    }
  }
  const tables = [...contents.tables.keys()];
  const identities = await identityColumns(handle.db);

  const counts: Record<string, number> = {};
  await handle.db.transaction(async (tx) => {
    const previousVersion = await catalogVersion(tx);
    const nonEmpty: string[] = [];
    for (const table of columns.keys()) {
      const [row] = await queryRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from "${table}"`));
      if (row && row.n > 0) nonEmpty.push(`${table} (${row.n})`);
    }
    if (nonEmpty.length > 0) {
      if (!options.force) {
        throw new RestoreRefusedError(
          `the target database is not empty: ${nonEmpty.join(", ")}. Restore into an empty database, or pass --force to replace everything in it.`,
        );
      }
      const all = [...columns.keys()].map((t) => `"${t}"`).join(", ");
      await tx.execute(sql.raw(`truncate ${all} restart identity cascade`));
    }

    let batch: Record<string, unknown>[] = [];
    let batchTable = "";
    let batchBytes = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const names = [...new Set(batch.flatMap((row) => Object.keys(row)))].map((c) => `"${c}"`).join(", ");
      const json = JSON.stringify(batch);
      try {
        await tx.execute(
          sql`${sql.raw(`insert into "${batchTable}" (${names}) overriding system value select ${names} from json_populate_recordset(null::"${batchTable}", `)}${json}::json)`,
        );
      } catch (error) {
        throw new BackupFileError(
          `table ${batchTable}: a row was refused by the database (${databaseReason(error)}); nothing was restored`,
        );
      }
      counts[batchTable] = (counts[batchTable] ?? 0) + batch.length;
      batch = [];
      batchBytes = 0;
    };
    await readBackup(file, async (row) => {
      if (row.t !== batchTable) {
        await flush();
        batchTable = row.t;
      }
      batch.push(row.r);
      batchBytes += JSON.stringify(row.r).length;
      if (batchBytes >= WRITE_BATCH_BYTES) await flush();
    });
    await flush();

    for (const { table, column } of identities) {
      if (!tables.includes(table)) continue;
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
        ),
      );
    }
    // Server processes that already hold a search index built from the previous contents must rebuild it.
    await tx.execute(
      sql`update catalog_state set version = greatest(version, ${previousVersion}) + 1, updated_at = now()`,
    );
  });
  for (const table of tables) counts[table] ??= 0;
  return { counts, header };
}

async function targetColumns(db: Database): Promise<Map<string, Set<string>>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and table_name in (
          select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE')`,
  );
  const map = new Map<string, Set<string>>();
  const appTables = new Set(backupTables());
  for (const row of rows) {
    if (!appTables.has(row.table_name)) continue;
    if (!map.has(row.table_name)) map.set(row.table_name, new Set());
    map.get(row.table_name)!.add(row.column_name);
  }
  return map;
}

async function identityColumns(db: Database): Promise<{ table: string; column: string }[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and is_identity = 'YES'`,
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

async function catalogVersion(db: Pick<Database, "execute">): Promise<number> {
  const [row] = await queryRows<{ v: string | number }>(
    db,
    sql`select coalesce(max(version), 0) as v from catalog_state`,
  );
  return Number(row?.v ?? 0);
}

function databaseReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return `${e.code}: ${String(e.message)}`;
    current = e.cause;
  }
  return (error as Error).message.split("\n")[0]!.slice(0, 200);
}
