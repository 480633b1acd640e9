import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** One software product a buyer can be matched with. Field names follow the vendor-catalog/v1 format. */
export const vendors = pgTable(
  "vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    website: text("website"),
    tagline: text("tagline"),
    description: text("description").notNull().default(""),
    categories: textList("categories"),
    features: textList("features"),
    industries: textList("industries"),
    companySizes: textList("company_sizes"),
    deploymentModels: textList("deployment_models"),
    regions: textList("regions"),
    freeTier: boolean("free_tier"),
    startingPriceEurPerYear: doublePrecision("starting_price_eur_per_year"),
    pricingModel: text("pricing_model"),
    integrations: textList("integrations"),
    certifications: textList("certifications"),
    foundedYear: integer("founded_year"),
    source: text("source"),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("published"),
    claimed: boolean("claimed").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    /** sha256 of the catalog record, so an import can tell "unchanged" from "updated" without comparing columns. */
    contentHash: text("content_hash").notNull(),
    ...timestamps,
  },
  (t) => [
    index("vendors_status_idx").on(t.status),
    index("vendors_name_lower_idx").on(sql`lower(${t.name})`),
  ],
);

/**
 * A single row whose version is bumped in the same transaction as every vendor write,
 * so a process holding an in-memory search index can tell cheaply whether it is stale.
 */
export const catalogState = pgTable("catalog_state", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An anonymous buyer search: what was asked and what was answered, reopened by its unguessable id. */
export const buyerRequests = pgTable(
  "buyer_requests",
  {
    id: text("id").primaryKey(),
    problem: jsonb("problem").notNull(),
    results: jsonb("results").notNull(),
    engineVersion: text("engine_version").notNull(),
    tookMs: integer("took_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("buyer_requests_created_at_idx").on(t.createdAt)],
);

/** Rate limit counters shared by every server process: one row per limit and client, a fixed window each. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_window_ends_at_idx").on(t.windowEndsAt)],
);

/**
 * The job queue (app/services/jobs): work done off the request path, claimed by one server process at a
 * time with FOR UPDATE SKIP LOCKED, retried with backoff, and reclaimed when the process holding it died.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["queued", "running", "succeeded", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** At most one queued or running job per key. */
    dedupeKey: text("dedupe_key"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("jobs_status_run_at_idx").on(t.status, t.runAt),
    uniqueIndex("jobs_dedupe_key_pending_idx").on(t.dedupeKey).where(sql`status in ('queued', 'running')`),
  ],
);

/** One row per recurring job name: whichever process first sees next_run_at pass runs it, once per interval. */
export const recurringJobs = pgTable("recurring_jobs", {
  name: text("name").primaryKey(),
  intervalMs: bigint("interval_ms", { mode: "number" }).notNull(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lockedBy: text("locked_by"),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});
