import { sql } from "drizzle-orm";
import type { z } from "zod";
import { type Database, queryRows } from "~/db/create-db.server";
import { jobs } from "~/db/schema";
import type { PaymentProvider } from "~/services/payments/payment-provider.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";

/** What a job handler or recurring job receives besides its payload. */
export interface JobContext {
  db: Database;
  logger: Logger;
  env: Env;
  /** The payment provider chosen at start-up (refunds). */
  payments: PaymentProvider;
}

/** The attempt being run, for handlers that behave differently on a retry. */
export interface JobAttempt {
  id: number;
  attempt: number;
  maxAttempts: number;
}

export type JobHandler<T = unknown> = (payload: T, ctx: JobContext & { job: JobAttempt }) => Promise<void>;

export interface JobHandlerOptions<T> {
  /** Parses the stored payload before the handler sees it; a payload that fails fails the job without retries. */
  schema?: z.ZodType<T>;
}

export type RecurringJobFn = (ctx: JobContext) => Promise<void>;

/** Thrown by a handler for a failure that retrying cannot fix (e.g. the record is gone): no further attempts. */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

export interface JobRegistry {
  readonly handlers: Map<string, { handler: JobHandler; schema?: z.ZodType }>;
  readonly recurring: Map<string, { intervalMs: number; fn: RecurringJobFn }>;
  registerJobHandler<T>(type: string, handler: JobHandler<T>, options?: JobHandlerOptions<T>): void;
  registerRecurringJob(name: string, intervalMs: number, fn: RecurringJobFn): void;
  /** Registers defined jobs (defineJob) and recurring jobs (defineRecurringJob). */
  register(...definitions: (AnyJobDefinition | RecurringJobDefinition)[]): void;
  /** Tells the workers of this process to look for due jobs now instead of at their next poll. */
  notify(): void;
  onNotify(listener: () => void): () => void;
}

const NAME = /^[a-z0-9][a-z0-9._:-]{0,99}$/;

