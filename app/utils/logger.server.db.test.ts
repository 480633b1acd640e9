import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests } from "~/db/schema";
import { createTestDatabase, type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { createLogger } from "./logger.server";

describe(`a database error in the log (${testDriver})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("is one JSON line with the PostgreSQL code and reason, without the query's parameters or buyer text", async () => {
    const buyerText = "Our payroll for Jane Doe <jane@example.com> is a mess";
    const error = await t.db
      .insert(buyerRequests)
      .values({
        id: "abcdefghijklmnopqrstuv",
        // A json document takes "\u0000" as written (migration 0026); a text column refuses the NUL character.
        problem: { problem: buyerText, padding: "x".repeat(15_000) } as never,
        results: [],
        engineVersion: "test\u0000",
        tookMs: 1,
      })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);

    let output = "";
    const destination = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    createLogger({ level: "info", destination }).error({ err: error }, "unexpected API error");

    expect(output.trimEnd().split("\n")).toHaveLength(1);
    const line = JSON.parse(output);
    expect(line.err).toMatchObject({ type: "DatabaseError", code: "22021" });
    expect(line.err.message).toMatch(/invalid byte sequence|0x00/i);
    expect(output).not.toContain("Jane Doe");
    expect(output).not.toContain("jane@example.com");
    expect(output.length).toBeLessThan(1000);
  });
});
