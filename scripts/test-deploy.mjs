// npm run test:deploy: the deployment of docs/deploy.md, tried for real on this machine (CI runs it: .ci/run).
// PostgreSQL (a fresh schema on DEPLOY_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
// three `npm start` processes on three ports, and Debian's nginx with deploy/nginx.conf in front of them. It checks:
//   1. the hashed static assets come from nginx (immutable caching, precompressed gzip/brotli, no app log line);
//   2. mixed GET traffic (autocannon, at least 20 s) while each process in turn is stopped with SIGTERM and started
//      again (a rolling restart): zero failed requests, zero 5xx, every answer 2xx;
//   3. one client's rate limit is shared by the three processes (the searches allowed through the proxy, spread over
//      the processes, add up to the one limit, then 429);
//   4. a vendor profile published through one process is found through the proxy within 2 s.
// It prints requests, errors, p99 and req/s through the proxy and against the same processes without it, and exits 1
// with every failed point listed. Options (env): DEPLOY_TRAFFIC_SECONDS (minimum traffic, default 20),
// DEPLOY_CONNECTIONS (default 24), DEPLOY_KEEP=1 keeps the temporary directory with the logs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { root, sleep, startStack, upstreamFailTimeoutMs, waitFor200 } from "./deploy-stack.mjs";
import { ensureBuilt } from "./ensure-build.mjs";

const databaseUrl =
  process.env.DEPLOY_DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  "postgres://postgres@127.0.0.1:5432/test";
const TRAFFIC_SECONDS = Number(process.env.DEPLOY_TRAFFIC_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.DEPLOY_CONNECTIONS ?? 24);
/** RATE_LIMIT_SCALE of the processes: 120 searches a minute per client become 6. */
const RATE_LIMIT_SCALE = 0.05;
const SEARCH_LIMIT = Math.max(1, Math.floor(120 * RATE_LIMIT_SCALE));

const started = Date.now();
const failures = [];
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (message) => console.info(`[${elapsed()}] ${message}`);
function check(ok, message) {
  if (ok) say(`ok: ${message}`);
  else {
    failures.push(message);
    console.error(`[${elapsed()}] FAILED: ${message}`);
  }
  return ok;
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Lines of nginx's access log (the test's `timed` format) answered 2xx by the app process on `port`. */
function proxiedBy(logText, port) {
  return logText.split("\n").filter((line) => {
    const m = / (\d{3}) \d+ upstream=(\S+(?:, \S+)*) upstream_status=/.exec(line);
    if (!m?.[1].startsWith("2")) return false;
    const last = m[2].split(", ").at(-1);
    return last === `127.0.0.1:${port}`;
  }).length;
}

