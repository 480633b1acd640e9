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
    "maps the database data error %s to a 400 (issue 7 defect 1), logged as a warning",
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
    expect(apiErrorResponse(failedQuery("53300", "too many connections"), logger).status).toBe(500);
    expect(lines[0]).toMatchObject({ level: 50, err: { code: "53300", message: "too many connections" } });
  });

  it("does not log a client that went away as an error (issue 7 defect 5)", () => {
    const { logger, lines } = capturingLogger();
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    expect(apiErrorResponse(aborted, logger).status).toBe(400);
    expect(lines.every((line) => Number(line.level) < 50)).toBe(true);
  });
});
