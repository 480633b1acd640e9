import type { DbHandle } from "~/db/create-db.server";
import { openDatabase } from "~/db/open-db.server";
import { aiConfigFromEnv } from "~/services/ai/ai-config.server";
import {
  createMatchingService,
  loadVocabulary,
  type MatchingService,
} from "~/services/matching-service.server";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { createRateLimiter, type RateLimiter } from "~/utils/rate-limit.server";

/** Long-lived things a request needs, created once per process. */
export interface Services {
  env: Env;
  logger: Logger;
  database: DbHandle;
  matching: MatchingService;
  rateLimits: { vendorMatches: RateLimiter; search: RateLimiter };
}

/** Anonymous vendor matching: a burst of 120 searches, then 120 a minute per client. */
export const VENDOR_MATCHES_RATE = { capacity: 120, refillPerMinute: 120 };
/** Vendor name search (comparison tool typeahead): 300 burst, 300 a minute per client. */
export const SEARCH_RATE = { capacity: 300, refillPerMinute: 300 };

export function createRateLimits() {
  return { vendorMatches: createRateLimiter(VENDOR_MATCHES_RATE), search: createRateLimiter(SEARCH_RATE) };
}

/** Opens and migrates the database, seeds the default catalog into an empty one, and builds the search index. */
export async function bootstrap(env: Env, logger: Logger): Promise<Services> {
  const database = await openDatabase(env);
  logger.info({ driver: database.driver, location: database.location }, "database ready");
  try {
    const seeded = await seedDefaultCatalog({ db: database.db });
    if (seeded) logger.info(seeded, "default vendor catalog imported");
    const matching = createMatchingService({
      db: database.db,
      logger,
      vocabulary: await loadVocabulary(),
      ai: aiConfigFromEnv(env),
    });
    await matching.getSnapshot();
    return { env, logger, database, matching, rateLimits: createRateLimits() };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
