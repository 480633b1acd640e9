import type { DbHandle } from "~/db/create-db.server";
import { openDatabase } from "~/db/open-db.server";
import { aiConfigFromEnv } from "~/services/ai/ai-config.server";
import { CATALOG_CHANNEL } from "~/services/catalog-version.server";
import { registerAppJobs } from "~/services/jobs/app-jobs.server";
import { createJobWorker, type JobWorker } from "~/services/jobs/worker.server";
import {
  createMatchingService,
  loadVocabulary,
  type MatchingService,
} from "~/services/matching-service.server";
import { createPaymentProvider, type PaymentProvider } from "~/services/payments/payment-provider.server";
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
  payments: PaymentProvider;
  /** Runs queued and recurring jobs (app/services/jobs) in this process until stopped. */
  jobs: JobWorker;
  /** Stops the background catalog version check and the listening for other processes' changes. */
  stopCatalogPolling: () => Promise<void>;
}

/** How often each process checks whether another one changed the catalog. */
export const CATALOG_POLL_MS = 1000;

/** Opens and migrates the database, seeds the default catalog into an empty one, and builds the search index. */
export async function bootstrap(env: Env, logger: Logger): Promise<Services> {
  const database = await openDatabase(env);
  logger.info({ driver: database.driver, location: database.location }, "database ready");
  try {
    const seeded = await database.withLock("seed", () =>
      seedDefaultCatalog({ db: database.db, dir: env.DEFAULT_CATALOG_DIR }),
    );
    if (seeded) {
      const { duplicatesLeftOut, ...counts } = seeded;
      logger.info(counts, "default vendor catalog imported");
      if (duplicatesLeftOut.length > 0)
        logger.warn(
          { duplicatesLeftOut },
          "default catalog: records whose slug an earlier file has were left out",
        );
    }
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
    const stopPolling = matching.startPolling(CATALOG_POLL_MS);
    // Another process's change is searchable here as soon as it commits, not only at the next check.
    const stopListening = database.listen(CATALOG_CHANNEL, () => matching.checkNow());
    const stopCatalogPolling = async () => {
      stopPolling();
      await stopListening();
    };
    const rateLimiter = createRateLimiter({
      store: createRateLimitStore({ redisUrl: env.REDIS_URL, db: database.db, logger }),
      scale: env.RATE_LIMIT_SCALE,
    });
    const payments = createPaymentProvider(env);
    logPaymentMode(payments, logger);
    registerAppJobs();
    const jobs = createJobWorker({ db: database.db, logger, env, payments });
    jobs.start();
    return { env, logger, database, matching, rateLimiter, payments, jobs, stopCatalogPolling };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** An operator learns at start-up when vendors cannot pay, or unlock leads without paying. */
export function logPaymentMode(payments: PaymentProvider, logger: Logger): void {
  const { mode } = payments;
  if (mode.kind === "off") {
    logger.warn(
      { missing: mode.missing },
      `payments are not configured: set ${mode.missing.join(" and ")} (or PAYMENTS_TEST_MODE=1 for a test deployment); until then the paywall unlocks nothing`,
    );
  } else if (mode.kind === "test" && mode.declared) {
    logger.warn("PAYMENTS_TEST_MODE=1: leads unlock through the labelled test checkout, without payment");
  } else if (mode.kind === "test") {
    logger.info("payments run in test mode: no Stripe keys, so the paywall opens a labelled test checkout");
  }
}
