import { AsyncResource } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/create-db.server";
import { jobs, recurringJobs } from "~/db/schema";
import type { PaymentProvider } from "~/services/payments/payment-provider.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { type JobContext, type JobRegistry, jobRegistry, PermanentJobError } from "./jobs.server";

/** Default delay before retry n (1-based): 10 s, 20 s, 40 s … capped at one hour. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** (attempt - 1), 60 * 60_000);
}

export interface JobWorkerOptions {
  db: Database;
  logger: Logger;
  env: Env;
  payments: PaymentProvider;
  registry?: JobRegistry;
  /** Names this process in locked_by (default host:pid:random). */
  workerId?: string;
  /** How often the queue is polled when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** Jobs run at the same time by this process. */
  concurrency?: number;
  /** A claim lasts this long and is renewed while the job runs; a dead process's jobs are reclaimed after it. */
  leaseMs?: number;
  backoffMs?: (attempt: number) => number;
}

export interface JobWorker {
  readonly workerId: string;
  /** Polls until stop(). */
  start(): void;
  /** Claims and runs the due jobs and recurring jobs once, waiting for them; returns how many ran. */
  runOnce(): Promise<number>;
  /** Stops polling and waits up to `timeoutMs` for running jobs; unfinished ones are reclaimed after their lease. */
  stop(timeoutMs?: number): Promise<void>;
}

