import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("allows a burst, then refuses with a retry delay, then refills", () => {
    let t = 0;
    const limiter = createRateLimiter({ capacity: 3, refillPerMinute: 60, now: () => t });
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a")].every((r) => r.ok)).toBe(true);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take("b").ok).toBe(true);
    t += 1000;
    expect(limiter.take("a").ok).toBe(true);
  });

  it("forgets the oldest keys beyond maxKeys", () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerMinute: 1, maxKeys: 2, now: () => 0 });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c");
    expect(limiter.take("a").ok).toBe(true);
  });
});
