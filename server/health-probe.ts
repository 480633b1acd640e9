import { withTimeout } from "~/utils/with-timeout";

/**
 * The database check behind GET /healthz. Under load, hundreds of health checks a second each queueing their own
 * ping behind real queries would time out and report a busy but healthy process as down. Concurrent checks
 * share one ping in flight, and a result is reused for `maxAgeMs`, so a check costs at most one query per
 * interval whatever the traffic.
 */
export function createHealthProbe({
  ping,
  timeoutMs,
  maxAgeMs,
  now = () => Date.now(),
}: {
  ping: () => Promise<void>;
  timeoutMs: number;
  maxAgeMs: number;
  now?: () => number;
}): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let lastSuccessAt: number | null = null;
  return () => {
    if (lastSuccessAt !== null && now() - lastSuccessAt < maxAgeMs) return Promise.resolve();
    if (!inFlight) {
      const started = now();
      inFlight = withTimeout(ping(), timeoutMs, "database").then(
        () => {
          lastSuccessAt = started;
          inFlight = null;
        },
        (error: unknown) => {
          lastSuccessAt = null;
          inFlight = null;
          throw error;
        },
      );
    }
    return inFlight;
  };
}
