import type { Database } from "~/db/create-db.server";
import type { MatchingService } from "~/services/matching-service.server";
import type { PaymentProvider } from "~/services/payments/payment-provider.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import type { RateLimiter } from "~/utils/rate-limit.server";
import type { RequestFaults } from "~/utils/service-fault.server";

/** What every loader and action receives as `context`, built per request by the server. */
export interface AppContext {
  env: Env;
  db: Database;
  /** The process logger: its lines carry this request's id (runInRequestScope, logger.server.ts). */
  logger: Logger;
  requestId: string;
  cspNonce: string;
  clientIp: string;
  matching: MatchingService;
  /** Stripe, the labelled test checkout, or none: chosen once at start-up (payment-provider.server.ts). */
  payments: PaymentProvider;
  /** Shared by every server process; use it through `enforceRateLimit` from ~/utils/api.server. */
  rateLimiter: RateLimiter;
  /**
   * Set when handling this request met a fault of the machine (database unreachable, disk full), so that the
   * server answers 503 / 507 with a clear message instead of a 500. Absent outside the HTTP server (tests).
   */
  faults?: RequestFaults;
  /** The server's cache of public pages (server/http-app.ts, CACHED_PATHS). */
  pageCache: PageCacheControl;
}

export interface PageCacheControl {
  /** Data shown on cached public pages changed (a new rating, say): render them again on the next visit. */
  invalidate(): void;
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
