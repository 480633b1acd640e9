import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, runInRequestScope } from "./logger.server";

function capture() {
  let raw = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw += String(chunk);
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines: () => raw.trimEnd().split("\n") };
}

describe("the request scope of log lines", () => {
  it("a logger kept from an earlier request logs the id of the request it is working for", async () => {
    const { logger, lines } = capture();
    // As the auth instance does: made in the first request, kept for every later one.
    const kept = runInRequestScope("first", () => logger.child({ module: "auth" }));
    await runInRequestScope("second", async () => {
      await Promise.resolve();
      kept.info("working for the second request");
    });
    kept.info("outside any request");
    runInRequestScope("third", () => logger.info({ reqId: "explicit" }, "own id wins"));
    const parsed = lines().map((line) => JSON.parse(line));
    expect(parsed.map((l) => [l.reqId, l.msg])).toEqual([
      ["second", "working for the second request"],
      [undefined, "outside any request"],
      ["explicit", "own id wins"],
    ]);
    for (const line of lines()) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
