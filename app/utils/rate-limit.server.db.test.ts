import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/create-db.server";
import { rateLimitCounters } from "~/db/schema";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { enforceRateLimit } from "./api.server";
import { AppError } from "./app-error";
import { createLogger } from "./logger.server";
import {
  createDbRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  MAX_RESERVATION,
  type RateLimitStore,
} from "./rate-limit.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.cleanup();
});

const rule = (key: string, limit = 3) => ({ name: "test", key, limit, windowSeconds: 60 });

describe(`shared rate limiter (${testDriver})`, () => {
  it("allows `limit` requests per window, then refuses with the seconds left in the window", async () => {
    const limiter = createRateLimiter({ store: createDbRateLimitStore(database.db) });
    for (let i = 0; i < 3; i++) expect(await limiter.take(rule("a"))).toEqual({ ok: true });
    const refused = await limiter.take(rule("a"));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await limiter.take(rule("b"))).toEqual({ ok: true });
    expect(await limiter.take({ ...rule("a"), name: "other" })).toEqual({ ok: true });
  });

  it("starts a new window once the old one has ended, and cleans up ended windows", async () => {
    const limiter = createRateLimiter({ store: createDbRateLimitStore(database.db) });
    for (let i = 0; i < 4; i++) await limiter.take(rule("c"));
    expect((await limiter.take(rule("c"))).ok).toBe(false);
    await database.db.execute(
      sql`update ${rateLimitCounters} set window_ends_at = now() - interval '1 second' where key = 'test:c'`,
    );
    expect(await limiter.take(rule("c"))).toEqual({ ok: true });
    await database.db.execute(
      sql`update ${rateLimitCounters} set window_ends_at = now() - interval '1 second' where key = 'test:b'`,
    );
    expect(await createDbRateLimitStore(database.db).deleteExpired()).toBe(1);
    const keys = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(keys.map((k) => k.key).sort()).toEqual(["other:a", "test:a", "test:c"]);
  });

  it("counts every one of many concurrent requests exactly once", async () => {
    const store = createDbRateLimitStore(database.db);
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit("test:burst", 60)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it("scales limits for load tests and never below one request", async () => {
    const store = createDbRateLimitStore(database.db);
    const raised = createRateLimiter({ store, scale: 10 });
    for (let i = 0; i < 30; i++) expect((await raised.take(rule("d"))).ok).toBe(true);
    expect((await raised.take(rule("d"))).ok).toBe(false);
    const lowered = createRateLimiter({ store, scale: 0.001 });
    expect((await lowered.take(rule("e"))).ok).toBe(true);
    expect((await lowered.take(rule("e"))).ok).toBe(false);
  });

  it("enforceRateLimit throws a 429 AppError with Retry-After and a readable message", async () => {
    const context = { rateLimiter: createRateLimiter({ store: createDbRateLimitStore(database.db) }) };
    await enforceRateLimit(context, rule("f", 1));
    const error = await enforceRateLimit(context, rule("f", 1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(429);
    expect(Number(appError.details?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(appError.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });

  /** The store, counting its writes. */
  function countingStore() {
    const store = createDbRateLimitStore(database.db);
    const counted = { writes: 0, ...store };
    counted.hit = (key, windowSeconds, hits) => {
      counted.writes++;
      return store.hit(key, windowSeconds, hits);
    };
    return counted;
  }

  it("reserves part of a large budget in one write and spends it from memory, one write a request near the limit", async () => {
    const store = countingStore();
    const limiter = createRateLimiter({ store });
    const verdicts = [];
    for (let i = 0; i < 130; i++) verdicts.push(await limiter.take(rule("g", 120)));
    expect(verdicts.slice(0, 120).every((v) => v.ok)).toBe(true);
    expect(verdicts.slice(120).some((v) => v.ok)).toBe(false);
    // Reservations of 15, 13, 11 … 1 (an eighth of what is left), then one write per refusal.
    expect(store.writes).toBeLessThan(50);
    const [row] = await database.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(sql`key = 'test:g'`);
    expect(row?.hits).toBeGreaterThanOrEqual(130);
  });

  it("never allows more than the limit across processes, and spends the budget when each keeps being used", async () => {
    const a = createRateLimiter({ store: createDbRateLimitStore(database.db) });
    const b = createRateLimiter({ store: createDbRateLimitStore(database.db) });
    const concurrent = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (i % 3 ? a : b).take(rule("h", 200))),
    );
    const allowedConcurrently = concurrent.filter((v) => v.ok).length;
    expect(allowedConcurrently).toBeLessThanOrEqual(200);
    // A process may hold part of a reservation it has no requests for: at most an eighth of what was left.
    expect(allowedConcurrently).toBeGreaterThanOrEqual(175);
    let allowed = 0;
    for (let i = 0; i < 100; i++) if ((await (i % 2 ? a : b).take(rule("i", 50))).ok) allowed++;
    expect(allowed).toBe(50);
  });

  it("drops reserved requests when their window ends, so a new window starts from the store's count", async () => {
    let clock = 0;
    const store = countingStore();
    const limiter = createRateLimiter({ store, now: () => clock, scale: 1000 });
    expect((await limiter.take(rule("j", 1))).ok).toBe(true);
    expect(store.writes).toBe(1);
    expect((await limiter.take(rule("j", 1))).ok).toBe(true);
    expect(store.writes).toBe(1);
    clock += 61_000;
    await database.db.execute(
      sql`update ${rateLimitCounters} set window_ends_at = now() - interval '1 second' where key = 'test:j'`,
    );
    expect((await limiter.take(rule("j", 1))).ok).toBe(true);
    expect(store.writes).toBe(2);
    const [row] = await database.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(sql`key = 'test:j'`);
    expect(row?.hits).toBe(MAX_RESERVATION);
  });

  it.skipIf(testDriver !== "postgres")("shares one budget between two connection pools", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const schema = (database.location.match(/schema (\w+)/) ?? [])[1];
    const other = await createDb({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    try {
      const a = createRateLimiter({ store: createDbRateLimitStore(database.db) });
      const b = createRateLimiter({ store: createDbRateLimitStore(other.db) });
      const verdicts = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).take(rule("shared", 6))),
      );
      expect(verdicts.filter((v) => v.ok)).toHaveLength(6);
    } finally {
      await other.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL?.trim();

describe.skipIf(!redisUrl)("shared rate limiter (Redis)", () => {
  let store: RateLimitStore;
  let other: RateLimitStore;
  const prefix = `t${randomBytes(4).toString("hex")}`;
  beforeAll(() => {
    const logger = createLogger({ level: "silent" });
    store = createRedisRateLimitStore(redisUrl ?? "", logger);
    other = createRedisRateLimitStore(redisUrl ?? "", logger);
  });
  afterAll(async () => {
    await store?.close();
    await other?.close();
  });

  it("shares one budget between two clients and refuses with the window's remaining seconds", async () => {
    const a = createRateLimiter({ store });
    const b = createRateLimiter({ store: other });
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).take(rule(`${prefix}-shared`, 6))),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(6);
    const refused = verdicts.find((v) => !v.ok);
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it("reserves part of a large budget at once and allows exactly the limit", async () => {
    const a = createRateLimiter({ store });
    const b = createRateLimiter({ store: other });
    let allowed = 0;
    for (let i = 0; i < 140; i++)
      if ((await (i % 2 ? a : b).take(rule(`${prefix}-reserved`, 120))).ok) allowed++;
    expect(allowed).toBe(120);
  });

  it("lets requests through when Redis cannot be reached", async () => {
    const down = createRedisRateLimitStore("redis://127.0.0.1:1", createLogger({ level: "silent" }));
    try {
      const limiter = createRateLimiter({ store: down });
      for (let i = 0; i < 3; i++) expect(await limiter.take(rule(`${prefix}-down`, 1))).toEqual({ ok: true });
    } finally {
      await down.close();
    }
  });
});
