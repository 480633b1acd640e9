import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createCpuTurns } from "./cpu-turns.server";

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

describe("createCpuTurns", () => {
  it("grants one turn per call of nextTurn, first come first served", async () => {
    const pending: Array<() => void> = [];
    const turns = createCpuTurns((run) => pending.push(run));
    const order: string[] = [];
    const a = turns.take().then(() => order.push("a"));
    const b = turns.take().then(() => order.push("b"));
    const c = turns.take().then(() => order.push("c"));
    expect(turns.waiting).toBe(3);
    expect(pending).toHaveLength(1);

    pending.shift()!();
    await a;
    expect(order).toEqual(["a"]);
    expect(turns.waiting).toBe(2);

    pending.shift()!();
    pending.shift()!();
    await Promise.all([b, c]);
    expect(order).toEqual(["a", "b", "c"]);
    expect(pending).toHaveLength(0);
    expect(turns.waiting).toBe(0);
  });

  it("schedules again when a caller arrives after the queue ran empty", async () => {
    const pending: Array<() => void> = [];
    const turns = createCpuTurns((run) => pending.push(run));
    const first = turns.take();
    pending.shift()!();
    await first;
    const second = turns.take();
    expect(pending).toHaveLength(1);
    pending.shift()!();
    await expect(second).resolves.toBeUndefined();
  });

  it("lets timers run between the queued steps of a burst", async () => {
    const turns = createCpuTurns();
    const order: string[] = [];
    setTimeout(() => order.push("timer"), 0);
    await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        await turns.take();
        busy(5);
        order.push(`step ${n}`);
      }),
    );
    expect(order.indexOf("timer")).toBeGreaterThan(-1);
    expect(order.indexOf("timer")).toBeLessThan(order.indexOf("step 5"));
  });

  // Regression: with 50 connections, each request's steps ran back to back in one turn of the event loop
  // and a connection opened meanwhile was accepted only after the whole burst; its first request waited 10-20 s.
  it("accepts a new connection while a burst of busy steps is queued", async () => {
    const turns = createCpuTurns();
    const server = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      let stepsDone = 0;
      const burst = Array.from({ length: 40 }, async () => {
        await turns.take();
        busy(10);
        stepsDone++;
      });
      const answeredAfter = await new Promise<number>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/" }, (res) => {
          res.resume();
          res.on("end", () => resolve(stepsDone));
        })
          .on("error", reject)
          .end();
      });
      await Promise.all(burst);
      // Without turns all 40 steps (400 ms) would run before the server even read the request.
      expect(answeredAfter).toBeLessThan(20);
    } finally {
      server.close();
    }
  });
});
