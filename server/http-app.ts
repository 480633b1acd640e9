import "~/context";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { PAGES } from "~/config/pages";
import { isClientAbort } from "~/utils/client-abort";
import { runInRequestScope } from "~/utils/logger.server";
import {
  FAULT_LOG_MESSAGE,
  FAULT_MESSAGE,
  FAULT_STATUS,
  faultHeaders,
  faultPage,
  findServiceFault,
  type RequestFaults,
} from "~/utils/service-fault.server";
import type { Services } from "./bootstrap";
import { singleDrainListener } from "./compression-drain";
import { createHealthProbe } from "./health-probe";
import { createIdleGc } from "./idle-gc";
import { imageOptimizer } from "./image-optimizer";
import { ogImages } from "./og-images";
import { ALLOWED_METHODS, originCheck } from "./origin-check";
import { PageCache, pageCacheMiddleware } from "./page-cache";
import { securityHeaders } from "./security-headers";

export interface HttpAppOptions {
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middlewares in development; built assets are served otherwise. */
  devMiddlewares?: express.RequestHandler;
  clientDir?: string;
  /** True once shutdown has begun: health checks answer 503 so load balancers stop sending traffic. */
  isShuttingDown?: () => boolean;
}

/**
 * Public pages with the same HTML for every anonymous visitor (no per-user, per-search or per-request data), served
 * from the page cache. Data they show that changes other than with the catalog calls `context.pageCache.invalidate()`
 * where it changes (a new rating: the home page's figures). Kept here, not in PAGES, so no byte reaches the browser.
 */
const CACHED_PATHS: ReadonlySet<string> = new Set(
  [
    PAGES.home,
    PAGES.form,
    PAGES.howItWorks,
    PAGES.forBuyers,
    PAGES.forSellers,
    PAGES.caseStudies,
    PAGES.aboutUs,
    PAGES.privacyPolicy,
    PAGES.termsOfService,
  ].map((page) => page.path),
);

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const HEALTH_TIMEOUT_MS = 2000;
/** A healthy answer is reused this long: under load, health checks cost at most a few queries a second. */
const HEALTH_MAX_AGE_MS = 250;

