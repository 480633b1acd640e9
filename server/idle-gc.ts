import { getHeapSpaceStatistics } from "node:v8";

/** Share of the young generation in use at which an idle moment collects it. */
export const IDLE_GC_YOUNG_FRACTION = 0.5;

/** How full the young generation is: used bytes over used plus available (V8's new space). */
export function youngGenerationFill(): number {
  const space = getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
  if (!space) return 0;
  const capacity = space.space_used_size + space.space_available_size;
  return capacity > 0 ? space.space_used_size / capacity : 0;
}

export interface IdleGc {
  /** A request started. */
  begin(): void;
  /** A request ended: with none left in flight, the young generation is collected on the next turn if it is full enough. */
  end(): void;
  /** Collections run so far (for tests and diagnostics). */
  readonly collections: number;
}

/**
 * Collects the young generation when no request is in flight rather than in the middle of one. A search allocates
 * several MB (at 100k vendors tens of MB), and a scavenge that falls inside a request copies what that request still
 * holds: at 100k vendors a third of the searches met one, and it was the largest part of their tail. Between requests
 * almost nothing in the young generation is alive, so the same collection is short and no request waits for it.
 * `collect` is V8's `gc` (node --expose-gc); without it this does nothing.
 */
export function createIdleGc({
  collect = (globalThis as { gc?: (options: { type: "minor" }) => void }).gc,
  fill = youngGenerationFill,
  threshold = IDLE_GC_YOUNG_FRACTION,
  nextTurn = (run: () => void) => void setImmediate(run),
}: {
  collect?: (options: { type: "minor" }) => void;
  fill?: () => number;
  threshold?: number;
  nextTurn?: (run: () => void) => void;
} = {}): IdleGc {
  let inFlight = 0;
  let scheduled = false;
  let collections = 0;
  const check = () => {
    scheduled = false;
    if (inFlight > 0 || !collect || fill() < threshold) return;
    collect({ type: "minor" });
    collections++;
  };
  return {
    begin() {
      inFlight++;
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0 || scheduled || !collect) return;
      scheduled = true;
      // After this turn, so the response's last bytes are written first.
      nextTurn(check);
    },
    get collections() {
      return collections;
    },
  };
}
