// The deployment of docs/deploy.md on this machine, for npm run test:deploy and npm run load -- --proxy: N plain
// `npm start` processes on one PostgreSQL (a fresh schema, dropped afterwards), and Debian's nginx running the
// repo's deploy/nginx.conf, rendered for the chosen ports and a temporary prefix (no root paths, not a daemon).
// Everything listens on 127.0.0.1 only.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");
export const BROTLI_MODULES = [
  "/usr/share/nginx/modules/ngx_http_brotli_filter_module.so",
  "/usr/share/nginx/modules/ngx_http_brotli_static_module.so",
];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The nginx binary, or undefined. */
export function findNginx() {
  for (const path of ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"]) {
    if (existsSync(path)) return path;
  }
  return undefined;
}

/** Replaces `pattern` in `text`, failing when it does not occur `count` times (deploy/nginx.conf changed shape). */
function replaceExactly(text, pattern, replacement, count = 1) {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;
  if (found !== count) {
    throw new Error(
      `deploy/nginx.conf: expected ${count}× ${pattern} to render it for the test, found ${found}`,
    );
  }
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), replacement);
}

/**
 * deploy/nginx.conf for this machine: the upstream lists `appPorts`, nginx listens on 127.0.0.1:`listenPort`, serves
 * `clientDir`, and keeps its pid, logs and temporary files under `prefix`; `daemon off` so the caller owns it. The
 * brotli file is included when `brotli` is set (it must then exist at `prefix`/saasmatch-brotli.conf). Everything
 * else (limits, retries, caching, gzip) is the file as committed.
 */
export function renderNginxConfig({ appPorts, listenPort, clientDir, prefix, brotli }) {
  let text = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  text = replaceExactly(text, /^pid \/run\/nginx\.pid;$/m, `daemon off;\npid ${prefix}/nginx.pid;`);
  text = replaceExactly(
    text,
    /^error_log \/var\/log\/nginx\/error\.log warn;$/m,
    `error_log ${prefix}/error.log warn;`,
  );
  text = replaceExactly(
    text,
    /^ {2}access_log \/var\/log\/nginx\/access\.log;$/m,
    [
      `  log_format timed '$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr ` +
        `upstream_status=$upstream_status rt=$request_time';`,
      `  access_log ${prefix}/access.log timed;`,
      `  client_body_temp_path ${prefix}/client_body;`,
      `  proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi;`,
      `  scgi_temp_path ${prefix}/scgi;`,
    ].join("\n"),
  );
  text = replaceExactly(
    text,
    /^ {2}include \/etc\/nginx\/saasmatch-brotli\.con\[f\];$/m,
    brotli ? `  include ${prefix}/saasmatch-brotli.conf;` : "  # brotli: the modules are not installed",
  );
  text = replaceExactly(text, /^ {4}server 127\.0\.0\.1:300[23] .*\n/m, "", 2);
  text = replaceExactly(
    text,
    /^ {4}server 127\.0\.0\.1:3001 (.*)$/m,
    appPorts.map((port) => `    server 127.0.0.1:${port} $1`).join("\n"),
  );
  text = replaceExactly(
    text,
    /^ {4}listen 80 default_server;$/m,
    `    listen 127.0.0.1:${listenPort} default_server;`,
  );
  text = replaceExactly(text, /^ {4}listen \[::\]:80 default_server;\n/m, "");
  text = replaceExactly(text, /^ {4}root \/srv\/saasmatch\/build\/client;$/m, `    root ${clientDir};`);
  return text;
}

/**
 * deploy/nginx.conf's passive health check: how long nginx keeps a failed process out of rotation (`fail_timeout`
 * of its upstream servers), in ms. A rolling restart waits this long after a process answers /healthz again before
 * it stops the next one (docs/deploy.md).
 */
export function upstreamFailTimeoutMs() {
  const text = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  const values = [...text.matchAll(/^ {4}server \S+ .*\bfail_timeout=(\d+)s;/gm)].map(
    (m) => Number(m[1]) * 1000,
  );
  if (values.length === 0 || new Set(values).size !== 1)
    throw new Error("deploy/nginx.conf: expected one fail_timeout=<n>s shared by every upstream server line");
  return values[0];
}