export function createJobRegistry(): JobRegistry {
  const handlers: JobRegistry["handlers"] = new Map();
  const recurring: JobRegistry["recurring"] = new Map();
  const listeners = new Set<() => void>();
  return {
    handlers,
    recurring,
    registerJobHandler(type, handler, options) {
      if (!NAME.test(type))
        throw new Error(`invalid job type "${type}": use lower-case letters, digits, . _ : -`);
      if (handlers.has(type)) throw new Error(`a handler for job type "${type}" is already registered`);
      handlers.set(type, { handler: handler as JobHandler, schema: options?.schema });
    },
    registerRecurringJob(name, intervalMs, fn) {
      if (!NAME.test(name)) throw new Error(`invalid recurring job name "${name}"`);
      if (!Number.isInteger(intervalMs) || intervalMs < 1000) {
        throw new Error(`recurring job "${name}": the interval must be a whole number of ms, at least 1000`);
      }
      if (recurring.has(name)) throw new Error(`recurring job "${name}" is already registered`);
      recurring.set(name, { intervalMs, fn });
    },
    register(...definitions) {
      for (const definition of definitions) {
        if ("intervalMs" in definition)
          this.registerRecurringJob(definition.name, definition.intervalMs, definition.run);
        else
          this.registerJobHandler(definition.type, definition.handler as JobHandler, {
            schema: definition.schema,
          });
      }
    },
    notify() {
      for (const listener of listeners) listener();
    },
    onNotify(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// One registry per process even when the dev server loads app modules twice (once through Vite, once through tsx).
const REGISTRY_KEY = Symbol.for("saasmatch.jobs.registry");
const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: JobRegistry };

/** The registry the server's worker runs. */
if (!holder[REGISTRY_KEY]) holder[REGISTRY_KEY] = createJobRegistry();
export const jobRegistry: JobRegistry = holder[REGISTRY_KEY];

export interface EnqueueJobOptions {
  type: string;
  /** Any JSON value; stored as jsonb. */
  payload: unknown;
  /** Not before this time (default now). */
  runAt?: Date;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** While a job with this key is queued or running, enqueueing another one does nothing. */
  dedupeKey?: string;
}

/**
 * Adds a job. Pass a transaction as `db` to enqueue together with the write that needs it.
 * Returns the job id, and `created: false` when a pending job with the same dedupeKey already existed.
 */
export async function enqueueJob(
  db: Pick<Database, "execute">,
  { type, payload, runAt, maxAttempts = 5, dedupeKey }: EnqueueJobOptions,
): Promise<{ id: number; created: boolean }> {
  if (!NAME.test(type)) throw new Error(`invalid job type "${type}"`);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error("maxAttempts must be at least 1");
  const json = JSON.stringify(payload ?? null);
  const at = runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`;
  // A pending twin can finish between the insert and the look-up: then the insert is tried again.
  for (let tries = 0; tries < 3; tries++) {
    const inserted = await queryRows<{ id: string | number }>(
      db,
      sql`insert into ${jobs} (type, payload, run_at, max_attempts, dedupe_key)
          values (${type}, ${json}::jsonb, ${at}, ${maxAttempts}, ${dedupeKey ?? null})
          on conflict (dedupe_key) where status in ('queued', 'running') do nothing
          returning id`,
    );
    if (inserted[0]) {
      jobRegistry.notify();
      return { id: Number(inserted[0].id), created: true };
    }
    const existing = await queryRows<{ id: string | number }>(
      db,
      sql`select id from ${jobs} where dedupe_key = ${dedupeKey ?? null} and status in ('queued', 'running')`,
    );
    if (existing[0]) return { id: Number(existing[0].id), created: false };
  }
  throw new Error(`could not enqueue job "${type}" with dedupe key "${dedupeKey}"`);
}

/** A job type with its payload schema and handler: the one place that knows how to enqueue and run it. */
export interface JobDefinition<Payload, Input = Payload> {
  readonly type: string;
  readonly schema: z.ZodType<Payload, Input>;
  readonly handler: JobHandler<Payload>;
  /**
   * Adds one job, validated against the schema. Pass the transaction of the change that causes it, so that
   * the change and its consequence are both stored or neither.
   */
  enqueue(
    db: Pick<Database, "execute">,
    payload: Input,
    options?: { runAt?: Date },
  ): Promise<{ id: number; created: boolean }>;
}

/**
 * Defines a job type. `maxAttempts` (default 5) counts tries before the job ends `failed` (listed in /admin);
 * `dedupeKey` makes a second enqueue a no-op while one with the same key is queued or running.
 */
export function defineJob<S extends z.ZodType>({
  type,
  schema,
  handler,
  maxAttempts = 5,
  dedupeKey,
}: {
  type: string;
  schema: S;
  handler: JobHandler<z.output<S>>;
  maxAttempts?: number;
  dedupeKey?: (payload: z.output<S>) => string;
}): JobDefinition<z.output<S>, z.input<S>> {
  if (!NAME.test(type))
    throw new Error(`invalid job type "${type}": use lower-case letters, digits, . _ : -`);
  return {
    type,
    schema: schema as z.ZodType<z.output<S>, z.input<S>>,
    handler,
    async enqueue(db, input, options) {
      const payload = schema.parse(input) as z.output<S>;
      return enqueueJob(db, {
        type,
        payload,
        runAt: options?.runAt,
        maxAttempts,
        dedupeKey: dedupeKey?.(payload),
      });
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a list of definitions holds every payload type
type AnyJobDefinition = JobDefinition<any, any>;

export interface RecurringJobDefinition {
  readonly name: string;
  readonly intervalMs: number;
  readonly run: RecurringJobFn;
}

/** Work that runs every `intervalMs` once per process group: all processes sharing the database take turns. */
export function defineRecurringJob(definition: RecurringJobDefinition): RecurringJobDefinition {
  return definition;
}
