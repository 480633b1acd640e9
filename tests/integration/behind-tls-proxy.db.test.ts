// What the README says about TRUST_PROXY behind a proxy that ends TLS: HSTS is sent only when the server sees the
// request as HTTPS, which behind such a proxy it does only when TRUST_PROXY lets it believe X-Forwarded-Proto.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServerBuild, startTestServer, type TestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

describe(`HSTS behind a TLS proxy (${testDriver})`, () => {
  let direct: TestServer;
  let behindProxy: TestServer;

  beforeAll(async () => {
    direct = await startTestServer();
    behindProxy = await startTestServer({ env: { TRUST_PROXY: "1" }, database: direct.database });
  });

  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
    await closeServerBuild();
  });

  /** The HSTS header of /healthz as the proxy forwards an HTTPS request (or a plain HTTP one). */
  async function hsts(server: TestServer, proto: "https" | "http") {
    const response = await fetch(`${server.url}/healthz`, {
      headers: { "x-forwarded-proto": proto, "x-forwarded-for": "203.0.113.7" },
    });
    await response.text();
    return response.headers.get("strict-transport-security");
  }

  it("with TRUST_PROXY=1 an HTTPS request through the proxy gets HSTS, a plain HTTP one does not", async () => {
    expect(await hsts(behindProxy, "https")).toBe("max-age=31536000; includeSubDomains");
    expect(await hsts(behindProxy, "http")).toBeNull();
  });

  it("with TRUST_PROXY unset the proxy's X-Forwarded-Proto is not believed: no HSTS", async () => {
    expect(await hsts(direct, "https")).toBeNull();
  });
});
