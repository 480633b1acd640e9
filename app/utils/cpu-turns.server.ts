/**
 * Takes turns at the event loop for CPU-bound steps of concurrent requests (an embedded PGlite query, a page render).
 *
 * Node reads sockets and accepts connections once per turn of its event loop. When the steps of many requests run
 * back to back in one turn (PGlite answers as a microtask, and every render waiting for its data starts in the same
 * turn), that turn lasts as long as all of them together: under load a turn took 1–2 s, the connections that arrived
 * meanwhile were accepted one per turn, and their first request waited 10–20 s (the load test's p99). Here each step waits
 * for a turn of its own, in the order the steps asked, so the server keeps accepting and reading between any two of
 * them and requests are served close to the order they came in.
 */
export interface CpuTurns {
  /** Resolves when it is this caller's turn: at most one caller per turn of the event loop, first come first served. */
  take(): Promise<void>;
  /** Callers waiting for a turn (for tests and diagnostics). */
  readonly waiting: number;
}

/** Kept from load time: a test's fake timers must not stop every database query. */
const immediate = setImmediate;

export function createCpuTurns(nextTurn: (run: () => void) => void = (run) => void immediate(run)): CpuTurns {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const pump = () => {
    queue.shift()?.();
    if (queue.length > 0) nextTurn(pump);
    else scheduled = false;
  };
  return {
    take() {
      return new Promise<void>((resolve) => {
        queue.push(resolve);
        if (!scheduled) {
          scheduled = true;
          nextTurn(pump);
        }
      });
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The process's one queue: the database layer and the page renderer share it, so their steps alternate fairly. */
export const cpuTurns: CpuTurns = createCpuTurns();
