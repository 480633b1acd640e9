import { lt, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { type Database, queryRows } from "~/db/create-db.server";
import { rateLimitCounters } from "~/db/schema";
import type { Logger } from "./logger.server";
import { withTimeout } from "./with-timeout";

/** One limit: at most `limit` requests per `windowSeconds` for each `key` of the limiter `name`. */
export interface RateLimitRule {
  /** Which limit, e.g. "vendor-matches"; counters of different names never mix. */
  name: string;
  /** Whose budget, usually `clientKey(context)`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Where the counters live. Shared by every server process: a PostgreSQL table, or Redis.
 * A fixed window per key: the first hit opens a window of `windowSeconds`, every hit counts, the
 * window's end resets the count.
 */
export interface RateLimitStore {
  /**
   * Counts `hits` (default 1) at once and returns the count in the current window, these included, and the seconds
   * until the window ends.
   */
  hit(key: string, windowSeconds: number, hits?: number): Promise<{ count: number; resetSeconds: number }>;
  /** Drops counters whose window has ended. */
  deleteExpired(): Promise<number>;
  close(): Promise<void>;
}

export interface RateLimiter {
  take(rule: RateLimitRule): Promise<RateLimitVerdict>;
  readonly store: RateLimitStore;
}

/** Part of what is left of a budget one process reserves in a single write: 1/8, so near the limit it is 1. */
export const RESERVATION_FRACTION = 1 / 8;
/** Most requests one process reserves at once (limits raised for load tests would otherwise reserve millions). */
export const MAX_RESERVATION = 64;
/** Local budgets kept before ended ones are dropped. */
const SWEEP_AT_SIZE = 10_000;

interface LocalBudget {
  /** Reserved in the store and not used yet. */
  tokens: number;
  /** performance.now() at which the store's window, and so these tokens, ends. */
  endsAt: number;
  /** The window's count in the store after the last reservation. */
  count: number;
  /** A reservation on its way; other requests for the key wait for it instead of writing too. */
  pending: Promise<void> | null;
}

/**
 * `scale` multiplies every limit (RATE_LIMIT_SCALE): above 1 for load tests, below 1 to reach a limit
 * quickly in tests. A scaled limit is never below 1.
 *
 * Each process reserves part of a budget in the shared store with one write and spends it from memory: a reservation
 * counts in the store at once, so all processes together never allow more than the limit. It is at most
 * RESERVATION_FRACTION of what the store says is left (so within 8 requests of the limit every request is one write,
 * exactly as without reservations) and never more than MAX_RESERVATION. Tokens end with their window; a refusal is
 * never kept, so a window reset in the store is seen by the next request.
 */
export function createRateLimiter({
  store,
  scale = 1,
  now = () => performance.now(),
}: {
  store: RateLimitStore;
  scale?: number;
  /** Milliseconds of a monotonic clock (tests move it to the end of a window). */
  now?: () => number;
}): RateLimiter {
  const budgets = new Map<string, LocalBudget>();

  function sweep(time: number) {
    for (const [key, budget] of budgets) if (budget.endsAt <= time && !budget.pending) budgets.delete(key);
  }

  async function reserve(
    budget: LocalBudget,
    key: string,
    windowSeconds: number,
    max: number,
  ): Promise<RateLimitVerdict> {
    const left = budget.endsAt > now() ? max - budget.count : max;
    const size = Math.min(MAX_RESERVATION, Math.max(1, Math.floor(left * RESERVATION_FRACTION)));
    const { count, resetSeconds } = await store.hit(key, windowSeconds, size);
    const granted = Math.min(size, Math.max(0, max - (count - size)));
    budget.count = count;
    // resetSeconds is rounded up: end the tokens a second early rather than spend them in the next window.
    budget.endsAt = now() + Math.max(0, resetSeconds - 1) * 1000;
    if (granted === 0) return { ok: false, retryAfterSeconds: Math.max(1, resetSeconds) };
    budget.tokens = granted - 1;
    return { ok: true };
  }

  return {
    store,
    async take({ name, key, limit, windowSeconds }) {
      const max = Math.max(1, Math.round(limit * scale));
      const fullKey = `${name}:${key}`;
      for (;;) {
        const time = now();
        let budget = budgets.get(fullKey);
        if (!budget) {
          if (budgets.size >= SWEEP_AT_SIZE) sweep(time);
          budget = { tokens: 0, endsAt: 0, count: 0, pending: null };
          budgets.set(fullKey, budget);
        }
        if (budget.tokens > 0 && budget.endsAt > time) {
          budget.tokens--;
          return { ok: true };
        }
        if (budget.pending) {
          await budget.pending;
          continue;
        }
        budget.tokens = 0;
        const reservation = reserve(budget, fullKey, windowSeconds, max);
        const reserving = budget;
        reserving.pending = reservation.then(
          () => {},
          () => {},
        );
        try {
          return await reservation;
        } finally {
          reserving.pending = null;
        }
      }
    },
  };
}

/** Counters in the `rate_limit_counters` table: one atomic upsert per hit or reservation, so N processes share one budget. */
export function createDbRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(key, windowSeconds, hits = 1) {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const rows = await queryRows<{ count: number; reset_seconds: number }>(
        db,
        sql`
        insert into ${rateLimitCounters} (key, hits, window_ends_at)
        values (${key}, ${hits}, now() + ${window})
        on conflict (key) do update set
          hits = case when ${rateLimitCounters.windowEndsAt} <= now() then excluded.hits
            else ${rateLimitCounters.hits} + excluded.hits end,
          window_ends_at = case when ${rateLimitCounters.windowEndsAt} <= now()
            then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end
        returning hits as count,
          ceil(extract(epoch from (window_ends_at - now())))::int as reset_seconds`,
      );
      const row = rows[0];
      if (!row) throw new Error("rate limit upsert returned no row");
      return { count: Number(row.count), resetSeconds: Number(row.reset_seconds) };
    },
    async deleteExpired() {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowEndsAt, sql`now()`))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
    async close() {},
  };
}

// INCRBY then, for a new key, EXPIRE: atomic in one script so no key is left without an expiry.
const REDIS_HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const REDIS_PREFIX = "saasmatch:rl:";
const REDIS_ERROR_LOG_INTERVAL_MS = 30_000;
/** How long a request waits for Redis before it is let through unlimited. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Counters in Redis (REDIS_URL). Keys expire by themselves. When Redis cannot answer, requests are
 * let through (and a warning is logged at most every 30 s): a cache outage must not take the site down.
 */
export function createRedisRateLimitStore(url: string, logger: Logger): RateLimitStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let lastErrorLog = 0;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - lastErrorLog < REDIS_ERROR_LOG_INTERVAL_MS) return;
    lastErrorLog = now;
    logger.warn({ err: error }, "rate limit store (Redis) unavailable: requests are not limited");
  };
  redis.on("error", warn);
  return {
    async hit(key, windowSeconds, hits = 1) {
      try {
        const [count, ttl] = (await withTimeout(
          redis.eval(REDIS_HIT, 1, REDIS_PREFIX + key, windowSeconds, hits),
          REDIS_TIMEOUT_MS,
          "Redis",
        )) as [number, number];
        return { count, resetSeconds: ttl };
      } catch (error) {
        warn(error);
        return { count: 0, resetSeconds: 0 };
      }
    },
    async deleteExpired() {
      return 0;
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** The store the environment names: Redis with REDIS_URL, else the database. */
export function createRateLimitStore({
  redisUrl,
  db,
  logger,
}: {
  redisUrl?: string;
  db: Database;
  logger: Logger;
}): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl, logger) : createDbRateLimitStore(db);
}
