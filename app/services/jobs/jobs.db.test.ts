import { eq, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createDb, type Database } from "~/db/create-db.server";
import { jobs, recurringJobs } from "~/db/schema";
import { createPaymentProvider } from "~/services/payments/payment-provider.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { registerAppJobs } from "./app-jobs.server";
import {
  createJobRegistry,
  enqueueJob,
  type JobRegistry,
  jobRegistry,
  PermanentJobError,
} from "./jobs.server";
import { createJobWorker, defaultBackoffMs } from "./worker.server";

let database: TestDatabase;
/** A second connection pool on the same PostgreSQL schema (another server process); the same PGlite otherwise. */
let otherDb: Database;
let closeOther = async () => {};
const logger = createLogger({ level: "silent" });
const env = parseEnv({ NODE_ENV: "test" });
const payments = createPaymentProvider(env);

beforeAll(async () => {
  database = await createTestDatabase();
  otherDb = database.db;
  if (testDriver === "postgres") {
    const schema = (database.location.match(/schema (\w+)/) ?? [])[1];
    const other = await createDb({
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgSchema: schema,
      poolSize: 4,
    });
    otherDb = other.db;
    closeOther = () => other.close();
  }
});

afterAll(async () => {
  await closeOther();
  await database?.cleanup();
});

beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.delete(recurringJobs);
});

const worker = (registry: JobRegistry, db: Database = database.db, workerId = "w1") =>
  createJobWorker({ db, logger, env, payments, registry, workerId, concurrency: 4 });

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}

