import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authUsers, jobs } from "~/db/schema";
import { MISSING_CREDENTIALS_MESSAGE } from "~/domain/accounts/password-rules";
import { resetPasswordEmailJob } from "~/services/auth/auth-emails.server";
import { requireAdmin, requireUser } from "~/services/auth/session.server";
import { registerAppJobs } from "~/services/jobs/app-jobs.server";
import { createJobRegistry } from "~/services/jobs/jobs.server";
import { createJobWorker } from "~/services/jobs/worker.server";
import { parseEnv } from "~/utils/env.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext } from "../setup/app-context";
import { authClient, choosePassword, latestMailTo, totp } from "../setup/auth-client";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";

const PASSWORD = "correct horse battery staple";

describe(`accounts at /api/auth (${testDriver})`, () => {
  let t: TestDatabase;
  let dataDir: string;
  let context: AppLoadContext;

  beforeAll(async () => {
    t = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), "saasmatch-auth-"));
    context = await createTestContext(t.db, {
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ADMIN_EMAILS: "ops@saasmatch.test" }),
    });
  });
  afterAll(async () => {
    await t.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Signs up, confirms the address through the emailed link and chooses the password on the page it leads to;
   * returns the client (signed in by the link).
   */
  async function registerVerified(email: string, password = PASSWORD) {
    const client = authClient(context);
    const signUp = await client.post("/sign-up/email", { email, password, name: "Vendor Person" });
    expect(signUp.status).toBe(200);
    const mail = await latestMailTo(context, email);
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"))!;
    const verified = await client.get(link);
    expect(verified.status).toBe(302);
    await choosePassword(context, client.jar.header(), password);
    return client;
  }

  it("sign-up → verification mail in the outbox → verify → sign-in sets an httpOnly, SameSite=Lax session cookie", async () => {
    const email = "ana@deskly.example";
    const client = authClient(context);
    const signUp = await client.post("/sign-up/email", { email, password: PASSWORD, name: "Ana" });
    expect(signUp.status).toBe(200);
    expect(client.jar.values.size).toBe(0);

    const mail = await latestMailTo(context, email);
    expect(mail.subject).toBe("Confirm your email address for SaaSMatch");
    expect(mail.text).toContain("You received this email because someone signed up");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email?token="));
    expect(link).toBeDefined();

    const beforeVerify = await authClient(context).post("/sign-in/email", { email, password: PASSWORD });
    expect(beforeVerify.status).toBe(403);
    expect((await beforeVerify.json()).message).toMatch(/confirm your email address first/i);

    const owner = authClient(context);
    const verified = await owner.get(link!);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/vendor/verify-email");
    // The click removed the password typed at sign-up; the owner chooses it again on the page the link led to.
    expect((await client.post("/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    await choosePassword(context, owner.jar.header(), PASSWORD);

    const signIn = await client.post("/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = client.jar.raw.get("saasmatch.session_token");
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await client.get("/get-session");
    expect((await session.json()).user.email).toBe(email);
    const request = new Request("http://localhost/vendor/dashboard", {
      headers: { cookie: client.jar.header() },
    });
    expect((await requireUser({ request, url: new URL(request.url) }, context)).emailVerified).toBe(true);
  });

  it("in production the session cookie is Secure (and __Secure- prefixed)", async () => {
    const prod = await createTestContext(t.db, {
      env: parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, PUBLIC_URL: "https://saasmatch.example" }),
    });
    await registerVerified("prod@deskly.example");
    const client = authClient(prod);
    const signIn = await client.post("/sign-in/email", { email: "prod@deskly.example", password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = client.jar.raw.get("__Secure-saasmatch.session_token");
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("a sign-up with an address that has an account answers as for a new one, creates nothing and tells the owner by email", async () => {
    const email = "owner@deskly.example";
    await registerVerified(email);
    const response = await authClient(context).post("/sign-up/email", {
      email,
      password: "another long passphrase",
      name: "Someone Else",
    });
    expect(response.status).toBe(200);
    const users = await t.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(users.map((u) => u.name)).toEqual(["Vendor Person"]);

    const mail = await vi.waitFor(async () => {
      const latest = await latestMailTo(context, email);
      expect(latest.subject).toBe("You already have a SaaSMatch account");
      return latest;
    });
    expect(mail.text).toContain("No new account was created");
    expect(mail.links.some((l) => l.endsWith("/vendor/sign-in"))).toBe(true);
    expect(mail.links.some((l) => l.endsWith("/vendor/forgot-password"))).toBe(true);
    // The existing password still signs in; the one typed at the second sign-up does not.
    expect((await authClient(context).post("/sign-in/email", { email, password: PASSWORD })).status).toBe(
      200,
    );
    const other = await authClient(context).post("/sign-in/email", {
      email,
      password: "another long passphrase",
    });
    expect(other.status).toBe(401);
  });

  it("a wrong password gets its own message and no cookie", async () => {
    await registerVerified("wrong@deskly.example");
    const client = authClient(context);
    const response = await client.post("/sign-in/email", {
      email: "wrong@deskly.example",
      password: "not the password",
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe("The email address or password is incorrect.");
    expect(client.jar.values.size).toBe(0);
  });

  it("a sign-in without email or password answers the spec's message", async () => {
    for (const body of [
      {},
      { email: "a@b.example" },
      { password: "whatever123" },
      { email: " ", password: "x" },
    ]) {
      const response = await authClient(context).post("/sign-in/email", body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(MISSING_CREDENTIALS_MESSAGE);
    }
  });

  it("rejects common, too short and too long passwords with their own messages; accepts a long passphrase", async () => {
    const client = authClient(context);
    const common = await client.post("/sign-up/email", {
      email: "c1@x.example",
      password: "Password1",
      name: "C",
    });
    expect(common.status).toBe(400);
    expect((await common.json()).message).toMatch(/most commonly used passwords/);
    const short = await client.post("/sign-up/email", {
      email: "c2@x.example",
      password: "abc1234",
      name: "C",
    });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Use at least 8 characters for your password.");
    const long = await client.post("/sign-up/email", {
      email: "c3@x.example",
      password: "a".repeat(129),
      name: "C",
    });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe("Use at most 128 characters for your password.");
    const ok = await client.post("/sign-up/email", {
      email: "c4@x.example",
      password: `${"ü".repeat(60)} 🙂 passphrase`,
      name: "C",
    });
    expect(ok.status).toBe(200);
  });

  it("answers 429 with Retry-After after 5 sign-in attempts in 10 minutes for one account and IP", async () => {
    await registerVerified("limited@deskly.example");
    const limited = await createTestContext(t.db, {
      env: context.env,
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db) }),
    });
    const client = authClient(limited);
    for (let i = 0; i < 5; i++) {
      const r = await client.post("/sign-in/email", {
        email: "limited@deskly.example",
        password: "bad password",
      });
      expect(r.status).toBe(401);
    }
    const blocked = await client.post("/sign-in/email", {
      email: "limited@deskly.example",
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account from the same IP is not affected (one no other test signed in with: the shared context's
    // limiter, scaled ×1000, reserves ahead in the same counters).
    await registerVerified("unlimited@deskly.example");
    const other = await authClient(limited).post("/sign-in/email", {
      email: "unlimited@deskly.example",
      password: "bad password",
    });
    expect(other.status).toBe(401);
  });

  it("resets a password end to end through the emailed link", async () => {
    const email = "reset@deskly.example";
    await registerVerified(email);
    const client = authClient(context);
    const request = await client.post("/request-password-reset", {
      email,
      redirectTo: "/vendor/reset-password",
    });
    expect(request.status).toBe(200);
    const mail = await latestMailTo(context, email);
    expect(mail.subject).toBe("Reset your SaaSMatch password");
    const link = mail.links.find((l) => l.includes("/api/auth/reset-password/"))!;
    const opened = await client.get(link);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location")!, context.env.PUBLIC_URL);
    expect(target.pathname).toBe("/vendor/reset-password");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const weak = await client.post("/reset-password", { token, newPassword: "qwertyuiop" });
    expect(weak.status).toBe(400);
    const reset = await client.post("/reset-password", { token, newPassword: "a brand new passphrase" });
    expect(reset.status).toBe(200);
    const reused = await client.post("/reset-password", { token, newPassword: "another new passphrase" });
    expect(reused.status).toBe(400);

    expect((await authClient(context).post("/sign-in/email", { email, password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await authClient(context).post("/sign-in/email", { email, password: "a brand new passphrase" }))
        .status,
    ).toBe(200);
  });

  it("account mails are queued jobs: a reset link whose first delivery fails is delivered on a retry, and works", async () => {
    const email = "reset-retry@deskly.example";
    await registerVerified(email);
    const request = await authClient(context).post("/request-password-reset", {
      email,
      redirectTo: "/vendor/reset-password",
    });
    expect(request.status).toBe(200);
    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, resetPasswordEmailJob.type), eq(jobs.status, "queued")));
    expect(queued?.payload).toMatchObject({ to: email });

    // The outbox cannot be written while DATA_DIR is a file (ENOTDIR), a real failure of delivery.
    const blocked = join(dataDir, "blocked-outbox");
    await writeFile(blocked, "");
    const env = { ...context.env, DATA_DIR: blocked };
    const registry = createJobRegistry();
    registerAppJobs(registry);
    const worker = createJobWorker({ ...context, env, registry, backoffMs: () => 0 });
    await worker.runOnce();
    const [afterFirst] = await t.db.select().from(jobs).where(eq(jobs.id, queued!.id));
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1 });
    expect(afterFirst?.lastError).toMatch(/ENOTDIR|EEXIST/);

    await rm(blocked);
    await mkdir(blocked);
    await worker.runOnce();
    const [afterRetry] = await t.db.select().from(jobs).where(eq(jobs.id, queued!.id));
    expect(afterRetry).toMatchObject({ status: "succeeded", attempts: 2 });
    const mail = await latestMailTo({ ...context, env } as AppLoadContext, email);
    expect(mail.subject).toBe("Reset your SaaSMatch password");
    const opened = await authClient(context).get(
      mail.links.find((l) => l.includes("/api/auth/reset-password/"))!,
    );
    const token = new URL(opened.headers.get("location")!, context.env.PUBLIC_URL).searchParams.get("token")!;
    const reset = await authClient(context).post("/reset-password", {
      token,
      newPassword: "a retried passphrase",
    });
    expect(reset.status).toBe(200);
    expect(
      (await authClient(context).post("/sign-in/email", { email, password: "a retried passphrase" })).status,
    ).toBe(200);
  });

  it("enrols TOTP two-factor and then signs in with a code, or once with a backup code", async () => {
    const email = "totp@deskly.example";
    const client = await registerVerified(email);
    const enable = await client.post("/two-factor/enable", { password: PASSWORD });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = new URL(totpURI).searchParams.get("secret")!;
    expect(new URL(totpURI).searchParams.get("issuer")).toBe("SaaSMatch");
    const confirm = await client.post("/two-factor/verify-totp", { code: totp(secret) });
    expect(confirm.status).toBe(200);
    expect((await (await client.get("/get-session")).json()).user.twoFactorEnabled).toBe(true);

    const fresh = authClient(context);
    const first = await fresh.post("/sign-in/email", { email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect((await first.json()).twoFactorRedirect).toBe(true);
    expect(fresh.jar.values.has("saasmatch.session_token")).toBe(false);
    const wrong = await fresh.post("/two-factor/verify-totp", {
      code: totp(secret) === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(401);
    // The code that confirmed the set-up is spent; the next step's code is accepted a step early.
    const verified = await fresh.post("/two-factor/verify-totp", { code: totp(secret, Date.now() + 30_000) });
    expect(verified.status).toBe(200);
    expect(fresh.jar.values.has("saasmatch.session_token")).toBe(true);

    const viaBackup = authClient(context);
    await viaBackup.post("/sign-in/email", { email, password: PASSWORD });
    const backup = await viaBackup.post("/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(backup.status).toBe(200);
    expect(viaBackup.jar.values.has("saasmatch.session_token")).toBe(true);
    const again = authClient(context);
    await again.post("/sign-in/email", { email, password: PASSWORD });
    expect((await again.post("/two-factor/verify-backup-code", { code: backupCodes[0] })).status).toBe(401);
  });

  it("sign-out ends the session", async () => {
    const client = await registerVerified("out@deskly.example");
    await client.post("/sign-in/email", { email: "out@deskly.example", password: PASSWORD });
    expect((await (await client.get("/get-session")).json())?.user).toBeTruthy();
    expect((await client.post("/sign-out")).status).toBe(200);
    expect(await (await client.get("/get-session")).json()).toBeNull();
  });

  it("refuses with 400 what the database cannot store: a null or empty name, a NUL, an off-site callbackURL", async () => {
    const client = await registerVerified("names@deskly.example");
    await client.post("/sign-in/email", { email: "names@deskly.example", password: PASSWORD });
    for (const name of [null, "", "  ", "a\u0000b", "\ud800"]) {
      const response = await client.post("/update-user", { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
    }
    expect((await (await client.get("/get-session")).json())?.user?.name).toBe("Vendor Person");
    expect((await client.post("/update-user", { name: "Dana Vendor" })).status).toBe(200);
    const offSite = await client.get("/verify-email?token=nope&callbackURL=%2F%2Fevil.example");
    expect(offSite.status).toBe(400);
  });

  it("requireAdmin lets only verified ADMIN_EMAILS through", async () => {
    const admin = await registerVerified("ops@saasmatch.test");
    await admin.post("/sign-in/email", { email: "ops@saasmatch.test", password: PASSWORD });
    const adminRequest = new Request("http://localhost/admin", { headers: { cookie: admin.jar.header() } });
    expect(
      (await requireAdmin({ request: adminRequest, url: new URL(adminRequest.url) }, context)).email,
    ).toBe("ops@saasmatch.test");

    const vendor = await registerVerified("not-ops@deskly.example");
    await vendor.post("/sign-in/email", { email: "not-ops@deskly.example", password: PASSWORD });
    const request = new Request("http://localhost/admin", { headers: { cookie: vendor.jar.header() } });
    await expect(requireAdmin({ request, url: new URL(request.url) }, context)).rejects.toMatchObject({
      status: 403,
    });
  });
});
