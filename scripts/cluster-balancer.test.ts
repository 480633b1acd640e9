import { describe, expect, it } from "vitest";
import { createBalancer } from "./cluster-balancer.mjs";

describe("cluster balancer (least connections)", () => {
  it("splits a burst of connections evenly, the oldest worker first on a tie", () => {
    const balancer = createBalancer();
    balancer.add(1);
    balancer.add(2);
    const picks = Array.from({ length: 50 }, () => balancer.pick());
    expect(picks.slice(0, 4)).toEqual([1, 2, 1, 2]);
    expect(balancer.counts()).toEqual({ 1: 25, 2: 25 });
  });

  it("sends new connections to the worker whose connections closed", () => {
    const balancer = createBalancer();
    balancer.add(1);
    balancer.add(2);
    for (let i = 0; i < 10; i++) balancer.pick();
    for (let i = 0; i < 4; i++) balancer.release(2);
    expect([balancer.pick(), balancer.pick(), balancer.pick(), balancer.pick()]).toEqual([2, 2, 2, 2]);
    expect(balancer.pick()).toBe(1);
  });

  it("gives nothing to a removed worker and a place to a new one, and never counts below zero", () => {
    const balancer = createBalancer();
    expect(balancer.pick()).toBeUndefined();
    balancer.add(1);
    balancer.add(2);
    balancer.pick();
    balancer.pick();
    balancer.remove(1);
    balancer.add(3);
    expect(balancer.pick()).toBe(3);
    balancer.release(3);
    balancer.release(3);
    balancer.release(7);
    expect(balancer.counts()).toEqual({ 2: 1, 3: 0 });
  });
});
