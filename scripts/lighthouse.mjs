// npm run lighthouse: Lighthouse 12 (mobile preset) on the built app, served by its own production server on a free
// port with a temporary data directory, driving Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Prints performance / accessibility / best-practices / SEO per page and fails below the targets.
// Options: --json <dir> writes each page's full Lighthouse report there; --runs <n> keeps each page's median run.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt } from "./ensure-build.mjs";

const PAGES = ["/", "/how-it-works", "/blog/ai-driven-software-selection"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const { values: options } = parseArgs({
  options: { json: { type: "string" }, runs: { type: "string", default: "1" } },
});
const runs = Math.max(1, Number.parseInt(options.runs, 10) || 1);

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(origin, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not answer ${origin}/healthz within 120 s`);
}

/**
 * Main-thread CPU of a run from its trace, in thread time: unlike the simulated metrics (which scale wall-clock task
 * durations), it hardly depends on how busy the machine is. `blocking` is what total blocking time would be if the
 * tasks after the first paint took 4× their CPU time (the mobile preset's slowdown) and nothing else.
 */
function mainThreadCpu(trace, observedFcpMs) {
  const events = trace.traceEvents;
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL,
  );
  if (!navigation) return undefined;
  const tasks = events.filter(
    (e) =>
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.name === "RunTask" &&
      e.ph === "X" &&
      e.ts > navigation.ts,
  );
  const cpuMs = (task) => (task.tdur ?? task.dur) / 1000;
  const firstPaint = navigation.ts + observedFcpMs * 1000;
  return {
    total: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
    blocking: tasks
      .filter((task) => task.ts >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, 4 * cpuMs(task) - 50), 0),
  };
}

function median(results) {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)];
}

const entry = ensureBuilt();
const root = resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-lighthouse-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ["--input-type=module", "-e", `const { start } = await import(${JSON.stringify(entry)}); await start();`],
  {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
  },
);

let chrome;
let failed = false;
try {
  await waitForHealth(origin, server);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  // Warm the server (first render compiles templates, fills caches) so the audit measures steady state: the pages,
  // and the resized images they show (the image route converts an image on its first request, then serves it from
  // memory; a fresh server would otherwise make the first run's image, and so its LCP, wait for the conversion).
  const images = new Set();
  for (const path of PAGES) {
    const html = await (await fetch(`${origin}${path}`)).text();
    for (const [url] of html.matchAll(/\/images\/[^"'\s,)]+/g)) images.add(url.replaceAll("&amp;", "&"));
  }
  for (const url of images) await (await fetch(`${origin}${url}`)).arrayBuffer();

  const rows = [];
  /** Per run: the load average when it ended and its main-thread CPU. */
  const machine = new Map();
  /** Per run: its trace, written next to the report with --json. */
  const traces = new Map();
  for (const path of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
        // The default configuration is the mobile preset (Moto G Power emulation, slow 4G throttling).
        undefined,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      const metrics = result.lhr.audits.metrics.details?.items?.[0];
      machine.set(result.lhr, {
        load: loadavg()[0],
        cpu: metrics
          ? mainThreadCpu(result.artifacts.Trace, metrics.observedFirstContentfulPaint)
          : undefined,
      });
      results.push(result.lhr);
      traces.set(result.lhr, result.artifacts.Trace);
    }
    const lhr = median(results);
    if (options.json) {
      mkdirSync(options.json, { recursive: true });
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
      writeFileSync(join(options.json, `${name}.json`), JSON.stringify(lhr, null, 2));
      // The median run's trace too (open in Chrome DevTools' Performance panel, or `node scripts/trace-tasks.mjs`).
      writeFileSync(join(options.json, `${name}.trace.json`), JSON.stringify(traces.get(lhr)));
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    );
    const below = CATEGORIES.filter((id) => scores[id] < TARGETS[id]);
    if (below.length > 0) failed = true;
    rows.push({ path, ...scores, below, ...machine.get(lhr) });
    // Name what costs points, so a regression says where to look.
    for (const id of below) {
      const lost = lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
      console.error(`${path} ${id} ${scores[id]} < ${TARGETS[id]}: ${lost.join(", ")}`);
    }
  }

  const width = Math.max(...PAGES.map((path) => path.length));
  console.info(
    `${"page".padEnd(width)}  performance  accessibility  best-practices  seo   (Lighthouse ${
      (await import("lighthouse/package.json", { with: { type: "json" } })).default.version
    }, mobile, ${runs === 1 ? "1 run" : `median of ${runs} runs`})`,
  );
  for (const row of rows) {
    console.info(
      `${row.path.padEnd(width)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}  ${String(
        row["best-practices"],
      ).padStart(14)}  ${String(row.seo).padStart(3)}   load ${row.load.toFixed(1)}${
        row.cpu
          ? `, main-thread CPU ${Math.round(row.cpu.total)} ms (blocking ×4: ${Math.round(row.cpu.blocking)} ms)`
          : ""
      }${row.below.length ? `   below target: ${row.below.join(", ")}` : ""}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (chrome) await chrome.kill();
  server.kill("SIGTERM");
  await new Promise((done) => (server.exitCode !== null ? done() : server.once("exit", done)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