interface ClaimedJob extends Record<string, unknown> {
  id: string | number;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Longest a poll goes without asking for due recurring jobs, though the earliest next_run_at it read is later: another
 * process may move a next_run_at earlier (it registers a shorter interval).
 */
const RECURRING_RECHECK_MS = 60_000;

const MAX_ERROR_LENGTH = 2000;
const ERROR_LOG_INTERVAL_MS = 30_000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export function createJobWorker({
  db,
  logger,
  env,
  payments,
  registry = jobRegistry,
  workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
  pollIntervalMs = 1000,
  concurrency = 2,
  leaseMs = 60_000,
  backoffMs = defaultBackoffMs,
}: JobWorkerOptions): JobWorker {
  const log = logger.child({ worker: workerId });
  const ctx: JobContext = { db, logger: log, env, payments };
  const running = new Set<Promise<void>>();
  const leased = { jobs: new Set<number>(), recurring: new Set<string>() };
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let ticking: Promise<number> | null = null;
  let registeredRecurring = false;
  /** performance.now() before which no recurring job is due (0: not known yet). */
  let recurringDueAt = 0;
  let lastErrorLog = 0;
  let unsubscribe = () => {};
  const lease = sql`make_interval(secs => ${leaseMs / 1000})`;

  const track = (promise: Promise<void>) => {
    running.add(promise);
    promise.finally(() => running.delete(promise));
  };

  async function registerRecurring(): Promise<void> {
    for (const [name, { intervalMs }] of registry.recurring) {
      const interval = sql`make_interval(secs => ${intervalMs / 1000})`;
      await db.execute(sql`
        insert into ${recurringJobs} (name, interval_ms, next_run_at) values (${name}, ${intervalMs}, now())
        on conflict (name) do update set interval_ms = excluded.interval_ms,
          next_run_at = least(${recurringJobs.nextRunAt}, now() + ${interval})`);
    }
    registeredRecurring = true;
  }

  async function claimJobs(limit: number): Promise<ClaimedJob[]> {
    const types = [...registry.handlers.keys()];
    if (types.length === 0 || limit <= 0) return [];
    return queryRows<ClaimedJob>(
      db,
      sql`update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
            locked_until = now() + ${lease}, updated_at = now()
          where id in (
            select id from ${jobs}
            where type in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})
              and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
            order by run_at, id
            limit ${limit}
            for update skip locked)
          returning id, type, payload, attempts, max_attempts`,
    );
  }

  async function finish(id: number, outcome: { ok: true } | { ok: false; error: unknown; retryAt?: number }) {
    if (outcome.ok) {
      await db.execute(sql`
        update ${jobs} set status = 'succeeded', locked_by = null, locked_until = null, last_error = null,
          finished_at = now(), updated_at = now()
        where id = ${id} and locked_by = ${workerId}`);
    } else if (outcome.retryAt !== undefined) {
      await db.execute(sql`
        update ${jobs} set status = 'queued', locked_by = null, locked_until = null,
          run_at = now() + make_interval(secs => ${outcome.retryAt / 1000}),
          last_error = ${errorText(outcome.error)}, updated_at = now()
        where id = ${id} and locked_by = ${workerId}`);
    } else {
      await db.execute(sql`
        update ${jobs} set status = 'failed', locked_by = null, locked_until = null,
          last_error = ${errorText(outcome.error)}, finished_at = now(), updated_at = now()
        where id = ${id} and locked_by = ${workerId}`);
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const id = Number(job.id);
    const attempt = Number(job.attempts);
    const maxAttempts = Number(job.max_attempts);
    const jobLog = log.child({ jobId: id, jobType: job.type, attempt });
    leased.jobs.add(id);
    try {
      if (attempt > maxAttempts) {
        await finish(id, {
          ok: false,
          error: new Error(`the process running attempt ${maxAttempts} stopped before it finished`),
        });
        jobLog.warn("job failed: its last attempt was cut off");
        return;
      }
      const registered = registry.handlers.get(job.type);
      if (!registered) throw new PermanentJobError(`no handler for job type ${job.type}`);
      const started = performance.now();
      try {
        let payload = job.payload;
        if (registered.schema) {
          const parsed = registered.schema.safeParse(payload);
          if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.message}`);
          payload = parsed.data;
        }
        await registered.handler(payload, { ...ctx, logger: jobLog, job: { id, attempt, maxAttempts } });
        await finish(id, { ok: true });
        jobLog.info({ ms: Math.round(performance.now() - started) }, "job done");
      } catch (error) {
        const retry = !(error instanceof PermanentJobError) && attempt < maxAttempts;
        await finish(id, { ok: false, error, retryAt: retry ? backoffMs(attempt) : undefined });
        jobLog.warn({ err: error, retry }, retry ? "job failed; will retry" : "job failed");
      }
    } finally {
      leased.jobs.delete(id);
    }
  }

  async function claimRecurring(): Promise<string[]> {
    const names = [...registry.recurring.keys()];
    if (names.length === 0) return [];
    if (!registeredRecurring) await registerRecurring();
    const nameList = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    const rows = await queryRows<{ name: string }>(
      db,
      sql`update ${recurringJobs}
          set next_run_at = now() + make_interval(secs => interval_ms / 1000.0),
            locked_by = ${workerId}, locked_until = now() + ${lease}, last_started_at = now()
          where name in (${nameList})
            and next_run_at <= now() and (locked_until is null or locked_until < now())
          returning name`,
    );
    // No recurring job can be due before the earliest next_run_at: until then the poll skips this query. Those
    // claimed above run even when this read fails (the next poll asks again).
    recurringDueAt = 0;
    try {
      const [next] = await queryRows<{ ms: number | null }>(
        db,
        sql`select extract(epoch from min(next_run_at) - now())::float8 * 1000 as ms
            from ${recurringJobs} where name in (${nameList})`,
      );
      recurringDueAt = performance.now() + Math.min(RECURRING_RECHECK_MS, Math.max(0, Number(next?.ms ?? 0)));
    } catch (error) {
      reportError(error);
    }
    return rows.map((r) => r.name);
  }

  async function runRecurring(name: string): Promise<void> {
    const entry = registry.recurring.get(name);
    if (!entry) return;
    const jobLog = log.child({ recurringJob: name });
    leased.recurring.add(name);
    let error: unknown = null;
    const started = performance.now();
    try {
      await entry.fn({ ...ctx, logger: jobLog });
      jobLog.info({ ms: Math.round(performance.now() - started) }, "recurring job done");
    } catch (caught) {
      error = caught;
      jobLog.warn({ err: caught }, "recurring job failed");
    } finally {
      leased.recurring.delete(name);
    }
    await db.execute(sql`
      update ${recurringJobs} set locked_by = null, locked_until = null, last_finished_at = now(),
        last_error = ${error === null ? null : errorText(error)}
      where name = ${name} and locked_by = ${workerId}`);
  }

  async function renewLeases(): Promise<void> {
    const ids = [...leased.jobs];
    if (ids.length > 0) {
      await db.execute(sql`
        update ${jobs} set locked_until = now() + ${lease}
        where locked_by = ${workerId} and status = 'running' and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    const names = [...leased.recurring];
    if (names.length > 0) {
      await db.execute(sql`
        update ${recurringJobs} set locked_until = now() + ${lease}
        where locked_by = ${workerId} and name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`);
    }
  }

  /**
   * Claims what is due and starts it; the returned promises settle when those runs end. A timer's poll (`polled`)
   * skips the recurring jobs until the earliest of them can be due.
   */
  async function claimAndStart(polled = false): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    if (!polled || performance.now() >= recurringDueAt)
      for (const name of await claimRecurring()) started.push(runRecurring(name));
    for (const job of await claimJobs(concurrency - running.size)) started.push(runJob(job));
    for (const promise of started) track(promise.catch((error) => reportError(error)));
    return started;
  }

  function reportError(error: unknown): void {
    const now = Date.now();
    if (now - lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    lastErrorLog = now;
    log.error({ err: error }, "job worker could not reach the database; retrying");
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    if (stopped || ticking) return;
    ticking = claimAndStart(true).then(
      (started) => started.length,
      (error) => {
        reportError(error);
        return 0;
      },
    );
    ticking.finally(() => {
      ticking = null;
      schedule(pollIntervalMs);
    });
  }

  return {
    workerId,
    start() {
      if (!stopped) return;
      stopped = false;
      // A request that enqueues a job notifies from inside its own handling: bound to the worker's start, the timers
      // (and the lines jobs log) do not carry that request's id for ever after (runInRequestScope).
      unsubscribe = registry.onNotify(AsyncResource.bind(() => schedule(0)));
      heartbeat = setInterval(() => renewLeases().catch(reportError), Math.max(100, leaseMs / 3));
      heartbeat.unref();
      schedule(0);
    },
    async runOnce() {
      const started = await claimAndStart();
      await Promise.allSettled(started);
      return started.length;
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await ticking;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolveWait) => {
          timeout = setTimeout(resolveWait, timeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      clearInterval(heartbeat);
    },
  };
}
