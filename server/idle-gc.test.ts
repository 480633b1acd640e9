import { describe, expect, it } from "vitest";
import { createIdleGc, youngGenerationFill } from "./idle-gc";

/**
 * An idle GC whose turns run only when the test says so (`runTurns`), with the collections it asked for (`calls`);
 * the young generation 90% full unless `options` say otherwise.
 */
function setup(options: Partial<Parameters<typeof createIdleGc>[0]> = {}) {
  const queue: Array<() => void> = [];
  const calls: string[] = [];
  const gc = createIdleGc({
    collect: ({ type }) => calls.push(type),
    fill: () => 0.9,
    nextTurn: (run) => void queue.push(run),
    ...options,
  });
  const runTurns = () => {
    while (queue.length > 0) queue.shift()?.();
  };
  return { gc, calls, runTurns };
}

describe("createIdleGc", () => {
  it("collects the young generation once the last request in flight has ended", () => {
    const { gc, calls, runTurns } = setup();
    gc.begin();
    gc.begin();
    gc.end();
    runTurns();
    expect(calls).toEqual([]);
    gc.end();
    runTurns();
    expect(calls).toEqual(["minor"]);
    expect(gc.collections).toBe(1);
  });

  it("does not collect when a request started before its turn came", () => {
    const { gc, calls, runTurns } = setup();
    gc.begin();
    gc.end();
    gc.begin();
    runTurns();
    expect(calls).toEqual([]);
  });

  it("leaves a young generation under the threshold alone", () => {
    let fill = 0.2;
    const { gc, calls, runTurns } = setup({ fill: () => fill, threshold: 0.5 });
    gc.begin();
    gc.end();
    runTurns();
    expect(calls).toEqual([]);
    fill = 0.6;
    gc.begin();
    gc.end();
    runTurns();
    expect(calls).toEqual(["minor"]);
  });

  it("does nothing without V8's gc (node started without --expose-gc)", () => {
    const { gc, runTurns } = setup({ collect: undefined, fill: () => 1 });
    gc.begin();
    gc.end();
    runTurns();
    expect(gc.collections).toBe(0);
  });

  it("reads how full V8's young generation is", () => {
    const fill = youngGenerationFill();
    expect(fill).toBeGreaterThanOrEqual(0);
    expect(fill).toBeLessThanOrEqual(1);
  });
});
