// Every log line written while handling a request carries that request's id, and no two requests share one, also
// for modules that keep the logger of the request that created them (the auth instance and its mailer).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServerBuild, serverJobContext, startTestServer, type TestServer } from "../setup/http-server";
import { runQueuedJobs } from "../setup/jobs";
import { testDriver } from "../setup/test-db";
import { registrationForm } from "../setup/vendor-accounts";

describe(`request ids in the log (${testDriver})`, () => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-request-ids-"));
    server = await startTestServer({
      env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000", AUTH_TEST_PASSWORD_HASH: "fast" },
    });
  });

  afterAll(async () => {
    await server?.close();
    await closeServerBuild();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Posts a form and returns the request id the server answered with. */
  async function post(path: string, fields: Record<string, string>): Promise<string> {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    await response.text();
    expect(response.status, path).toBeLessThan(500);
    return response.headers.get("x-request-id") ?? "";
  }

  it("the requests of a registration, a failed sign-in and two password resets, and the emails they queue, are logged with each one's own id", async () => {
    const form = registrationForm("tidybooks.example");
    const email = String(form.get("accountEmail"));
    const fields: Record<string, string> = {};
    for (const [key, value] of form) fields[key] = String(value);
    const ids = [
      await post("/vendor-register.data", fields),
      await post("/vendor/sign-in.data", { email, password: "not the password at all" }),
      await post("/vendor/forgot-password.data", { email }),
      await post("/vendor/forgot-password.data", { email }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    // Every email is a queued job (the test server's worker is not started: run them here). The confirmation
    // email, then one reset email per request, each logged with its own job's id.
    await runQueuedJobs(serverJobContext(server));
    const mails = server.logLines().filter((l) => l.msg === "email written to outbox");
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((l) => l.jobId)).size).toBe(3);
    // A worker runs the jobs it claims side by side, so the log has them in the order they finished: read them in
    // the order they were queued (job ids are a sequence).
    const queuedOrder = [...mails].sort((a, b) => Number(a.jobId) - Number(b.jobId));
    expect(queuedOrder.map((l) => l.jobType)).toEqual([
      "auth.verification-email",
      "auth.reset-password-email",
      "auth.reset-password-email",
    ]);
    // Each request's access line has its own id, once.
    const access = server.logLines().filter((l) => l.msg === "request" && l.method === "POST");
    expect(access.map((l) => l.reqId)).toEqual(ids);
    expect(server.rawLog()).not.toMatch(/"reqId":"[^"]*"[^\n]*"reqId"/);
  });

  it("request ids are unique even when a client sends the same X-Request-Id twice", async () => {
    const answered: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/vendor/forgot-password.data`, {
        method: "POST",
        body: new URLSearchParams({ email: "nobody@tidybooks.example" }),
        headers: { "x-request-id": "same-id-from-a-proxy" },
      });
      await response.text();
      answered.push(response.headers.get("x-request-id") ?? "");
    }
    expect(answered[0]).not.toBe(answered[1]);
  });
});
