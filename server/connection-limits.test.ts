import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer } from "./lifecycle";

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  }
});

async function start(options: Parameters<typeof createHttpServer>[1]) {
  server = createHttpServer((_req, res) => res.end("ok"), options);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens a connection from `localAddress` that says nothing; resolves once it is connected. */
function openIdle(port: number, localAddress = "127.0.0.1") {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  sockets.push(socket);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  return new Promise<{ socket: Socket; closed: Promise<void> }>((resolve) =>
    socket.once("connect", () => resolve({ socket, closed })),
  );
}

function isClosedWithin(closed: Promise<void>, ms: number) {
  return Promise.race([closed.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);
}

async function get(port: number, localAddress: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress }, () =>
      socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    );
    let reply = "";
    socket.on("data", (chunk) => {
      reply += String(chunk);
    });
    socket.on("end", () => resolve(reply));
    socket.on("error", reject);
  });
}

describe("connection limits", () => {
  it("one client holding slow connections is capped; another client is still served", async () => {
    const port = await start({ limits: { maxConnectionsPerClient: 5 } });
    const held = await Promise.all(Array.from({ length: 5 }, () => openIdle(port)));
    const extra = await openIdle(port);
    expect(await isClosedWithin(extra.closed, 1000)).toBe(true);
    for (const { closed } of held) expect(await isClosedWithin(closed, 50)).toBe(false);
    expect(await get(port, "127.0.0.2")).toMatch(/^HTTP\/1\.1 200/);
    // A slot freed is a slot again.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await openIdle(port);
    expect(await isClosedWithin(again.closed, 300)).toBe(false);
  });

  it("does not cap connections from a trusted proxy", async () => {
    const port = await start({
      limits: { maxConnectionsPerClient: 2 },
      isTrustedProxy: (a) => a === "127.0.0.1",
    });
    const held = await Promise.all(Array.from({ length: 4 }, () => openIdle(port)));
    for (const { closed } of held) expect(await isClosedWithin(closed, 100)).toBe(false);
  });

  it("closes a connection whose headers do not arrive within the headers timeout (slowloris)", async () => {
    const port = await start({
      limits: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 100 },
    });
    const { socket, closed } = await openIdle(port);
    let reply = "";
    socket.on("data", (chunk) => {
      reply += String(chunk);
    });
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    expect(await isClosedWithin(closed, 3000)).toBe(true);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it("uses the production defaults: 10 s for headers, 30 s per request, 5 s keep-alive", async () => {
    await start({});
    expect(server!.headersTimeout).toBe(10_000);
    expect(server!.requestTimeout).toBe(30_000);
    expect(server!.keepAliveTimeout).toBe(5_000);
  });

  it("closes a kept-alive connection after its last allowed request instead of answering 503 on it", async () => {
    const port = await start({ limits: { maxRequestsPerSocket: 3 } });
    const socket = connect({ port, host: "127.0.0.1" });
    sockets.push(socket);
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    let reply = "";
    socket.on("data", (chunk) => {
      reply += String(chunk);
    });
    await new Promise((resolve) => socket.once("connect", resolve));
    // Five requests on one connection, as a client that ignores `Connection: close` sends them.
    for (let i = 0; i < 5; i++) socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await isClosedWithin(closed, 3000)).toBe(true);
    const statuses = [...reply.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
    expect(statuses).toEqual(["200", "200", "200"]);
    expect(reply).toMatch(/Connection: close/i);
  });
});
