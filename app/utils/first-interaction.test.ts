import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetFirstInteraction, whenFirstInteraction } from "./first-interaction";

// The module only needs window's events: an EventTarget stands for it.
beforeEach(() => vi.stubGlobal("window", new EventTarget()));
afterEach(() => {
  resetFirstInteraction();
  vi.unstubAllGlobals();
});

describe("whenFirstInteraction", () => {
  it("waits for the first interaction, calls each callback once and stops listening", () => {
    const first = vi.fn();
    const second = vi.fn();
    whenFirstInteraction(first);
    whenFirstInteraction(second);
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("keydown"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("calls at once after an interaction, and not after a cancel", () => {
    const cancelled = vi.fn();
    const cancel = whenFirstInteraction(cancelled);
    cancel();
    window.dispatchEvent(new Event("scroll"));
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenFirstInteraction(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
