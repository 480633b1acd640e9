import { z } from "zod";

/**
 * The backup file (`npm run db:backup`): gzip'd JSON lines, the same whichever driver wrote or reads it.
 *
 *   line 1       header  {"format":"saasmatch-backup","version":1,"createdAt":…,"driver":…,"migration":{…},"tables":[…]}
 *   then         rows    {"t":"vendors","r":{…one row, as PostgreSQL's row_to_json gives it…}}
 *                        (tables in foreign-key order, each table's rows together, in the header's order)
 *   last line    trailer {"end":true,"counts":{"vendors":120,…}}
 *
 * `migration` is the last migration applied to the database the backup was taken from: a backup restores only
 * into a database migrated at least that far. The trailer's counts catch a truncated file.
 */
export const BACKUP_FORMAT = "saasmatch-backup";
export const BACKUP_VERSION = 1;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a table name");

export const BackupHeaderSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT, { error: `not a SaaSMatch backup (format must be "${BACKUP_FORMAT}")` }),
  version: z.literal(BACKUP_VERSION, {
    error: `unsupported backup version (this app reads version ${BACKUP_VERSION})`,
  }),
  createdAt: z.iso.datetime({ offset: true }),
  driver: z.enum(["pglite", "postgres"]),
  migration: z.strictObject({
    tag: z.string().min(1).max(200),
    /** Drizzle's `created_at` of that migration (the journal's `when`), which orders migrations. */
    createdAt: z.number().int().nonnegative(),
  }),
  tables: z.array(identifier).max(500),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

export const BackupRowSchema = z.strictObject({
  t: identifier,
  r: z.record(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a column name"), z.unknown()),
});
export type BackupRow = z.infer<typeof BackupRowSchema>;

export const BackupTrailerSchema = z.strictObject({
  end: z.literal(true),
  counts: z.record(identifier, z.number().int().nonnegative()),
});

export function headerLine(header: BackupHeader): string {
  return JSON.stringify(header);
}

export function trailerLine(counts: Record<string, number>): string {
  return JSON.stringify({ end: true, counts });
}

/** A row line from row_to_json's text, without parsing it again. */
export function rowLine(table: string, rowJson: string): string {
  return `{"t":${JSON.stringify(table)},"r":${rowJson}}`;
}

export interface BackupContents {
  header: BackupHeader;
  /** Rows per table, and the columns seen in that table's rows. */
  tables: Map<string, { rows: number; columns: Set<string> }>;
}

/**
 * Checks a whole backup, line by line, before anything is written: the header first, rows only for tables the
 * header names and in its order, the trailer last with matching counts. Throws BackupFileError naming the line.
 */
export class BackupReader {
  private header: BackupHeader | null = null;
  private readonly tables = new Map<string, { rows: number; columns: Set<string> }>();
  private tableIndex = -1;
  private ended = false;
  private lineNumber = 0;

  /** Validates one line; returns the row it holds (or null for the header and trailer). */
  accept(line: string): BackupRow | null {
    this.lineNumber++;
    if (line.trim() === "") {
      throw this.error("empty line");
    }
    if (this.ended) throw this.error("data after the end marker");
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw this.error(
        this.header ? "not valid JSON" : "not a SaaSMatch backup (the first line is not a JSON header)",
      );
    }
    if (!this.header) {
      this.header = this.parse(BackupHeaderSchema, value, "header");
      if (new Set(this.header.tables).size !== this.header.tables.length)
        throw this.error("a table is listed twice");
      for (const table of this.header.tables) this.tables.set(table, { rows: 0, columns: new Set() });
      return null;
    }
    if (value !== null && typeof value === "object" && "end" in value) {
      const trailer = this.parse(BackupTrailerSchema, value, "end marker");
      for (const [table, info] of this.tables) {
        if ((trailer.counts[table] ?? 0) !== info.rows) {
          throw this.error(
            `table ${table} has ${info.rows} rows but the end marker says ${trailer.counts[table] ?? 0}`,
          );
        }
      }
      for (const table of Object.keys(trailer.counts)) {
        if (!this.tables.has(table)) throw this.error(`end marker counts unknown table ${table}`);
      }
      this.ended = true;
      return null;
    }
    const row = this.parse(BackupRowSchema, value, "row");
    const index = this.header.tables.indexOf(row.t);
    if (index < 0) throw this.error(`row for table ${row.t}, which the header does not list`);
    if (index < this.tableIndex) throw this.error(`row for table ${row.t} after rows of a later table`);
    this.tableIndex = index;
    const info = this.tables.get(row.t)!;
    info.rows++;
    for (const column of Object.keys(row.r)) info.columns.add(column);
    return row;
  }

  /** The checked contents; throws when the file stopped before its end marker. */
  finish(): BackupContents {
    if (!this.header) throw new BackupFileError("the file is empty");
    if (!this.ended)
      throw new BackupFileError(`the file is truncated (no end marker after line ${this.lineNumber})`);
    return { header: this.header, tables: this.tables };
  }

  private parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    const path = issue.path.length ? `${issue.path.join(".")}: ` : "";
    throw this.error(`invalid ${what}: ${path}${issue.message}`);
  }

  private error(message: string): BackupFileError {
    return new BackupFileError(`line ${this.lineNumber}: ${message}`);
  }
}

/** The backup file is unreadable or inconsistent; nothing was written. */
export class BackupFileError extends Error {
  override name = "BackupFileError";
}

/**
 * Orders tables so that every table comes after the tables its foreign keys point to (parents first), keeping
 * the given order otherwise. A table referring to itself is fine; a cycle between tables is an error.
 */
export function foreignKeyOrder(tables: { name: string; references: string[] }[]): string[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: string[] = [];
  const visit = (name: string) => {
    if (done.has(name)) return;
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const parent of byName.get(name)?.references ?? []) {
      if (parent !== name && byName.has(parent)) visit(parent);
    }
    visiting.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const table of tables) visit(table.name);
  return order;
}
