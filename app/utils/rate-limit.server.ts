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
  /** Counts one hit and returns the count in the current window and the seconds until it ends. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  /** Drops counters whose window has ended. */
  deleteExpired(): Promise<number>;
  close(): Promise<void>;
}

export interface RateLimiter {
  take(rule: RateLimitRule): Promise<RateLimitVerdict>;
  readonly store: RateLimitStore;
}

/**
 * `scale` multiplies every limit (RATE_LIMIT_SCALE): above 1 for load tests, below 1 to reach a limit
 * quickly in tests. A scaled limit is never below 1.
 */
export function createRateLimiter({
  store,
  scale = 1,
}: {
  store: RateLimitStore;
  scale?: number;
}): RateLimiter {
  return {
    store,
    async take({ name, key, limit, windowSeconds }) {
      const max = Math.max(1, Math.round(limit * scale));
      const { count, resetSeconds } = await store.hit(`${name}:${key}`, windowSeconds);
      if (count <= max) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, resetSeconds) };
    },
  };
}

/** Counters in the `rate_limit_counters` table: one atomic upsert per hit, so N processes share one budget. */
export function createDbRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const rows = await queryRows<{ count: number; reset_seconds: number }>(
        db,
        sql`
        insert into ${rateLimitCounters} (key, hits, window_ends_at)
        values (${key}, 1, now() + ${window})
        on conflict (key) do update set
          hits = case when ${rateLimitCounters.windowEndsAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end,
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

// INCR then, for a new key, EXPIRE: atomic in one script so no key is left without an expiry.
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
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
    async hit(key, windowSeconds) {
      try {
        const [count, ttl] = (await withTimeout(
          redis.eval(REDIS_HIT, 1, REDIS_PREFIX + key, windowSeconds),
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