export function createHttpApp({
  services,
  build,
  devMiddlewares,
  clientDir = resolve(process.cwd(), "build", "client"),
  isShuttingDown = () => false,
}: HttpAppOptions): express.Express {
  const { env, logger, database } = services;
  const app = express();
  const idleGc = createIdleGc();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((req, res, next) => {
    // Always a new id: one a client (or a proxy) sends can repeat, and two requests must never share one. The
    // client's id stays on the access line, to match the two sides.
    const id = randomUUID();
    const incoming = req.get("x-request-id");
    const clientReqId = incoming && REQUEST_ID.test(incoming) ? incoming : undefined;
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    idleGc.begin();
    // Read now: a mounted handler (express.static on /assets) that ends the response leaves req.path without its
    // mount point, so at "close" an asset would be logged as "/entry.client-….js" at info.
    const path = req.path;
    // "close" comes for every request, also one whose client went away before the response was complete.
    res.once("close", () => {
      idleGc.end();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const isAsset = path.startsWith("/assets/");
      logger[isAsset ? "debug" : "info"](
        {
          reqId: id,
          ...(clientReqId ? { clientReqId } : {}),
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    res.once("finish", () => discardUnreadBody(req));
    runInRequestScope(id, next);
  });
  app.use(faultStatus);
  app.use(securityHeaders({ dev: Boolean(devMiddlewares) }));
  app.use(refuseUnroutableRequests);
  app.use(originCheck({ publicUrl: env.PUBLIC_URL }));
  app.use(compression());
  app.use(singleDrainListener);

  const healthProbe = createHealthProbe({
    ping: () => database.ping(),
    timeoutMs: HEALTH_TIMEOUT_MS,
    maxAgeMs: HEALTH_MAX_AGE_MS,
  });
  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (isShuttingDown()) {
      res.status(503).json({ ok: false, error: "shutting down" });
      return;
    }
    try {
      await healthProbe();
      res.json({ ok: true });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ ok: false, error: "database unavailable" });
    }
  });

  // Each page type's generated Open Graph image (an Express route, so the browser's route manifest stays small).
  app.get("/og/:file", ogImages({ publicUrl: env.PUBLIC_URL, logger }));
  // Resized WebP for ?w=&h=&fmt=&q= (responsive images); the static handlers below serve everything else.
  app.use(imageOptimizer({ root: devMiddlewares ? resolve(process.cwd(), "public") : clientDir, logger }));

  if (devMiddlewares) {
    app.use(devMiddlewares);
  } else {
    app.use(
      "/assets",
      express.static(resolve(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // Only paths under the build's own top-level files and folders can be files: a page request skips the stat.
    const clientFiles = express.static(clientDir, { maxAge: "1h", index: false });
    const topLevel = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
    app.use((req, res, next) => {
      const first = req.path.slice(1).split("/", 1)[0] ?? "";
      if (topLevel.has(decodeSegment(first))) clientFiles(req, res, next);
      else next();
    });
  }

  // Development re-loads the build on every request, so only a production build's pages are kept.
  const pageCache = new PageCache();
  if (!devMiddlewares && typeof build !== "function") {
    app.use(
      pageCacheMiddleware({
        cache: pageCache,
        paths: CACHED_PATHS,
        build: build.assets.version,
        catalogVersion: async () => (await services.matching.getSnapshot()).version,
      }),
    );
  }

  app.use(
    createRequestHandler({
      build,
      mode: devMiddlewares ? "development" : "production",
      getLoadContext(req, res): AppLoadContext {
        const requestId = String(res.locals.requestId);
        return {
          env,
          db: database.db,
          // Its lines carry this request's id through the request scope (runInRequestScope above).
          logger,
          requestId,
          cspNonce: String(res.locals.cspNonce ?? ""),
          clientIp: req.ip ?? req.socket.remoteAddress ?? "",
          matching: services.matching,
          rateLimiter: services.rateLimiter,
          payments: services.payments,
          faults: res.locals.faults as RequestFaults,
          pageCache,
        };
      },
    }),
  );
  app.use(logUnhandledError(logger));
  return app;
}

/** A path segment as the static handler reads it: percent-decoded, or as it is when it does not decode. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A fault recorded while handling the request (database unreachable, disk full; see entry.server's handleError)
 * turns a 500 that React Router answers on its own (resource routes such as the sitemap) into 503 / 507 with
 * Retry-After. Pages, data requests and the API answer those statuses themselves.
 */
function faultStatus(_req: express.Request, res: express.Response, next: express.NextFunction) {
  const faults: RequestFaults = { fault: null };
  res.locals.faults = faults;
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, statusCode: number, ...rest: unknown[]) {
    if (faults.fault && statusCode === 500) {
      statusCode = FAULT_STATUS[faults.fault];
      this.statusCode = statusCode;
      for (const [name, value] of Object.entries(faultHeaders())) this.setHeader(name, value);
    }
    return (writeHead as (...args: unknown[]) => express.Response).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
  next();
}

/** Bytes of an unread request body dropped after the response before the connection is closed instead. */
const DISCARD_LIMIT_BYTES = 1024 * 1024;

/**
 * A response sent before the request body was read (415, 429, 413, ...) leaves the rest of the body on the
 * connection: read and drop it so the kept-alive connection can carry the client's next request, and the client,
 * still sending, gets the answer rather than a reset. Past DISCARD_LIMIT_BYTES the connection is closed.
 */
function discardUnreadBody(req: express.Request) {
  if (req.complete || req.readableEnded || req.destroyed) return;
  let left = DISCARD_LIMIT_BYTES;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) req.socket.destroy();
  });
  req.resume();
}

/** Methods the Fetch API (and so React Router) cannot represent; answered here with 405 instead of a 500. */
const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** Requests React Router cannot even be handed (no Host to build a URL from, a TRACE): a clear 4xx before it. */
function refuseUnroutableRequests(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (UNSUPPORTED_METHODS.has(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS);
    sendError(req, res, 405, `Method ${req.method} is not allowed`);
    return;
  }
  if (!req.headers.host) {
    sendError(req, res, 400, "Bad request: a Host header is required");
    return;
  }
  next();
}

function sendError(req: express.Request, res: express.Response, status: number, message: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ error: message });
  else res.type("text/plain").send(message);
}

/** Errors that reach Express (instead of its default handler, which prints a multi-line stack to stderr). */
function logUnhandledError(logger: Services["logger"]): express.ErrorRequestHandler {
  return (error, req, res, _next) => {
    const reqId = res.locals.requestId;
    const fault = findServiceFault(error);
    if (fault && !res.headersSent && !req.destroyed) {
      logger.error({ reqId, err: error, fault, path: req.path }, FAULT_LOG_MESSAGE[fault]);
      res.status(FAULT_STATUS[fault]).set(faultHeaders());
      if (req.path.startsWith("/api/")) res.json({ error: FAULT_MESSAGE[fault] });
      else res.type("html").send(faultPage(fault));
      return;
    }
    if (isClientAbort(error) || req.destroyed) {
      logger.info({ reqId, path: req.path }, "client disconnected");
    } else {
      logger.error({ reqId, err: error, path: req.path }, "unhandled server error");
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    sendError(
      req,
      res,
      status,
      status >= 500 ? "Something went wrong on our side. Please try again." : "Bad request",
    );
  };
}
