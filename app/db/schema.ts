import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BusinessProblem } from "../domain/buyer/business-problem";
import type { ContactRules } from "../domain/leads/contact-rules";
import type { StoredReading, StoredResults } from "../domain/results/stored-search";

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
    /** SPDX licence expression, "Proprietary", or null when unknown. */
    license: text("license"),
    integrations: textList("integrations"),
    certifications: textList("certifications"),
    foundedYear: integer("founded_year"),
    source: text("source"),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("published"),
    claimed: boolean("claimed").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    /**
     * The registrable domain `verified` was proven for (an email on it, or an operator's review of this website).
     * A save that moves the website to another registrable domain drops the badge. Null: not verified, or verified
     * before the domain was recorded (then the website's domain at the time stands in for it).
     */
    verifiedDomain: text("verified_domain"),
    /** Profile fields outside the catalog format, kept by the vendor who manages the profile. */
    companyName: text("company_name"),
    contactEmail: text("contact_email"),
    /**
     * The contact address whose mailbox opened our confirmation link. Vendor mail goes to contactEmail only while it
     * equals this (or the account's own confirmed address); a changed contact address is unconfirmed until its link.
     */
    contactEmailConfirmed: text("contact_email_confirmed"),
    /** sha256 of the catalog record, so an import can tell "unchanged" from "updated" without comparing columns. */
    contentHash: text("content_hash").notNull(),
    /**
     * The catalog version that published this row's last change, so a search index can read only what changed
     * since its own version. Kept by database triggers (migration 0009): any insert or update clears it, and the
     * next catalog version bump stamps every cleared row. Null: changed, not yet stamped.
     */
    catalogVersion: bigint("catalog_version", { mode: "number" }),
    /** Published reviews (docs/decisions/017) and the sum of their responsiveness + fit ratings: the engine's aggregate. */
    reviewCount: integer("review_count").notNull().default(0),
    reviewPoints: integer("review_points").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("vendors_status_idx").on(t.status),
    index("vendors_catalog_version_idx").on(t.catalogVersion),
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
  /**
   * The last version whose transaction deleted vendors (or truncated the table, as a restore does): an index
   * older than this cannot catch up change by change and reads the whole catalog again. Set by a trigger.
   */
  rebuiltVersion: bigint("rebuilt_version", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An anonymous buyer search: what was asked and what was answered, reopened by its unguessable id. Its documents are
 * `json`, not `jsonb` (migration 0026): every search writes one and nothing queries inside them but
 * `buyer_request_view`'s list of ranked slugs, and `json` is stored as the text given, so a search's insert and a
 * results page's read skip building and printing the binary form (insert CPU 1.45 -> 0.95 ms on PGlite).
 */
export const buyerRequests = pgTable(
  "buyer_requests",
  {
    id: text("id").primaryKey(),
    problem: json("problem").$type<BusinessProblem>().notNull(),
    /**
     * The engine's verdicts, best first: written out (searches stored before the compact form) or compact (a table of
     * strings and positions in it). Read only through app/domain/results/stored-search.ts.
     */
    results: json("results").$type<StoredResults>().notNull(),
    /**
     * What the engine read from the problem text, and the reading the buyer chose in its place (`chosenNeed`); null
     * for searches stored before it was kept.
     */
    interpretation: json("interpretation").$type<StoredReading>(),
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

/**
 * A qualification question a buyer asked one vendor, anonymously. A question sent to several vendors at once
 * is one row per vendor sharing `groupId`, so the answers can be shown side by side.
 */
export const buyerQuestions = pgTable(
  "buyer_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: text("request_id")
      .notNull()
      .references(() => buyerRequests.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").notNull(),
    /** The question list it was sent with from the requirements matrix; null for a question asked on its own. */
    listId: uuid("list_id").references(() => questionLists.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("buyer_questions_request_idx").on(t.requestId),
    index("buyer_questions_vendor_idx").on(t.vendorId, t.createdAt),
  ],
);

/**
 * One buyer's consent to be contacted by one vendor. The contact fields are the only buyer contact data the
 * product stores; they are returned only to the vendor who paid for this lead, and blanked when it is withdrawn.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Display form, e.g. K7QM-2XH9-PD4T. */
    code: text("code").notNull().unique(),
    requestId: text("request_id")
      .notNull()
      .references(() => buyerRequests.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["pending", "new", "claimed", "unlocked", "withdrawn"] })
      .notNull()
      .default("new"),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactCompany: text("contact_company").notNull(),
    contactPhone: text("contact_phone").notNull().default(""),
    /** How and when the buyer allows vendors to contact them (ContactRules); null for leads made before rules existed. */
    contactRules: jsonb("contact_rules").$type<ContactRules>(),
    /** The buyer's note to the vendor, shown with the contact details once unlocked. */
    contactNote: text("contact_note").notNull().default(""),
    /** The sentence the buyer agreed to, naming the vendors of that connect. */
    consentText: text("consent_text").notNull(),
    /** Shared by the leads of one connect: the buyer's emailed link confirms them together. */
    confirmationId: uuid("confirmation_id"),
    /** When the buyer confirmed their email address; null while pending (and for leads made before confirmation existed). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** When a mail to the buyer's address failed permanently (SMTP 5xx): its paid unlocks are refunded. */
    emailBouncedAt: timestamp("email_bounced_at", { withTimezone: true }),
    /** When the buyer was emailed the invitation to review this vendor (once per connection, docs/decisions/017). */
    reviewInvitedAt: timestamp("review_invited_at", { withTimezone: true }),
    /**
     * When the review invitation was queued: at the confirmation, or by the sweep for a confirmed connection that had
     * none (confirmed before invitations existed). Null: not queued yet.
     */
    reviewInvitationQueuedAt: timestamp("review_invitation_queued_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("leads_request_vendor_idx").on(t.requestId, t.vendorId),
    index("leads_vendor_state_idx").on(t.vendorId, t.state, t.createdAt),
    index("leads_confirmation_idx").on(t.confirmationId),
    index("leads_pending_idx").on(t.createdAt).where(sql`state = 'pending'`),
    index("leads_review_unqueued_idx")
      .on(t.confirmedAt)
      .where(
        sql`confirmed_at is not null and review_invitation_queued_at is null and review_invited_at is null`,
      ),
  ],
);

/**
 * A buyer's report that a vendor who unlocked their details broke their contact rules, never replied or sent spam.
 * An operator confirms (a strike) or dismisses it; lifting a vendor's block stamps its confirmed strikes lifted.
 */
export const breachReports = pgTable(
  "breach_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the buyer deleted the search: the operator's decision, and a strike, outlive it. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: ["outside_rules", "never_replied", "spam"] }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: ["open", "confirmed", "dismissed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Set when an operator lifted the vendor's block: the strike no longer counts. */
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("breach_reports_lead_reason_idx").on(t.leadId, t.reason),
    index("breach_reports_vendor_status_idx").on(t.vendorId, t.status),
  ],
);

/**
 * A buyer's review of a vendor they connected with, written through the link of the invitation email: one per
 * connection (lead). Shown only once an operator published it, never with anything that identifies the buyer.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the buyer deleted the search: a published review outlives it, still tied to no one. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    responsiveness: smallint("responsiveness").notNull(),
    fit: smallint("fit").notNull(),
    body: text("body").notNull().default(""),
    status: text("status", { enum: ["pending", "published", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The vendor's one public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reviews_lead_idx").on(t.leadId),
    index("reviews_vendor_status_idx").on(t.vendorId, t.status, t.createdAt),
  ],
);

/**
 * The one payment a vendor makes for one lead (unique per vendor and lead: the idempotency key).
 * It outlives a deleted request as a receipt without buyer data (`lead_id` becomes null).
 */
/**
 * A vendor's report that the contact details of a lead it paid for are invalid (a refund trigger). Made within
 * 10 days of paying; the payment is refunded when the buyer's address has bounced or the buyer confirms the report
 * through the link mailed to them. One report per lead.
 */
export const invalidContactReports = pgTable(
  "invalid_contact_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** open until the buyer answers; confirmed (refunded) or declined (the buyer says the details are right). */
    status: text("status", { enum: ["open", "confirmed", "declined"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("invalid_contact_reports_lead_idx").on(t.leadId)],
);

export const leadPayments = pgTable(
  "lead_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** `lead-unlock:<leadId>:<vendorId>`. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    status: text("status", { enum: ["pending", "paid", "refund_due", "refunded"] })
      .notNull()
      .default("pending"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    /** Checkout attempts: a new session replaces an expired one under the same row. */
    attempt: integer("attempt").notNull().default(1),
    checkoutSessionId: text("checkout_session_id").unique(),
    checkoutUrl: text("checkout_url"),
    checkoutExpiresAt: timestamp("checkout_expires_at", { withTimezone: true }),
    /** Stripe PaymentIntent id, or the test-mode reference. */
    paymentReference: text("payment_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("lead_payments_lead_idx").on(t.leadId), index("lead_payments_vendor_idx").on(t.vendorId)],
);

/** Stripe webhook events already processed: a repeated delivery of the same event id changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  eventCreatedAt: timestamp("event_created_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A support-chat conversation, reopened by its unguessable id (128 random bits, base64url). */
export const chatThreads = pgTable(
  "chat_threads",
  {
    id: text("id").primaryKey(),
    ...timestamps,
  },
  (t) => [index("chat_threads_updated_at_idx").on(t.updatedAt)],
);

/** One message of a chat thread, in the order it was written. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: text("thread_id")
      .notNull()
      .references(() => chatThreads.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_thread_idx").on(t.threadId, t.id)],
);

/**
 * A buyer's rating of their shortlist: one per search. The rating outlives the search (the link is cleared
 * when the search is deleted) so the average stays true; a quote is published only with consent and approval.
 */
export const shortlistRatings = pgTable(
  "shortlist_ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: text("request_id").references(() => buyerRequests.id, { onDelete: "set null" }),
    stars: smallint("stars").notNull(),
    comment: text("comment").notNull().default(""),
    authorName: text("author_name").notNull().default(""),
    authorTitle: text("author_title").notNull().default(""),
    publishConsent: boolean("publish_consent").notNull().default(false),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shortlist_ratings_request_id_idx").on(t.requestId),
    index("shortlist_ratings_published_idx").on(t.approvedAt),
  ],
);

/** A message sent through /contact, delivered by email and kept for RETENTION_DAYS.contactMessages. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Accounts (better-auth). Property names are better-auth's field names; the drizzle adapter maps
// its models user/session/account/verification/twoFactor onto these tables (app/services/auth).

export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("auth_sessions_user_id_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_accounts_user_id_idx").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

export const authTwoFactors = pgTable(
  "auth_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    index("auth_two_factors_user_id_idx").on(t.userId),
    index("auth_two_factors_secret_idx").on(t.secret),
  ],
);

/** Secrets the app generates once and shares between processes (e.g. the auth signing secret without AUTH_SECRET). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who may manage a vendor: one vendor per user. "active" members manage it; a claim of a catalog vendor
 * whose domain the user's verified email does not prove stays "pending" until an operator decides.
 */
export const vendorMembers = pgTable(
  "vendor_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner"] })
      .notNull()
      .default("owner"),
    status: text("status", { enum: ["active", "pending", "rejected"] }).notNull(),
    /** How the membership came about: a new profile, or a claim of a catalog vendor. */
    origin: text("origin", { enum: ["created", "claimed"] }).notNull(),
    ...timestamps,
  },
  (t) => [index("vendor_members_vendor_id_idx").on(t.vendorId)],
);

