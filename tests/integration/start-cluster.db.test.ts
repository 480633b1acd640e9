import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { ensureBuilt } from "../../scripts/ensure-build.mjs";
import { dropTestSchema } from "../setup/test-db";

/**
 * `npm run start:cluster` as an operator runs it: two plain node:cluster workers sharing one port, on one PostgreSQL
 * (a fresh schema). The primary only forks and replaces workers and passes SIGTERM on (docs/decisions/016). The
 * workers see each client's own address, and SIGTERM stops the whole group.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const root = resolve(import.meta.dirname, "../..");
const PORT = 4251;
const schema = `test_cluster_${randomBytes(4).toString("hex")}`;
let primary: ChildProcess | undefined;
let tmp = "";
const logs: string[] = [];

/** The pids of the cluster's workers (the primary's child processes). */
function workerPids(): number[] {
  return execFileSync("pgrep", ["-P", String(primary!.pid)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);
}

/** The status of one request; `agent: false` opens a new connection for it. */
function get(path: string, agent?: Agent | false, localAddress?: string, body?: string, timeoutMs = 10_000) {
  return new Promise<number>((resolveStatus, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        agent,
        localAddress,
        method: body ? "POST" : "GET",
        headers: body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        res.resume();
        res.on("end", () => resolveStatus(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${path} within ${timeoutMs} ms`)));
    req.end(body);
  });
}

/**
 * A search whose body is not sent yet (`send()` sends it): the request is in flight on its worker until then. It goes
 * on a connection that has answered a `/healthz` first, so a worker holds it. `answer` is the search's status line, or says the connection closed without one.
 */
function unfinishedRequest() {
  return new Promise<{ send: () => void; answer: Promise<string>; close: () => void }>(
    (resolveRequest, reject) => {
      let received = "";
      let answered: (line: string) => void = () => {};
      const answer = new Promise<string>((r) => {
        answered = r;
      });
      const socket: Socket = connect(PORT, "127.0.0.1", () => {
        socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      });
      socket.on("data", (d) => {
        const first = received.length === 0;
        received += String(d);
        if (first) {
          socket.write(
            "POST /api/vendor-matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n",
          );
          resolveRequest({ send: () => socket.write("{}"), answer, close: () => socket.destroy() });
        }
        const second = received.indexOf("HTTP/1.1 ", 1);
        if (second > 0 && received.indexOf("\r\n", second) > 0) {
          answered(received.slice(second, received.indexOf("\r\n", second)));
        }
      });
      socket.once("close", () => answered("closed without an answer"));
      socket.once("error", reject);
    },
  );
}

/** How many replacement workers the primary has said are listening (it logs each one when it is ready). */
function replacementsListening(): number {
  return logs.join("").split("is listening in place of the one that exited").length - 1;
}

/**
 * Waits until the primary has said `count` replacement workers are listening and two workers run. A replacement can
 * take many seconds to start on a busy machine, and until it listens the survivor is the port's only listener: a test
 * that stops the survivor sooner finds no one (ECONNREFUSED), which is not what it tests.
 */
async function untilReplacementsListening(count: number, within = 60_000) {
  const deadline = Date.now() + within;
  while (replacementsListening() < count || workerPids().length !== 2) {
    if (Date.now() > deadline) throw new Error(`no replacement listening:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!url)("npm run start:cluster on PostgreSQL", () => {
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), "saasmatch-cluster-"));
    primary = spawn(process.execPath, [join(root, "scripts", "start-cluster.mjs")], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        WEB_CONCURRENCY: "2",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        // 120 searches a minute scaled to 6.
        RATE_LIMIT_SCALE: "0.05",
        REDIS_URL: "",
        LOG_LEVEL: "warn",
        DATA_DIR: tmp,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    primary.stdout?.on("data", (d) => logs.push(String(d)));
    primary.stderr?.on("data", (d) => logs.push(String(d)));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if ((await get("/healthz").catch(() => 0)) === 200) break;
      if (Date.now() > deadline || primary.exitCode !== null)
        throw new Error(`no cluster:\n${logs.join("")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 180_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill("SIGKILL");
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    if (url) await dropTestSchema(url, schema);
  });

  it("answers many kept-alive connections at once", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 12 });
    for (let round = 0; round < 3; round++) {
      const statuses = await Promise.all(Array.from({ length: 24 }, () => get("/healthz", agent)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    agent.destroy();
  });

  it("limits each client by its own address, which the workers see", async () => {
    const body = JSON.stringify({
      businessProblem: businessProblem({
        problem: "We need a CRM to track sales leads and send follow-up emails to our customers.",
        industry: "Retail",
      }),
      apiMethod: "direct",
    });
    const busy: number[] = [];
    for (let i = 0; i < 8; i++) busy.push(await get("/api/vendor-matches", undefined, "127.0.3.1", body));
    expect(busy).toContain(429);
    expect(await get("/api/vendor-matches", undefined, "127.0.3.2", body)).toBe(200);
  });

  it("keeps answering when a worker dies: a new one takes its place", async () => {
    // A worker that exits before it listened stops the group (a broken start must not restart forever): both are up.
    await new Promise((r) => setTimeout(r, 3_000));
    const workers = workerPids();
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, "SIGKILL");
    const deadline = Date.now() + 60_000;
    let statuses: number[] = [];
    for (;;) {
      statuses = await Promise.all(Array.from({ length: 10 }, () => get("/healthz").catch(() => 0)));
      if (statuses.every((s) => s === 200) && workerPids().length === 2) break;
      if (Date.now() > deadline) throw new Error(`no recovery: ${statuses}\n${logs.join("")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await untilReplacementsListening(1);
    expect(workerPids()).not.toContain(workers[0]);
  }, 90_000);

  it("gives no new connection to a worker stopped on its own, and answers every request meanwhile", async () => {
    // The last test's new worker has listened (see there).
    await untilReplacementsListening(1);
    const workers = workerPids();
    expect(workers).toHaveLength(2);
    // One request on each worker (node:cluster hands new connections out round-robin) whose body is not sent yet: the stopped worker must
    // wait for its in-flight request.
    const slow = await Promise.all([unfinishedRequest(), unfinishedRequest()]);
    await new Promise((r) => setTimeout(r, 300));
    const stopped = workers[0]!;
    process.kill(stopped, "SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, () =>
            get("/healthz", false, undefined, undefined, 60_000).catch(() => 0),
          ),
        )),
      );
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The stopped worker's request completes, the worker exits, and a new one takes its place.
    for (const request of slow) request.send();
    for (const request of slow) expect(await request.answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    for (const request of slow) request.close();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const running = workerPids();
      if (!running.includes(stopped) && running.length === 2 && (await get("/healthz", false)) === 200) break;
      if (Date.now() > deadline) throw new Error(`no replacement: ${running}\n${logs.join("")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await untilReplacementsListening(2);
  }, 120_000);

  it("stops the whole group on SIGTERM, answers the requests in flight, and exits 0", async () => {
    const inFlight = await unfinishedRequest();
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((r) => primary!.once("exit", (code) => r(code)));
    primary!.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    inFlight.send();
    expect(await inFlight.answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    inFlight.close();
    expect(await exited).toBe(0);
    await expect(get("/healthz")).rejects.toThrow();
  }, 60_000);
});

describe.skipIf(!url)("npm run start:cluster when its port is taken", () => {
  it("says so and exits 1", async () => {
    const { createServer } = await import("node:net");
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(PORT + 1, "127.0.0.1", () => r()));
    try {
      const child = spawn(process.execPath, [join(root, "scripts", "start-cluster.mjs")], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          WEB_CONCURRENCY: "1",
          PORT: String(PORT + 1),
          HOST: "127.0.0.1",
          PUBLIC_URL: `http://127.0.0.1:${PORT + 1}`,
          DATABASE_URL: url,
          DATABASE_SCHEMA: schema,
          REDIS_URL: "",
          LOG_LEVEL: "warn",
          DATA_DIR: mkdtempSync(join(tmpdir(), "saasmatch-cluster-")),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      let output = "";
      child.stderr?.on("data", (d) => {
        stderr += String(d);
      });
      child.stdout?.on("data", (d) => {
        output += String(d);
      });
      const code = await new Promise<number | null>((r) => child.once("exit", (c) => r(c)));
      expect(code).toBe(1);
      expect(`${output}${stderr}`).toContain("EADDRINUSE");
      expect(stderr).toContain("a server process exited during start-up");
    } finally {
      taken.close();
    }
  }, 180_000);
});
