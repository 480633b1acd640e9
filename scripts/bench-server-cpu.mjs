// CPU a search costs the built server, read from the kernel (Linux /proc) rather than from a CPU profile: a V8
// profile samples only the main thread and counts the wall time between two samples, so on a loaded machine a
// pre-empted moment is charged to whatever native call was running (a file write, a socket write), and the
// compiler and garbage-collector threads are not seen at all.
//
// Like ../shared/bench/relevance.mjs it imports a catalog into a temporary DATA_DIR, starts the server as
// `npm start` does (NODE_ENV=production, the embedded database) and posts each query's businessProblem to
// POST /api/vendor-matches; it then prints, per search, the server's main-thread CPU, its whole process's CPU
// (V8's compiler and GC threads, libuv's pool) and the client's latency.
//
//   node scripts/bench-server-cpu.mjs [--queries FILE] [--catalog FILE] [--rounds 1] [--warm 0] [--warm-queries FILE]
//                                     [--data-dir DIR] [--between idle|spin|alloc]
//
// --rounds: how many times each query is sent while measured (1: every text new to the process, as in the
// benchmark); --warm: rounds sent before measuring, of --warm-queries (default: the measured ones). --data-dir: a DATA_DIR with the catalog already imported (kept).
// --between: what this client does after each answer, before its next search. `idle` (default): nothing. `spin`: 30 ms
// of arithmetic on one core. `alloc`: builds and drops ~200k small objects, as a client that runs its own search in
// between does (relevance.mjs ranks each query with BM25 in its own process); V8's collector then works on this
// client's background threads while the server answers. The server's CPU per search shows it did the same work.
// The rate limit is scaled up (RATE_LIMIT_SCALE) so that repeated rounds are not refused.

import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const benchDir = resolve(root, "..", "shared", "bench");
const queriesFile = resolve(opt("queries", join(benchDir, "queries.real.json")));
const catalogFile = resolve(opt("catalog", join(benchDir, "catalog.json")));
const rounds = Number(opt("rounds", "1"));
const warm = Number(opt("warm", "0"));
const givenDataDir = opt("data-dir", "");
const between = opt("between", "idle");
const BETWEEN = {
  idle: () => {},
  spin: () => {
    const until = performance.now() + 30;
    let x = 0;
    while (performance.now() < until) x += Math.sqrt(x + 1);
    return x;
  },
  alloc: () => {
    const objects = [];
    for (let i = 0; i < 200_000; i++) objects.push({ i, text: `word${i}` });
    return objects.length;
  },
};
if (!(between in BETWEEN)) throw new Error(`--between must be one of ${Object.keys(BETWEEN).join(", ")}`);

const readQueries = (file) => {
  const parsed = JSON.parse(readFileSync(file, "utf8"));
  return Array.isArray(parsed) ? parsed : parsed.queries;
};
const queries = readQueries(queriesFile);
const warmQueries = readQueries(resolve(opt("warm-queries", queriesFile)));
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** utime + stime of a /proc stat line, in ms (the command name may hold spaces: fields count from its ")"). */
function cpuMs(path) {
  const text = readFileSync(path, "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function freePort() {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function search(base, businessProblem) {
  const started = performance.now();
  const response = await fetch(`${base}/api/vendor-matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ businessProblem, apiMethod: "direct" }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status} for a search`);
  return performance.now() - started;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

const dataDir = givenDataDir ? resolve(givenDataDir) : mkdtempSync(join(tmpdir(), "server-cpu-"));
// The import runs in production too, which requires a PUBLIC_URL; the server gets its own below.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  RATE_LIMIT_SCALE: "100",
  PUBLIC_URL: "http://127.0.0.1",
};
delete env.DATABASE_URL;
if (!givenDataDir) {
  const copy = join(dataDir, "catalog.json");
  writeFileSync(copy, readFileSync(catalogFile));
  execFileSync("npm", ["run", "--silent", "catalog:import", "--", copy], { cwd: root, env, stdio: "ignore" });
}
// The flags `npm start` gives node.
const startScript = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start.split(/\s+/);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(startScript[0], startScript.slice(1), {
  cwd: root,
  env: { ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base },
  stdio: "ignore",
});
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("the server exited before answering GET /healthz");
    if (Date.now() > deadline) throw new Error("the server did not answer GET /healthz within 180 s");
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  for (let round = 0; round < warm; round++)
    for (const q of warmQueries) await search(base, q.businessProblem);
  const mainStat = `/proc/${server.pid}/task/${server.pid}/stat`;
  const processStat = `/proc/${server.pid}/stat`;
  const main0 = cpuMs(mainStat);
  const process0 = cpuMs(processStat);
  const latencies = [];
  for (let round = 0; round < rounds; round++)
    for (const q of queries) {
      latencies.push(await search(base, q.businessProblem));
      BETWEEN[between]();
    }
  const mainPerSearch = (cpuMs(mainStat) - main0) / latencies.length;
  const processPerSearch = (cpuMs(processStat) - process0) / latencies.length;
  latencies.sort((a, b) => a - b);
  const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.info(
    `${latencies.length} searches (${rounds} round(s) after ${warm} warm, client ${between} between): CPU per search main thread ` +
      `${mainPerSearch.toFixed(2)} ms, whole process ${processPerSearch.toFixed(2)} ms; latency p50 ` +
      `${percentile(latencies, 50).toFixed(1)} p95 ${percentile(latencies, 95).toFixed(1)} ms; load ${load}`,
  );
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((done) => server.once("exit", done));
    server.kill("SIGTERM");
    await exited;
  }
  if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
}
