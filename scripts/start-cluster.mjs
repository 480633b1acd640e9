// npm run start:cluster: one server process per core (WEB_CONCURRENCY to choose) on one host, sharing one port
// through plain node:cluster, and one PostgreSQL (DATABASE_URL) for rate limits, jobs and the catalog. The primary
// only forks the workers, starts a new one when one dies, and passes SIGTERM/SIGINT on for a graceful stop; spreading
// connections over hosts and processes is the reverse proxy's job (deploy/nginx.conf, docs/decisions/016).
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { ensureBuilt, serverEntry } from "./ensure-build.mjs";

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
  /** Workers that have listened once. */
  const listened = new Set();
  /** Workers started in place of one that exited: the operator's log says when each is ready. */
  const replacements = new Set();
  cluster.on("listening", (worker) => {
    listened.add(worker.id);
    if (replacements.delete(worker.id)) {
      console.info(
        `a new server process (pid ${worker.process.pid}) is listening in place of the one that exited`,
      );
    }
  });
  const fork = () => cluster.fork();
  const stopWorkers = () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
  };
  cluster.on("exit", (worker, code, signal) => {
    const started = listened.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A worker that exits on its own with an error before it listened is a broken start (bad environment, port
    // taken): the group stops rather than restart it forever. One stopped by a signal (a rolling restart, even while
    // it was still starting) or that crashed after it listened is replaced.
    if (!started && signal === null && code !== 0) {
      console.error(`a server process exited during start-up (code ${code ?? signal}); stopping the cluster`);
      stopping = true;
      process.exitCode = 1;
      stopWorkers();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`a server process exited (code ${code ?? signal}); starting a new one`);
    replacements.delete(worker.id);
    replacements.add(fork().id);
  });
  for (let i = 0; i < count; i++) fork();
  for (const sig of ["SIGTERM", "SIGINT"]) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      // Each worker stops accepting, finishes its in-flight requests (SHUTDOWN_TIMEOUT_MS) and exits.
      stopWorkers();
    });
  }
} else {
  process.env.NODE_ENV ??= "production";
  const { start } = await import(serverEntry);
  await start();
}
