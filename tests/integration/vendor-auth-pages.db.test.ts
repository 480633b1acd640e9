import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSING_CREDENTIALS_MESSAGE } from "~/domain/accounts/password-rules";
import { action as forgotPasswordAction } from "~/routes/vendor-forgot-password";
import { action as resetAction } from "~/routes/vendor-reset-password";
import { action as securityAction } from "~/routes/vendor-security";
import { action as signInAction } from "~/routes/vendor-sign-in";
import { action as signUpAction } from "~/routes/vendor-sign-up";
import { action as verifyEmailAction } from "~/routes/vendor-verify-email";
import { parseEnv } from "~/utils/env.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs } from "../setup/app-context";
import { authClient, choosePassword, latestMailTo, totp } from "../setup/auth-client";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

function form(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

async function outcome(promise: Promise<unknown>) {
  try {
    const value = (await promise) as { type?: string; data?: unknown; init?: { status?: number } };
    if (value?.type === "DataWithResponseInit") {
      return { status: value.init?.status ?? 200, data: value.data as Record<string, unknown> };
    }
    return { status: 200, data: value as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown };
    throw thrown;
  }
}

describe(`vendor account pages (${testDriver})`, () => {
  let t: TestDatabase;
  let dataDir: string;
  let context: AppLoadContext;
  beforeAll(async () => {
    t = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-pages-"));
    context = await createTestContext(t.db, {
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db) }),
    });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("sign-up keeps what was typed (but not the password) beside each field's message", async () => {
    const result = await outcome(
      signUpAction(
        routeArgs(
          form("/vendor/sign-up", { name: "Zoë", email: "not-an-email", password: "short" }),
          context,
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      values: { name: "Zoë", email: "not-an-email" },
      fields: { email: expect.stringMatching(/valid email/), password: expect.stringMatching(/at least 8/) },
    });
    expect(JSON.stringify(result.data)).not.toContain("short");
    const common = await outcome(
      signUpAction(
        routeArgs(
          form("/vendor/sign-up", { name: "Zoë", email: "zoe@x.example", password: "iloveyou1" }),
          context,
        ),
      ),
    );
    expect(common.status).toBe(400);
    expect(common.data).toMatchObject({ fields: { password: expect.stringMatching(/most commonly used/) } });
  });

  it("sign-in: the spec's message without credentials, a clear one for a wrong password, a session cookie and redirect on success", async () => {
    const signUp = await outcome(
      signUpAction(
        routeArgs(
          form("/vendor/sign-up", { name: "Page", email: "page@x.example", password: "pages passphrase" }),
          context,
        ),
      ),
    );
    expect(signUp.data).toMatchObject({ ok: true, intent: "sign-up" });
    const mail = await latestMailTo(context, "page@x.example");
    const owner = authClient(context);
    await owner.get(mail.links.find((l) => l.includes("verify-email"))!);
    await choosePassword(context, owner.jar.header(), "pages passphrase");

    const missing = await outcome(
      signInAction(routeArgs(form("/vendor/sign-in", { email: "page@x.example" }), context)),
    );
    expect(missing).toMatchObject({ status: 400, data: { ok: false, message: MISSING_CREDENTIALS_MESSAGE } });
    const wrong = await outcome(
      signInAction(
        routeArgs(form("/vendor/sign-in", { email: "page@x.example", password: "nope nope nope" }), context),
      ),
    );
    expect(wrong).toMatchObject({
      status: 401,
      data: { message: "The email address or password is incorrect.", values: { email: "page@x.example" } },
    });
    const ok = await outcome(
      signInAction(
        routeArgs(
          form("/vendor/sign-in", {
            email: "page@x.example",
            password: "pages passphrase",
            redirectTo: "//evil.example",
          }),
          context,
        ),
      ),
    );
    expect(ok.status).toBe(302);
    expect(ok.response?.headers.get("location")).toBe("/vendor/dashboard");
    expect(ok.response?.headers.getSetCookie().join(";")).toMatch(/saasmatch\.session_token=.+HttpOnly/i);
  });

  it("the forgot-password and verify-email pages keep a mistyped address beside its message and email a real one", async () => {
    for (const [path, action] of [
      ["/vendor/forgot-password", forgotPasswordAction],
      ["/vendor/verify-email", verifyEmailAction],
    ] as const) {
      const typo = await outcome(action(routeArgs(form(path, { email: " page@x\u202e.example" }), context)));
      expect(typo).toMatchObject({
        status: 400,
        data: {
          ok: false,
          values: { email: " page@x\u202e.example" },
          message: "Enter the email address of your account.",
        },
      });
    }
    await outcome(
      signUpAction(
        routeArgs(
          form("/vendor/sign-up", { name: "Link", email: "link@x.example", password: "links passphrase" }),
          context,
        ),
      ),
    );
    // The sign-up's confirmation mail is sent first, so the reset mail is the newest one to the address (both are
    // queued jobs: run together they could land in the same millisecond, in either order).
    await latestMailTo(context, "link@x.example");
    await new Promise((r) => setTimeout(r, 5));
    const reset = await outcome(
      forgotPasswordAction(
        routeArgs(form("/vendor/forgot-password", { email: " LINK@x.example " }), context),
      ),
    );
    expect(reset).toMatchObject({ status: 200, data: { ok: true, result: { email: "link@x.example" } } });
    const mail = await latestMailTo(context, "link@x.example");
    expect(mail.links.some((l) => l.includes("reset-password"))).toBe(true);
    const again = await outcome(
      verifyEmailAction(routeArgs(form("/vendor/verify-email", { email: "link@x.example" }), context)),
    );
    expect(again).toMatchObject({ status: 200, data: { ok: true, result: { email: "link@x.example" } } });
  });

  it("sign-in through the page is limited too: the 6th attempt in 10 minutes is refused", async () => {
    const attempt = () =>
      outcome(
        signInAction(
          routeArgs(
            form("/vendor/sign-in", { email: "someone@x.example", password: "wrong wrong" }),
            context,
          ),
        ),
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(String(refused.data?.message)).toMatch(/Too many requests/);
  });

  it("sign-in and reset-password with a NUL in the email or token answer 400, not 500 (found by the fuzz suite)", async () => {
    const signIn = await outcome(
      signInAction(
        routeArgs(
          form("/vendor/sign-in", { email: "a\u0000@x.example", password: "whatever pass" }),
          context,
        ),
      ),
    );
    expect(signIn.status).toBe(400);
    // A kilobytes-long address (that does not compress) made the sign-in counter's key too long for its index.
    const long = await outcome(
      signInAction(
        routeArgs(
          form("/vendor/sign-in", {
            email: `${randomBytes(8000).toString("hex")}@x.example`,
            password: "whatever pass",
          }),
          context,
        ),
      ),
    );
    expect(long.status).toBeLessThan(500);
    const reset = await outcome(
      resetAction(
        routeArgs(
          form("/vendor/reset-password", { token: "t\u0000k", password: "a new passphrase" }),
          context,
        ),
      ),
    );
    expect(reset.status).toBe(400);
  });

  it("turning two-factor on and then off on /vendor/security keeps the vendor signed in (the new session cookie was dropped)", async () => {
    const email = "twofa@x.example";
    await signUpAction(
      routeArgs(form("/vendor/sign-up", { name: "Tf", email, password: "twofa passphrase" }), context),
    );
    const client = authClient(context);
    await client.get((await latestMailTo(context, email)).links.find((l) => l.includes("verify-email"))!);
    await choosePassword(context, client.jar.header(), "twofa passphrase");
    const post = async (fields: Record<string, string>) => {
      const request = new Request("http://localhost:3000/vendor/security", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { cookie: client.jar.header() },
      });
      const result = (await securityAction(routeArgs(request, context))) as unknown as {
        data: { ok: boolean; intent: string; message: string; result?: { secret: string } };
        init?: { status?: number; headers?: HeadersInit };
      };
      client.jar.take(new Response(null, { headers: result.init?.headers }));
      return result;
    };
    const signedIn = async () =>
      (await client.get("/get-session")).json() as Promise<{ user?: { email: string } } | null>;

    const wrong = await post({ intent: "enable", password: "not the passphrase" });
    expect(wrong.data).toMatchObject({ ok: false, intent: "enable", message: expect.any(String) });
    expect(wrong.data).not.toHaveProperty("result");
    const enabled = await post({ intent: "enable", password: "twofa passphrase" });
    expect(enabled.data).toMatchObject({
      ok: true,
      intent: "enable",
      result: { secret: expect.any(String) },
    });
    const setup = enabled.data.result!;
    const notTheCode = totp(setup.secret) === "000000" ? "000001" : "000000";
    const refused = await post({ intent: "confirm", code: notTheCode, secret: setup.secret });
    expect(refused.init?.status).toBeGreaterThanOrEqual(400);
    expect(refused.data).toMatchObject({ ok: false, intent: "confirm", result: { secret: setup.secret } });
    const confirmed = await post({ intent: "confirm", code: totp(setup.secret) });
    expect(confirmed.data).toMatchObject({ ok: true, message: "Two-factor authentication is on." });
    expect((await signedIn())?.user?.email).toBe(email);
    const disabled = await post({ intent: "disable", password: "twofa passphrase" });
    expect(disabled.data).toMatchObject({ ok: true, message: "Two-factor authentication is off." });
    expect((await signedIn())?.user?.email).toBe(email);
  });
});