describe(`job queue (${testDriver})`, () => {
  it("runs a job with its payload and context, once, and records it", async () => {
    const registry = createJobRegistry();
    const seen: unknown[] = [];
    registry.registerJobHandler("test.echo", async (payload, ctx) => {
      seen.push({ payload, attempt: ctx.job.attempt, hasDb: Boolean(ctx.db), env: ctx.env.NODE_ENV });
    });
    const { id, created } = await enqueueJob(database.db, { type: "test.echo", payload: { n: 1, s: "é" } });
    expect(created).toBe(true);
    expect(await worker(registry).runOnce()).toBe(1);
    expect(await worker(registry).runOnce()).toBe(0);
    expect(seen).toEqual([{ payload: { n: 1, s: "é" }, attempt: 1, hasDb: true, env: "test" }]);
    expect(await jobRow(id)).toMatchObject({
      status: "succeeded",
      attempts: 1,
      lockedBy: null,
      lastError: null,
    });
  });

  it("leaves jobs of types this process has no handler for, and jobs not yet due", async () => {
    const registry = createJobRegistry();
    registry.registerJobHandler("test.known", async () => {});
    const unknown = await enqueueJob(database.db, { type: "test.unknown", payload: null });
    const later = await enqueueJob(database.db, {
      type: "test.known",
      payload: null,
      runAt: new Date(Date.now() + 60_000),
    });
    expect(await worker(registry).runOnce()).toBe(0);
    expect((await jobRow(unknown.id)).status).toBe("queued");
    expect((await jobRow(later.id)).status).toBe("queued");
  });

  it("runs each job exactly once when two workers on two connections compete", async () => {
    const ran: number[] = [];
    const registry = () => {
      const r = createJobRegistry();
      r.registerJobHandler<{ n: number }>("test.count", async ({ n }) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        ran.push(n);
      });
      return r;
    };
    for (let n = 0; n < 40; n++) await enqueueJob(database.db, { type: "test.count", payload: { n } });
    const a = worker(registry(), database.db, "a");
    const b = worker(registry(), otherDb, "b");
    const drain = async (w: ReturnType<typeof worker>) => {
      let total = 0;
      for (let ran = 1; ran > 0; total += ran) ran = await w.runOnce();
      return total;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(40);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const rows = await database.db.select().from(jobs);
    expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.lockedBy))).toEqual(new Set([null]));
  });

  it("retries a failing job with exponential backoff, then marks it failed with the last error", async () => {
    const registry = createJobRegistry();
    let calls = 0;
    registry.registerJobHandler("test.flaky", async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    const { id } = await enqueueJob(database.db, { type: "test.flaky", payload: {}, maxAttempts: 3 });
    const w = worker(registry);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await w.runOnce()).toBe(1);
      const row = await jobRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe(`Error: boom ${attempt}`);
      if (attempt < 3) {
        expect(row.status).toBe("queued");
        const delay = row.runAt.getTime() - row.updatedAt.getTime();
        expect(delay).toBeGreaterThan(defaultBackoffMs(attempt) - 1000);
        expect(delay).toBeLessThan(defaultBackoffMs(attempt) + 1000);
        expect(await w.runOnce()).toBe(0);
        await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
      } else {
        expect(row.status).toBe("failed");
        expect(row.finishedAt).not.toBeNull();
      }
    }
    expect(defaultBackoffMs(1)).toBe(10_000);
    expect(defaultBackoffMs(2)).toBe(20_000);
    expect(defaultBackoffMs(20)).toBe(3_600_000);
  });

  it("does not retry a PermanentJobError or a payload its schema refuses", async () => {
    const registry = createJobRegistry();
    registry.registerJobHandler("test.permanent", async () => {
      throw new PermanentJobError("record is gone");
    });
    registry.registerJobHandler("test.typed", async () => {}, { schema: z.object({ email: z.email() }) });
    const permanent = await enqueueJob(database.db, { type: "test.permanent", payload: {} });
    const typed = await enqueueJob(database.db, { type: "test.typed", payload: { email: "nope" } });
    expect(await worker(registry).runOnce()).toBe(2);
    expect(await jobRow(permanent.id)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await jobRow(permanent.id)).lastError).toBe("PermanentJobError: record is gone");
    expect(await jobRow(typed.id)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await jobRow(typed.id)).lastError).toMatch(/^PermanentJobError: invalid payload/);
  });

  it("reclaims a running job whose lease expired (its process died), but not one still leased", async () => {
    const registry = createJobRegistry();
    const ran: string[] = [];
    registry.registerJobHandler<{ name: string }>("test.lease", async ({ name }) => {
      ran.push(name);
    });
    const dead = await enqueueJob(database.db, { type: "test.lease", payload: { name: "dead" } });
    const alive = await enqueueJob(database.db, { type: "test.lease", payload: { name: "alive" } });
    const lastTry = await enqueueJob(database.db, {
      type: "test.lease",
      payload: { name: "last" },
      maxAttempts: 1,
    });
    // What a process killed mid-job leaves behind: status running, a lease in the past.
    await database.db
      .update(jobs)
      .set({
        status: "running",
        attempts: 1,
        lockedBy: "gone",
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(sql`${jobs.id} in (${dead.id}, ${lastTry.id})`);
    await database.db
      .update(jobs)
      .set({
        status: "running",
        attempts: 1,
        lockedBy: "busy",
        lockedUntil: sql`now() + interval '1 minute'`,
      })
      .where(eq(jobs.id, alive.id));
    expect(await worker(registry).runOnce()).toBe(2);
    expect(ran).toEqual(["dead"]);
    expect(await jobRow(dead.id)).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(await jobRow(alive.id)).toMatchObject({ status: "running", lockedBy: "busy" });
    expect(await jobRow(lastTry.id)).toMatchObject({ status: "failed", attempts: 2 });
    expect((await jobRow(lastTry.id)).lastError).toMatch(/stopped before it finished/);
  });

  it("keeps renewing the lease of a long job, and a stopped worker's job is finished by another", async () => {
    const registry = createJobRegistry();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    registry.registerJobHandler("test.long", async () => gate);
    const { id } = await enqueueJob(database.db, { type: "test.long", payload: null });
    const w = createJobWorker({
      db: database.db,
      logger,
      env,
      payments,
      registry,
      leaseMs: 600,
      pollIntervalMs: 50,
    });
    w.start();
    await expect.poll(async () => (await jobRow(id)).status, { timeout: 5000 }).toBe("running");
    const firstLease = (await jobRow(id)).lockedUntil?.getTime() ?? 0;
    await expect
      .poll(async () => (await jobRow(id)).lockedUntil?.getTime() ?? 0, { timeout: 5000 })
      .toBeGreaterThan(firstLease);
    const other = worker(createJobRegistry());
    expect(await other.runOnce()).toBe(0);
    release();
    await w.stop(5000);
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("enqueues one pending job per dedupe key, and another once the first is done", async () => {
    const first = await enqueueJob(database.db, { type: "test.dedupe", payload: 1, dedupeKey: "vendor:42" });
    const again = await enqueueJob(database.db, { type: "test.dedupe", payload: 2, dedupeKey: "vendor:42" });
    expect(again).toEqual({ id: first.id, created: false });
    const registry = createJobRegistry();
    registry.registerJobHandler("test.dedupe", async () => {});
    await worker(registry).runOnce();
    const later = await enqueueJob(database.db, { type: "test.dedupe", payload: 3, dedupeKey: "vendor:42" });
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });

  it("enqueued in a transaction that rolls back, a job does not exist", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { type: "test.tx", payload: null });
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });

  it("runs a recurring job once per interval across two workers, recording failures", async () => {
    let runs = 0;
    const registry = () => {
      const r = createJobRegistry();
      r.registerRecurringJob("test.tick", 60_000, async () => {
        runs++;
        if (runs === 2) throw new Error("tick failed");
      });
      return r;
    };
    const a = worker(registry(), database.db, "a");
    const b = worker(registry(), otherDb, "b");
    await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(runs).toBe(1);
    const [row] = await database.db.select().from(recurringJobs);
    expect(row).toMatchObject({ name: "test.tick", intervalMs: 60_000, lockedBy: null, lastError: null });
    const gap = (row?.nextRunAt.getTime() ?? 0) - (row?.lastStartedAt?.getTime() ?? 0);
    expect(gap).toBeGreaterThan(59_000);
    expect(gap).toBeLessThan(61_000);
    await database.db.update(recurringJobs).set({ nextRunAt: sql`now()` });
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(runs).toBe(2);
    const [failed] = await database.db.select().from(recurringJobs);
    expect(failed?.lastError).toBe("Error: tick failed");
  });

  it("does not start a recurring job while another process is still running it", async () => {
    const registry = createJobRegistry();
    let runs = 0;
    registry.registerRecurringJob("test.busy", 60_000, async () => {
      runs++;
    });
    await database.db.insert(recurringJobs).values({
      name: "test.busy",
      intervalMs: 60_000,
      nextRunAt: sql`now() - interval '1 second'`,
      lockedBy: "other",
      lockedUntil: sql`now() + interval '1 minute'`,
    });
    expect(await worker(registry).runOnce()).toBe(0);
    await database.db.update(recurringJobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await worker(registry).runOnce()).toBe(1);
    expect(runs).toBe(1);
  });

  it("the server's cleanup job deletes succeeded jobs after a week and failed ones after a month", async () => {
    const registry = createJobRegistry();
    registerAppJobs(registry);
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    await database.db.insert(jobs).values([
      { type: "old.ok", payload: {}, status: "succeeded", finishedAt: ago(8) },
      { type: "new.ok", payload: {}, status: "succeeded", finishedAt: ago(6) },
      { type: "old.failed", payload: {}, status: "failed", finishedAt: ago(31) },
      { type: "recent.failed", payload: {}, status: "failed", finishedAt: ago(8) },
      { type: "waiting", payload: {}, status: "queued", runAt: ago(40) },
    ]);
    await worker(registry).runOnce();
    const left = await database.db.select({ type: jobs.type }).from(jobs);
    expect(left.map((j) => j.type).sort()).toEqual(["new.ok", "recent.failed", "waiting"]);
  });

  it("a polling worker asks for due recurring jobs only once one can be due, and still runs each when due", async () => {
    const registry = createJobRegistry();
    let soon = 0;
    registry.registerJobHandler("test.queued", async () => {});
    registry.registerRecurringJob("test.hourly", 60 * 60_000, async () => {});
    registry.registerRecurringJob("test.soon", 1000, async () => {
      soon++;
    });
    const dialect = new PgDialect();
    let polls = 0;
    let recurringClaims = 0;
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return (query: SQL) => {
          const text = dialect.sqlToQuery(query).sql;
          if (text.includes("for update skip locked")) polls++;
          if (text.includes("last_started_at = now()")) recurringClaims++;
          return target.execute(query);
        };
      },
    });
    const w = createJobWorker({ db: counting, logger, env, payments, registry, pollIntervalMs: 10 });
    w.start();
    try {
      await expect.poll(() => soon, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await w.stop();
    }
    expect(polls).toBeGreaterThan(3 * recurringClaims);
  });

  it("wakes up on enqueue instead of waiting for the next poll", async () => {
    const done: number[] = [];
    jobRegistry.registerJobHandler<number>("test.wake", async (n) => {
      done.push(n);
    });
    const w = createJobWorker({ db: database.db, logger, env, payments, pollIntervalMs: 60_000 });
    w.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await enqueueJob(database.db, { type: "test.wake", payload: 7 });
      await expect.poll(() => done, { timeout: 3000 }).toEqual([7]);
    } finally {
      await w.stop();
    }
  });
});
