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
