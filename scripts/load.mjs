// npm run load: measures the production server under load on this machine, in one run, against 127.0.0.1 only.
// Builds if needed, starts the server on a free port with a temporary database, creates stored searches, warms up,
// then runs autocannon against /healthz, home, /form, /results, POST /api/vendor-matches and a mixed run, and prints
// req/s, p50/p99, each figure's ratio to /healthz and every answer that was not 2xx by status. /results rotates
// through STORED_SEARCHES distinct searches, as real traffic opens each search only a few times. Options (also as
// env LOAD_*):
//   --duration=<s>     seconds per run (default 20)          --connections=<n>   connections (default 50)
//   --quick            3 s runs, 1 s warm-up each            --gzip              send Accept-Encoding: gzip
//   --cluster          npm run start:cluster on DATABASE_URL (PostgreSQL; a temporary schema, dropped afterwards)
//   --proxy            the deployment of docs/deploy.md: --processes=N (default 3) `npm start` processes on DATABASE_URL (else
//                      TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a temporary schema) behind
//                      Debian's nginx with deploy/nginx.conf; every run is measured through nginx and then against one
//                      of the processes directly, in the same invocation, each with its ratio to its own /healthz
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ensureBuilt } from "./ensure-build.mjs";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: process.env.LOAD_DURATION ?? "20" },
    connections: { type: "string", default: process.env.LOAD_CONNECTIONS ?? "50" },
    quick: { type: "boolean", default: false },
    gzip: { type: "boolean", default: false },
    cluster: { type: "boolean", default: false },
    proxy: { type: "boolean", default: false },
    processes: { type: "string", default: "3" },
  },
});
const duration = args.quick ? 3 : Number(args.duration);
// Each run is preceded by a warm-up of its own requests at its own connection count: with 5 s at 10 connections,
// all before the first run, the server was still warming up (V8 optimising the render paths) during the first
// seconds of a measured run: /results' per-second p50 fell from ~170–200 ms in the first second to ~110 ms after
// ten (docs/performance.md).
const warmup = args.quick ? 1 : 10;
const connections = Number(args.connections);
if (!Number.isInteger(duration) || duration < 1 || duration > 600)
  fail("--duration must be 1 to 600 seconds");
if (!Number.isInteger(connections) || connections < 1 || connections > 1000)
  fail("--connections must be 1 to 1000");
if (args.cluster && !process.env.DATABASE_URL?.trim()) fail("--cluster needs DATABASE_URL (PostgreSQL)");
const proxyProcesses = args.proxy ? Number(args.processes) : 0;
if (args.proxy && (!Number.isInteger(proxyProcesses) || proxyProcesses < 1 || proxyProcesses > 16))
  fail("--processes must be 1 to 16");
if (proxyProcesses && args.cluster) fail("--proxy and --cluster are two different set-ups: choose one");

/** The load targets on two cores: [minimum req/s, maximum p99 ms]. */
const TARGETS = {
  home: [600, 150],
  form: [600, 150],
  results: [200, 250],
  search: [300, 250],
};

const PROBLEMS = [
  ["We need a CRM to track sales leads and automate follow-up emails", "Retail", ["Email automation"]],
  [
    "Our support team answers customer emails from a shared Gmail inbox and loses track",
    "E-commerce",
    ["Ticketing"],
  ],
  [
    "We run payroll for 40 employees in spreadsheets and file taxes by hand",
    "Manufacturing",
    ["Payroll runs"],
  ],
  [
    "Find accounting software with bank feeds and VAT returns for a small agency",
    "Professional Services",
    [],
  ],
  [
    "We need project management with Gantt charts and time tracking for client work",
    "Agency",
    ["Time tracking"],
  ],
  ["An HR system for onboarding, leave requests and performance reviews", "Healthcare", ["Onboarding"]],
  ["Help desk with a knowledge base and live chat for our SaaS customers", "Software", ["Live chat"]],
  ["Inventory management across two warehouses with barcode scanning", "Logistics", ["Barcode scanning"]],
  ["Marketing automation to send newsletters and score leads from our website", "Education", []],
  ["Open-source self-hosted password manager for a team of 30", "Finance", ["SSO"]],
];
const SIZES = ["1-10", "11-50", "51-200", "201-1000"];
/** Distinct stored searches /results rotates through (a 20 s run opens each a few dozen times at most). */
const STORED_SEARCHES = 120;
const BUDGETS = ["Below €5,000/year", "€5,000–€20,000/year", ""];

