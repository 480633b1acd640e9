// npm run start:cluster: one server process per core (WEB_CONCURRENCY to choose), sharing one port and one
// PostgreSQL (DATABASE_URL). Rate limits, jobs and the catalog are shared through it. The primary accepts the
// connections and hands each to the worker with the fewest open ones (cluster-balancer.mjs).
import cluster from "node:cluster";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import { CLUSTER_MESSAGES, createBalancer } from "./cluster-balancer.mjs";
import { ensureBuilt, serverEntry } from "./ensure-build.mjs";

/** A worker that dies within this long of starting is not restarted again and again. */
const MIN_UPTIME_MS = 5_000;
/**
 * While no worker is ready (the only one stopped or died and its replacement is still starting), new connections
 * wait in the primary for this long, at most this many of them, instead of being closed.
 */
const WAIT_FOR_WORKER_MS = 30_000;
const MAX_WAITING_CONNECTIONS = 1_000;

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL?.trim()) {
    console.error(
      "start:cluster needs DATABASE_URL (PostgreSQL): the embedded database serves one process only. Use npm start without it.",
    );
    process.exit(1);
  }
  const raw = process.env.WEB_CONCURRENCY?.trim();
  const count = raw ? Number(raw) : availableParallelism();
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`Invalid environment: WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${raw}")`);
    process.exit(1);
  }
  try {
    ensureBuilt();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  let stopping = false;
  const startedAt = new Map();
  const balancer = createBalancer();
  /** The public listener, opened once the first worker has started (its environment is valid then). */
  let listener = null;
  /** Connections waiting for a ready worker, oldest first: id -> { socket, timer }. */
  const waiting = new Map();
  const stopWorkers = () => {
    listener?.close();
    for (const [id, { socket, timer }] of waiting) {
      waiting.delete(id);
      clearTimeout(timer);
      socket.destroy();
    }
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
  };
  /** Connections handed to a worker that has not confirmed yet: id -> { socket, workerId }. */
  const handedOver = new Map();
  let nextConnectionId = 0;
  const wait = (socket, id) => {
    if (stopping || waiting.size >= MAX_WAITING_CONNECTIONS) {
      socket.destroy();
      return;
    }
    const timer = setTimeout(() => {
      waiting.delete(id);
      socket.destroy();
    }, WAIT_FOR_WORKER_MS);
    timer.unref();
    waiting.set(id, { socket, timer });
  };
  /** A worker became ready: the waiting connections go to the ready workers, oldest first. */
  const handOverWaiting = () => {
    // A snapshot: a connection that has to wait again goes back into the (new) queue, not into this loop.
    const queued = [...waiting];
    waiting.clear();
    for (const [id, { socket, timer }] of queued) {
      clearTimeout(timer);
      if (!socket.destroyed) handOver(socket, id);
    }
  };
  const handOver = (socket, id) => {
    const workerId = balancer.pick();
    if (workerId === undefined) {
      wait(socket, id);
      return;
    }
    const worker = cluster.workers?.[workerId];
    if (!worker) {
      // Disconnected, its exit not seen yet: it takes no more connections; the next ready worker does.
      balancer.remove(workerId);
      handOver(socket, id);
      return;
    }
    handedOver.set(id, { socket, workerId });
    // keepOpen: the primary closes its copy once the worker confirms (`adopted`); if the worker dies first, the
    // connection goes to another one (the way node:cluster's own scheduling keeps a handle until it is accepted).
    worker.send({ type: CLUSTER_MESSAGES.connection, id }, socket, { keepOpen: true }, (error) => {
      if (!error) return;
      handedOver.delete(id);
      balancer.release(workerId);
      socket.destroy();
    });
  };
  /** Takes back a connection its worker did not adopt: to another worker, or closed when the cluster is stopping. */
  const reassign = (id) => {
    const handed = handedOver.get(id);
    if (!handed) return;
    handedOver.delete(id);
    if (stopping) handed.socket.destroy();
    else handOver(handed.socket, id);
  };
  const listen = (port, host) => {
    listener = createServer({ pauseOnConnect: true }, (socket) => {
      // Nothing is read here: the worker reads the request. A reset before the hand-over must not stop the primary.
      socket.on("error", () => socket.destroy());
      handOver(socket, nextConnectionId++);
    });
    listener.on("error", (error) => {
      console.error(`could not listen on ${host}:${port}: ${error.message}`);
      stopping = true;
      process.exitCode = 1;
      stopWorkers();
    });
    listener.listen(port, host);
  };
  /** Workers that said they are stopping (SIGTERM to one worker, e.g. a rolling restart): not a failed start. */
  const stoppingWorkers = new Set();
  cluster.on("message", (worker, message) => {
    if (message === CLUSTER_MESSAGES.closed) balancer.release(worker.id);
    else if (message === CLUSTER_MESSAGES.stopping) {
      stoppingWorkers.add(worker.id);
      balancer.remove(worker.id);
    } else if (message?.type === CLUSTER_MESSAGES.adopted) {
      // The worker holds the connection now; the primary's copy of the descriptor is closed, not the connection.
      handedOver.get(message.id)?.socket.destroy();
      handedOver.delete(message.id);
    } else if (message?.type === CLUSTER_MESSAGES.declined) reassign(message.id);
    else if (message?.type === CLUSTER_MESSAGES.ready && !stopping) {
      balancer.add(worker.id);
      if (!listener) listen(message.port, message.host);
      handOverWaiting();
    }
  });
  const fork = () => startedAt.set(cluster.fork({ SAASMATCH_ADOPT_CONNECTIONS: "1" }).id, Date.now());
  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    balancer.remove(worker.id);
    for (const [id, handed] of handedOver) if (handed.workerId === worker.id) reassign(id);
    const uptime = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const stoppedOnItsOwn = stoppingWorkers.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (uptime < MIN_UPTIME_MS && !stoppedOnItsOwn) {
      console.error(`a server process exited during start-up (code ${code ?? signal}); stopping the cluster`);
      stopping = true;
      stopWorkers();
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`a server process exited (code ${code ?? signal}); starting a new one`);
    fork();
  });
  for (const sig of ["SIGTERM", "SIGINT"]) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      // No new connections; each worker finishes its in-flight requests (SHUTDOWN_TIMEOUT_MS) and exits.
      stopWorkers();
    });
  }
} else {
  process.env.NODE_ENV ??= "production";
  const { start } = await import(serverEntry);
  await start();
}
