/**
 * When a table needs VACUUM or ANALYZE, by PostgreSQL autovacuum's default rule (autovacuum_vacuum_threshold 50,
 * autovacuum_vacuum_scale_factor 0.2, autovacuum_analyze_threshold 50, autovacuum_analyze_scale_factor 0.1).
 * Used where no autovacuum runs: the embedded PGlite database has none, and a PostgreSQL server may have it off.
 */
export interface TableActivity {
  /** Rows visible now (pg_stat_user_tables.n_live_tup). */
  live: number;
  /** Row versions left by updates and deletes (n_dead_tup). */
  dead: number;
  /** Rows inserted, updated or deleted since the last ANALYZE (n_mod_since_analyze). */
  modifiedSinceAnalyze: number;
}

export const VACUUM_THRESHOLD = 50;
export const VACUUM_SCALE_FACTOR = 0.2;
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;

export function maintenanceNeeded({ live, dead, modifiedSinceAnalyze }: TableActivity): {
  vacuum: boolean;
  analyze: boolean;
} {
  const rows = Math.max(0, live);
  return {
    vacuum: dead > VACUUM_THRESHOLD + VACUUM_SCALE_FACTOR * rows,
    analyze: modifiedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * rows,
  };
}