function searchBody(i) {
  const [problem, industry, features] = PROBLEMS[i % PROBLEMS.length];
  return JSON.stringify({
    businessProblem: {
      problem: `${problem} (${i % 97})`,
      industry,
      features,
      company_size: SIZES[i % SIZES.length],
      budget_range: BUDGETS[i % BUDGETS.length],
    },
  });
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(base, child, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  fail("the server did not answer /healthz in time");
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

ensureBuilt();
const root = resolve(import.meta.dirname, "..");
const databaseUrl =
  process.env.DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  "postgres://postgres@127.0.0.1:5432/test";
if (proxyProcesses && connections > 64)
  fail("--proxy: at most 64 connections (deploy/nginx.conf caps each client at 64 with limit_conn)");
// What is measured: one server, or nginx in front of N processes and then one of them without nginx.
let targets;
let stop;
let child;
let serverLogs;
let setup;
let stack;
if (proxyProcesses) {
  const { startStack } = await import("./deploy-stack.mjs");
  stack = await startStack({
    count: proxyProcesses,
    databaseUrl,
    label: "load",
    // Every request comes from one client here: its limits are scaled out of the way, not switched off.
    appEnv: { RATE_LIMIT_SCALE: "1000000", LOG_LEVEL: "warn" },
  });
  let stopped = false;
  stop = async () => {
    if (stopped) return;
    stopped = true;
    await stack.close();
  };
  targets = [
    {
      name: "proxy",
      title: `nginx (deploy/nginx.conf) in front of ${proxyProcesses} processes`,
      base: stack.proxy,
    },
    {
      name: "one",
      title: "one of those processes, without nginx",
      base: `http://127.0.0.1:${stack.appPorts[0]}`,
    },
  ];
  serverLogs = stack.apps.map((app) => app.logFile);
  setup = `nginx ${stack.brotli ? "(brotli loaded) " : ""}in front of ${proxyProcesses} npm start processes on PostgreSQL (schema ${stack.schema.name})`;
} else {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-load-"));
  const schema = args.cluster ? `load_${randomBytes(4).toString("hex")}` : "";
  // The server's warnings and errors (JSON lines) are kept, so that a figure such as a run of 503s explains itself.
  const serverLog = join(tmpdir(), `saasmatch-load-${Date.now()}.log`);
  serverLogs = [serverLog];
  // The server runs with the Node options its npm script gives it (package.json: start, start:cluster).
  const npmScript = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts[
    args.cluster ? "start:cluster" : "start"
  ];
  const nodeOptions = npmScript.split(/\s+/).filter((word) => word.startsWith("--"));
  child = spawn(
    process.execPath,
    [...nodeOptions, join(root, "scripts", args.cluster ? "start-cluster.mjs" : "start.mjs")],
    {
      cwd: root,
      stdio: ["ignore", openSync(serverLog, "w"), "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: args.cluster ? process.env.DATABASE_URL : "",
        DATABASE_SCHEMA: schema,
        // Every request comes from one client here: its limits are scaled out of the way, not switched off.
        RATE_LIMIT_SCALE: "1000000",
        MAX_CONNECTIONS_PER_CLIENT: "0",
        LOG_LEVEL: "warn",
      },
    },
  );
  let stopped = false;
  stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  };
  targets = [{ name: "server", title: "", base }];
  setup = args.cluster ? `start:cluster on PostgreSQL (schema ${schema})` : "one process, embedded PGlite";
}
const nodeFlags = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
  .scripts[args.cluster ? "start:cluster" : "start"].split(/\s+/)
  .filter((word) => word.startsWith("--"));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop().finally(() => process.exit(130)));

