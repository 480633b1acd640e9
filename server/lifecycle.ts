import type { RequestListener } from "node:http";
import { createServer, type Server } from "node:http";
import type { Logger } from "~/utils/logger.server";

export interface RunningServer {
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to timeoutMs), then runs onClosed. */
  shutdown(signal: string): Promise<void>;
  isShuttingDown(): boolean;
}

/** How long and how many connections a client may hold (slow clients must not starve others). */
export interface ConnectionLimits {
  /** All request headers must arrive within this time, or the connection gets 408 and is closed. */
  headersTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this time. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /**
   * Requests served on one kept-alive connection: the last one answers `Connection: close` and the server closes the
   * connection after it. (Node's own `server.maxRequestsPerSocket` leaves the connection open and answers 503 to
   * every later request on it: a client that ignores `Connection: close`, such as autocannon, then sees a flood of
   * 503s.)
   */
  maxRequestsPerSocket: number;
  /** Open connections one client address may hold at once (0: no cap); more are closed at once. */
  maxConnectionsPerClient: number;
  /** How often the timeouts above are checked. */
  checkIntervalMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1_000,
  maxConnectionsPerClient: 64,
  checkIntervalMs: 1_000,
};

/**
 * The HTTP server with the connection limits every instance uses (tests start it the same way).
 * Connections from a trusted proxy are not capped per address: there, the proxy caps connections per client.
 */
export function createHttpServer(
  handler: RequestListener,
  {
    limits = {},
    isTrustedProxy = () => false,
  }: { limits?: Partial<ConnectionLimits>; isTrustedProxy?: (address: string) => boolean } = {},
): Server {
  const l = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  const server = createServer(
    {
      headersTimeout: l.headersTimeoutMs,
      requestTimeout: l.requestTimeoutMs,
      keepAliveTimeout: l.keepAliveTimeoutMs,
      connectionsCheckingInterval: l.checkIntervalMs,
    },
    l.maxRequestsPerSocket > 0 ? closeAfter(l.maxRequestsPerSocket, handler) : handler,
  );
  if (l.maxConnectionsPerClient > 0) {
    const open = new Map<string, number>();
    server.on("connection", (socket) => {
      const address = socket.remoteAddress ?? "";
      if (isTrustedProxy(address)) return;
      const count = (open.get(address) ?? 0) + 1;
      if (count > l.maxConnectionsPerClient) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  return server;
}

/** Wraps a handler so that the `max`-th request on a connection is its last one. */
function closeAfter(max: number, handler: RequestListener): RequestListener {
  const served = new WeakMap<object, number>();
  return (req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count >= max) res.shouldKeepAlive = false;
    handler(req, res);
  };
}

/**
 * Listens and installs SIGTERM/SIGINT handlers for a graceful stop: no new connections,
 * in-flight requests finish, then the database closes and the process exits 0 (1 if it had to cut requests off).
 */
export function listen({
  handler,
  port,
  host,
  logger,
  timeoutMs,
  onClosed,
  connectionLimits,
  isTrustedProxy,
}: {
  handler: RequestListener;
  connectionLimits?: Partial<ConnectionLimits>;
  isTrustedProxy?: (address: string) => boolean;
  port: number;
  host: string;
  logger: Logger;
  timeoutMs: number;
  onClosed: () => Promise<void>;
}): Promise<RunningServer> {
  const server = createHttpServer(handler, { limits: connectionLimits, isTrustedProxy });
  let stopping: Promise<void> | null = null;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      logger.info({ signal }, "shutting down: finishing in-flight requests");
      let forced = false;
      const timer = setTimeout(() => {
        forced = true;
        logger.warn({ timeoutMs }, "shutdown timeout: closing remaining connections");
        server.closeAllConnections();
      }, timeoutMs);
      timer.unref();
      // Keep-alive connections go idle when their last response is sent: close them then, not after their timeout.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
      });
      clearInterval(idleSweep);
      clearTimeout(timer);
      try {
        await onClosed();
      } catch (error) {
        logger.error({ err: error }, "error while closing");
        forced = true;
      }
      logger.info("stopped");
      logger.flush?.();
      process.exitCode = forced ? 1 : 0;
    })();
    return stopping;
  };

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      shutdown(signal).then(() => process.exit());
    });
  }

  return new Promise((resolveListen, reject) => {
    server.once("error", reject);
    const listening = () => {
      server.off("error", reject);
      resolveListen({ server, shutdown, isShuttingDown: () => stopping !== null });
    };
    server.listen(port, host, listening);
  });
}
