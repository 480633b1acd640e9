// The production server bundle's entry (vite.config.ts builds it with the React Router server build inside).
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv } from "~/utils/env.server";
import { createLogger, type Logger } from "~/utils/logger.server";
import { bootstrap } from "./bootstrap";
import { createHttpApp } from "./http-app";
import { listen } from "./lifecycle";

interface StartOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  devMiddlewares?: Parameters<typeof createHttpApp>[0]["devMiddlewares"];
  /** The README's local run: `npm start` without NODE_ENV (see isPublicDeployment). */
  localRun?: boolean;
}

async function run({ build, devMiddlewares, localRun = false }: StartOptions): Promise<void> {
  let logger: Logger | undefined;
  try {
    // Only the start script decides this: a SAASMATCH_LOCAL_RUN in the environment never turns a production
    // deployment into a local run.
    const env = parseEnv({ ...process.env, SAASMATCH_LOCAL_RUN: localRun ? "1" : undefined });
    logger = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === "development" });
    const services = await bootstrap(env, logger);
    let running: Awaited<ReturnType<typeof listen>> | undefined;
    const app = createHttpApp({
      services,
      build,
      devMiddlewares,
      isShuttingDown: () => running?.isShuttingDown() ?? false,
    });
    running = await listen({
      handler: app,
      port: env.PORT,
      host: env.HOST,
      logger,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      connectionLimits: { maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT },
      isTrustedProxy: (address) => app.get("trust proxy fn")(address, 0),
      onClosed: async () => {
        await services.stopCatalogPolling();
        await services.jobs.stop(env.SHUTDOWN_TIMEOUT_MS);
        await services.rateLimiter.store.close();
        await services.database.close();
      },
    });
    const shown = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    logger.info({ url: `http://${shown}:${env.PORT}`, publicUrl: env.PUBLIC_URL }, "SaaSMatch is listening");
  } catch (error) {
    if (error instanceof EnvError) {
      createLogger({ level: "info" }).fatal(error.message);
    } else if (logger) {
      logger.fatal({ err: error }, "could not start");
    } else {
      console.error(`could not start: ${(error as Error).message}`);
    }
    process.exit(1);
  }
}

/**
 * Production: serve the built client assets and the server build bundled alongside this file. `localRun` is for
 * scripts/start.mjs alone, when no NODE_ENV was given.
 */
export async function start({ localRun = false }: { localRun?: boolean } = {}): Promise<void> {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  await run({ build, localRun });
}

/** Development: Vite serves the modules and the server build is re-loaded on every request. */
export async function startDev(vite: {
  middlewares: NonNullable<StartOptions["devMiddlewares"]>;
  ssrLoadModule(id: string): Promise<Record<string, unknown>>;
}): Promise<void> {
  await run({
    build: () =>
      vite.ssrLoadModule("virtual:react-router/server-build") as Promise<unknown> as Promise<ServerBuild>,
    devMiddlewares: vite.middlewares,
  });
}
