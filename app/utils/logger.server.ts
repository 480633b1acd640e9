import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";
import { findDatabaseError } from "./database-error.server";
import { redactPath } from "./redact-path";

export type { Logger };

/** The request being handled: every line logged while handling it (and in work it starts) carries its id. */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Runs `handle` as the handling of request `reqId`. Its id reaches log lines through the logger itself rather than a
 * child logger, so that a module which keeps the logger it was first given (the auth instance, made on the first
 * request that needs it) logs the id of the request it is working for, not that first one's.
 */
export function runInRequestScope<T>(reqId: string, handle: () => T): T {
  return requestScope.run({ reqId }, handle);
}

/**
 * Creates the process logger: one JSON object per line (pretty lines in development when pino-pretty is installed).
 * `destination` lets tests read the lines.
 */
export function createLogger(options: {
  level: string;
  pretty?: boolean;
  destination?: DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      base: undefined,
      // A line's own reqId (the access log's) wins over the scope's.
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.reqId } : {};
      },
      // Every `path` logged (the access log, error lines) loses its tokens: a reset link's token is a password.
      serializers: { err: serializeError, path: serializePath },
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
        remove: true,
      },
      transport: options.pretty ? { target: "pino-pretty", options: { singleLine: true } } : undefined,
    },
    options.pretty ? undefined : options.destination,
  );
}

function serializePath(path: unknown): unknown {
  return typeof path === "string" ? redactPath(path) : path;
}

/**
 * A database error becomes its PostgreSQL code and reason only: Drizzle's message and stack carry the query's
 * parameters (the buyer's text, contact data), which must never reach the log.
 */
export function serializeError(error: unknown): unknown {
  const database = findDatabaseError(error);
  if (database) return { type: "DatabaseError", ...database };
  if (error instanceof Error && /^Failed query: /.test(error.message)) {
    const { cause } = error as { cause?: unknown };
    return {
      type: error.name,
      message: "Failed query (parameters not logged)",
      cause: cause instanceof Error ? pino.stdSerializers.err(cause) : undefined,
    };
  }
  return pino.stdSerializers.err(error as Error);
}
