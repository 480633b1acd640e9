import type { Database } from "~/db/create-db.server";
import type { MatchingService } from "~/services/matching-service.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import type { RateLimiter } from "~/utils/rate-limit.server";

/** What every loader and action receives as `context`, built per request by the server. */
export interface AppContext {
  env: Env;
  db: Database;
  /** Child logger carrying this request's id. */
  logger: Logger;
  requestId: string;
  cspNonce: string;
  clientIp: string;
  matching: MatchingService;
  /** Shared by every server process; use it through `enforceRateLimit` from ~/utils/api.server. */
  rateLimiter: RateLimiter;
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
