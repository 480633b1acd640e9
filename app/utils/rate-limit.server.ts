/** A token bucket per client key, in process memory. */
export interface RateLimiter {
  /** Takes one token for `key`; when none is left, says how long until the next one. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export interface RateLimitOptions {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Tokens added back per minute. */
  refillPerMinute: number;
  /** Keys kept at most; the oldest are dropped beyond it. */
  maxKeys?: number;
  now?: () => number;
}

export function createRateLimiter({
  capacity,
  refillPerMinute,
  maxKeys = 50_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = refillPerMinute / 60_000;
  return {
    take(key) {
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, at: t };
      bucket.tokens = Math.min(capacity, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}
