// Issue 7: state-changing requests from another site are refused; no CORS on the first-party API.
import { describe, expect, it } from "vitest";
import { useTestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

const PUBLIC_URL = "https://saasmatch.test";
const body = JSON.stringify({
  businessProblem: { problem: "We need a help desk for customer emails", industry: "Retail", features: [] },
});

describe(`cross-site protection on the production server (${testDriver})`, () => {
  const server = useTestServer({ env: { PUBLIC_URL } });

  const post = (headers: Record<string, string>, path = "/api/vendor-matches") =>
    fetch(`${server().url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      redirect: "manual",
    });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null (sandboxed frame, data: URL)", { origin: "null" }],
    ["the public host over another scheme", { origin: "http://saasmatch.test" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
  ])("refuses a POST with %s: 403 with a JSON message, nothing done", async (_, headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await response.json()).toEqual({
      error: `Cross-site request refused: POST requests are only accepted from ${PUBLIC_URL}.`,
    });
  });

  it("refuses a cross-site form post to a page with a readable message", async () => {
    const response = await fetch(`${server().url}/results?r=AAAAAAAAAAAAAAAAAAAAAA`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "intent=delete-search&requestId=AAAAAAAAAAAAAAAAAAAAAA",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^Cross-site request refused/);
  });

  const sameSite: [string, (serverUrl: string) => Record<string, string>][] = [
    ["the public origin", () => ({ origin: PUBLIC_URL })],
    ["the origin the request was sent to", (serverUrl) => ({ origin: serverUrl })],
    ["no Origin at all (curl, webhooks)", () => ({})],
    ["Sec-Fetch-Site: same-origin", () => ({ "sec-fetch-site": "same-origin" })],
  ];
  it.each(sameSite)("accepts a POST from %s", async (_, headers) => {
    const response = await post(headers(server().url));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers GET from any origin without CORS headers (the browser keeps the answer from other sites)", async () => {
    const response = await fetch(`${server().url}/api/vendor-search?q=desk`, {
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers a CORS preflight with 204 and Allow, granting nothing", async () => {
    const response = await fetch(`${server().url}/api/vendor-matches`, {
      method: "OPTIONS",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toMatch(/POST/);
    for (const header of ["allow-origin", "allow-methods", "allow-headers", "allow-credentials"]) {
      expect(response.headers.get(`access-control-${header}`)).toBeNull();
    }
  });
});
