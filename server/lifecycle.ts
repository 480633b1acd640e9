import type { RequestListener } from "node:http";
import { createServer, type Server } from "node:http";
import type { Logger } from "~/utils/logger.server";

export interface RunningServer {
  server: Server;
  /** Stops accepting, lets in-flight requests finish (up to timeoutMs), then runs onClosed. */
  shutdown(signal: string): Promise<void>;
  isShuttingDown(): boolean;
}

/** The HTTP server with the timeouts every instance uses (tests start it the same way). */
export function createHttpServer(handler: RequestListener): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = 5_000;
  return server;
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
}: {
  handler: RequestListener;
  port: number;
  host: string;
  logger: Logger;
  timeoutMs: number;
  onClosed: () => Promise<void>;
}): Promise<RunningServer> {
  const server = createHttpServer(handler);
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
    server.listen(port, host, () => {
      server.off("error", reject);
      resolveListen({ server, shutdown, isShuttingDown: () => stopping !== null });
    });
  });
}