/** One HTTP request from `localAddress` (any 127.x.y.z: each is its own client to nginx and the app). */
function send({ port, path, method = "GET", body, headers = {}, localAddress = "127.0.0.1" }) {
  return new Promise((resolveResponse, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        localAddress,
        agent: false,
        headers: body
          ? { "content-length": Buffer.byteLength(body), "content-type": "application/json", ...headers }
          : headers,
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolveResponse({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${method} ${path} within 30 s`)));
    req.end(body);
  });
}

function searchBody(problem, industry = "Professional Services") {
  return JSON.stringify({
    businessProblem: {
      problem,
      industry,
      features: [],
      timeline: "",
      company_size: "",
      budget_range: "",
      deployment_model: [],
      region_focus: "",
      buyer_role: "",
    },
    apiMethod: "direct",
  });
}

/** The app process whose log holds the request id, as its 1-based number, or 0. */
function servedBy(stack, requestId) {
  return (
    stack.apps.findIndex((app) => readFileSync(app.logFile, "utf8").includes(`"reqId":"${requestId}"`)) + 1
  );
}

/** Lines of the app logs about /assets/ requests. */
function assetLogLines(stack) {
  return stack.apps.flatMap((app) =>
    readFileSync(app.logFile, "utf8")
      .split("\n")
      .filter((line) => line.includes('"path":"/assets/')),
  );
}

function summary(name, results) {
  const list = Array.isArray(results) ? results : [results];
  const requests = list.reduce((n, r) => n + r.requests.total, 0);
  const errors = list.reduce((n, r) => n + r.errors + r.timeouts, 0);
  const non2xx = list.reduce((n, r) => n + r.non2xx, 0);
  const status5xx = list.reduce((n, r) => n + r["5xx"], 0);
  const seconds = Math.max(...list.map((r) => r.duration));
  const rps = requests / seconds;
  const p99 = Math.max(...list.map((r) => r.latency.p99));
  const statuses = {};
  for (const r of list) {
    for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + count;
  }
  return { name, requests, errors, non2xx, status5xx, seconds, rps, p99, statuses };
}

function printFigures(rows) {
  const head = ["run", "requests", "errors", "non-2xx", "5xx", "seconds", "req/s", "p99 ms", "statuses"];
  const cells = rows.map((r) => [
    r.name,
    String(r.requests),
    String(r.errors),
    String(r.non2xx),
    String(r.status5xx),
    r.seconds.toFixed(1),
    r.rps.toFixed(0),
    String(r.p99),
    Object.entries(r.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(" "),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c.map((v, i) => (i === 0 || i === 8 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.info(line(head));
  for (const c of cells) console.info(line(c));
}

if (!Number.isFinite(TRAFFIC_SECONDS) || TRAFFIC_SECONDS < 5)
  throw new Error("DEPLOY_TRAFFIC_SECONDS must be ≥ 5");
ensureBuilt();
// The build's .gz/.br copies of the hashed assets, as the container image and docs/deploy.md make them.
await import("./precompress-assets.mjs");

say(
  `PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, "//…@")}, ${availableParallelism()} CPUs, load average ${load()}`,
);
const stack = await startStack({
  count: 3,
  databaseUrl,
  label: "deploy",
  appEnv: {
    RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
    // Debug: an /assets/ request the app served would be logged (at debug), so its absence means nginx served it.
    LOG_LEVEL: "debug",
  },
});
let passed = false;
try {
  say(
    `schema ${stack.schema.name}, app processes on ${stack.appPorts.join(", ")}, nginx on ${stack.proxyPort} ` +
      `(brotli modules ${stack.brotli ? "loaded" : "not installed: gzip only"}), files in ${stack.dir}`,
  );
  await stack.startApps();
  say("three app processes answer /healthz");
  await stack.startProxy();
  say("nginx answers /healthz through the upstream");

  // 1. Static assets from nginx.
  const assetsDir = join(root, "build", "client", "assets");
  const assetFiles = readdirSync(assetsDir).filter((f) => /\.(js|css)$/.test(f));
  const entry = assetFiles.find((f) => f.startsWith("entry.client-")) ?? assetFiles[0];
  const css = assetFiles.find((f) => f.endsWith(".css"));
  const assetPaths = [entry, css].filter(Boolean).map((f) => `/assets/${f}`);
  for (const path of assetPaths) {
    const plain = await send({ port: stack.proxyPort, path });
    const file = readFileSync(join(assetsDir, path.slice("/assets/".length)));
    check(
      plain.status === 200 && plain.body.equals(file),
      `GET ${path} through nginx: ${plain.status}, the file's ${file.length} bytes`,
    );
    check(
      plain.headers["cache-control"] === "public, max-age=31536000, immutable" &&
        !plain.headers["x-request-id"],
      `${path}: Cache-Control "${plain.headers["cache-control"]}", no X-Request-Id (the app sets one on every answer)`,
    );
    const gz = await send({ port: stack.proxyPort, path, headers: { "accept-encoding": "gzip" } });
    const gzFile = existsSync(join(assetsDir, `${path.slice(8)}.gz`));
    check(
      gz.status === 200 &&
        gz.headers["content-encoding"] === "gzip" &&
        (!gzFile || gz.body.length === readFileSync(join(assetsDir, `${path.slice(8)}.gz`)).length),
      `${path} with Accept-Encoding gzip: Content-Encoding ${gz.headers["content-encoding"]}, ${gz.body.length} bytes${gzFile ? " (the build's .gz copy)" : ""}`,
    );
    if (stack.brotli) {
      const br = await send({ port: stack.proxyPort, path, headers: { "accept-encoding": "br, gzip" } });
      check(
        br.status === 200 && br.headers["content-encoding"] === "br",
        `${path} with Accept-Encoding br: Content-Encoding ${br.headers["content-encoding"]}, ${br.body.length} bytes`,
      );
    }
  }
  const page = await send({ port: stack.proxyPort, path: "/", headers: { "accept-encoding": "br, gzip" } });
  check(
    page.status === 200 && Boolean(page.headers["x-request-id"]),
    `GET / through nginx: ${page.status} from an app process (X-Request-Id), Content-Encoding ${page.headers["content-encoding"] ?? "none"}`,
  );

  // Stored searches for /results in the traffic: each from its own client address (the limit is per client).
  const requestIds = [];
  for (let i = 0; i < 3; i++) {
    const r = await send({
      port: stack.proxyPort,
      path: "/api/vendor-matches",
      method: "POST",
      localAddress: `127.0.8.${i + 1}`,
      body: searchBody(
        ["We need a CRM to track sales leads", "A help desk for customer emails", "Payroll for 40 employees"][
          i
        ],
      ),
    });
    if (r.status !== 200) throw new Error(`a search through nginx answered ${r.status}: ${r.body}`);
    requestIds.push(JSON.parse(String(r.body)).requestId);
  }
  const mixed = [
    "/",
    "/healthz",
    "/form",
    ...assetPaths,
    `/results?r=${requestIds[0]}`,
    "/how-it-works",
    "/",
    `/results?r=${requestIds[1]}`,
    "/for-sellers",
    `/results?r=${requestIds[2]}`,
  ];
  for (const path of mixed) {
    const r = await send({ port: stack.proxyPort, path });
    if (r.status !== 200)
      throw new Error(`GET ${path} through nginx answered ${r.status}: the traffic mix must be all 200`);
  }
  // Each asset answer is counted, and whether it came from an app process (the app sets X-Request-Id on every
  // answer; nginx's own files have none). autocannon pairs answers with requests by their order on a connection: when
  // a connection ends with a request unanswered (a process stopping), the next answers on that client are paired with
  // the request before them, so a page's answer can arrive as an "asset" answer (seen in CI: 101 of 2,771, none of
  // them in the app logs). An answer is an asset's only when its Content-Type is the asset's (JavaScript or CSS);
  // the others are counted as mispaired, not as assets.
  const assetAnswers = { total: 0, fromApp: 0, mispaired: 0 };
  const countAsset = (_status, _body, _context, headers) => {
    const header = (name) =>
      Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? "";
    if (!/^(?:text\/css|(?:text|application)\/javascript)\b/.test(String(header("content-type")))) {
      assetAnswers.mispaired++;
      return;
    }
    assetAnswers.total++;
    if (header("x-request-id")) assetAnswers.fromApp++;
  };
  const requests = mixed.map((path) =>
    path.startsWith("/assets/") ? { method: "GET", path, onResponse: countAsset } : { method: "GET", path },
  );
  // nginx closes a client's connection after 1,000 requests (keepalive_requests) and the app after 1,000 too; autocannon
  // writes its next request as soon as an answer completes, so on a connection the server is closing that request is
  // lost: an error (EPIPE), and every later answer of that client is paired with the request before it. A browser
  // reads "Connection: close" and does not do that. autocannon opens a new connection itself after 400 requests
  // (reconnectRate), before either limit.
  const cannon = (url, connections, duration) =>
    autocannon({ url, connections, duration, requests, timeout: 20, reconnectRate: 400 });

  // Figures: through nginx, then the same three processes without it (one autocannon per process, the same
  // connections in all), each after a short warm-up.
  const measureSeconds = 5;
  await cannon(stack.proxy, CONNECTIONS, 2);
  const viaProxy = summary(
    "through nginx (3 processes)",
    await cannon(stack.proxy, CONNECTIONS, measureSeconds),
  );

  // 2. Rolling restart under traffic.
  say(
    `mixed GET traffic through nginx (${CONNECTIONS} connections) during a rolling restart of the three processes`,
  );
  const traffic = cannon(stack.proxy, CONNECTIONS, 600);
  const trafficStarted = Date.now();
  const restarts = [];
  // The documented procedure (docs/deploy.md): stop a process, start it, wait until it answers /healthz, then wait
  // nginx's fail_timeout (+2 s) so that nginx has taken it back before the next one stops. Without that wait, a
  // process that restarts slowly is still marked down in nginx when the next one stops, and nginx finds no live
  // upstream (seen in CI at load average 6: 18,945 502s in 10 s).
  const failTimeoutMs = upstreamFailTimeoutMs();
  await sleep(2000);
  for (const [i, app] of stack.apps.entries()) {
    const stopAt = Date.now();
    const code = await app.stop("SIGTERM", 30_000);
    const stoppedMs = Date.now() - stopAt;
    app.start();
    await waitFor200(`http://127.0.0.1:${app.port}/healthz`, {
      isDead: () => !app.running(),
      what: `app process ${i + 1}`,
    });
    const answeringMs = Date.now() - stopAt;
    // nginx retries a marked-down process on the first request more than fail_timeout after its last failure,
    // counted in whole seconds: up to fail_timeout + 2 s after the process answers again. The procedure waits that
    // long; the check also sees the restarted process answer through nginx (the log line is written when the
    // answer completes, so it may come a little later).
    const healthyAt = Date.now();
    const logOffset = statSync(stack.accessLog).size;
    const servedSinceHealthy = () =>
      proxiedBy(readFileSync(stack.accessLog).subarray(logOffset).toString("utf8"), app.port);
    let servedSince = 0;
    while (Date.now() - healthyAt < failTimeoutMs + 4000) {
      servedSince = servedSinceHealthy();
      if (servedSince > 0) break;
      await sleep(250);
    }
    const backMs = Date.now() - healthyAt;
    const rest = failTimeoutMs + 2000 - backMs;
    if (rest > 0) await sleep(rest);
    restarts.push({ process: i + 1, code, stoppedMs, downMs: answeringMs });
    check(
      code === 0,
      `process ${i + 1}: SIGTERM → exit ${code} after ${stoppedMs} ms, answering again ${answeringMs} ms after the signal`,
    );
    check(
      servedSince > 0,
      servedSince > 0
        ? `process ${i + 1}: answering through nginx again ${backMs} ms after it answered /healthz (fail_timeout ${failTimeoutMs} ms)`
        : `process ${i + 1}: no request through nginx within ${backMs} ms of answering /healthz (fail_timeout ${failTimeoutMs} ms)`,
    );
  }
  const remaining = TRAFFIC_SECONDS * 1000 - (Date.now() - trafficStarted);
  if (remaining > 0) await sleep(remaining);
  traffic.stop();
  const rolling = summary("through nginx, rolling restart", await traffic);

  // 1 (end). Every asset request so far went through nginx: none answered by an app process, no app log line.
  const assetLines = assetLogLines(stack);
  check(
    assetLines.length === 0 && assetAnswers.fromApp === 0 && assetAnswers.total > 100,
    `${assetAnswers.total} asset answers through nginx: ${assetAnswers.fromApp} from an app process, ` +
      `${assetAnswers.mispaired} answers to other requests paired with asset requests by autocannon, ` +
      `${assetLines.length} /assets/ lines in the app logs (at LOG_LEVEL=debug)`,
  );
  assetAnswers.total = 0;
  assetAnswers.fromApp = 0;
  assetAnswers.mispaired = 0;

  // The same three processes without nginx (one autocannon per process, the same connections in all). The app
  // serves the assets itself here, and logs them: the control that the check above can fail.
  const per = Math.max(1, Math.round(CONNECTIONS / 3));
  await Promise.all(stack.appPorts.map((port) => cannon(`http://127.0.0.1:${port}`, per, 2)));
  const direct = summary(
    "the 3 processes without nginx",
    await Promise.all(stack.appPorts.map((port) => cannon(`http://127.0.0.1:${port}`, per, measureSeconds))),
  );
  check(
    assetAnswers.total > 0 && assetAnswers.fromApp === assetAnswers.total && assetLogLines(stack).length > 0,
    `control: without nginx the processes answered ${assetAnswers.fromApp} of ${assetAnswers.total} asset requests ` +
      `and logged ${assetLogLines(stack).length}`,
  );
  printFigures([viaProxy, direct, rolling]);
  console.info(`load average: ${load()}`);
  check(
    rolling.seconds >= TRAFFIC_SECONDS && restarts.length === 3,
    `traffic lasted ${rolling.seconds.toFixed(1)} s (≥ ${TRAFFIC_SECONDS} s) over ${restarts.length} restarts`,
  );
  check(
    rolling.errors === 0 && rolling.status5xx === 0 && rolling.non2xx === 0 && rolling.requests > 0,
    `rolling restart: ${rolling.requests} requests, ${rolling.errors} errors, ${rolling.status5xx} 5xx, ${rolling.non2xx} non-2xx, p99 ${rolling.p99} ms`,
  );
  check(
    viaProxy.errors + viaProxy.non2xx + direct.errors + direct.non2xx === 0,
    `comparison runs all 2xx (through nginx ${viaProxy.rps.toFixed(0)} req/s, without ${direct.rps.toFixed(0)} req/s)`,
  );
  const upstream502 = readFileSync(stack.accessLog, "utf8")
    .split("\n")
    .filter((l) => / 5\d\d \d+ upstream=/.test(l));
  check(upstream502.length === 0, `nginx's access log has ${upstream502.length} 5xx answers`);

  // 3. One client's rate limit shared by the three processes.
  const client = "127.0.7.1";
  const answers = [];
  for (let i = 0; i < SEARCH_LIMIT * 3; i++) {
    const r = await send({
      port: stack.proxyPort,
      path: "/api/vendor-matches",
      method: "POST",
      localAddress: client,
      body: searchBody("We need accounting software with bank feeds and VAT returns"),
    });
    answers.push({
      status: r.status,
      by: servedBy(stack, String(r.headers["x-request-id"])),
      retryAfter: r.headers["retry-after"],
    });
    if (r.status === 429) break;
  }
  const allowed = answers.filter((a) => a.status === 200);
  const byProcess = [1, 2, 3].map((p) => allowed.filter((a) => a.by === p).length);
  const last = answers.at(-1);
  check(
    allowed.length === SEARCH_LIMIT &&
      answers.length === SEARCH_LIMIT + 1 &&
      last?.status === 429 &&
      Boolean(last.retryAfter),
    `shared rate limit: client ${client} got ${allowed.length} searches through nginx (limit ${SEARCH_LIMIT}), then ${last?.status} (Retry-After ${last?.retryAfter})`,
  );
  check(
    byProcess.filter((n) => n > 0).length >= 2,
    `the allowed searches were answered by processes 1/2/3: ${byProcess.join("/")} (the budget is counted across them)`,
  );
  const other = await send({
    port: stack.proxyPort,
    path: "/api/vendor-matches",
    method: "POST",
    localAddress: "127.0.7.2",
    body: searchBody("We need accounting software with bank feeds and VAT returns"),
  });
  check(other.status === 200, `another client (127.0.7.2) meanwhile: ${other.status}`);

  // 4. A profile published through process 1 is found through nginx within 2 s.
  const origin = stack.proxy;
  const email = "owner@falconry-club.example";
  const password = "a long vendor passphrase";
  const form = new URLSearchParams({
    accountName: "Falconer",
    accountEmail: email,
    password,
    companyName: "Mews Software Ltd",
    name: "Mewsledger",
    website: "https://falconry-club.example",
    contactEmail: "sales@falconry-club.example",
    description:
      "Falconry club software: log each hawk's daily weight, flight records, hunting permits and mews hygiene checks.",
    // A kind of our list: registration refuses a category outside it (docs/matching.md, "Vendors' kinds").
    categories: "Sports management",
    features: "Bird weight log\nFlight records\nHunting permits",
    freeTier: "no",
    startingPrice: "120",
    pricingModel: "Per club",
    license: "",
    integrations: "",
    certifications: "",
    foundedYear: "2022",
  });
  for (const [key, value] of [
    ["companySizes", "SMB"],
    ["deploymentModels", "Cloud"],
    ["regions", "Europe"],
  ])
    form.append(key, value);
  // Sent to process 1 directly, with the Host header nginx passes on (the browser's): the form's Origin matches it.
  const host = `127.0.0.1:${stack.proxyPort}`;
  const registered = await send({
    port: stack.appPorts[0],
    path: "/vendor-register",
    method: "POST",
    body: form.toString(),
    headers: { host, origin, "content-type": "application/x-www-form-urlencoded" },
  });
  if (registered.status >= 400)
    throw new Error(`vendor registration: ${registered.status} ${registered.body}`);
  await stack.schema.query("update auth_users set email_verified = true where email = $1", [email]);
  const signIn = await send({
    port: stack.appPorts[0],
    path: "/api/auth/sign-in/email",
    method: "POST",
    body: JSON.stringify({ email, password }),
    headers: { host, origin },
  });
  if (signIn.status !== 200) throw new Error(`vendor sign-in: ${signIn.status} ${signIn.body}`);
  const cookie = (signIn.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  let nextClient = 1;
  const findsIt = async () => {
    const r = await send({
      port: stack.proxyPort,
      path: "/api/vendor-matches",
      method: "POST",
      localAddress: `127.0.9.${nextClient++}`,
      body: searchBody(
        "Our falconry club needs to log each hawk's weight and flight records and keep hunting permits.",
        "Agriculture",
      ),
    });
    if (r.status !== 200) throw new Error(`a search through nginx answered ${r.status}: ${r.body}`);
    return JSON.parse(String(r.body)).vendors.some((v) => v.name === "Mewsledger");
  };
  check(!(await findsIt()), "before publishing: the unpublished profile is not found through nginx");
  const published = await send({
    port: stack.appPorts[0],
    path: "/vendor/dashboard",
    method: "POST",
    body: new URLSearchParams({ intent: "publish" }).toString(),
    headers: { host, origin, cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  if (published.status >= 400) throw new Error(`publishing: ${published.status} ${published.body}`);
  const { rows } = await stack.schema.query("select status from vendors where name = 'Mewsledger'");
  if (rows[0]?.status !== "published")
    throw new Error(`publishing: the profile's status is ${rows[0]?.status}`);
  const publishedAt = Date.now();
  // Each search is sent from a new client address; the first whose answer has the profile counts, by the time it
  // was sent (its own answer time, under load a few hundred ms, is shown too).
  let foundSentMs = -1;
  let foundAnsweredMs = -1;
  let searches = 0;
  while (foundSentMs < 0 && Date.now() - publishedAt < 2000) {
    searches++;
    const sentMs = Date.now() - publishedAt;
    if (await findsIt()) {
      foundSentMs = sentMs;
      foundAnsweredMs = Date.now() - publishedAt;
    } else await sleep(100);
  }
  if (foundSentMs < 0) {
    // Not within 2 s: how long it does take (up to 20 s), so that the failure says "slow" or "never".
    while (foundSentMs < 0 && Date.now() - publishedAt < 20_000) {
      searches++;
      const sentMs = Date.now() - publishedAt;
      if (await findsIt())
        console.error(`[${elapsed()}] the profile was found by a search sent ${sentMs} ms after publishing`);
      else {
        await sleep(250);
        continue;
      }
      break;
    }
  }
  check(
    foundSentMs >= 0,
    foundSentMs >= 0
      ? `profile published through process 1 found through nginx by a search sent ${foundSentMs} ms after publishing (answered at ${foundAnsweredMs} ms; search ${searches}; limit 2,000 ms)`
      : `profile published through process 1 not found through nginx within 2,000 ms (${searches} searches)`,
  );

  passed = failures.length === 0;
} catch (error) {
  failures.push(`the test stopped: ${error.stack ?? error.message}`);
  console.error(error);
} finally {
  if (!passed) {
    for (const [i, app] of stack.apps.entries()) {
      const lines = readFileSync(app.logFile, "utf8")
        .split("\n")
        .filter((l) => /"level":(4|5|6)\d/.test(l));
      console.error(
        `--- app ${i + 1}: last warnings/errors (${app.logFile})\n${lines.slice(-15).join("\n")}`,
      );
    }
    if (existsSync(stack.nginxLog)) {
      console.error(
        `--- nginx error log (last 20 lines)\n${readFileSync(stack.nginxLog, "utf8").split("\n").slice(-20).join("\n")}`,
      );
    }
  }
  await stack.close({ keep: !passed || process.env.DEPLOY_KEEP === "1" });
}
if (failures.length > 0) {
  console.error(`\ntest:deploy FAILED (${failures.length}) after ${elapsed()}:\n- ${failures.join("\n- ")}`);
  if (!passed) console.error(`logs kept in ${stack.dir}`);
  process.exit(1);
}
say("test:deploy passed");
