import { describe, expect, it } from "vitest";
import { createHealthProbe } from "./health-probe";

function controlledPing() {
  const calls: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { ping, calls };
}

describe("createHealthProbe", () => {
  it("lets concurrent checks share one ping", async () => {
    const { ping, calls } = controlledPing();
    const probe = createHealthProbe({ ping, timeoutMs: 1000, maxAgeMs: 0 });
    const checks = Array.from({ length: 50 }, () => probe());
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await Promise.all(checks);
  });

  it("reuses a result for maxAgeMs, then pings again", async () => {
    let t = 0;
    const { ping, calls } = controlledPing();
    const probe = createHealthProbe({ ping, timeoutMs: 1000, maxAgeMs: 1000, now: () => t });
    const first = probe();
    calls[0]!.resolve();
    await first;
    t = 999;
    await probe();
    expect(calls).toHaveLength(1);
    t = 1000;
    const second = probe();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await second;
  });

  it("reports a failed ping to every waiting check, never reuses it, and recovers at the next check", async () => {
    const { ping, calls } = controlledPing();
    const probe = createHealthProbe({ ping, timeoutMs: 1000, maxAgeMs: 1000, now: () => 0 });
    const a = probe();
    const b = probe();
    calls[0]!.reject(new Error("connection refused"));
    await expect(a).rejects.toThrow("connection refused");
    await expect(b).rejects.toThrow("connection refused");
    const c = probe();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await expect(c).resolves.toBeUndefined();
  });

  it("fails a ping that does not answer in time", async () => {
    const probe = createHealthProbe({ ping: () => new Promise(() => {}), timeoutMs: 20, maxAgeMs: 0 });
    await expect(probe()).rejects.toThrow("did not answer within 20 ms");
  });
});
