import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const fixture = resolve("tests/fixtures/slow-server.ts");
let child: ChildProcess | undefined;

// The fixture runs in node itself with tsx as a loader (`--import tsx`), so SIGTERM reaches the process under test. The
// tsx command line would stand between them: it relays a signal and, when the child does not confirm it within 30 ms
// (a loaded machine), kills the child with SIGKILL and exits 143 itself (a CI run failed on that).
function startSlowServer(env: Record<string, string>) {
  child = spawn(process.execPath, ["--import", "tsx", fixture], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((res) => child!.on("exit", (code) => res(code)));
  const port = new Promise<number>((res, rej) => {
    child!.stdout!.on("data", (chunk) => {
      output += String(chunk);
      const match = /port=(\d+)/.exec(output);
      if (match) res(Number(match[1]));
    });
    child!.on("exit", () => rej(new Error(`exited before listening: ${output}`)));
  });
  return { port, exited, output: () => output };
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

describe("graceful shutdown", () => {
  it("lets an in-flight request finish on SIGTERM, refuses new connections, closes the database and exits 0", async () => {
    const server = startSlowServer({ SLOW_MS: "1500" });
    const port = await server.port;
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then(async (r) => ({
      status: r.status,
      body: await r.text(),
    }));
    await new Promise((r) => setTimeout(r, 300));
    child!.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: "finished" });
    const answeredAt = performance.now();
    expect(await server.exited).toBe(0);
    // The kept-alive connection is closed as soon as it goes idle, not after its keep-alive timeout.
    expect(performance.now() - answeredAt).toBeLessThan(2000);
    expect(server.output()).toContain("closed-db");
  }, 20_000);

  it("answers every request it accepted when SIGTERM arrives under load", async () => {
    const server = startSlowServer({ SLOW_MS: "1000" });
    const port = await server.port;
    // 60 concurrent requests, each on its own connection, all received before the signal.
    const requests = Array.from({ length: 60 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/?n=${i}`, { headers: { connection: "close" } }).then(
        async (r) => `${r.status} ${await r.text()}`,
        (error: Error) => `failed: ${error.message}`,
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    child!.kill("SIGTERM");
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a !== "200 finished")).toEqual([]);
    expect(await server.exited).toBe(0);
  }, 20_000);

  it("cuts off a request that outlasts the shutdown timeout and exits 1", async () => {
    const server = startSlowServer({ SLOW_MS: "60000", SHUTDOWN_TIMEOUT_MS: "500" });
    const port = await server.port;
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then(
      () => "answered",
      () => "cut off",
    );
    await new Promise((r) => setTimeout(r, 300));
    child!.kill("SIGTERM");
    expect(await inFlight).toBe("cut off");
    expect(await server.exited).toBe(1);
  }, 20_000);
});