try {
  if (stack) {
    await stack.startApps();
    await stack.startProxy();
  } else await waitForHealth(targets[0].base, child);
  const base = targets[0].base;
  const headers = args.gzip ? { "accept-encoding": "gzip" } : {};
  const requestIds = [];
  for (let i = 0; i < STORED_SEARCHES; i++) {
    const response = await fetch(`${base}/api/vendor-matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: searchBody(i),
    });
    if (!response.ok) fail(`a search failed with ${response.status}: ${await response.text()}`);
    requestIds.push((await response.json()).requestId);
  }
  const sizes = {};
  for (const [name, path] of [
    ["home", "/"],
    ["form", "/form"],
    ["results", `/results?r=${requestIds[0]}`],
  ]) {
    sizes[name] = (await (await fetch(`${base}${path}`)).arrayBuffer()).byteLength;
  }

  let counter = 0;
  const search = {
    method: "POST",
    path: "/api/vendor-matches",
    headers: { ...headers, "content-type": "application/json" },
    setupRequest: (request) => ({ ...request, body: searchBody(counter++) }),
  };
  const get = (path) => ({ method: "GET", path, headers });
  let nextResults = 0;
  const results = {
    method: "GET",
    headers,
    setupRequest: (request) => ({
      ...request,
      path: `/results?r=${requestIds[nextResults++ % requestIds.length]}`,
    }),
  };
  const runs = [
    { name: "healthz", label: "GET /healthz", requests: [get("/healthz")] },
    { name: "home", label: "GET / (home)", requests: [get("/")] },
    { name: "form", label: "GET /form", requests: [get("/form")] },
    {
      name: "results",
      label: `GET /results?r=<${STORED_SEARCHES} stored searches>`,
      requests: [results],
    },
    { name: "search", label: "POST /api/vendor-matches (varied)", requests: [search] },
    {
      name: "mixed",
      label: "mixed: 4 home, 2 form, 1 results, 1 search",
      requests: [get("/"), get("/form"), get("/"), results, get("/"), get("/form"), get("/"), search],
    },
  ];

  const cannon = (url, requests, seconds, conns) =>
    autocannon({ url, connections: conns, duration: seconds, requests, timeout: 30 });

  console.info(
    `SaaSMatch load test: ${setup}, ` +
      `${connections} connections × ${duration} s per run, each after ${warmup} s of warm-up, ${availableParallelism()} CPUs, ` +
      `node ${[process.version, ...nodeFlags].join(" ")}${args.gzip ? ", Accept-Encoding: gzip" : ""}`,
  );
  console.info(`load average before: ${load()}`);
  let bad = 0;
  for (const target of targets) {
    const figures = {};
    for (const run of runs) {
      await cannon(target.base, run.requests, warmup, connections);
      const r = await cannon(target.base, run.requests, duration, connections);
      figures[run.name] = {
        label: run.label,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        statuses: Object.entries(r.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith("2"))
          .map(([code, { count }]) => `${count}× ${code}`),
        load: load(),
      };
    }

    const healthz = figures.healthz.rps;
    const rows = Object.entries(figures).map(([name, r]) => {
      const goal = TARGETS[name];
      const verdict = goal ? (r.rps >= goal[0] && r.p99 < goal[1] ? "met" : "NOT met") : "";
      return [
        r.label,
        r.rps.toFixed(0),
        String(r.p50),
        String(r.p99),
        (r.rps / healthz).toFixed(2),
        String(r.non2xx + r.errors),
        goal ? `≥${goal[0]}/s, p99<${goal[1]} ms: ${verdict}` : "",
        r.load,
      ];
    });
    const head = [
      "run",
      "req/s",
      "p50 ms",
      "p99 ms",
      "× /healthz",
      "non-2xx+err",
      "target",
      "load avg after",
    ];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) =>
      cells.map((c, i) => (i === 0 || i >= 6 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
    if (target.title) console.info(`\n${target.title} (${target.base}):`);
    console.info(line(head));
    for (const row of rows) console.info(line(row));
    for (const r of Object.values(figures)) {
      const problems = [...r.statuses];
      if (r.errors > 0) problems.push(`${r.errors} errors or timeouts`);
      if (problems.length > 0) console.info(`${r.label}: ${problems.join(", ")}`);
    }
    bad += Object.values(figures).reduce((n, r) => n + r.non2xx + r.errors, 0);
  }
  console.info(
    `HTML bytes (uncompressed): home ${sizes.home}, /form ${sizes.form}, /results ${sizes.results}. load average after: ${load()}`,
  );
  const logged = new Map();
  for (const serverLog of serverLogs) {
    for (const line of readFileSync(serverLog, "utf8").split("\n")) {
      if (!line.trim()) continue;
      let message = line.slice(0, 200);
      try {
        const entry = JSON.parse(line);
        if (typeof entry.level === "number" && entry.level < 40) continue;
        message = [entry.msg, entry.err?.message ?? entry.err?.type].filter(Boolean).join(": ");
      } catch {}
      logged.set(message, (logged.get(message) ?? 0) + 1);
    }
  }
  if (logged.size > 0) {
    console.info(`server warnings and errors (${serverLogs.join(", ")}):`);
    for (const [message, count] of [...logged].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.info(`  ${count}× ${message}`);
    }
  }
  if (bad > 0) process.exitCode = 1;
} finally {
  await stop();
}
