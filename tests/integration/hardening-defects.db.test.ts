// Regression tests for the defects of issue 7, each against the real HTTP server in production mode.
import { connect } from "node:net";
import { count, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { buyerRequests } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { importCatalog } from "~/services/import-catalog.server";
import { startTestServer, type TestServer, useTestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      description: "Help desk software that turns customer emails into support tickets with a shared inbox.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing"],
    },
  ],
});

const problem = {
  problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox"],
};

/** Sends raw bytes and collects the reply until the server closes or `until` says the reply is complete. */
function rawExchange(
  port: number,
  payload: string,
  { until = () => false, timeoutMs = 3000 }: { until?: (reply: string) => boolean; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve) => {
    let reply = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(payload));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(reply);
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("data", (chunk) => {
      reply += String(chunk);
      if (until(reply)) finish();
    });
    socket.on("end", finish);
    socket.on("error", finish);
  });
}

/** True once a reply has its headers and its whole body (Content-Length or chunked). */
function completeReply(reply: string): boolean {
  const end = reply.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const length = /content-length: (\d+)/i.exec(reply.slice(0, end));
  if (length) return Buffer.byteLength(reply.slice(end + 4)) >= Number(length[1]);
  return reply.endsWith("\r\n0\r\n\r\n");
}

const statusOf = (reply: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(reply)?.[1] ?? 0);

async function storedRequests(server: TestServer) {
  const [row] = await server.database.db.select({ n: count() }).from(buyerRequests);
  return row?.n ?? 0;
}

describe(`issue 7 defects, on the production server (${testDriver})`, () => {
  const server = useTestServer({
    seed: async ({ db }) => {
      if (!catalog.ok) throw new Error(catalog.problems.join("; "));
      await importCatalog({ db, records: catalog.catalog.vendors });
    },
  });

  const postMatches = (body: unknown) =>
    fetch(`${server().url}/api/vendor-matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it.each([
    ["a NUL in the problem", { ...problem, problem: "help desk\u0000" }, "businessProblem.problem"],
    [
      "an unpaired surrogate in the problem",
      { ...problem, problem: "help desk \ud800" },
      "businessProblem.problem",
    ],
    ["a NUL in the industry", { ...problem, industry: "Retail\u0000" }, "businessProblem.industry"],
    [
      "a lone low surrogate in a feature",
      { ...problem, features: ["inbox \udc00"] },
      "businessProblem.features",
    ],
    ["a NUL in an optional field", { ...problem, buyer_role: "\u0000" }, "businessProblem.buyer_role"],
  ])(
    "defect 1: %s of POST /api/vendor-matches answers 400 naming the field, not 500, and stores nothing",
    async (_, bp, field) => {
      const before = await storedRequests(server());
      const response = await postMatches({ businessProblem: bp });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(body.fields[field]).toBe("must not contain NUL characters or unpaired surrogates");
      expect(await storedRequests(server())).toBe(before);
    },
  );

  it("defect 1: GET /api/vendor-search?q=hub%00 answers 400, not 500", async () => {
    const response = await fetch(`${server().url}/api/vendor-search?q=hub%00`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "Invalid search: q must not contain NUL characters or unpaired surrogates",
    });
  });

  it.each(["/", "/api/vendor-search?q=desk"])(
    "defect 2: an HTTP/1.0 request without Host to %s answers 400, not 500",
    async (path) => {
      const reply = await rawExchange(server().port, `GET ${path} HTTP/1.0\r\n\r\n`);
      expect(statusOf(reply)).toBe(400);
      expect(reply).toContain("a Host header is required");
    },
  );

  it("defect 2: TRACE answers 405 with Allow, not 500", async () => {
    const reply = await rawExchange(
      server().port,
      "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(statusOf(reply)).toBe(405);
    expect(reply).toMatch(/\r\nAllow: GET, HEAD, POST/i);
  });

  it("defect 3: a chunked body over 32 KB answers 413 (not an empty reply) and is in the access log", async () => {
    const json = JSON.stringify({ businessProblem: { ...problem, problem: "x".repeat(40 * 1024) } });
    const chunks = [json.slice(0, 20_000), json.slice(20_000)]
      .map((part) => `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`)
      .join("");
    const reply = await rawExchange(
      server().port,
      "POST /api/vendor-matches HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        `Transfer-Encoding: chunked\r\nX-Request-Id: chunked-413\r\n\r\n${chunks}0\r\n\r\n`,
      { until: completeReply },
    );
    expect(statusOf(reply)).toBe(413);
    expect(reply).toContain("Request body must be at most 32 KB");
    await vi.waitFor(() =>
      expect(server().logLines()).toContainEqual(
        expect.objectContaining({
          clientReqId: "chunked-413",
          path: "/api/vendor-matches",
          status: 413,
          msg: "request",
        }),
      ),
    );
  });

  it("defect 5: a client that disconnects mid-body is logged as a request, not as an error", async () => {
    await rawExchange(
      server().port,
      "POST /api/vendor-matches HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        'Content-Length: 1000\r\nX-Request-Id: gone-away\r\n\r\n{"businessProblem":',
      { timeoutMs: 200 },
    );
    await vi.waitFor(() =>
      expect(server().logLines()).toContainEqual(
        expect.objectContaining({ clientReqId: "gone-away", msg: "request" }),
      ),
    );
    const reqId = server()
      .logLines()
      .find((line) => line.clientReqId === "gone-away")?.reqId;
    const lines = server()
      .logLines()
      .filter((line) => line.reqId === reqId);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it("defect 5: every log line so far is one JSON object", () => {
    const raw = server().rawLog();
    expect(raw.length).toBeGreaterThan(0);
    for (const line of raw.trimEnd().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });

  /** A client behind one proxy rotating X-Forwarded-For: the proxy appends the address it saw (203.0.113.7). */
  async function rotatedSearches(behindProxy: TestServer, attempts: number) {
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const response = await fetch(`${behindProxy.url}/api/vendor-search?q=`, {
        headers: { "x-forwarded-for": `10.9.${i >> 8}.${i & 255}, 203.0.113.7` },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    return statuses;
  }

  it("defect 4: with TRUST_PROXY=true a client cannot escape the search rate limit by rotating X-Forwarded-For", async () => {
    const behindProxy = await startTestServer({
      env: { TRUST_PROXY: "true", RATE_LIMIT_SCALE: "0.1" },
      database: server().database,
    });
    try {
      expect((await rotatedSearches(behindProxy, 100)).at(-1)).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  // Last: it breaks the database on purpose.
  it("defect 5: a loader that throws is logged as one JSON line through pino, with nothing written to stderr", async () => {
    const stderr = vi.spyOn(process.stderr, "write");
    const consoleError = vi.spyOn(console, "error");
    try {
      await server().database.db.execute(sql`DROP TABLE buyer_requests CASCADE`);
      const response = await fetch(`${server().url}/results?r=AAAAAAAAAAAAAAAAAAAAAA`, {
        headers: { "x-request-id": "loader-fails" },
      });
      await response.text();
      expect(response.status).toBe(500);
      const reqId = response.headers.get("x-request-id");
      await vi.waitFor(() =>
        expect(server().logLines()).toContainEqual(
          expect.objectContaining({ reqId, level: 50, msg: "unhandled route error" }),
        ),
      );
      expect(consoleError).not.toHaveBeenCalled();
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stderr.mockRestore();
      consoleError.mockRestore();
    }
  });
});
