import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { apiErrorResponse } from "./api.server";
import { createLogger } from "./logger.server";

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}

/** How Drizzle reports a failed query: its own error, with the driver's PostgreSQL error as the cause. */
function failedQuery(code: string, message: string) {
  const pgError = Object.assign(new Error(message), { code, severity: "ERROR" });
  return Object.assign(new Error("Failed query: insert into x values ($1)\nparams: buyer text"), {
    cause: pgError,
  });
}

describe("apiErrorResponse", () => {
  it.each([
    ["22P05", "unsupported Unicode escape sequence"],
    ["22P02", 'invalid input syntax for type uuid: "abc"'],
    ["22021", 'invalid byte sequence for encoding "UTF8": 0x00'],
  ])(
    "maps the database data error %s to a 400 (it was a 500), logged as a warning",
    async (code, message) => {
      const { logger, lines } = capturingLogger();
      const response = apiErrorResponse(failedQuery(code, message), logger);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/cannot be stored/);
      expect(lines).toEqual([expect.objectContaining({ level: 40, db: expect.objectContaining({ code }) })]);
    },
  );

  it("keeps any other database error a logged 500", () => {
    const { logger, lines } = capturingLogger();
    expect(apiErrorResponse(failedQuery("XX000", "internal error"), logger).status).toBe(500);
    expect(lines[0]).toMatchObject({ level: 50, err: { code: "XX000", message: "internal error" } });
  });

  it.each([
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    ],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["a server shutting down", failedQuery("57P01", "terminating connection due to administrator command")],
    ["too many connections", failedQuery("53300", "too many connections")],
    [
      "a wrapped pool timeout",
      new Error("Failed query", { cause: new Error("timeout exceeded when trying to connect") }),
    ],
  ])("answers 503 with Retry-After when the database is unreachable: %s", async (_, error) => {
    const { logger, lines } = capturingLogger();
    const response = apiErrorResponse(error, logger);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect((await response.json()).error).toBe(
      "SaaSMatch is temporarily unavailable: its database cannot be reached. Please try again in a minute.",
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        fault: "database-unavailable",
        msg: "database unavailable: answering 503 until it is back",
      }),
    ]);
  });

  it.each([
    [
      "a full disk under PGlite or a file write",
      Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }),
    ],
    ["PostgreSQL's disk full", failedQuery("53100", "could not extend file: No space left on device")],
  ])("answers 507 with a clear message when storage is full: %s", async (_, error) => {
    const { logger, lines } = capturingLogger();
    const response = apiErrorResponse(new Error("Failed query", { cause: error }), logger);
    expect(response.status).toBe(507);
    expect((await response.json()).error).toBe(
      "SaaSMatch cannot save anything right now because its storage is full. Please try again later.",
    );
    expect(lines[0]).toMatchObject({ level: 50, fault: "storage-full" });
    expect(String(lines[0]!.msg)).toContain("free space in DATA_DIR");
  });

  it("does not log a client that went away as an error", () => {
    const { logger, lines } = capturingLogger();
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    expect(apiErrorResponse(aborted, logger).status).toBe(400);
    expect(lines.every((line) => Number(line.level) < 50)).toBe(true);
  });
});
