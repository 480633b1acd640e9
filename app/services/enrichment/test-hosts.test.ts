import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { parseTestHosts } from "./safe-fetch.server";

describe("ENRICHMENT_TEST_HOSTS", () => {
  it("accepts only hosts under the reserved .test domain, optionally pinned to an address", () => {
    const env = parseEnv({
      ENRICHMENT_TEST_HOSTS: "fixture.test=127.0.0.1,other.test",
      NODE_ENV: "test",
    });
    expect(parseTestHosts(env.ENRICHMENT_TEST_HOSTS)).toEqual(
      new Map([
        ["fixture.test", "127.0.0.1"],
        ["other.test", null],
      ]),
    );
    expect(() => parseEnv({ ENRICHMENT_TEST_HOSTS: "intranet.example.com=10.0.0.1" })).toThrowError(
      /ENRICHMENT_TEST_HOSTS must be a comma-separated list of \*\.test hosts/,
    );
    expect(() => parseEnv({ ENRICHMENT_TEST_HOSTS: "localhost" })).toThrowError(/ENRICHMENT_TEST_HOSTS/);
  });
});
