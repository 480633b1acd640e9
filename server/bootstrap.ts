import type { DbHandle } from "~/db/create-db.server";
import { openDatabase } from "~/db/open-db.server";
import { aiConfigFromEnv } from "~/services/ai/ai-config.server";
import { registerAppJobs } from "~/services/jobs/app-jobs.server";
import { createJobWorker, type JobWorker } from "~/services/jobs/worker.server";
import {
  createMatchingService,
  loadVocabulary,
  type MatchingService,
} from "~/services/matching-service.server";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { warmUpSearch } from "~/services/warm-up-search.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { createRateLimiter, createRateLimitStore, type RateLimiter } from "~/utils/rate-limit.server";

/** Long-lived things a request needs, created once per process. */
export interface Services {
  env: Env;
  logger: Logger;
  database: DbHandle;
  matching: MatchingService;
  rateLimiter: RateLimiter;
  /** Runs queued and recurring jobs (app/services/jobs) in this process until stopped. */
  jobs: JobWorker;
  /** Stops the background catalog version check. */
  stopCatalogPolling: () => void;
}

/** How often each process checks whether another one changed the catalog. */
export const CATALOG_POLL_MS = 1000;

/** Opens and migrates the database, seeds the default catalog into an empty one, and builds the search index. */
export async function bootstrap(env: Env, logger: Logger): Promise<Services> {
  const database = await openDatabase(env);
  logger.info({ driver: database.driver, location: database.location }, "database ready");
  try {
    const seeded = await database.withLock("seed", () => seedDefaultCatalog({ db: database.db }));
    if (seeded) logger.info(seeded, "default vendor catalog imported");
    const matching = createMatchingService({
      db: database.db,
      logger,
      vocabulary: await loadVocabulary(),
      ai: aiConfigFromEnv(env),
    });
    await matching.getSnapshot();
    try {
      logger.info(await warmUpSearch({ db: database.db, matching }), "search path warmed up");
    } catch (error) {
      logger.warn({ err: error }, "search warm-up failed; the first searches will be slower");
    }
    const stopCatalogPolling = matching.startPolling(CATALOG_POLL_MS);
    const rateLimiter = createRateLimiter({
      store: createRateLimitStore({ redisUrl: env.REDIS_URL, db: database.db, logger }),
      scale: env.RATE_LIMIT_SCALE,
    });
    registerAppJobs();
    const jobs = createJobWorker({ db: database.db, logger, env });
    jobs.start();
    return { env, logger, database, matching, rateLimiter, jobs, stopCatalogPolling };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