/** A fresh PostgreSQL schema on `databaseUrl`; `drop()` removes it. */
export async function freshSchema(databaseUrl, prefix) {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  await client.end();
  return {
    name,
    async query(text, values) {
      const c = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${name}` });
      await c.connect();
      try {
        return await c.query(text, values);
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        await c.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * One app process as `npm start` runs it (the node options of package.json's start script), its output appended to
 * `logFile` (kept over restarts). `start()` spawns it; `stop()` sends SIGTERM and resolves with the exit code.
 */
export function appProcess({ port, env, logFile }) {
  const npmScript = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
  const nodeOptions = npmScript.split(/\s+/).filter((word) => word.startsWith("--"));
  const proc = {
    port,
    logFile,
    child: undefined,
    start() {
      const out = openSync(logFile, "a");
      proc.child = spawn(process.execPath, [...nodeOptions, join(root, "scripts", "start.mjs")], {
        cwd: root,
        stdio: ["ignore", out, out],
        env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port) },
      });
      return proc.child;
    },
    running: () => proc.child !== undefined && proc.child.exitCode === null && proc.child.signalCode === null,
    async stop(signal = "SIGTERM", timeoutMs = 30_000) {
      const child = proc.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
      const exited = new Promise((r) => child.once("exit", (code, sig) => r(code ?? sig)));
      child.kill(signal);
      const result = await Promise.race([exited, sleep(timeoutMs).then(() => "timeout")]);
      if (result === "timeout") {
        child.kill("SIGKILL");
        await exited;
      }
      return result;
    },
  };
  return proc;
}

/** Waits until GET `url` answers 200; fails when `isDead()` or after `ms`. */
export async function waitFor200(url, { ms = 180_000, isDead = () => false, what = url } = {}) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`${what} exited before it answered ${url}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} with 200 within ${ms / 1000} s`);
}

/**
 * N app processes on one fresh schema and nginx in front of them. `appEnv` is added to every process's
 * environment. Returns the running stack; `close()` stops everything and removes the schema and, unless
 * `keep` is set, the temporary directory.
 */
export async function startStack({ count = 3, databaseUrl, appEnv = {}, label = "deploy" }) {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  const dir = mkdtempSync(join(tmpdir(), `saasmatch-${label}-`));
  const schema = await freshSchema(databaseUrl, label.replace(/\W/g, "_"));
  const appPorts = [];
  for (let i = 0; i < count; i++) appPorts.push(await freePort());
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const apps = appPorts.map((port, i) => {
    const dataDir = join(dir, `data-${i + 1}`);
    mkdirSync(dataDir);
    return appProcess({
      port,
      logFile: join(dir, `app-${i + 1}.log`),
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: proxy,
        TRUST_PROXY: "1",
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema.name,
        DATA_DIR: dataDir,
        REDIS_URL: "",
        ...appEnv,
      },
    });
  });

  // nginx: the workers may run as another user than the master (root's default is nobody), so the prefix and
  // its temporary directories are open to them.
  const prefix = join(dir, "nginx");
  mkdirSync(prefix, { mode: 0o755 });
  for (const sub of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(join(prefix, sub), { mode: 0o777 });
  execFileSync("chmod", ["755", dir, prefix]);
  // Debian's modules-enabled files name their modules relative to the prefix (modules/…so).
  if (existsSync("/usr/share/nginx/modules"))
    symlinkSync("/usr/share/nginx/modules", join(prefix, "modules"));
  const brotli = BROTLI_MODULES.every((file) => existsSync(file));
  if (brotli)
    writeFileSync(join(prefix, "saasmatch-brotli.conf"), readFileSync(join(root, "deploy", "brotli.conf")));
  const clientDir = join(root, "build", "client");
  const configFile = join(prefix, "nginx.conf");
  writeFileSync(
    configFile,
    renderNginxConfig({ appPorts, listenPort: proxyPort, clientDir, prefix, brotli }),
  );
  execFileSync(nginx, ["-t", "-q", "-p", prefix, "-c", configFile], {
    stdio: ["ignore", "inherit", "inherit"],
  });

  let nginxChild;
  const stack = {
    dir,
    schema,
    apps,
    appPorts,
    proxyPort,
    proxy,
    brotli,
    configFile,
    nginxLog: join(prefix, "error.log"),
    accessLog: join(prefix, "access.log"),
    async startApps() {
      // All at once, as operators start them: migrations and the catalog seed take turns under an advisory lock.
      for (const app of apps) app.start();
      await Promise.all(
        apps.map((app, i) =>
          waitFor200(`http://127.0.0.1:${app.port}/healthz`, {
            isDead: () => !app.running(),
            what: `app process ${i + 1}`,
          }),
        ),
      );
    },
    async startProxy() {
      const out = openSync(join(prefix, "nginx.out"), "a");
      nginxChild = spawn(nginx, ["-p", prefix, "-c", configFile], { stdio: ["ignore", out, out] });
      await waitFor200(`${proxy}/healthz`, {
        ms: 30_000,
        isDead: () => nginxChild.exitCode !== null,
        what: "nginx",
      });
    },
    async close({ keep = false } = {}) {
      if (nginxChild && nginxChild.exitCode === null) {
        const exited = new Promise((r) => nginxChild.once("exit", r));
        nginxChild.kill("SIGQUIT");
        await Promise.race([exited, sleep(5000)]);
        if (nginxChild.exitCode === null) nginxChild.kill("SIGKILL");
      }
      await Promise.all(apps.map((app) => app.stop("SIGTERM", 15_000)));
      await schema
        .drop()
        .catch((error) => console.error(`could not drop schema ${schema.name}: ${error.message}`));
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
  return stack;
}
