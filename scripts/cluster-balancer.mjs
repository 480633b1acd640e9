// Least-connections distribution of new connections among cluster workers (scripts/start-cluster.mjs).
//
// Node's own cluster scheduling hands each new connection to whichever worker acknowledged its previous one first,
// so a burst of kept-alive connections (a reverse proxy's pool, a load test) ends up split unevenly, e.g. 31 and 19
// of 50, and stays that way; the worker with more connections answers each of them more slowly
// (docs/performance.md). The primary therefore accepts connections itself and gives each to the worker with the
// fewest open ones, oldest worker first on a tie.

/**
 * Message types between the primary and its workers: `connection` (with a socket and its id) to a worker; back,
 * `adopted` (the id: the primary may close its copy), `declined` (the id: the worker is stopping, the primary gives
 * the connection to another one), `closed`, `ready` (with the port and host to serve) and `stopping` (the worker
 * finishes its requests and exits: it gets no new connection).
 */
export const CLUSTER_MESSAGES = Object.freeze({
  connection: "saasmatch:connection",
  adopted: "saasmatch:adopted",
  declined: "saasmatch:declined",
  closed: "saasmatch:closed",
  ready: "saasmatch:ready",
  stopping: "saasmatch:stopping",
});

export function createBalancer() {
  /** Worker id -> open connections, in the order the workers became ready. */
  const open = new Map();
  return {
    /** A worker is ready to take connections. */
    add(id) {
      if (!open.has(id)) open.set(id, 0);
    },
    /** A worker stopped or died: it gets no more connections. */
    remove(id) {
      open.delete(id);
    },
    /** The worker for a new connection (counted as open), or undefined when none is ready. */
    pick() {
      let best;
      let fewest = Number.POSITIVE_INFINITY;
      for (const [id, count] of open) {
        if (count < fewest) {
          best = id;
          fewest = count;
        }
      }
      if (best !== undefined) open.set(best, fewest + 1);
      return best;
    },
    /** A connection of this worker closed (or could not be handed to it). */
    release(id) {
      const count = open.get(id);
      if (count !== undefined) open.set(id, Math.max(0, count - 1));
    },
    /** Open connections per ready worker. */
    counts() {
      return Object.fromEntries(open);
    },
  };
}
