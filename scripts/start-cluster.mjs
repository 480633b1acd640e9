// npm run start:cluster: one server process per core (WEB_CONCURRENCY to choose), sharing one port through
// node:cluster and one PostgreSQL (DATABASE_URL). Rate limits, jobs and the catalog are shared through it.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { ensureBuilt, serverEntry } from "./ensure-build.mjs";

/** A worker that dies within this long of starting is not restarted again and again. */
const MIN_UPTIME_MS = 5_000;

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
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (uptime < MIN_UPTIME_MS) {
      console.error(`a server process exited during start-up (code ${code ?? signal}); stopping the cluster`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
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
      // Each worker finishes its in-flight requests (SHUTDOWN_TIMEOUT_MS) and exits.
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    });
  }
} else {
  process.env.NODE_ENV ??= "production";
  const { start } = await import(serverEntry);
  await start();
}
