import { describe, expect, it } from "vitest";
import { CookieJar, latestMailTo, totp } from "../setup/auth-client";
import { serverJobContext, useTestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

const PASSWORD = "a long vendor passphrase";

describe(`auth limits and the access log (${testDriver})`, () => {
  const server = useTestServer({
    env: { TRUST_PROXY: "true", AUTH_TEST_PASSWORD_HASH: "fast", RATE_LIMIT_SCALE: "1" },
    hookTimeout: 120_000,
  });
  let clients = 0;
  /** A new client address for each call: the per-client limits never apply, only the account's. */
  const nextIp = () => {
    clients++;
    return `203.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };

  async function send(
    path: string,
    {
      jar,
      json,
      form,
      ip = nextIp(),
    }: { jar?: CookieJar; json?: unknown; form?: Record<string, string>; ip?: string } = {},
  ): Promise<Response> {
    const headers = new Headers({ "x-forwarded-for": ip });
    if (jar?.values.size) headers.set("cookie", jar.header());
    let body: string | undefined;
    if (json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(json);
    } else if (form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(form).toString();
    }
    const response = await fetch(`${server().url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body,
      redirect: "manual",
    });
    jar?.take(response);
    return response;
  }

  /** A confirmed account with its password chosen after the click; returns the signed-in browser. */
  async function account(email: string): Promise<CookieJar> {
    const signUp = await send("/api/auth/sign-up/email", {
      json: { email, password: PASSWORD, name: "Limits" },
    });
    expect(signUp.status).toBe(200);
    const mail = await latestMailTo(serverJobContext(server()), email);
    const link = new URL(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
    const jar = new CookieJar();
    expect((await send(`${link.pathname}${link.search}`, { jar })).status).toBe(302);
    // The click removed the sign-up password; the owner chooses it on the page the link led to.
    const page = await (await send("/vendor/verify-email", { jar })).text();
    if (page.includes("Choose your password")) {
      const chosen = await send("/vendor/verify-email?intent=password", {
        jar,
        form: { password: PASSWORD },
      });
      expect(chosen.status).toBe(302);
    }
    return jar;
  }

  it("the access log keeps no reset token: /api/auth/reset-password/<token> is logged redacted", async () => {
    const email = "reset-log@limits.example";
    await account(email);
    const requested = await send("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/vendor/reset-password" },
    });
    expect(requested.status).toBe(200);
    const mail = await latestMailTo(serverJobContext(server()), email);
    const link = new URL(mail.links.find((l) => l.includes("/api/auth/reset-password/"))!);
    const token = link.pathname.split("/").pop()!;
    expect(token.length).toBeGreaterThan(10);
    const opened = await send(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location")!, server().url);
    expect((await send(`${target.pathname}${target.search}`)).status).toBe(200);

    const lines = server()
      .logLines()
      .filter((l) => l.msg === "request");
    expect(lines).toContainEqual(
      expect.objectContaining({ path: "/api/auth/reset-password/[redacted]", status: 302 }),
    );
    expect(server().rawLog()).not.toContain(token);
  });

  it("sign-in has an account-wide cap: guesses from 50 client addresses in an hour, then 429 from any address", async () => {
    const email = "many-ips@limits.example";
    await account(email);
    for (let i = 0; i < 50; i++) {
      const wrong = await send("/api/auth/sign-in/email", { json: { email, password: `wrong guess ${i}` } });
      expect(wrong.status, `guess ${i + 1}`).toBe(401);
    }
    const refused = await send("/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The sign-in page counts against the same cap.
    const page = await send("/vendor/sign-in", { form: { email, password: PASSWORD } });
    expect(page.status).toBe(429);
    // Another account is not affected.
    await account("other-account@limits.example");
    const other = await send("/api/auth/sign-in/email", {
      json: { email: "other-account@limits.example", password: PASSWORD },
    });
    expect(other.status).toBe(200);
  });

  /** Turns two-factor on for the signed-in browser; returns the TOTP secret. */
  async function enableTwoFactor(jar: CookieJar, at: number): Promise<string> {
    const enabled = await send("/api/auth/two-factor/enable", { jar, json: { password: PASSWORD } });
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get("secret")!;
    const confirmed = await send("/api/auth/two-factor/verify-totp", {
      jar,
      json: { code: totp(secret, at) },
    });
    expect(confirmed.status).toBe(200);
    return secret;
  }

  /** Signs in with the password from a new browser; returns it waiting for the second factor. */
  async function passwordStep(email: string): Promise<CookieJar> {
    const jar = new CookieJar();
    const first = await send("/api/auth/sign-in/email", { jar, json: { email, password: PASSWORD } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    return jar;
  }

  it("a TOTP code is refused the second time within its window (sign-in and enrolment alike)", async () => {
    const email = "totp-replay@limits.example";
    const now = Date.now();
    const secret = await enableTwoFactor(await account(email), now);

    // The code that confirmed the set-up cannot sign in.
    const reusedFromSetup = await send("/api/auth/two-factor/verify-totp", {
      jar: await passwordStep(email),
      json: { code: totp(secret, now) },
    });
    expect(reusedFromSetup.status).toBe(401);
    expect(((await reusedFromSetup.json()) as { message: string }).message).toMatch(/used already/);

    // The next step's code (accepted a step early) signs in once; the same code again, from another browser, is refused.
    const code = totp(secret, now + 30_000);
    const once = await passwordStep(email);
    expect((await send("/api/auth/two-factor/verify-totp", { jar: once, json: { code } })).status).toBe(200);
    expect([...once.values.keys()].some((k) => k.endsWith("session_token"))).toBe(true);
    const twice = await passwordStep(email);
    const replay = await send("/api/auth/two-factor/verify-totp", { jar: twice, json: { code } });
    expect(replay.status).toBe(401);
    expect([...twice.values.keys()].some((k) => k.endsWith("session_token"))).toBe(false);

    // A wrong code is not spent: refusing it does not refuse it later (it is checked again, and wrong again).
    const wrong = code === "000000" ? "111111" : "000000";
    const third = await passwordStep(email);
    const first = await send("/api/auth/two-factor/verify-totp", { jar: third, json: { code: wrong } });
    const again = await send("/api/auth/two-factor/verify-totp", { jar: third, json: { code: wrong } });
    expect(((await first.json()) as { code: string }).code).toBe("INVALID_CODE");
    expect(((await again.json()) as { code: string }).code).toBe("INVALID_CODE");
  });

  it("two-factor checks are limited per account: the 11th in 10 minutes is refused from any address", async () => {
    const email = "totp-guess@limits.example";
    const now = Date.now();
    const secret = await enableTwoFactor(await account(email), now);
    const valid = new Set([-30_000, 0, 30_000].map((d) => totp(secret, now + d)));
    const guesses = Array.from({ length: 20 }, (_, i) => String(100_000 + i * 7919)).filter(
      (g) => !valid.has(g),
    );
    // The owner's own check, between the guesses, ends better-auth's run of consecutive failures: only a count of
    // all checks stops guessing spread over addresses and sign-ins.
    // Confirming the set-up was the first check; 8 guesses and the owner's sign-in make 10.
    for (let i = 0; i < 8; i++) {
      const guess = await send("/api/auth/two-factor/verify-totp", {
        jar: await passwordStep(email),
        json: { code: guesses[i] },
      });
      expect(guess.status, `guess ${i + 1}`).toBe(401);
    }
    const owner = await send("/api/auth/two-factor/verify-totp", {
      jar: await passwordStep(email),
      json: { code: totp(secret, now + 30_000) },
    });
    expect(owner.status).toBe(200);
    const refused = await send("/api/auth/two-factor/verify-totp", {
      jar: await passwordStep(email),
      json: { code: guesses[8] },
    });
    expect(refused.status).toBe(429);
    // Through the page as well.
    const page = await send("/vendor/two-factor", {
      jar: await passwordStep(email),
      form: { code: guesses[9]! },
    });
    expect(page.status).toBe(429);
  });
});
