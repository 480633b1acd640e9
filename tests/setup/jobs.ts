import type { AppLoadContext } from "react-router";
import { registerAppJobs } from "~/services/jobs/app-jobs.server";
import { createJobRegistry } from "~/services/jobs/jobs.server";
import { createJobWorker } from "~/services/jobs/worker.server";

/** Runs the queued jobs the server would (its emails, refunds …) until none is due; returns how many ran. */
export async function runQueuedJobs(context: AppLoadContext): Promise<number> {
  const registry = createJobRegistry();
  registerAppJobs(registry);
  const worker = createJobWorker({
    db: context.db,
    logger: context.logger,
    env: context.env,
    payments: context.payments,
    registry,
  });
  let total = 0;
  for (let round = 0, ran = 1; round < 20 && ran > 0; round++) {
    ran = await worker.runOnce();
    total += ran;
  }
  return total;
}
