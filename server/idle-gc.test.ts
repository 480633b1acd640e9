import { describe, expect, it } from "vitest";
import { createIdleGc, youngGenerationFill } from "./idle-gc";

/** Turns run only when the test says so. */
function manualTurns() {
  const queue: Array<() => void> = [];
  return {
    nextTurn: (run: () => void) => void queue.push(run),
    runAll() {
      while (queue.length > 0) queue.shift()?.();
    },
  };
}

describe("createIdleGc", () => {
  it("collects the young generation once the last request in flight has ended", () => {
    const turns = manualTurns();
    const calls: string[] = [];
    const gc = createIdleGc({
      collect: ({ type }) => calls.push(type),
      fill: () => 0.9,
      nextTurn: turns.nextTurn,
    });
    gc.begin();
    gc.begin();
    gc.end();
    turns.runAll();
    expect(calls).toEqual([]);
    gc.end();
    turns.runAll();
    expect(calls).toEqual(["minor"]);
    expect(gc.collections).toBe(1);
  });

  it("does not collect when a request started before its turn came", () => {
    const turns = manualTurns();
    const calls: string[] = [];
    const gc = createIdleGc({
      collect: ({ type }) => calls.push(type),
      fill: () => 0.9,
      nextTurn: turns.nextTurn,
    });
    gc.begin();
    gc.end();
    gc.begin();
    turns.runAll();
    expect(calls).toEqual([]);
  });

  it("leaves a young generation under the threshold alone", () => {
    const turns = manualTurns();
    let fill = 0.2;
    const calls: string[] = [];
    const gc = createIdleGc({
      collect: ({ type }) => calls.push(type),
      fill: () => fill,
      threshold: 0.5,
      nextTurn: turns.nextTurn,
    });
    gc.begin();
    gc.end();
    turns.runAll();
    expect(calls).toEqual([]);
    fill = 0.6;
    gc.begin();
    gc.end();
    turns.runAll();
    expect(calls).toEqual(["minor"]);
  });

  it("does nothing without V8's gc (node started without --expose-gc)", () => {
    const turns = manualTurns();
    const gc = createIdleGc({ collect: undefined, fill: () => 1, nextTurn: turns.nextTurn });
    gc.begin();
    gc.end();
    turns.runAll();
    expect(gc.collections).toBe(0);
  });

  it("reads how full V8's young generation is", () => {
    const fill = youngGenerationFill();
    expect(fill).toBeGreaterThanOrEqual(0);
    expect(fill).toBeLessThanOrEqual(1);
  });
});
