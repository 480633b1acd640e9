// Account pre-hijack, played over HTTP against the production server: someone signs up with another person's address
// and chooses the password; the address's owner opens the emailed confirmation link. From that click on, nothing the
// first person set works, and the account (with the vendor it manages or claimed) is the owner's alone.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authSessions, authTwoFactors, authUsers, vendorMembers, vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { importCatalog } from "~/services/import-catalog.server";
import { CookieJar, latestMailTo } from "../setup/auth-client";
import { serverJobContext, useTestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";
import { registrationForm } from "../setup/vendor-accounts";

const ATTACKER_PASSWORD = "the attacker's chosen passphrase";
const OWNER_PASSWORD = "the real owner's own passphrase";

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "ticketeer",
      name: "Ticketeer",
      website: "https://ticketeer.example",
      description: "Help desk software that turns customer emails into support tickets with a shared inbox.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing"],
    },
  ],
});

describe(`account pre-hijack: the owner's confirmation click takes the account back (${testDriver})`, () => {
  const ORIGIN = "https://saasmatch.test";
  const server = useTestServer({
    env: { PUBLIC_URL: ORIGIN },
    seed: async ({ db }) => {
      if (!catalog.ok) throw new Error(catalog.problems.join("; "));
      await importCatalog({ db, records: catalog.catalog.vendors });
    },
    hookTimeout: 120_000,
  });
  const db = () => server().database.db;

  async function send(path: string, init: RequestInit & { jar?: CookieJar } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.jar?.values.size) headers.set("cookie", init.jar.header());
    // A same-origin browser post: React Router compares Origin with Host, which is 127.0.0.1 here.
    if (init.method === "POST") headers.set("sec-fetch-site", "same-origin");
    const response = await fetch(`${server().url}${path}`, { ...init, headers, redirect: "manual" });
    init.jar?.take(response);
    return response;
  }

  function form(values: FormData | Record<string, string>): URLSearchParams {
    const body = new URLSearchParams();
    for (const [k, v] of values instanceof FormData ? values : Object.entries(values))
      body.append(k, String(v));
    return body;
  }

  async function signIn(email: string, password: string) {
    const jar = new CookieJar();
    const response = await send("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
      jar,
    });
    await response.text();
    return {
      status: response.status,
      signedIn: [...jar.values.keys()].some((k) => k.endsWith("session_token")),
    };
  }

  /** The owner opens the newest confirmation link in their own (fresh) browser. */
  async function ownerClicks(email: string): Promise<{ jar: CookieJar; location: string }> {
    const mail = await latestMailTo(serverJobContext(server()), email);
    expect(mail.subject).toMatch(/confirm your email/i);
    const link = new URL(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
    const jar = new CookieJar();
    const response = await send(`${link.pathname}${link.search}`, { jar });
    await response.text();
    expect(response.status).toBe(302);
    return { jar, location: response.headers.get("location") ?? "" };
  }

  async function userOf(email: string) {
    const [user] = await db().select().from(authUsers).where(eq(authUsers.email, email));
    return user!;
  }

  /** What the owner does after the click: chooses a password on the page the link led to. */
  async function ownerChoosesPassword(jar: CookieJar) {
    const page = await send("/vendor/verify-email", { jar });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Choose your password");
    const saved = await send("/vendor/verify-email?intent=password", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ password: OWNER_PASSWORD }),
      jar,
    });
    await saved.text();
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/vendor/dashboard");
  }

  it("a new profile registered with the owner's address: the attacker's password, sessions and two-factor stop at the click", async () => {
    const email = "owner@victimco.example";
    const registered = await send("/vendor-register", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form(
        registrationForm("victimco.example", {
          accountEmail: email,
          password: ATTACKER_PASSWORD,
          contactEmail: "leads@attacker.example",
        }),
      ),
    });
    expect(registered.status, await registered.text()).toBe(200);
    // Before the click the attacker cannot sign in (unconfirmed address) …
    expect(await signIn(email, ATTACKER_PASSWORD)).toEqual({ status: 403, signedIn: false });
    // … and whatever else might hang on the account by then (a session, a two-factor secret) is recorded here.
    const user = await userOf(email);
    const staleToken = randomBytes(24).toString("hex");
    await db()
      .insert(authSessions)
      .values({
        id: randomBytes(8).toString("hex"),
        token: staleToken,
        userId: user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    await db()
      .insert(authTwoFactors)
      .values({ id: randomBytes(8).toString("hex"), userId: user.id, secret: "x", backupCodes: "x" });
    await db().update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, user.id));

    const { jar, location } = await ownerClicks(email);
    expect(location).toBe("/vendor/verify-email");
    expect((await userOf(email)).emailVerified).toBe(true);

    // The attacker's password no longer signs in, and the session from before the click is gone.
    expect(await signIn(email, ATTACKER_PASSWORD)).toEqual({ status: 401, signedIn: false });
    const stale = await send("/api/auth/get-session", {
      headers: { cookie: `__Secure-saasmatch.session_token=${staleToken}` },
    });
    expect(await stale.json()).toBeNull();
    const sessions = await db().select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.map((s) => s.token)).not.toContain(staleToken);
    expect(sessions).toHaveLength(1);
    expect(await db().select().from(authTwoFactors).where(eq(authTwoFactors.userId, user.id))).toEqual([]);
    expect((await userOf(email)).twoFactorEnabled).toBe(false);

    // Until the owner chooses a password, the security page sends them to choose it (two-factor asks for it).
    const security = await (await send("/vendor/security", { jar })).text();
    expect(security).toContain("Your account has no password yet.");
    expect(security).not.toContain("Set up two-factor authentication");

    // The owner is signed in by the click and chooses their own password; only that one signs in from now on.
    await ownerChoosesPassword(jar);
    expect(await (await send("/vendor/security", { jar })).text()).toContain(
      "Set up two-factor authentication",
    );
    expect(await signIn(email, OWNER_PASSWORD)).toEqual({ status: 200, signedIn: true });
    expect(await signIn(email, ATTACKER_PASSWORD)).toEqual({ status: 401, signedIn: false });
    const dashboard = await send("/vendor/dashboard", { jar });
    expect(dashboard.status).toBe(200);

    // The profile on the owner's domain is verified — for the owner: no session but theirs reaches it.
    const [member] = await db()
      .select({ userId: vendorMembers.userId, verified: vendors.verified })
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .where(eq(vendorMembers.userId, user.id));
    expect(member?.verified).toBe(true);
    const owners = await db()
      .select({ token: authSessions.token })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    expect(owners.length).toBeGreaterThan(0);
  });

  it("a claim of a catalog vendor with its owner's address: the owner's click proves the claim for the owner, not the attacker", async () => {
    const email = "owner@ticketeer.example";
    const claim = registrationForm("ticketeer.example", {
      accountEmail: email,
      password: ATTACKER_PASSWORD,
      website: "https://ticketeer.example",
    });
    claim.set("claimChoice", "claim:ticketeer");
    const registered = await send("/vendor-register", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form(claim),
    });
    expect(registered.status, await registered.text()).toBe(200);
    const [pending] = await db()
      .select({ status: vendorMembers.status, verified: vendors.verified })
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .where(eq(vendors.slug, "ticketeer"));
    expect(pending).toEqual({ status: "pending", verified: false });

    const { jar } = await ownerClicks(email);
    const [proven] = await db()
      .select({ status: vendorMembers.status, verified: vendors.verified })
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .where(eq(vendors.slug, "ticketeer"));
    expect(proven).toEqual({ status: "active", verified: true });

    expect(await signIn(email, ATTACKER_PASSWORD)).toEqual({ status: 401, signedIn: false });
    // Through the sign-in page too, as the attacker's browser would post it.
    const page = await send("/vendor/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ email, password: ATTACKER_PASSWORD, redirectTo: "/vendor/dashboard" }),
    });
    expect(page.status).toBe(401);
    expect(page.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);

    await ownerChoosesPassword(jar);
    expect(await signIn(email, OWNER_PASSWORD)).toEqual({ status: 200, signedIn: true });
  });

  it("the owner signing up after the attacker gets a confirmation link, not 'you already have an account'", async () => {
    const email = "owner@later.example";
    const attacker = await send("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: ATTACKER_PASSWORD, name: "Not The Owner" }),
    });
    expect(attacker.status).toBe(200);
    const first = await latestMailTo(serverJobContext(server()), email);
    const owner = await send("/vendor/sign-up", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ name: "Real Owner", email, password: OWNER_PASSWORD }),
    });
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain("Check your inbox");
    const second = await latestMailTo(serverJobContext(server()), email);
    expect(second.id).not.toBe(first.id);
    expect(second.subject).toBe("Confirm your email address for SaaSMatch");

    const { jar } = await ownerClicks(email);
    expect(await signIn(email, ATTACKER_PASSWORD)).toEqual({ status: 401, signedIn: false });
    expect(await signIn(email, OWNER_PASSWORD)).toEqual({ status: 401, signedIn: false });
    await ownerChoosesPassword(jar);
    expect(await signIn(email, OWNER_PASSWORD)).toEqual({ status: 200, signedIn: true });
  });

  it("a confirmation link used before, opened in a new browser, says the address is confirmed and offers sign-in", async () => {
    const email = "owner@twice.example";
    await send("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email,
        password: OWNER_PASSWORD,
        name: "Twice",
        callbackURL: "/vendor/verify-email",
      }),
    });
    const mail = await latestMailTo(serverJobContext(server()), email);
    const link = new URL(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
    const first = await send(`${link.pathname}${link.search}`, { jar: new CookieJar() });
    expect(first.headers.get("location")).toBe("/vendor/verify-email");

    const again = await send(`${link.pathname}${link.search}`, { jar: new CookieJar() });
    expect(again.status).toBe(302);
    const target = again.headers.get("location")!;
    expect(target).toBe("/vendor/sign-in?verified=1");
    const html = await (await send(target)).text();
    expect(html).toContain("Your email address is confirmed. Please sign in.");
    expect(html).not.toContain("Send a new link");
  });
});
