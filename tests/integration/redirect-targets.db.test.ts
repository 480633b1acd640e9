// A redirect target a client sent (redirectTo on the sign-in and two-factor pages, with and without JavaScript)
// ends in a Location header only as a path of this site; anything else falls back to the dashboard, never a 5xx.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, latestMailTo } from "../setup/auth-client";
import { closeServerBuild, serverJobContext, startTestServer, type TestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";
import { registrationForm, TEST_PASSWORD } from "../setup/vendor-accounts";

/** Targets browsers read as another host, or that no Location header can carry. */
const HOSTILE_TARGETS = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\u0000",
  "/\r\nSet-Cookie: x=1",
  "//evil.example",
  "/\\evil.example",
  "/ /evil.example",
  "https://evil.example/",
];

const DASHBOARD = "/vendor/dashboard";

describe(`redirect targets over HTTP (${testDriver})`, () => {
  let server: TestServer;
  let dataDir: string;
  let email: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-redirects-"));
    server = await startTestServer({
      env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000", AUTH_TEST_PASSWORD_HASH: "fast" },
    });
    const form = registrationForm("tidybooks.example");
    email = String(form.get("accountEmail"));
    const body = new URLSearchParams();
    for (const [key, value] of form) body.append(key, String(value));
    const registered = await fetch(`${server.url}/vendor-register.data`, { method: "POST", body });
    expect(registered.status, await registered.text()).toBe(200);
    const mail = await latestMailTo(serverJobContext(server), email);
    const link = new URL(mail.links.find((l) => l.includes("/api/auth/verify-email")) ?? "");
    const confirmed = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(confirmed.status).toBe(302);
    // The owner's click clears any password set before it; the owner chooses one on the page the link leads to.
    const owner = new CookieJar();
    owner.take(confirmed);
    const chosen = await fetch(`${server.url}/vendor/verify-email?intent=password`, {
      method: "POST",
      body: new URLSearchParams({ password: TEST_PASSWORD }),
      headers: { cookie: owner.header() },
      redirect: "manual",
    });
    expect(chosen.status, await chosen.text()).toBe(302);
  });

  afterAll(async () => {
    await server?.close();
    await closeServerBuild();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Posts the sign-in form: as a plain HTML form without JavaScript, or as React Router's fetch (`.data`). */
  async function signIn(redirectTo: string, { javascript }: { javascript: boolean }) {
    const body = new URLSearchParams({ email, password: TEST_PASSWORD, redirectTo });
    return fetch(`${server.url}/vendor/sign-in${javascript ? ".data" : ""}`, {
      method: "POST",
      body,
      redirect: "manual",
    });
  }

  it("a plain form post (no JavaScript) signs in and redirects to the dashboard for a hostile target", async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await signIn(target, { javascript: false });
      expect(response.status, `${JSON.stringify(target)} ${await response.text()}`).toBe(302);
      expect(response.headers.get("location"), JSON.stringify(target)).toBe(DASHBOARD);
      expect(response.headers.getSetCookie().join("\n")).toMatch(/session_token=/);
    }
    const own = await signIn("/vendor/leads?tab=open", { javascript: false });
    expect(own.headers.get("location")).toBe("/vendor/leads?tab=open");
  });

  it("with JavaScript (a .data request) the redirect it answers is the dashboard for a hostile target", async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await signIn(target, { javascript: true });
      const text = await response.text();
      expect(response.status, JSON.stringify(target)).toBeLessThan(500);
      expect(response.headers.getSetCookie().join("\n")).toMatch(/session_token=/);
      expect(text, JSON.stringify(target)).toContain(JSON.stringify(DASHBOARD));
      expect(text).not.toContain("evil.example");
    }
  });

  it("signed in, the sign-in page's redirectTo query sends to a site path only", async () => {
    const jar = new CookieJar();
    jar.take(await signIn(DASHBOARD, { javascript: false }));
    for (const target of HOSTILE_TARGETS) {
      for (const suffix of ["", ".data"]) {
        const response = await fetch(
          `${server.url}/vendor/sign-in${suffix}?redirectTo=${encodeURIComponent(target)}`,
          { headers: { cookie: jar.header() }, redirect: "manual" },
        );
        const text = await response.text();
        expect(response.status, JSON.stringify(target)).toBeLessThan(500);
        if (suffix === "") expect(response.headers.get("location"), JSON.stringify(target)).toBe(DASHBOARD);
        expect(text).not.toContain("evil.example");
      }
    }
  });

  it("the two-factor page keeps only a site path to go on to", async () => {
    for (const target of HOSTILE_TARGETS) {
      const page = await fetch(`${server.url}/vendor/two-factor?redirectTo=${encodeURIComponent(target)}`);
      const html = await page.text();
      expect(page.status, JSON.stringify(target)).toBe(200);
      expect(html).toContain(`name="redirectTo" value="${DASHBOARD}"`);
      const posted = await fetch(`${server.url}/vendor/two-factor`, {
        method: "POST",
        body: new URLSearchParams({ intent: "totp", code: "", redirectTo: target }),
      });
      const answer = await posted.text();
      expect(posted.status, JSON.stringify(target)).toBe(400);
      expect(answer).toContain(`name="redirectTo" value="${DASHBOARD}"`);
    }
  });
});