/** One reading of a vendor's website (a background job): what was fetched, skipped and why, and how it ended. */
export const enrichmentRuns = pgTable(
  "enrichment_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["queued", "running", "succeeded", "failed"] })
      .notNull()
      .default("queued"),
    website: text("website").notNull(),
    /** [{ url, ok, reason? }] per page tried. */
    pages: jsonb("pages").notNull().default(sql`'[]'::jsonb`),
    proposals: integer("proposals").notNull().default(0),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("enrichment_runs_vendor_idx").on(t.vendorId, t.createdAt),
    index("enrichment_runs_created_idx").on(t.createdAt),
  ],
);

/** A fact found on the vendor's website, shown with its source until the vendor accepts or rejects it. */
export const enrichmentProposals = pgTable(
  "enrichment_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => enrichmentRuns.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["category", "feature", "integration", "certification"] }).notNull(),
    value: text("value").notNull(),
    sourceUrl: text("source_url").notNull(),
    sentence: text("sentence").notNull(),
    status: text("status", { enum: ["proposed", "accepted", "rejected"] })
      .notNull()
      .default("proposed"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enrichment_proposals_vendor_idx").on(t.vendorId, t.status)],
);

/** Every operator action in /admin: who did what to which record, and when. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: text("actor_user_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)],
);

/**
 * Searches whose needed kind of software the catalog lacked, counted per kind (nothing about the buyer or the
 * search), so operators see which kinds to add first.
 */
export const missingKindSearches = pgTable("missing_kind_searches", {
  /** The vocabulary's capability id. */
  kindId: text("kind_id").primaryKey(),
  kindName: text("kind_name").notNull(),
  searches: integer("searches").notNull().default(0),
  firstAskedAt: timestamp("first_asked_at", { withTimezone: true }).notNull().defaultNow(),
  lastAskedAt: timestamp("last_asked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Products buyers asked "why not …?" about that the catalog lacks and suggested adding, counted per name and the
 * kind of software their search needed (nothing about the buyer or the search), so operators see what to add.
 */
export const productSuggestions = pgTable(
  "product_suggestions",
  {
    /** The name's words in lower case without accents ("Monday.com" → "monday com"): one row per product and kind. */
    nameKey: text("name_key").notNull(),
    /** The name as it was first suggested. */
    name: text("name").notNull(),
    /** The kind of software the suggesting search needed; "" when none was read. */
    kind: text("kind").notNull().default(""),
    suggestions: integer("suggestions").notNull().default(0),
    firstSuggestedAt: timestamp("first_suggested_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuggestedAt: timestamp("last_suggested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nameKey, t.kind] })],
);

/**
 * The buyer's own rows and weights in a search's requirements matrix: a weight for a built-in row (a requested
 * feature, a stated criterion, the price against the budget) or a row they added, with its label. Reached only
 * through the search's unguessable id and deleted with it.
 */
export const matrixRows = pgTable(
  "matrix_rows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: text("request_id")
      .notNull()
      .references(() => buyerRequests.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The buyer's words for a row they added; "" for a built-in row. */
    label: text("label").notNull().default(""),
    weight: text("weight", { enum: ["must", "should", "nice"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("matrix_rows_request_key_idx").on(t.requestId, t.key)],
);

/**
 * One list of questions the buyer sent from the matrix to every shortlisted vendor with an account (the questions
 * are buyer_questions rows with this list_id). The buyer may leave an address to be told when all have answered or
 * after `notify_at`; it is erased once that mail is sent.
 */
export const questionLists = pgTable(
  "question_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: text("request_id")
      .notNull()
      .references(() => buyerRequests.id, { onDelete: "cascade" }),
    notifyEmail: text("notify_email"),
    /** When the buyer is mailed at the latest, answered or not. */
    notifyAt: timestamp("notify_at", { withTimezone: true }).notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("question_lists_request_idx").on(t.requestId)],
);

/**
 * A kind of software a vendor proposed because the taxonomy (the vocabulary's kinds) lacks it. An operator approves
 * or rejects it in /admin (audited); an approved kind is offered to every vendor's profile beside the taxonomy's
 * kinds, and a profile that lists it is indexed under it like any category outside the vocabulary (docs/matching.md).
 */
export const kindProposals = pgTable(
  "kind_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** The account that proposed it (better-auth user id). */
    proposedBy: text("proposed_by").notNull(),
    name: text("name").notNull(),
    /** The name with case, accents and punctuation folded (foldKindText): one proposal per vendor and name. */
    nameKey: text("name_key").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("kind_proposals_vendor_name_idx").on(t.vendorId, t.nameKey),
    index("kind_proposals_status_idx").on(t.status, t.createdAt),
  ],
);
